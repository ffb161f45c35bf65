import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 001: a square button that answers only inside its inscribed circle. The seed re-implements hitTest the
// default way and overrides pointInside with the circle test; the port keeps both.

final class CircleHitButton: UIButton {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if !isUserInteractionEnabled || isHidden || alpha <= 0.01 { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let converted = convert(point, to: subview)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let (x2, y2) = (frame.size.width / 2, frame.size.height / 2)
        let distance = ((point.x - x2) * (point.x - x2) + (point.y - y2) * (point.y - y2)).squareRoot()
        return distance <= frame.size.width / 2
    }
}

/// What lies behind the button: it logs the touches it gets.
final class BackdropView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("backdrop touched")
    }
}

@Actions
final class CircleButtonViewController: UIViewController {
    func circleTapped(_ sender: UIButton) { log("circle button: touchUpInside") }
}

@MainActor
public enum CircleButtonScene {
    /// Inside the square, outside the circle (top-left corner).
    public static let pointInCorner = CGPoint(x: 108, y: 308)
    public static let pointInCentre = CGPoint(x: 195, y: 395)

    public static let example = Example(
        id: "circle-button",
        title: "A round button",
        seed: "001",
        summary: """
            A square button whose point(inside:) accepts only its inscribed circle. A tap in a corner is not the \
            button's: hit-testing goes on to the view behind it. A tap in the middle is.
            """,
        demoInput: tapInput(at: pointInCorner, t: 0) + tapInput(at: pointInCentre, t: 1)
    ) { _, _ in
        let controller = CircleButtonViewController()
        let backdrop = BackdropView(frame: controller.view.bounds)
        backdrop.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let button = CircleHitButton(frame: CGRect(x: 100, y: 300, width: 190, height: 190))
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 95
        button.setTitle("Circle", for: .normal)
        controller.view.addSubview(backdrop)
        controller.view.addSubview(button)
        button.addTarget(controller, action: #action(controller.circleTapped(_:)), for: .touchUpInside)
        return makeWindow(root: controller)
    }
}
