import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// An everyday bug: a card that swipes sideways with a UIPanGestureRecognizer sits in a vertical scroll view, and
// a vertical drag that starts on the card does not scroll. A plain pan begins after 10 pt in any direction; the
// card's pan is nearer the touched view, so it begins first and prevents the scroll view's pan. The fixes make
// the card's pan give way to vertical drags, or let both pans run.

/// should-begin: the card's pan begins only for a drag more sideways than up or down (the usual velocity test).
final class SidewaysOnlyDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.x) > abs(velocity.y)
    }
}

/// simultaneous: the card's pan and a scroll view's pan may both recognize.
final class WithScrollingDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

@Actions
final class PanInScrollViewViewController: UIViewController {
    private let variant: String?
    private let scrollView = UIScrollView(frame: PanInScrollViewScene.scrollFrame)
    private let card = UIView(frame: PanInScrollViewScene.cardFrame)
    /// The recognizer's delegate is weak: the controller keeps it.
    private var cardPanDelegate: (any UIGestureRecognizerDelegate)?

    init(variant: String?) {
        self.variant = variant
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(captionLabel("Feed — a vertical UIScrollView", frame: CGRect(x: 20, y: 55, width: 350, height: 36),
                                     size: 20, color: .black))
        scrollView.backgroundColor = .white
        addProductRows(to: scrollView, count: 25, rowHeight: 80)
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        card.addSubview(captionLabel("Card: swipe it sideways", frame: card.bounds, size: 17, color: .white))
        scrollView.addSubview(card)
        view.addSubview(scrollView)

        let cardPan = UIPanGestureRecognizer(target: self, action: #action(cardPanned(_:)))
        switch variant {
        case "require-to-fail": cardPan.require(toFail: scrollView.panGestureRecognizer)
        case "should-begin": cardPanDelegate = SidewaysOnlyDelegate()
        case "simultaneous": cardPanDelegate = WithScrollingDelegate()
        default: break
        }
        cardPan.delegate = cardPanDelegate
        card.addGestureRecognizer(cardPan)
        scrollView.panGestureRecognizer.addTarget(self, action: #action(scrollPanned(_:)))
    }

    func cardPanned(_ pan: UIPanGestureRecognizer) {
        let dx = pan.translation(in: scrollView).x
        switch pan.state {
        case .began:
            log("card: pan began")
        case .changed:
            card.transform = CGAffineTransform(translationX: dx, y: 0)
        case .ended, .cancelled:
            log("card: pan ended, swiped \(Int(dx)) pt")
            UIView.animate(withDuration: 0.25) { self.card.transform = .identity }
        default:
            break
        }
    }

    func scrollPanned(_ pan: UIPanGestureRecognizer) { logScrollDragging(pan) }
}

@MainActor
public enum PanInScrollViewScene {
    public static let scrollFrame = CGRect(x: 0, y: 100, width: 390, height: 744)
    /// In the scroll view's content: window y 300–420.
    static let cardFrame = CGRect(x: 20, y: 200, width: 350, height: 120)
    public static let pointOnCard = CGPoint(x: 195, y: 360)
    /// A sideways drag on the card, then, once the card is back, a drag up that starts on it.
    public static let sidewaysDrag = dragInput(from: pointOnCard, by: CGPoint(x: 150, y: 0), steps: 10, t: 0)
    public static let upwardDragTime: TimeInterval = 1
    public static let upwardDrag = dragInput(from: pointOnCard, by: CGPoint(x: 0, y: -200), steps: 10,
                                             t: upwardDragTime)

    public static let example = Example(
        id: "pan-in-scroll-view",
        title: "A sideways pan in a vertical scroll view",
        seed: "—",
        summary: """
            Bug: a drag up that starts on a card with a pan recognizer does not scroll the vertical scroll view \
            around it. The card's pan begins after 10 pt in any direction, first, being nearer the touched view, \
            and prevents the scroll view's pan. require-to-fail: the card's pan waits for the scroll view's pan to \
            fail, as it does on a sideways drag. should-begin: the delegate's gestureRecognizerShouldBegin lets \
            the card's pan begin only on a sideways drag. simultaneous: the delegate's \
            shouldRecognizeSimultaneouslyWith lets both pans run, so a drag up scrolls and drives the card.
            """,
        variants: ["require-to-fail", "should-begin", "simultaneous"],
        demoInput: sidewaysDrag + upwardDrag
    ) { _, variant in
        makeWindow(root: PanInScrollViewViewController(variant: variant))
    }
}
