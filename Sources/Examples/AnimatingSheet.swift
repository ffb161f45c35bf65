import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// An everyday bug: a sheet slides up with UIView.animate, and a tap on its button while it slides does nothing.
// UIView.animate without .allowUserInteraction turns interaction off for the animating views until the animation
// ends, so the tap goes to the dimming view behind. With the option the sheet takes touches, but hit-testing reads
// the model, which is already at the end: a tap lands where the sheet will be, not where it is drawn.

/// Logs the taps that miss the sheet.
final class DimmingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("dimming view touched") }
}

/// Logs the taps that reach the sheet but not its button.
final class SheetView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("sheet touched") }
}

@Actions
final class AnimatingSheetViewController: UIViewController {
    private let allowsUserInteraction: Bool
    private let sheet = SheetView(frame: AnimatingSheetScene.sheetFrame.offsetBy(dx: 0, dy: AnimatingSheetScene.slide))

    init(allowsUserInteraction: Bool) {
        self.allowsUserInteraction = allowsUserInteraction
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(captionLabel("Shop", frame: CGRect(x: 20, y: 55, width: 350, height: 36), size: 20,
                                     color: .black))
        let dimming = DimmingView(frame: view.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.addSubview(dimming)
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 16
        sheet.addSubview(captionLabel("Sheet (slides up in 0.5 s)", frame: CGRect(x: 20, y: 12, width: 350, height: 36),
                                      size: 17, color: .black))
        let button = UIButton(frame: AnimatingSheetScene.buttonFrame)
        button.setTitle("Add to cart", for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        button.addTarget(self, action: #action(addToCart(_:)), for: .touchUpInside)
        sheet.addSubview(button)
        view.addSubview(sheet)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        var options: UIView.AnimationOptions = [.curveEaseOut]
        if allowsUserInteraction { options.insert(.allowUserInteraction) }
        UIView.animate(withDuration: AnimatingSheetScene.duration, delay: 0, options: options, animations: {
            self.sheet.frame = AnimatingSheetScene.sheetFrame
        })
    }

    func addToCart(_ sender: UIButton) { log("Add to cart: touchUpInside") }
}

@MainActor
public enum AnimatingSheetScene {
    /// Where the sheet rests, and how far below it starts (off the bottom of the screen).
    static let sheetFrame = CGRect(x: 0, y: 444, width: 390, height: 400)
    static let slide: CGFloat = 400
    public static let duration: TimeInterval = 0.5
    /// In the sheet's space: window y 504–554 once it rests.
    static let buttonFrame = CGRect(x: 20, y: 60, width: 350, height: 50)
    /// At 0.1 s the ease-out curve has the sheet 31 % of the way up: the button is drawn 277 pt below its place,
    /// over the sheet's model frame but not its button's.
    public static let earlyTap = (t: 0.1, point: CGPoint(x: 195, y: 806))
    /// At 0.4 s the sheet is drawn 25 pt short: this point is on the button both as drawn and in the model.
    public static let lateTap = (t: 0.4, point: CGPoint(x: 195, y: 545))
    /// After the animation.
    public static let restingTap = (t: 1.0, point: CGPoint(x: 195, y: 529))

    public static let example = Example(
        id: "animating-sheet",
        title: "Taps miss a sheet while it slides up",
        seed: "—",
        summary: """
            Bug: a sheet slides up with UIView.animate, and taps on its Add to cart button during the 0.5 s slide \
            reach the dimming view behind: without .allowUserInteraction the animating sheet is no hit until the \
            animation ends. allow-user-interaction: the sheet takes touches while it moves, hit-tested at its \
            model position, where it will rest. A tap on the button near the end of the slide works; an early tap \
            where the button is drawn, far below its place, still misses it and lands on the sheet.
            """,
        variants: ["allow-user-interaction"],
        demoInput: tapInput(at: earlyTap.point, t: earlyTap.t) + tapInput(at: lateTap.point, t: lateTap.t)
            + tapInput(at: restingTap.point, t: restingTap.t)
    ) { _, variant in
        makeWindow(root: AnimatingSheetViewController(allowsUserInteraction: variant == "allow-user-interaction"))
    }
}
