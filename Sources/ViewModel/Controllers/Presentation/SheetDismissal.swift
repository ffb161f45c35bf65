import Foundation

/// A sheet's drag (UIKit's pan named `_UISheetInteractionBackgroundDismissRecognizer`, on the sheet's
/// `UIDropShadowView`): it begins on a drag more up or down than across; the sheet follows the finger, and at the
/// lift it is dismissed when dragged far or fast enough below its smallest detent, or rests at the nearest
/// detent. With `isModalInPresentation` it follows only a little and is never dismissed; the delegate hears of the
/// attempt. A scroll view in the sheet at its top hands a downward drag to it (docs/uikit-rules.md R14.2). A sheet
/// read from a dump has no controllers: it rests where it was printed, and dismissing removes its transition view.
@MainActor
final class SheetDismissal: NSObject, UIGestureRecognizerDelegate, ActionTarget {
    static let name = "_UISheetInteractionBackgroundDismissRecognizer"
    /// Dismissed past this share of the sheet's height below its smallest detent, or on a downward fling faster
    /// than `dismissSpeed` (points per second); `modalResistance` of the drag moves a modal sheet (all assumed).
    static let dismissShare: CGFloat = 0.3
    static let dismissSpeed: CGFloat = 1_000
    static let modalResistance: CGFloat = 0.1
    static let settleDuration: TimeInterval = 0.3
    private static let action = Selector("_handleDismissPan:")

    private unowned(unsafe) let sheet: UISheetPresentationController?
    private unowned let shadow: UIDropShadowView
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    private var startTop: CGFloat = 0
    /// Whether this drag may dismiss the sheet, asked of the delegate as it begins (nil: no drag); and whether it
    /// has begun to, pulling the sheet below its smallest detent.
    private var mayDismiss: Bool?
    private var dismissalBegun = false
    /// For a sheet with no controller (a dump's), the top it was printed at.
    private let printedTop: CGFloat

    init(sheet: UISheetPresentationController?, shadow: UIDropShadowView) {
        (self.sheet, self.shadow, printedTop) = (sheet, shadow, shadow.frame.minY)
        super.init()
        pan.name = Self.name
        pan.addTarget(self, action: Self.action)
        pan.delegate = self
        shadow.addGestureRecognizer(pan)
        shadow.dismissal = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let moved = pan.translation(in: nil)
        return abs(moved.y) > abs(moved.x)
    }

    func actionMethod(for selector: Selector) -> ActionMethod? {
        guard selector == Self.action else { return nil }
        return ActionMethod(selector, swiftName: "_handleDismissPan(_:)") { [weak self] _, _ in
            self?.handle()
            return .called
        }
    }

    private var bounds: CGRect { shadow.superview?.bounds ?? .zero }

    /// Whether an upward scroll in the sheet grows it instead (`prefersScrollingExpandsWhenScrolledToEdge`, while
    /// a larger detent is left).
    var expandsOnScroll: Bool {
        guard let sheet, sheet.prefersScrollingExpandsWhenScrolledToEdge else { return false }
        return sheet.current(in: bounds).detent != sheet.restingTops(in: bounds).last?.detent
    }
    private var isModal: Bool { sheet?.presentedViewController.isModalInPresentation ?? false }

    /// The tops the sheet rests at, highest last: its detents', or where a dump printed it.
    private var restingTops: [CGFloat] {
        guard let sheet else { return [printedTop] }
        return sheet.restingTops(in: bounds).map(\.top)
    }

    private func handle() {
        let dy = pan.translation(in: nil).y
        switch pan.state {
        case .began:
            startTop = shadow.frame.minY
            place(top: startTop)
            beginDismissing()
        case .changed:
            let largest = restingTops.last!
            let smallest = restingTops[0]
            var y = startTop + dy
            // Below its smallest detent a sheet that may not be dismissed follows only a little.
            if isModal || mayDismiss == false, y > smallest { y = smallest + (y - smallest) * Self.modalResistance }
            if y > smallest { beginDismissal() }
            if y < largest { y = largest - (largest - y) / 4 }  // above the largest detent it resists
            place(top: y)
        case .ended, .cancelled, .failed:
            settle(velocity: pan.state == .ended ? pan.velocity(in: nil).y : 0)
        default:
            break
        }
    }

    /// Dismisses, or rests at the detent nearest where the finger let go (a fling goes one further).
    private func settle(velocity: CGFloat) {
        let tops = restingTops
        let pastSmallest = shadow.frame.minY - tops[0]
        let wantsDismiss = pastSmallest > (bounds.height - tops[0]) * Self.dismissShare || velocity > Self.dismissSpeed
        let (dismissing, begun) = (mayDismiss, dismissalBegun)
        if wantsDismiss { beginDismissal() }
        (mayDismiss, dismissalBegun) = (nil, false)
        if wantsDismiss, dismissing != true, let sheet {
            sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
        } else if wantsDismiss {
            return animate(to: bounds.height) { [sheet, shadow] in
                guard let sheet else { return (shadow.superview as? UITransitionView)?.removeFromSuperview() ?? () }
                sheet.presentedViewController.finishInteractiveDismissal()
                sheet.delegate?.presentationControllerDidDismiss(sheet)
            }
        } else if begun, let presented = sheet?.presentedViewController {
            // The drag that could have dismissed it let go: the presented controller appears again (observed).
            presented.viewWillAppear(true)
            presented.viewDidAppear(true)
        }
        let projected = shadow.frame.minY + velocity * 0.1
        let nearest = tops.indices.min { abs(tops[$0] - projected) < abs(tops[$1] - projected) }!
        guard let sheet else { return animate(to: tops[nearest]) {} }
        let detent = sheet.restingTops(in: bounds)[nearest].detent
        sheet.selectedDetentIdentifier = detent
        animate(to: tops[nearest]) { [sheet, shadow, bounds] in
            (shadow.superview as? UITransitionView)?.showDimming(sheet.dims(at: detent, in: bounds), below: shadow)
        }
    }

    /// As the drag begins, the delegate is asked whether it may dismiss the sheet (a modal sheet's is not asked:
    /// it may not).
    private func beginDismissing() {
        guard let sheet else { return mayDismiss = true }
        mayDismiss = isModal ? false : sheet.delegate?.presentationControllerShouldDismiss(sheet) ?? true
    }

    /// Once a drag that may dismiss pulls the sheet below its smallest detent: the delegate is told it will
    /// dismiss, and the presented controller that it will disappear (once a drag).
    private func beginDismissal() {
        guard mayDismiss == true, !dismissalBegun, let sheet else { return }
        dismissalBegun = true
        sheet.delegate?.presentationControllerWillDismiss(sheet)
        sheet.presentedViewController.viewWillDisappear(true)
    }

    private func animate(to y: CGFloat, done: @escaping () -> Void) {
        UIView.animate(withDuration: Self.settleDuration, animations: { [self] in place(top: y) }, completion: { _ in done() })
    }

    /// The sheet's top edge at `y`, the presented view filling it.
    private func place(top y: CGFloat) {
        shadow.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(0, bounds.height - y))
        sheet?.presentedViewController.viewIfLoaded?.frame = shadow.bounds
    }
}

extension UITransitionView {
    /// Dims what is under the sheet (a dimming view behind it that takes touches), or lets touches around the
    /// sheet through to the presenting view.
    func showDimming(_ dims: Bool, below sheet: UIView) {
        let dimming = subviews.first { $0 is UIDimmingView }
        passesTouchesThrough = !dims
        if dims, dimming == nil {
            let view = UIDimmingView(frame: bounds)
            view.backgroundColor = UIColor(white: 0, alpha: 0.2)  // drawing only: any alpha above 0.01 takes touches
            insertSubview(view, belowSubview: sheet)
        } else if !dims {
            dimming?.removeFromSuperview()
        }
    }
}
