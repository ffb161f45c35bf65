import Foundation

/// Asked whether the user may dismiss a presentation, and told that they tried, that they are dismissing it and
/// that they did — for the user's gestures only, never for `dismiss(animated:)` in code (docs/uikit-rules.md
/// R14.5). Also asked how a presentation adapts to an iPhone's compact width (R14.6).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The style a presentation takes in a compact environment: `.none` keeps a popover a popover on an iPhone.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    @available(iOS 13.0, *)
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// `.automatic` stands for UIKit's own adaptation (a popover becomes a sheet on an iPhone).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
}

/// How a presented controller is shown.
@MainActor
open class UIPresentationController: NSObject {
    public unowned(unsafe) let presentedViewController: UIViewController
    /// The presenting controller, once presented (the presented one before that).
    public internal(set) unowned(unsafe) var presentingViewController: UIViewController
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view the presentation moves: for a sheet, its `UIDropShadowView`.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
}

/// A page or form sheet (iOS 15+): the heights it rests at, the one it is at, and how far the dimming reaches.
/// Its dismiss pan lets the user drag it down (docs/uikit-rules.md R14).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at: the system's medium and large, or one the app computes (iOS 16+).
    @MainActor
    open class Detent: NSObject {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        open var identifier: Identifier { given }
        /// Its identifier: the one it was made with, or the one a sheet gave it (`custom.<index>`).
        var given: Identifier
        /// The height the detent asks for; nil when it is inactive.
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        /// Whether UIKit gives it an identifier when a sheet takes it (one made without any).
        let isUnidentified: Bool

        private init(_ identifier: Identifier?, _ resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            given = identifier ?? Identifier(rawValue: "")
            self.resolver = resolver
            isUnidentified = identifier == nil
            super.init()
        }

        /// Apple: about half the screen's height (here: the sheet's top at half the window, rounded).
        open class func medium() -> Detent {
            Detent(.medium) { context in
                (context as? SheetContainer).map { $0.height - ($0.height / 2).rounded() } ?? context.maximumDetentValue / 2
            }
        }
        /// Apple: the full height below the top gap.
        open class func large() -> Detent { Detent(.large) { $0.maximumDetentValue } }
        /// A height the app computes, as a height of the sheet; nil makes it inactive. Apple gives a detent made
        /// without an identifier a random one; a sheet here gives it `custom.` and its place in `detents`, so runs
        /// stay the same.
        @available(iOS 16.0, *)
        open class func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier, resolver)
        }

        /// The detent's height in `context`, nil when inactive: a height that is not a number above zero is
        /// inactive, and one above the largest is the largest *(assumed: Apple documents neither case)*.
        @available(iOS 16.0, *)
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value > 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }

    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            for index in detents.indices where detents[index].isUnidentified && detents[index].identifier.rawValue.isEmpty {
                detents[index].given = Detent.Identifier(rawValue: "custom.\(index)")
            }
        }
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

    /// The active detents in a window of `bounds`, from smallest to largest, each with its sheet's top edge
    /// (the large one if none is active).
    func restingTops(in bounds: CGRect) -> [(detent: Detent.Identifier, top: CGFloat)] {
        let container = SheetContainer(height: bounds.height)
        let resolved = detents.compactMap { detent in
            detent.resolvedValue(in: container).map { (detent: detent.identifier, top: bounds.height - $0.rounded()) }
        }
        let sorted = resolved.enumerated().sorted { ($0.element.top, $0.offset) > ($1.element.top, $1.offset) }.map(\.element)
        return sorted.isEmpty ? [(.large, bounds.height - container.maximumDetentValue)] : sorted
    }

    /// The detent the sheet rests at in a window of `bounds`, with its top edge.
    func current(in bounds: CGRect) -> (detent: Detent.Identifier, top: CGFloat) {
        let tops = restingTops(in: bounds)
        return tops.first { $0.detent == selectedDetentIdentifier } ?? tops[0]
    }

    /// Whether the view under the sheet is dimmed at `detent`: not when it is at or below the largest undimmed.
    func dims(at detent: Detent.Identifier, in bounds: CGRect) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let tops = restingTops(in: bounds)
        guard let limit = tops.firstIndex(where: { $0.detent == undimmed }) else { return true }
        return (tops.firstIndex { $0.detent == detent } ?? tops.count) > limit
    }
}

/// What a custom detent's resolver is told about the sheet's container.
@MainActor
@available(iOS 16.0, *)
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The height of the large detent.
    var maximumDetentValue: CGFloat { get }
}

/// The container a sheet's detents are resolved in: a window of `height`, the large detent's top below the
/// status bar and the sheet's top gap.
final class SheetContainer: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let height: CGFloat
    init(height: CGFloat) {
        self.height = height
        super.init()
    }
    var maximumDetentValue: CGFloat {
        max(0, height - UIScreen.main.statusBarHeight - ModalPresentation.pageSheetTopGap)
    }
}
