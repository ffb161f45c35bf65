import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 000: a button that draws a triangle and overrides hitTest to accept only points inside its path.

final class TriangleHitButton: UIButton {
    /// The triangle, in the button's space.
    private(set) lazy var bezierPath: UIBezierPath = {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.midX, y: 0))
        path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
        path.addLine(to: CGPoint(x: 0, y: bounds.maxY))
        path.close()
        return path
    }()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let result = super.hitTest(point, with: event) else { return nil }
        if result != self { return result }
        return bezierPath.contains(point) ? result : nil
    }
}

@Actions
final class TriangleButtonViewController: UIViewController {
    func triangleTapped(_ sender: UIButton) { log("triangle button: touchUpInside") }
}

@MainActor
public enum TriangleButtonScene {
    public static let pointInTriangle = CGPoint(x: 195, y: 420)
    /// Inside the button's square, outside the triangle.
    public static let pointOutsideTriangle = CGPoint(x: 110, y: 320)

    public static let example = Example(
        id: "triangle-button",
        title: "A triangular button",
        seed: "000",
        summary: """
            Hit-testing knows nothing of what a view draws. This button draws a triangle and overrides hitTest to \
            answer only inside its UIBezierPath, so a tap in the square's empty corner does not fire it.
            """,
        demoInput: tapInput(at: pointInTriangle, t: 0) + tapInput(at: pointOutsideTriangle, t: 1)
    ) { _, _ in
        let controller = TriangleButtonViewController()
        let button = TriangleHitButton(frame: CGRect(x: 95, y: 300, width: 200, height: 200))
        button.backgroundColor = .clear
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.lightGray.cgColor
        let shape = CAShapeLayer()
        shape.frame = button.bounds
        shape.path = button.bezierPath.cgPath
        shape.fillColor = UIColor.systemBlue.cgColor
        button.layer.addSublayer(shape)
        controller.view.addSubview(button)
        button.addTarget(controller, action: #action(controller.triangleTapped(_:)), for: .touchUpInside)
        return makeWindow(root: controller)
    }
}
