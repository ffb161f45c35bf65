import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (MTZRadialMenu issue #6, github.com/mdznr/MTZRadialMenu/issues/6; CubeController issue #2): a menu
// raised with `layer.zPosition` is drawn above the card added after it, but hit-testing asks subviews in the order
// of `subviews`, last first, and never reads zPosition: the card takes the taps on the menu's button
// (docs/uikit-rules.md R1.10).

/// The card: it logs the touches it takes.
final class FeedCardView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("card touched")
        super.touchesBegan(touches, with: event)
    }
}

@Actions
final class ZPositionNotHitViewController: UIViewController {
    private let bringsToFront: Bool

    init(bringsToFront: Bool) {
        self.bringsToFront = bringsToFront
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let menu = UIView(frame: ZPositionNotHitScene.menuFrame)
        menu.backgroundColor = .systemYellow
        menu.layer.zPosition = 100  // drawn above the card
        let share = UIButton(frame: CGRect(x: 10, y: 8, width: 120, height: 44))
        share.setTitle("Share", for: .normal)
        share.backgroundColor = .systemBlue
        share.addTarget(self, action: #action(shareTapped(_:)), for: .touchUpInside)
        menu.addSubview(share)
        view.addSubview(menu)
        let card = FeedCardView(frame: ZPositionNotHitScene.cardFrame)
        card.backgroundColor = .systemGray
        view.addSubview(card)
        // The fix: the menu is last in `subviews` too, so hit-testing asks it first.
        if bringsToFront { view.bringSubviewToFront(menu) }
    }

    func shareTapped(_ sender: UIButton) { log("Share: touchUpInside") }
}

@MainActor
public enum ZPositionNotHitScene {
    static let menuFrame = CGRect(x: 200, y: 380, width: 140, height: 60)
    static let cardFrame = CGRect(x: 20, y: 300, width: 350, height: 220)
    public static let pointOnShare = CGPoint(x: 270, y: 410)

    public static let example = Example(
        id: "zposition-not-hit",
        title: "Drawn on top with zPosition, but not hit",
        seed: "—",
        summary: """
            Bug (github.com/mdznr/MTZRadialMenu/issues/6): a menu raised with layer.zPosition = 100 is drawn \
            above the card added after it, but hit-testing asks subviews in subviews order, last first, and never \
            reads zPosition: the card takes the tap on Share. bring-to-front: view.bringSubviewToFront(menu), \
            and Share fires.
            """,
        variants: ["bring-to-front"],
        demoInput: tapInput(at: pointOnShare, t: 0.5)
    ) { _, variant in
        makeWindow(root: ZPositionNotHitViewController(bringsToFront: variant == "bring-to-front"))
    }
}
