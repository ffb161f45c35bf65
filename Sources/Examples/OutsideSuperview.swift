import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// An everyday bug: a close button sits on a card's corner, half outside the card. It is drawn there (the card
// does not clip), but a tap on the outer half misses: the card's point(inside:) says no, so hit-testing never asks
// the card's subviews, and the touch goes to the view behind.

/// The card as it is usually first written.
class CardView: UIView {}

/// The fix: when the card itself is no hit, it still asks its subviews, so the part of the button hanging
/// outside it takes touches.
final class OverhangingCardView: CardView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return nil
    }
}

@Actions
final class OutsideSuperviewViewController: UIViewController {
    private let overridesHitTest: Bool

    init(overridesHitTest: Bool) {
        self.overridesHitTest = overridesHitTest
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let backdrop = BackdropView(frame: view.bounds)
        backdrop.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(backdrop)
        let frame = OutsideSuperviewScene.cardFrame
        let card = overridesHitTest ? OverhangingCardView(frame: frame) : CardView(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.addSubview(captionLabel("CardView 300×200", frame: card.bounds, size: 17))
        let close = UIButton(frame: OutsideSuperviewScene.closeFrame)
        close.setTitle("×", for: .normal)
        close.backgroundColor = .systemRed
        close.layer.cornerRadius = 22
        close.addTarget(self, action: #action(closeTapped(_:)), for: .touchUpInside)
        card.addSubview(close)
        view.addSubview(card)
    }

    func closeTapped(_ sender: UIButton) { log("close: touchUpInside") }
}

@MainActor
public enum OutsideSuperviewScene {
    static let cardFrame = CGRect(x: 45, y: 300, width: 300, height: 200)
    /// Centred on the card's top-right corner, in the card's space: three quarters of it lie outside the card.
    static let closeFrame = CGRect(x: 278, y: -22, width: 44, height: 44)
    /// On the button's outer part, above and right of the card's corner (345, 300).
    public static let pointOutsideCard = CGPoint(x: 356, y: 289)
    /// On the button's quarter inside the card.
    public static let pointInsideCard = CGPoint(x: 336, y: 310)

    public static let example = Example(
        id: "outside-superview",
        title: "A button hanging outside its superview",
        seed: "—",
        summary: """
            Bug: a close button sits on a card's corner, mostly outside the card. It is drawn there, but a tap on \
            the outer part reaches the backdrop: the card's point(inside:) says no, so hit-testing never asks the \
            card's subviews. Only the quarter inside the card works. hit-test-override: when the card itself is \
            no hit, its hitTest still asks its subviews, and the whole button takes taps.
            """,
        variants: ["hit-test-override"],
        demoInput: tapInput(at: pointOutsideCard, t: 0) + tapInput(at: pointInsideCard, t: 1)
    ) { _, variant in
        makeWindow(root: OutsideSuperviewViewController(overridesHitTest: variant == "hit-test-override"))
    }
}
