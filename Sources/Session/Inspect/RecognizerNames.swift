import ViewModel

/// The names of a world's gesture recognizers, as `ViewNames` names its views: the class
/// (`UITapGestureRecognizer`), or `Class#n` when several share it, n counting them from 1 in the views' walk
/// order (each view's recognizers in the order they were added).
@MainActor
package struct RecognizerNames {
    package let entries: [(recognizer: UIGestureRecognizer, name: String)]
    private let byName: [String: UIGestureRecognizer]

    package init(views: ViewNames) {
        let recognizers = views.entries.flatMap { $0.view.gestureRecognizers ?? [] }
        entries = Array(zip(recognizers, instanceNames(of: recognizers)))
        byName = Dictionary(entries.map { ($0.name, $0.recognizer) }, uniquingKeysWith: { first, _ in first })
    }

    /// The recognizer called `name`, or nil.
    package func recognizer(named name: String) -> UIGestureRecognizer? { byName[name] }

    package var names: [String] { entries.map(\.name) }
}
