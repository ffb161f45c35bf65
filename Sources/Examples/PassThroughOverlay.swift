import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// An everyday bug: a full-screen overlay with a clear background (here it holds a tip bubble) swallows every tap
// on the screen below. A clear background plays no part in hit-testing: only the view's own alpha below 0.01,
// isHidden or isUserInteractionEnabled false make it no hit. Hiding the bubble leaves the overlay in place.

/// The overlay as it is usually first written: a plain view over the whole screen. It logs the touches it takes.
class OverlayView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("overlay touched") }
}

/// The fix: the overlay answers for its subviews but never for itself, so touches elsewhere pass through.
final class PassThroughView: OverlayView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Actions
final class PassThroughOverlayViewController: UIViewController {
    private let passThrough: Bool
    private let tip = UIView(frame: PassThroughOverlayScene.tipFrame)

    init(passThrough: Bool) {
        self.passThrough = passThrough
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let like = UIButton(frame: PassThroughOverlayScene.likeFrame)
        like.setTitle("Like", for: .normal)
        like.backgroundColor = .systemRed
        like.layer.cornerRadius = 10
        like.addTarget(self, action: #action(likeTapped(_:)), for: .touchUpInside)
        view.addSubview(like)

        let overlay = passThrough ? PassThroughView(frame: view.bounds) : OverlayView(frame: view.bounds)
        overlay.backgroundColor = .clear
        overlay.addSubview(captionLabel("a clear, full-screen overlay", frame: CGRect(x: 20, y: 120, width: 350, height: 30)))
        tip.backgroundColor = .systemYellow
        tip.layer.cornerRadius = 12
        tip.addSubview(captionLabel("Tip: tap Like to save", frame: CGRect(x: 10, y: 10, width: 250, height: 30),
                                    size: 17, color: .black))
        let gotIt = UIButton(frame: CGRect(x: 80, y: 50, width: 110, height: 40))
        gotIt.setTitle("Got it", for: .normal)
        gotIt.backgroundColor = .systemBlue
        gotIt.layer.cornerRadius = 8
        gotIt.addTarget(self, action: #action(gotItTapped(_:)), for: .touchUpInside)
        tip.addSubview(gotIt)
        overlay.addSubview(tip)
        view.addSubview(overlay)
    }

    func likeTapped(_ sender: UIButton) { log("Like: touchUpInside") }

    /// Hides the bubble, as such tips do; the overlay that holds it stays on screen.
    func gotItTapped(_ sender: UIButton) {
        tip.isHidden = true
        log("Got it: the tip is hidden")
    }
}

@MainActor
public enum PassThroughOverlayScene {
    static let likeFrame = CGRect(x: 120, y: 560, width: 150, height: 50)
    static let tipFrame = CGRect(x: 60, y: 420, width: 270, height: 100)
    public static let pointOnLike = CGPoint(x: 195, y: 585)
    public static let pointOnGotIt = CGPoint(x: 195, y: 490)

    public static let example = Example(
        id: "pass-through-overlay",
        title: "A transparent overlay swallows taps",
        seed: "—",
        summary: """
            Bug: a full-screen overlay with a clear background holds a tip bubble. A clear background plays no \
            part in hit-testing, so the overlay is the hit view for every tap outside the bubble: Like never \
            fires, even after Got it hides the bubble. pass-through: the overlay's hitTest returns nil when the \
            answer would be itself, so its bubble still takes taps and every other tap passes to the views below.
            """,
        variants: ["pass-through"],
        demoInput: tapInput(at: pointOnLike, t: 0) + tapInput(at: pointOnGotIt, t: 1) + tapInput(at: pointOnLike, t: 2)
    ) { _, variant in
        makeWindow(root: PassThroughOverlayViewController(passThrough: variant == "pass-through"))
    }
}
