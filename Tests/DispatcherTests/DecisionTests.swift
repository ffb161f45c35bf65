import Foundation
import Testing
@testable import Dispatcher
@_spi(Engine) @testable import ViewModel

/// The machinery's decisions are data in the log — what was decided about which objects — and read as the notes
/// they always were.
@Suite @MainActor
struct DecisionTests {
    private func decisions(in sim: Simulator) -> [(Decision, String)] {
        sim.log.records.compactMap { record in
            guard case .trace(.decision(let decision)) = record.kind else { return nil }
            return (decision, record.text)
        }
    }

    @Test("a touch held by a recognizer that delays it, then released when the recognizer fails")
    func heldAndReleased() throws {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        view.addGestureRecognizer(doubleTap)
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 1)
        let found = decisions(in: sim)
        let held = try #require(found.first { if case .held = $0.0 { true } else { false } })
        guard case .held(let phase, let heldView, let finger, let holders, let property) = held.0 else { return }
        #expect(phase == .touchesBegan && heldView === view && finger == 0)
        #expect(holders.count == 1 && holders[0] === doubleTap && property == "delaysTouchesBegan")
        #expect(held.1 == "# held: touchesBegan for Recorder, touch 0 (UITapGestureRecognizer delaysTouchesBegan)")
        #expect(found.contains { if case .released(.touchesBegan, let v, 0) = $0.0 { v === view } else { false } })
    }

    @Test("a second touch on a view without multiple touch is withheld, the view and its touch named")
    func withheld() throws {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        sim.touchDown(at: CGPoint(x: 60, y: 60), finger: 1)
        let (decision, text) = try #require(decisions(in: sim).first)
        guard case .withheld(1, .notMultipleTouch(let owner, 0)) = decision else {
            Issue.record("\(decision)")
            return
        }
        #expect(owner === view)
        #expect(text == "# touch 1 withheld from its view: Recorder has isMultipleTouchEnabled false and already has touch 0")
    }

    @Test("inputs for a finger that is not down, or down already, are ignored decisions")
    func ignoredFingers() {
        let (sim, _) = makeWorld { _ in }
        sim.touchMove(to: CGPoint(x: 1, y: 1), finger: 3)
        sim.touchDown(at: CGPoint(x: 1, y: 1))
        sim.touchDown(at: CGPoint(x: 2, y: 2))
        let found = decisions(in: sim)
        #expect(found.map(\.1) == ["# ignored: finger 3 is not down", "# ignored: finger 0 is already down"])
        guard case .fingerNotDown(3) = found[0].0, case .fingerAlreadyDown(0) = found[1].0 else {
            Issue.record("\(found.map(\.0))")
            return
        }
    }

    @Test("why a recognizer failed is data too: a button's default action keeps its parent's tap from beginning")
    func stateReasons() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        parent.addSubview(button)
        let (sim, _) = makeWorld { $0.addSubview(parent) }
        let tap = UITapGestureRecognizer()
        parent.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 70))
        let failed = try #require(sim.log.records.first { record in
            if case .trace(.gestureState(let recognizer, _, .failed, .some)) = record.kind { recognizer === tap } else { false }
        })
        guard case .trace(.gestureState(_, _, _, .controlDefaultAction(let control)?)) = failed.kind else {
            Issue.record("\(failed.text)")
            return
        }
        #expect(control === button)
        #expect(failed.text.hasSuffix(": UIButton's default action prevents a superview tap"))
    }
}
