import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// Told of a popover's presentation, as a presentation's delegate (its `adaptivePresentationStyle(for:)` keeps
/// the popover on an iPhone).
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// A `.popover` presentation. On an iPhone it is a sheet unless its delegate's `adaptivePresentationStyle(for:)`
/// answers `.none`; kept, it is a box beside its source (below it, or above when there is no room). A touch
/// outside it dismisses it and goes no further — unless it lands in one of `passthroughViews`, which gets it and
/// leaves the popover up (docs/uikit-rules.md R14.6).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var passthroughViews: [UIView]?
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The sheet the popover becomes when it adapts to a compact width.
    @available(iOS 15.0, *)
    public var adaptiveSheetPresentationController: UISheetPresentationController { adaptiveSheet }
    lazy var adaptiveSheet = UISheetPresentationController(presentedViewController: presentedViewController,
                                                           presenting: presentingViewController)

    /// The size a popover takes when its content asks none (`preferredContentSize` zero) *(assumed)*.
    @_spi(Engine) public static let defaultSize = CGSize(width: 320, height: 480)
    /// How far a popover keeps from the screen's edges and from its source *(assumed)*.
    @_spi(Engine) public static let margin: CGFloat = 10

    /// Whether it stays a popover on this screen: its delegate keeps it (`.none`).
    var staysPopover: Bool { delegate?.adaptivePresentationStyle(for: self) == UIModalPresentationStyle.none }

    /// Where the popover's box goes in `bounds`: below the source when it fits there (arrow up), else above
    /// (arrow down), within the margins.
    func frame(in bounds: CGRect) -> CGRect {
        let wanted = presentedViewController.preferredContentSize
        var size = wanted.width > 0 && wanted.height > 0 ? wanted : Self.defaultSize
        size.width = min(size.width, bounds.width - 2 * Self.margin)
        let source = sourceView.map { $0.convert(sourceRect == .zero ? $0.bounds : sourceRect, to: nil) }
            ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let below = bounds.maxY - source.maxY - Self.margin
        let above = source.minY - bounds.minY - Self.margin
        let down = permittedArrowDirections.contains(.up) && (below >= size.height || below >= above)
        arrowDirection = down ? .up : .down
        size.height = min(size.height, max(down ? below : above, 0))
        let x = min(max(source.midX - size.width / 2, bounds.minX + Self.margin), bounds.maxX - Self.margin - size.width)
        let y = down ? source.maxY + Self.margin : source.minY - Self.margin - size.height
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// A touch outside the popover (on no pass-through view): the delegate may refuse, else the popover goes.
    func touchedOutside() {
        guard !presentedViewController.isModalInPresentation else { return }
        guard delegate?.presentationControllerShouldDismiss(self) ?? true else {
            return delegate?.presentationControllerDidAttemptToDismiss(self) ?? ()
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
    }
}

/// The full-screen view behind a popover that catches a touch outside it (UIKit's private `_UITouchFallbackView`,
/// iOS 14 and later): it answers no hit where a pass-through view is, so that view gets the touch, and dismisses
/// the popover as a touch goes down anywhere else, which it keeps.
@MainActor
@_spi(Engine) public final class _UITouchFallbackView: UIView {
    unowned let popover: UIPopoverPresentationController

    init(frame: CGRect, popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        let inWindow = convert(point, to: nil)
        let passes = (popover.passthroughViews ?? []).contains { view in
            view.window != nil && view.point(inside: view.convert(inWindow, from: nil), with: event)
        }
        return passes ? nil : self
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { popover.touchedOutside() }
}
