import Foundation
@_spi(Engine) import ViewModel

/// Delivers what goes to the first responder rather than to a hit view: shake motion and key presses
/// (docs/uikit-rules.md R9.2, R9.3). Each walks `next` when unhandled; key commands along the chain come first.
@MainActor
final class FirstResponderRouter {
    private let application: UIApplication
    private let log: DispatchLog
    private let motionEvent = UIEvent(type: .motion, subtype: .motionShake)
    private var presses: [String: UIPress] = [:]
    private var pressesSentAsCommands = Set<String>()

    init(application: UIApplication, log: DispatchLog) {
        self.application = application
        self.log = log
        motionEvent.tracer = log
    }

    /// The responder that gets motion and presses: the first responder, else the key window.
    private var target: UIResponder? {
        if let responder = application.firstResponder { return responder }
        log.record(.decision(.noFirstResponder))
        return application.keyWindow
    }

    func shake(_ phase: InputRecord.Phase, at time: TimeInterval) {
        motionEvent.stamp(time)
        guard let target else { return log.record(.decision(.noWindowToShake)) }
        let selector: TraceSelector = phase == .began ? .motionBegan : .motionEnded
        log.record(.message(target, selector, forwardedFrom: nil))
        if phase == .began {
            target.motionBegan(.motionShake, with: motionEvent)
        } else {
            target.motionEnded(.motionShake, with: motionEvent)
        }
    }

    func key(_ name: String, _ phase: InputRecord.Phase, at time: TimeInterval) {
        guard let target else { return log.record(.decision(.noWindowForKey(name))) }
        if phase == .began {
            if let (responder, command) = keyCommand(for: name, from: target), let action = command.action {
                log.record(.decision(.keyCommand(key: name, responder: responder)))
                pressesSentAsCommands.insert(name)
                application.sendAction(action, to: responder, from: command, for: nil)
                return
            }
            let press = UIPress(key: UIKey(characters: name), timestamp: time)
            presses[name] = press
            let event = UIPressesEvent(presses: [press])
            event.tracer = log
            log.record(.message(target, .pressesBegan, forwardedFrom: nil))
            target.pressesBegan([press], with: event)
        } else {
            if pressesSentAsCommands.remove(name) != nil { return }
            guard let press = presses.removeValue(forKey: name) else { return }
            press.update(phase: .ended, timestamp: time)
            let event = UIPressesEvent(presses: [press])
            event.tracer = log
            log.record(.message(target, .pressesEnded, forwardedFrom: nil))
            target.pressesEnded([press], with: event)
        }
    }

    /// The first responder along the chain from `start` that offers a key command for `input`.
    private func keyCommand(for input: String, from start: UIResponder) -> (UIResponder, UIKeyCommand)? {
        var responder: UIResponder? = start
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.input == input }) { return (current, command) }
            responder = current.next
        }
        return nil
    }
}
