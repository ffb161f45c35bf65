import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The answer to "why did (or didn't) this view get the touch?": the first thing that kept the touch from the
/// view, or how it got it, as data — the views and recognizers involved, held, not named — with the one
/// sentence `why` prints and the window shows, and the view whose answer decided.
///
/// `WhyNot` finds the reason from a touch's dispatch log; this type only says it.
@MainActor
package struct TouchVerdict {
    package enum Reason {
        // MARK: It got the touch

        /// Hit-testing chose the view and its `touchesBegan` came on time.
        case chosen
        /// Its `touchesBegan` came late: recognizers with `property` (`delaysTouchesBegan`) held it.
        case late(by: TimeInterval, holders: [UIGestureRecognizer], property: String)
        /// It is not the hit view, but the hit view's `touchesBegan` was passed up the responder chain to it;
        /// `cancelledBy`: a recognizer that later cancelled the touch (`cancelsTouchesInView`).
        case forwarded(from: UIView, cancelledBy: UIGestureRecognizer?)

        // MARK: Hit-testing asked it and it did not answer itself

        /// The default `hitTest` refused it before asking `point(inside:)`.
        case skipped(HitTestRefusal)
        /// Its `point(inside:)` said NO at `point` (its own coordinates).
        case saidNo(at: CGPoint?)
        /// Its overriding `hitTest` returned nil; `insideAt`: where its `point(inside:)` said YES, if asked.
        case declined(insideAt: CGPoint?)
        /// Its overriding `hitTest` returned another view, not one inside it.
        case overridden(returned: UIView)
        /// It contains the point, but hit-testing went on into its subviews and chose `hit`; `stoppedAt`: the
        /// last responder of the hit view's chain that got `touchesBegan`, when the chain did not reach the view.
        case deeper(hit: UIView, stoppedAt: AnyObject?)
        /// Its `hitTest` returned `answered` (itself or a view inside it), but `by`, an ancestor, returned
        /// `hit` instead from an overriding `hitTest`.
        case replaced(by: UIView, hit: UIView?, answered: UIView)

        // MARK: Hit-testing never asked it

        case ancestorSkipped(UIView, HitTestRefusal)
        /// The ancestor's `point(inside:)` said NO at `point` (the ancestor's coordinates).
        case ancestorSaidNo(UIView, at: CGPoint?)
        /// The ancestor's overriding `hitTest` returned nil, or returned `answered` without asking the view's branch.
        case ancestorAnsweredWithoutAsking(UIView, answered: UIView?)
        /// `sibling`, asked before `branch` (the view or the ancestor holding it), answered first; `inFront`: it
        /// is in front of `branch` among their superview's subviews.
        case answeredFirst(sibling: UIView, branch: UIView, inFront: Bool)
        /// Another window, asked before the view's window, took the touch.
        case windowAbove(UIWindow)
        /// Its window is hidden: hit-testing asks visible windows only.
        case windowHidden(UIWindow)

        // MARK: Hit, but the touch did not reach it

        case withheld(Decision.WithholdingReason)
        /// A recognizer recognized and cancelled its touch (`cancelsTouchesInView`).
        case cancelled(by: UIGestureRecognizer)
        /// Its `touchesBegan` was held, then dropped, never delivered; `rule`: the recognizer's own rule that
        /// recognized it, when it had one (a moving scroll view stopped by the touch).
        case dropped(holders: [UIGestureRecognizer], property: String, because: Decision.DropReason, rule: String?)
        /// Its `touchesBegan` is still held when the log ends.
        case stillHeld(holders: [UIGestureRecognizer], property: String)
        /// It (or a superview) left its window or hid: the touch was cancelled.
        case left
        /// The log does not say (a case the reader does not know).
        case unexplained
    }

    /// The view asked about.
    package let view: UIView
    package let reason: Reason
    /// The names the sentence uses.
    package let names: ViewNames

    package init(view: UIView, reason: Reason, names: ViewNames) {
        (self.view, self.reason, self.names) = (view, reason, names)
    }

    /// Whether the view got the touch's `touchesBegan`, directly or along the chain.
    package var gotTouch: Bool {
        switch reason {
        case .chosen, .late, .forwarded: true
        default: false
        }
    }

    /// Whether the view is a control that got the touch only through the responder chain: it does not track such
    /// a touch, so it sends no actions for it (docs/uikit-rules.md R6.12).
    package var isUntrackedByControl: Bool {
        if case .forwarded = reason, view is UIControl { true } else { false }
    }

    /// The view whose answer or recognizer decided; nil when the log does not say.
    package var decidedBy: UIView? {
        switch reason {
        case .chosen, .skipped, .saidNo, .declined, .overridden, .withheld(.noView), .withheld(.notMultipleTouch),
             .left:
            view
        case .withheld(.exclusiveTouchElsewhere(let owner, _)): owner
        case .withheld(.exclusiveTouch(let view, _)): view
        case .late(_, let holders, _), .stillHeld(let holders, _): holders.first?.view
        case .forwarded(let hit, _), .deeper(let hit, _): hit
        case .replaced(let ancestor, _, _), .ancestorSkipped(let ancestor, _), .ancestorSaidNo(let ancestor, _),
             .ancestorAnsweredWithoutAsking(let ancestor, _):
            ancestor
        case .answeredFirst(let sibling, _, _): sibling
        case .windowAbove(let window), .windowHidden(let window): window
        case .cancelled(let recognizer): recognizer.view
        case .dropped(let holders, _, .recognized(let recognizer), _): recognizer.view ?? holders.first?.view
        case .dropped(let holders, _, .touchCancelled, _): holders.first?.view
        case .unexplained: nil
        }
    }
}
