import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

@Suite("Actions that change the tree mid-dispatch (issue 3, bad input)")
@MainActor
struct MidDispatchMutationTests {
    @Test("a tap action that removes its own view and another recognizer: no crash, the other actions still run")
    func actionRemovesViewsAndRecognizers() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.addSubview(inner)
        var calls: [String] = []
        let innerTap = UITapGestureRecognizer { _ in
            calls.append("inner")
            inner.removeFromSuperview()
        }
        let outerTap = UITapGestureRecognizer { _ in calls.append("outer") }
        let otherTap = UITapGestureRecognizer { recognizer in
            calls.append("other")
            recognizer.view?.removeGestureRecognizer(outerTap)
        }
        innerTap.addTarget(UIView(), action: "missing:")  // a target that implements nothing: logged, skipped
        let simultaneous = AlwaysSimultaneous()
        [innerTap, outerTap, otherTap].forEach { $0.delegate = simultaneous }
        inner.addGestureRecognizer(innerTap)
        outer.addGestureRecognizer(otherTap)
        outer.addGestureRecognizer(outerTap)
        let (sim, _) = makeWorld { $0.addSubview(outer) }
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(calls.contains("inner") && calls.contains("other"))
        #expect(inner.superview == nil)
        #expect(inner.events == ["began", "cancelled"])
        #expect(sim.log.lines.contains("# UIView does not implement missing:"))
        sim.tap(at: CGPoint(x: 50, y: 50))  // the world goes on
        #expect(sim.fingersDown.isEmpty)
    }

    @Test("a control action that removes the control and its other targets: the remaining targets still run")
    func controlActionRemovesControl() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var calls: [String] = []
        let second = UIAction { _ in calls.append("second") }
        button.addAction(UIAction { _ in
            calls.append("first")
            button.removeFromSuperview()
            button.removeAction(second, for: .touchUpInside)
        }, for: .touchUpInside)
        button.addAction(second, for: .touchUpInside)
        let (sim, _) = makeWorld { $0.addSubview(button) }
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(calls == ["first", "second"])
        #expect(button.superview == nil)
    }
}

final class AlwaysSimultaneous: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
