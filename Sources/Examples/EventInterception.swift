import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 003: a container whose hitTest returns self, so hit-testing never reaches its subviews.

final class InterceptingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("InterceptingView got the touch")
    }
}

final class InnerView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("InnerView got the touch")
    }
}

@MainActor
public enum EventInterceptionScene {
    /// Inside the container's subview.
    public static let pointInSubview = CGPoint(x: 195, y: 400)

    public static let example = Example(
        id: "event-interception",
        title: "Intercepting touches",
        seed: "003",
        summary: """
            A container whose hitTest returns self takes every touch its superview offers it: its subviews are \
            never asked, so tapping one of them reaches the container instead.
            """,
        demoInput: tapInput(at: pointInSubview, t: 0)
    ) { _, _ in
        let controller = UIViewController()
        let container = InterceptingView(frame: CGRect(x: 45, y: 250, width: 300, height: 300))
        container.backgroundColor = .systemBlue
        let inner = InnerView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        inner.backgroundColor = .systemYellow
        controller.view.addSubview(container)
        container.addSubview(inner)
        return makeWindow(root: controller)
    }
}
