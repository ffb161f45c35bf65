import Foundation

/// What a view's `gestureRecognizerShouldBegin(_:)` answers when a scene or a what-if gives the answer as data
/// (`UIView.shouldBeginAnswer`), as an app's override returns it: yes to every recognizer, no to every one, or yes
/// only to the view's own — the override a drawing view or a custom slider in a sheet writes so a drag that starts
/// on it is its own, not the sheet's.
@_spi(Engine) public enum ShouldBeginAnswer: String, Sendable, CaseIterable {
    case always
    case never
    case ownOnly

    @MainActor
    public func allows(_ recognizer: UIGestureRecognizer, on view: UIView) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .ownOnly: recognizer.view === view
        }
    }

    /// The override a developer writes for it.
    public var swift: String {
        switch self {
        case .always: "override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }"
        case .never: "override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }"
        case .ownOnly: "override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { gestureRecognizer.view === self }"
        }
    }
}
