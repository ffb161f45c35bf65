import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 004: A holds B and C (added in that order); B holds D; C holds E, then F. The seed's classes log
// hitTest, pointInside and touchesBegan; here the dispatch log records those calls itself, so the classes only
// keep the seed's one override: touchesBegan without super.

final class AView: UIView {}
final class BView: UIView {}
final class CView: UIView {}
final class DView: UIView {}
final class EView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
final class FView: UIView {}

@MainActor
public enum HitTestOrderScene {
    /// A point inside E (window coordinates).
    public static let pointInE = CGPoint(x: 280, y: 215)

    public static let example = Example(
        id: "hit-test-order",
        title: "Hit-testing order",
        seed: "004, 002",
        summary: """
            Hit-testing walks the tree from the window down, asking the subviews from last to first (front to \
            back). Tap E: A, C, F and E are asked; B and D never are, because C, in front of B, already answered.
            """,
        demoInput: tapInput(at: pointInE, t: 0)
    ) { _, _ in
        let controller = UIViewController()
        let root: UIView = controller.view
        let a = AView(frame: CGRect(x: 20, y: 120, width: 350, height: 400))
        let b = BView(frame: CGRect(x: 10, y: 10, width: 150, height: 380))
        let c = CView(frame: CGRect(x: 180, y: 10, width: 160, height: 380))
        let d = DView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let e = EView(frame: CGRect(x: 10, y: 10, width: 140, height: 150))
        let f = FView(frame: CGRect(x: 10, y: 200, width: 140, height: 150))
        a.backgroundColor = UIColor(white: 0.85, alpha: 1)
        b.backgroundColor = .systemBlue
        c.backgroundColor = .systemOrange
        d.backgroundColor = .cyan
        e.backgroundColor = .systemGreen
        f.backgroundColor = .systemYellow
        root.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        b.addSubview(d)
        c.addSubview(e)
        c.addSubview(f)
        return makeWindow(root: controller)
    }
}
