import Foundation
@_spi(Engine) import ViewModel
@testable import Dispatcher

// Helpers shared by the rule tests of docs/uikit-rules.md R4–R7 and R9.

/// A view that records its touches calls with the virtual time of each, and does not pass them on.
/// Subclass it to get a distinct class name in the log.
@MainActor
class Probe: UIView {
    /// The world's clock; set it after `makeWorld` so the calls are stamped.
    var clock: VirtualClock?
    var events: [String] = []
    var times: [TimeInterval] = []
    var perTouch: [UITouch: [UITouch.Phase]] = [:]
    var received: [(phase: UITouch.Phase, touches: Set<UITouch>)] = []

    private func note(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
        events.append(phase.logName)
        times.append(clock?.now ?? -1)
        received.append((phase, touches))
        for touch in touches { perTouch[touch, default: []].append(phase) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(.began, touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(.moved, touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(.ended, touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(.cancelled, touches) }

    /// The time of the first call of `phase`, if any.
    func time(of phase: String) -> TimeInterval? {
        events.firstIndex(of: phase).map { times[$0] }
    }
}

final class ContentProbe: Probe {}
final class ChildProbe: Probe {}

/// A gesture delegate whose every answer is a closure (the defaults are UIKit's).
@MainActor
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiresFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(gestureRecognizer) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive(gestureRecognizer, touch)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous(gestureRecognizer, otherGestureRecognizer) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiresFailureOf(gestureRecognizer, otherGestureRecognizer) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiredToFailBy(gestureRecognizer, otherGestureRecognizer) }
}

/// Records the actions of recognizers and controls: "name state" (or "name") with the virtual time.
@MainActor
final class ActionLog {
    let clock: VirtualClock
    var calls: [String] = []
    var times: [TimeInterval] = []

    init(_ sim: Simulator) { clock = sim.clock }

    func note(_ call: String) {
        calls.append(call)
        times.append(clock.now)
    }

    /// A closure for `UIGestureRecognizer(handler:)` that notes "name state".
    func gesture(_ name: String) -> (UIGestureRecognizer) -> Void {
        { recognizer in self.note("\(name) \(recognizer.state)") }
    }

    /// A `UIAction` that notes `name`.
    func action(_ name: String) -> UIAction {
        UIAction { _ in self.note(name) }
    }

    func time(of call: String) -> TimeInterval? {
        calls.firstIndex(of: call).map { times[$0] }
    }
}

/// Whether two virtual times are the same to a nanosecond (sums like 0.05 + 0.35 are not exact in binary).
/// A target whose one action method, `act(_:)`, runs what the test gives it with the sender.
@Actions
final class ActionSpy {
    static let act: Selector = "act:"
    private let body: (Any) -> Void

    init(_ body: @escaping (Any) -> Void) { self.body = body }

    func act(_ sender: Any) { body(sender) }
}

/// A controller and a view whose action methods note their name and sender's class in `calls`.
@Actions
final class ActingController: UIViewController {
    var calls: [String] = []
    func first(_ sender: Any) { calls.append("first from \(className(of: sender as AnyObject))") }
    func second(_ sender: Any) { calls.append("second from \(className(of: sender as AnyObject))") }
}

@Actions
final class ActingView: UIView {
    var calls: [String] = []
    func first(_ sender: Any) { calls.append("view first from \(className(of: sender as AnyObject))") }
}

func same(_ a: TimeInterval?, _ b: TimeInterval) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-9
}

func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    close(a.x, b.x, within: tolerance) && close(a.y, b.y, within: tolerance)
}

extension DispatchLog {
    /// The virtual times of the records whose text is `line`.
    func times(of line: String) -> [TimeInterval] {
        records.filter { $0.text == line }.map(\.time)
    }

    /// The index of the first line that contains `text`, if any (to check the order of two lines).
    func index(of text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    func contains(_ text: String) -> Bool { index(of: text) != nil }
}

/// A view that can become first responder.
final class Focusable: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

extension ActionLog {
    /// Notes each of the control's touch and value events by name.
    func watch(_ control: UIControl) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "drag-inside"),
            (.touchDragOutside, "drag-outside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "up-inside"), (.touchUpOutside, "up-outside"), (.touchCancel, "cancel"),
            (.valueChanged, "value"),
        ]
        for (event, name) in names { control.addAction(action(name), for: event) }
    }
}
