import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 000: the root view holds ViewA, ViewB and ViewC; ViewB overlaps ViewA and holds ViewB1 and ViewB2
// (ViewB2 added last); ViewB1 overlaps ViewA2. The app presents it in a navigation controller.

final class ViewA: UIView {}
final class ViewA1: UIView {}
final class ViewA2: UIView {}
final class ViewB: UIView {}
final class ViewB1: UIView {}
final class ViewB2: UIView {}
final class ViewC: UIView {}

final class OverlapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ResponderChain"
        let viewA = ViewA(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
        let viewA1 = ViewA1(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let viewA2 = ViewA2(frame: CGRect(x: 10, y: 150, width: 150, height: 100))
        let viewB = ViewB(frame: CGRect(x: 120, y: 200, width: 240, height: 300))
        let viewB1 = ViewB1(frame: CGRect(x: 10, y: 20, width: 120, height: 100))
        let viewB2 = ViewB2(frame: CGRect(x: 10, y: 180, width: 200, height: 100))
        let viewC = ViewC(frame: CGRect(x: 20, y: 550, width: 350, height: 150))
        viewA.backgroundColor = .systemBlue
        viewA1.backgroundColor = .cyan
        viewA2.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 1, alpha: 1)
        viewB.backgroundColor = UIColor.systemOrange.withAlphaComponent(0.9)
        viewB1.backgroundColor = .systemRed
        viewB2.backgroundColor = .systemYellow
        viewC.backgroundColor = .systemGreen
        view.addSubview(viewA)
        viewA.addSubview(viewA1)
        viewA.addSubview(viewA2)
        view.addSubview(viewB)
        viewB.addSubview(viewB1)
        viewB.addSubview(viewB2)
        view.addSubview(viewC)
    }
}

@MainActor
public enum HitTestOverlapScene {
    /// The overlap of ViewB1 and ViewA2 (window coordinates: the page sheet starts 57 pt down).
    public static let pointInOverlap = CGPoint(x: 150, y: 337)

    public static let example = Example(
        id: "hit-test-overlap",
        title: "Overlapping views",
        seed: "000",
        summary: """
            Where ViewB1 overlaps ViewA2, the touch goes to ViewB1: ViewB was added after ViewA, so it is asked \
            first, and once it answers, ViewA is never asked. The answer bubbles back up through every level, \
            UIKit's private container views included.
            """,
        demoInput: tapInput(at: pointInOverlap, t: 0)
    ) { _, _ in
        makeWindow(presenting: UINavigationController(rootViewController: OverlapViewController()))
    }
}
