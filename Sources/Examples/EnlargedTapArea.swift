import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 000 grows a 20×20 button's hit area with `expand(edgeInset:)` (insets stored with associated objects;
// here a stored property does it). Seed 002 grows a button to at least 44×44 in `point(inside:)`.

/// A button whose hit area is its bounds grown by `hitTestSlop` (negative insets grow it).
class SlopButton: UIButton {
    private var hitTestSlop = UIEdgeInsets.zero

    func expand(edgeInset slop: UIEdgeInsets) { hitTestSlop = slop }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if hitTestSlop == .zero { return super.point(inside: point, with: event) }
        return bounds.inset(by: hitTestSlop).contains(point)
    }
}

/// Seed 002: a button whose hit area is at least 44×44, whatever its size.
final class MinimumAreaButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        var area = bounds
        let widthDelta = max(44 - area.width, 0), heightDelta = max(44 - area.height, 0)
        area = area.insetBy(dx: -0.5 * widthDelta, dy: -0.5 * heightDelta)
        return area.contains(point)
    }
}

@Actions
final class EnlargedTapAreaViewController: UIViewController {
    let small = SlopButton(frame: CGRect(x: 100, y: 200, width: 20, height: 20))
    let minimum = MinimumAreaButton(frame: CGRect(x: 100, y: 450, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        small.backgroundColor = .systemRed
        small.expand(edgeInset: UIEdgeInsets(top: -30, left: -30, bottom: -30, right: -30))
        minimum.backgroundColor = .systemBlue
        view.addSubview(small)
        view.addSubview(minimum)
        small.addTarget(self, action: #action(smallTapped(_:)), for: .touchUpInside)
        minimum.addTarget(self, action: #action(minimumTapped(_:)), for: .touchUpInside)
    }

    func smallTapped(_ sender: UIButton) { log("small button: touchUpInside") }
    func minimumTapped(_ sender: UIButton) { log("44×44 button: touchUpInside") }
}

@MainActor
public enum EnlargedTapAreaScene {
    /// 25 pt left of the 20×20 button: inside its area grown by 30.
    public static let pointNearSmall = CGPoint(x: 75, y: 210)
    /// 35 pt left of it: outside.
    public static let pointFarFromSmall = CGPoint(x: 65, y: 210)
    /// 10 pt left of the second button: inside its 44×44 area.
    public static let pointNearMinimum = CGPoint(x: 90, y: 460)

    public static let example = Example(
        id: "enlarged-tap-area",
        title: "A larger tap area",
        seed: "000, 002",
        summary: """
            Overriding point(inside:) grows a small button's hit area beyond its bounds: a 20×20 button answers \
            30 pt around it, another answers in at least 44×44. Hit-testing asks the view, not what it draws.
            """,
        demoInput: tapInput(at: pointNearSmall, t: 0) + tapInput(at: pointFarFromSmall, t: 1)
            + tapInput(at: pointNearMinimum, t: 2)
    ) { _, _ in
        makeWindow(root: EnlargedTapAreaViewController())
    }
}
