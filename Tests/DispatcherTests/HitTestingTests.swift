import Foundation
import Testing
import ViewModel
@testable import Dispatcher

@MainActor
private func world(_ build: (UIView) -> Void) -> (Simulator, UIWindow) {
    let sim = Simulator()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    build(root.view)
    sim.show(window)
    return (sim, window)
}

@MainActor
private final class Probe: UIView {
    var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

@Suite("Hit-testing (uikit-behaviour.md §1)")
@MainActor
struct HitTestingTests {
    @Test func deepChainDoesNotOverflowTheStack() {
        let (sim, _) = world { root in
            var parent = root
            for _ in 0..<10_000 {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(child)
                parent = child
            }
        }
        sim.log.isEnabled = false
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(sim.fingersDown.isEmpty)
    }

    @Test func frontmostSubviewWins() {
        let back = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = Probe(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let (sim, _) = world { $0.addSubview(back); $0.addSubview(front) }
        sim.tap(at: CGPoint(x: 75, y: 75))
        #expect(front.events == ["began", "ended"])
        #expect(back.events.isEmpty)
    }
}
