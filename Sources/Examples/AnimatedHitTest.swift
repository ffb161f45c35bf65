import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 000 §6.4 (动画过程中可响应手势): a button crosses the screen in 10 s. Hit-testing reads the model, which
// jumped to the end at once; the screen shows the presentation. UIView.animate makes the moving view no hit at
// all; with .allowUserInteraction it is hit where it will end up; the seed's hitTest override, which carries the
// point into the presentation layer, and a UIViewPropertyAnimator hit it where it is drawn. The seed warns that
// with the override the button highlights but sends no action: the touch is located in the model, far from where
// the button is drawn, so it ends outside (touchUpOutside). The property animator has no such problem.

/// The seed's override, ported as it is: hit-test against the layer's presentation.
final class PresentationHitTestButton: UIButton {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let presentationLayer = layer.presentation()
        let superPoint = convert(point, to: superview)
        guard let prespt = superview?.layer.convert(superPoint, to: presentationLayer) else {
            return super.hitTest(point, with: event)
        }

        let hitView = super.hitTest(prespt, with: event)
        return hitView
    }
}

@Actions
final class AnimatedHitTestViewController: UIViewController {
    let variant: String?
    var button: UIButton!

    init(variant: String?) {
        self.variant = variant
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
        let start = AnimatedHitTestScene.startCenter, size = AnimatedHitTestScene.buttonSize
        let frame = CGRect(x: start.x - size.width / 2, y: start.y - size.height / 2, width: size.width,
                           height: size.height)
        button = variant == "presentation-hit-test" ? PresentationHitTestButton(frame: frame) : UIButton(frame: frame)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 8
        button.setTitle("Catch me", for: .normal)
        view.addSubview(button)
        button.addTarget(self, action: #action(buttonTouchDown(_:)), for: .touchDown)
        button.addTarget(self, action: #action(buttonTapped(_:)), for: .touchUpInside)
    }

    func buttonTouchDown(_ sender: UIButton) { log("button: touchDown") }
    func buttonTapped(_ sender: UIButton) { log("button: touchUpInside") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let goal = AnimatedHitTestScene.endCenter
        switch variant {
        case "property-animator":
            let propertyAnimator = UIViewPropertyAnimator(duration: 10, curve: .linear) {
                self.button.center = goal
            }
            propertyAnimator.startAnimation()
        case "allow-user-interaction", "presentation-hit-test":
            UIView.animate(withDuration: 10, delay: 0, options: [.allowUserInteraction], animations: {
                self.button.center = goal
            })
        default:
            UIView.animate(withDuration: 10) {
                self.button.center = goal
            }
        }
    }
}

@MainActor
public enum AnimatedHitTestScene {
    public static let buttonSize = CGSize(width: 120, height: 50)
    /// Where the button starts and where the animation takes it, in 10 s from the window's appearing.
    public static let startCenter = CGPoint(x: 95, y: 250)
    public static let endCenter = CGPoint(x: 295, y: 650)
    /// Halfway, at 5 s, the button is drawn here (both curves the scene uses are halfway at half time).
    public static let pointWhereDrawn = CGPoint(x: 195, y: 450)
    public static let tapWhereDrawnTime: TimeInterval = 5
    /// Where it will end up; tapped at 6 s, when it is drawn well short of it.
    public static let pointWhereItEnds = endCenter
    public static let tapWhereItEndsTime: TimeInterval = 6

    public static let example = Example(
        id: "animated-hit-test",
        title: "Tapping a moving view",
        seed: "000",
        summary: """
            A button crosses the screen in 10 s; the scene taps where it is drawn, then where it will end up. \
            Hit-testing reads the model, which is already at the end. UIView.animate: the moving button is no hit \
            at all. allow-user-interaction: it is hit where it will end up, not where it is drawn. \
            presentation-hit-test: the seed's hitTest override tests the presentation layer, so the drawn button is \
            hit — but the touch is located in the model and ends outside: touchDown, no touchUpInside. \
            property-animator: UIViewPropertyAnimator hit-tests where the button is drawn, and the tap fires it.
            """,
        variants: ["allow-user-interaction", "presentation-hit-test", "property-animator"],
        demoInput: tapInput(at: pointWhereDrawn, t: tapWhereDrawnTime)
            + tapInput(at: pointWhereItEnds, t: tapWhereItEndsTime)
    ) { _, variant in
        makeWindow(root: AnimatedHitTestViewController(variant: variant))
    }
}
