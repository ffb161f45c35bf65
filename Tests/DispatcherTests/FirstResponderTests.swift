import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A view that records the motion and presses it gets; `handles` false passes them on (calls super).
@Actions
class EventTaker: UIView {
    var canBecome = true
    var handles = true
    var calls: [String] = []
    var times: [TimeInterval] = []
    var clock: VirtualClock?
    var lastMotionEvent: UIEvent?
    var lastPresses: [UIPress] = []
    var commands: [UIKeyCommand]?

    override var canBecomeFirstResponder: Bool { canBecome }
    override var keyCommands: [UIKeyCommand]? { commands }

    /// The action of the key commands: notes the class and the command's key in `commandCalls`.
    func keyCommandFired(_ sender: UIKeyCommand) { commandCalls.append("\(className(of: self)) \(sender.input ?? "")") }
    var commandCalls: [String] = []

    private func note(_ call: String) {
        calls.append(call)
        times.append(clock?.now ?? -1)
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard handles else { return super.motionBegan(motion, with: event) }
        note("motionBegan \(motion == .motionShake ? "shake" : "other")")
        lastMotionEvent = event
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard handles else { return super.motionEnded(motion, with: event) }
        note("motionEnded \(motion == .motionShake ? "shake" : "other")")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard handles else { return super.pressesBegan(presses, with: event) }
        note("pressesBegan \(presses.first?.key?.characters ?? "?")")
        lastPresses = Array(presses)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard handles else { return super.pressesEnded(presses, with: event) }
        note("pressesEnded \(presses.first?.key?.characters ?? "?")")
        lastPresses = Array(presses)
    }
}

final class OuterTaker: EventTaker {}

/// A window that records the motion it gets.
final class MotionWindow: UIWindow {
    var calls: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append("motionBegan") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append("motionEnded") }
}

/// An app delegate at the end of the chain that records what reaches it.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append("motionBegan") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { calls.append("pressesBegan") }
}

/// A responder that will not resign.
final class Clingy: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { false }
}

@Suite("First responder: shake, keys, key commands (docs/uikit-rules.md R9)")
@MainActor
struct FirstResponderTests {
    /// `inner` (the would-be first responder) inside `outer`, in the root view.
    private func world() -> (Simulator, EventTaker, OuterTaker) {
        let outer = OuterTaker(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = EventTaker(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        outer.addSubview(inner)
        let (sim, _) = makeWorld { $0.addSubview(outer) }
        inner.clock = sim.clock
        outer.clock = sim.clock
        return (sim, inner, outer)
    }

    // MARK: Becoming first responder

    @Test("canBecomeFirstResponder defaults to false: responders, views, controllers, controls")
    func defaultsFalse() {
        let (sim, _, _) = world()
        let plain = UIView()
        sim.application.keyWindow!.rootViewController!.view.addSubview(plain)
        #expect(!UIResponder().canBecomeFirstResponder)
        #expect(!plain.canBecomeFirstResponder)
        #expect(!UIViewController().canBecomeFirstResponder)
        #expect(!UIButton(frame: .zero).canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(sim.application.firstResponder == nil)
    }

    @Test("becomeFirstResponder and resignFirstResponder; becoming makes the current one resign")
    func becomeAndResign() {
        let (sim, inner, outer) = world()
        #expect(inner.becomeFirstResponder())
        #expect(inner.isFirstResponder)
        #expect(sim.application.firstResponder === inner)
        #expect(outer.becomeFirstResponder())
        #expect(!inner.isFirstResponder && outer.isFirstResponder)
        #expect(outer.resignFirstResponder())
        #expect(sim.application.firstResponder == nil)
    }

    @Test("becomeFirstResponder succeeds only if the current first responder resigns")
    func currentMustResign() {
        let (sim, inner, _) = world()
        let clingy = Clingy(frame: .zero)
        sim.application.keyWindow!.rootViewController!.view.addSubview(clingy)
        #expect(clingy.becomeFirstResponder())
        #expect(!inner.becomeFirstResponder())
        #expect(sim.application.firstResponder === clingy)
    }

    @Test("a responder outside any world cannot become first responder")
    func outsideWorld() {
        let loose = EventTaker(frame: .zero)
        #expect(!loose.becomeFirstResponder())
    }

    // MARK: Shake

    @Test("a shake goes to the first responder: motionBegan, then motionEnded 0.1 s later, with a .motion event")
    func shakeToFirstResponder() {
        let (sim, inner, outer) = world()
        inner.becomeFirstResponder()
        sim.advance(to: 2)
        sim.shake()
        #expect(inner.calls == ["motionBegan shake", "motionEnded shake"])
        #expect(inner.times[0] == 2)
        #expect(same(inner.times[1], 2.1))
        #expect(inner.lastMotionEvent?.type == .motion)
        #expect(inner.lastMotionEvent?.subtype == .motionShake)
        #expect(outer.calls.isEmpty)
        #expect(sim.log.lines.contains("-[EventTaker motionBegan:withEvent:]"))
    }

    @Test("a shake the first responder does not handle walks next")
    func shakeWalksNext() {
        let (sim, inner, outer) = world()
        inner.handles = false
        inner.becomeFirstResponder()
        sim.shake()
        #expect(inner.calls.isEmpty)
        #expect(outer.calls == ["motionBegan shake", "motionEnded shake"])
        let first = sim.log.index(of: "-[EventTaker motionBegan:withEvent:]")!
        let next = sim.log.index(of: "-[OuterTaker motionBegan:withEvent:]")!
        #expect(first < next)
    }

    @Test("with no first responder the key window gets the shake")
    func shakeToKeyWindow() {
        let sim = Simulator()
        let window = MotionWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        sim.show(window)
        sim.shake()
        #expect(window.calls == ["motionBegan", "motionEnded"])
        #expect(sim.log.lines.contains("# no first responder: the key window gets the event"))
        #expect(sim.log.lines.contains("-[MotionWindow motionBegan:withEvent:]"))
    }

    @Test("unhandled all along, a shake reaches the app delegate, or falls off the end of the chain")
    func shakeEndOfChain() {
        let (sim, inner, outer) = world()
        inner.handles = false
        outer.handles = false
        inner.becomeFirstResponder()
        sim.shake()
        #expect(sim.log.lines.contains("# motionBegan:withEvent: left the responder chain after UIApplication and was dropped"))
        let delegate = RecordingAppDelegate()
        sim.application.delegate = delegate
        sim.shake()
        #expect(delegate.calls == ["motionBegan"])
    }

    @Test("a first responder that resigned no longer gets the shake")
    func resignedGetsNoShake() {
        let (sim, inner, _) = world()
        inner.becomeFirstResponder()
        inner.resignFirstResponder()
        sim.shake()
        #expect(inner.calls.isEmpty)
    }

    // MARK: Keys

    @Test("a key press goes to the first responder: pressesBegan, then pressesEnded")
    func keysToFirstResponder() {
        let (sim, inner, outer) = world()
        inner.becomeFirstResponder()
        sim.advance(to: 1)
        sim.press(key: "a")
        #expect(inner.calls == ["pressesBegan a", "pressesEnded a"])
        #expect(inner.lastPresses.first?.phase == .ended)
        #expect(inner.times == [1, 1])
        #expect(outer.calls.isEmpty)
        #expect(sim.log.lines.contains("-[EventTaker pressesBegan:withEvent:]"))
        #expect(sim.log.lines.contains("-[EventTaker pressesEnded:withEvent:]"))
    }

    @Test("unhandled presses walk next; with no first responder the key window gets them")
    func keysWalkNext() {
        let (sim, inner, outer) = world()
        inner.handles = false
        inner.becomeFirstResponder()
        sim.press(key: "b")
        #expect(outer.calls == ["pressesBegan b", "pressesEnded b"])
        inner.resignFirstResponder()
        let delegate = RecordingAppDelegate()
        sim.application.delegate = delegate
        sim.press(key: "c")
        #expect(delegate.calls == ["pressesBegan"])  // key window → application → delegate
        #expect(sim.log.lines.contains("-[UIWindow pressesBegan:withEvent:]"))
    }

    @Test("key commands along the chain from the first responder send their action instead of the presses")
    func keyCommands() {
        let (sim, inner, outer) = world()
        outer.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: #action(outer.keyCommandFired(_:)))]
        inner.becomeFirstResponder()
        sim.press(key: "k")
        #expect(outer.commandCalls == ["OuterTaker k"])
        #expect(inner.calls.isEmpty && outer.calls.isEmpty)
        #expect(sim.log.lines.contains("# key k matches a key command of OuterTaker"))
        sim.press(key: "x")  // no command for x: presses as usual
        #expect(inner.calls == ["pressesBegan x", "pressesEnded x"])
        // The nearest responder's command wins.
        inner.commands = [UIKeyCommand(input: "k", modifierFlags: [], action: "keyCommandFired:")]
        sim.press(key: "k")
        #expect(outer.commandCalls == ["OuterTaker k"])
        #expect(inner.commandCalls == ["EventTaker k"])
    }

    @Test("key commands of responders that are not on the first responder's chain are not used")
    func keyCommandsOffChain() {
        let (sim, inner, _) = world()
        let aside = EventTaker(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        sim.application.keyWindow!.rootViewController!.view.addSubview(aside)
        aside.commands = [UIKeyCommand(input: "k", modifierFlags: [], action: "keyCommandFired:")]
        inner.becomeFirstResponder()
        sim.press(key: "k")
        #expect(aside.commandCalls.isEmpty)
        #expect(inner.calls == ["pressesBegan k", "pressesEnded k"])
    }
}
