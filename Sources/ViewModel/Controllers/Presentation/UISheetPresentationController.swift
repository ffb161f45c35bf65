import Foundation

/// Tells a presentation's delegate that the user tried to dismiss it, or did.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// How a presented controller is shown.
@MainActor
open class UIPresentationController {
    public unowned(unsafe) let presentedViewController: UIViewController
    /// The presenting controller, once presented (the presented one before that).
    public internal(set) unowned(unsafe) var presentingViewController: UIViewController
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view the presentation moves: for a sheet, its `UIDropShadowView`.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
}

/// A page or form sheet (iOS 15+): the heights it rests at, the one it is at, and how far the dimming reaches.
/// Its dismiss pan lets the user drag it down (docs/uikit-rules.md R14).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public struct Detent: Sendable {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier
        /// Apple: about half the screen's height; the large one, the full height below the top gap.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    open var detents: [Detent] = [.large()] {
        didSet { if detents.isEmpty { detents = [.large()] } }
    }
    /// The detent the sheet rests at; nil for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent with no dimming view under the sheet: at it or below, touches around the sheet reach
    /// the presenting view. Nil (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The sheet's container view, once shown.
    open override var presentedView: UIView? {
        presentedViewController.viewIfLoaded?.superview as? UIDropShadowView ?? super.presentedView
    }

    /// The detents from smallest to largest.
    var orderedDetents: [Detent.Identifier] {
        [Detent.Identifier.medium, .large].filter { id in detents.contains { $0.identifier == id } }
    }

    /// The detent the sheet rests at now.
    var currentDetent: Detent.Identifier {
        selectedDetentIdentifier.flatMap { id in orderedDetents.contains(id) ? id : nil } ?? orderedDetents[0]
    }

    /// The sheet's top edge at `detent`, in a window of `bounds`.
    static func top(of detent: Detent.Identifier, in bounds: CGRect) -> CGFloat {
        detent == .medium ? (bounds.height / 2).rounded() : UIScreen.main.statusBarHeight + ModalPresentation.pageSheetTopGap
    }

    /// Whether the view under the sheet is dimmed at `detent`: not when it is at or below the largest undimmed.
    func dims(at detent: Detent.Identifier) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        return Self.rank(detent) > Self.rank(undimmed)
    }

    private static func rank(_ detent: Detent.Identifier) -> Int { detent == .medium ? 0 : 1 }
}
