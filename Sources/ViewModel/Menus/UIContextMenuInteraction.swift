import Foundation

/// Asked for a context menu's configuration, and told as the menu shows and goes.
@MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// Asked as the press begins (0.15 s down); nil: no menu, the press is left to the views below.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// The animator a context menu's delegate may add to. touchsim does not animate the menu: what is added runs at once.
@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a tap on the preview ends the menu.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// A press held on a view shows a preview of it and a menu (iOS 13+). The press is a recognizer on the view
/// (`_UIContextMenuDriver`): at 0.15 s it asks the delegate for a configuration, at 0.4 s without moving 10 pt it
/// shows the menu in the window and cancels the touches of the views under the finger — a cell is not selected. A
/// quick tap is left alone. While the menu shows, a touch outside it dismisses it and goes no further
/// (docs/uikit-rules.md R14.7).
@MainActor
@Actions
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public var delegate: (any UIContextMenuInteractionDelegate)? { madeDelegate }
    private weak var madeDelegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    private let driver = _UIContextMenuDriver(target: nil, action: nil)
    /// The configuration the delegate gave for this press, and the menu it shows.
    private var configuration: UIContextMenuConfiguration?
    private var shown: _UIContextMenuContainerView?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        madeDelegate = delegate
        super.init()
        driver.interaction = self
        driver.addTarget(self, action: #action(driverChanged(_:)))
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(driver)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(driver)
    }

    /// Where the press is, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint { driver.location(in: view) }

    public func dismissMenu() {
        guard let shown, let configuration else { return }
        self.shown = nil
        shown.removeFromSuperview()
        note("UIContextMenuInteraction dismisses its menu")
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
    }

    /// The driver's question at 0.15 s: the delegate's configuration, kept for the menu.
    func configurationForPress() -> UIContextMenuConfiguration? {
        guard shown == nil, let view else { return nil }
        configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: driver.location(in: view))
        return configuration
    }

    func driverChanged(_ driver: _UIContextMenuDriver) {
        guard driver.state == .began, let view, let window = view.window, let configuration else { return }
        let actions = configuration.actionProvider?([])?.listedActions ?? []
        let container = _UIContextMenuContainerView(interaction: self, source: view, actions: actions, in: window)
        window.addSubview(container)
        shown = container
        note("UIContextMenuInteraction shows its menu (\(actions.count) action\(actions.count == 1 ? "" : "s"))")
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
    }

    /// A tap on the preview: the delegate's preview action, then the menu goes.
    func previewTapped() {
        guard let configuration else { return }
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: PreviewCommit())
        dismissMenu()
    }

    private func note(_ text: String) {
        view?.application?.tracer?.record(.note(text))
    }
}

/// The animator of a tap on the preview: nothing animates; what is added runs at once.
@MainActor
private final class PreviewCommit: NSObject, UIContextMenuInteractionCommitAnimating {
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    var previewViewController: UIViewController? { nil }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}
