import Dispatcher
@_spi(Engine) import ViewModel

/// The names of a world's gesture recognizers, as `ViewNames` names its views: the class
/// (`UITapGestureRecognizer`), or `Class#n` when several share it, n counting them from 1 in the views' walk
/// order (each view's recognizers in the order they were added). A recognizer also answers to its UIKit `name`
/// when one is given and no other recognizer has it (`PagerPan`, `_UISheetInteractionBackgroundDismissRecognizer`).
@MainActor
package struct RecognizerNames {
    package let entries: [(recognizer: UIGestureRecognizer, name: String)]
    /// The views' names the recognizers' are counted beside.
    package let views: ViewNames
    private let byName: [String: UIGestureRecognizer]

    package init(views: ViewNames) {
        self.views = views
        let recognizers = views.entries.flatMap { $0.view.gestureRecognizers ?? [] }
        entries = Array(zip(recognizers, ObjectNames.instanceNames(of: recognizers)))
        var byName = Dictionary(entries.map { ($0.name, $0.recognizer) }, uniquingKeysWith: { first, _ in first })
        let given = Dictionary(grouping: recognizers.filter { $0.name != nil }, by: { $0.name! })
        for (name, holders) in given where holders.count == 1 && byName[name] == nil { byName[name] = holders[0] }
        self.byName = byName
    }

    /// The recognizer called `name`, or nil.
    package func recognizer(named name: String) -> UIGestureRecognizer? { byName[name] }

    package var names: [String] { entries.map(\.name) }

    /// Any object's name: a view's or a recognizer's as named here, anything else (a controller, the
    /// application) by its class.
    package func name(ofAny object: AnyObject) -> String {
        if let view = object as? UIView { return views.name(of: view) }
        if let recognizer = object as? UIGestureRecognizer { return name(of: recognizer) }
        return className(of: object)
    }

    /// The recognizer's name; one that appeared since the names were taken (a sheet presented meanwhile) is
    /// called by its class.
    package func name(of recognizer: UIGestureRecognizer) -> String {
        entries.first { $0.recognizer === recognizer }?.name ?? className(of: recognizer)
    }
}
