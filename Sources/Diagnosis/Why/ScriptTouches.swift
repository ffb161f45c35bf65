import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// An input script's records read as the touches it played, one after another — a touch (one gesture) starts when
/// a finger goes down with no other finger down, and runs to the next such start — and the one a `why` question is
/// about. A script of a tap on Submit after a tap elsewhere is asked about Submit's action: the answer must be
/// the second touch's, not the first's, and must not mix in the records of touches after it.
@MainActor
package struct ScriptTouches {
    /// One touch: where its records begin and end in the records read, and its first finger's down.
    package struct Touch {
        package let range: Range<Int>
        package let down: InputRecord
        package let downSequence: Int
    }

    package let records: [DispatchRecord]
    package let touches: [Touch]

    /// `records`: a script's records, from before its first input on.
    package init(records: [DispatchRecord]) {
        self.records = records
        var starts: [(index: Int, down: InputRecord, sequence: Int)] = []
        var down = Set<Int>()
        for (index, record) in records.enumerated() {
            guard case .input(let input) = record.kind, input.device == .touch else { continue }
            switch input.phase {
            case .down:
                if down.isEmpty { starts.append((index, input, record.sequence)) }
                down.insert(input.finger)
            case .up, .cancel: down.remove(input.finger)
            case .move, .began, .ended: break
            }
        }
        touches = starts.indices.map { n in
            let end = n + 1 < starts.count ? starts[n + 1].index : records.count
            return Touch(range: starts[n].index..<end, down: starts[n].down, downSequence: starts[n].sequence)
        }
    }

    /// Why a touch was chosen: the words that end "this answer is about touch k of n: …".
    package struct Choice {
        package let touch: Touch
        package let number: Int
        package let reason: String
    }

    /// The touch `subject` is about: for a view, the first whose hit view is it or inside it (the touch passed
    /// through it), else the first whose hit-testing asked it; for a recognizer, the first it was sent; for an
    /// action, the first in which it was sent, else the first that reached one of its senders. Otherwise, or when
    /// none matches, the first touch. Nil when the script puts no finger down.
    package func touch(about subject: WhySubject?, passes: [HitTestPass], names: ViewNames) -> Choice? {
        guard let first = touches.first else { return nil }
        let pass = { (touch: Touch) in passes.last { $0.touchDownSequence == touch.downSequence } }
        func firstTouch(_ reason: String, where matches: (Touch) -> Bool) -> Choice? {
            touches.firstIndex(where: matches).map { Choice(touch: touches[$0], number: $0 + 1, reason: reason) }
        }
        func reached(_ view: UIView, _ touch: Touch) -> Bool {
            var hit = pass(touch)?.hitView
            while let current = hit, current !== view { hit = current.superview }
            return hit != nil
        }
        var choice: Choice?
        switch subject {
        case .view(let view):
            let name = names.name(of: view)
            choice = firstTouch("the first that reached \(name)") { reached(view, $0) }
                ?? firstTouch("the first whose hit-testing asked \(name)") { touch in
                    pass(touch)?.visits.contains { $0.view === view } ?? false
                }
        case .recognizer(let recognizer):
            choice = firstTouch("the first sent to it") { touch in
                records[touch.range].contains { record in
                    if case .trace(.message(let receiver, _, _)) = record.kind { return receiver === recognizer }
                    return false
                }
            }
        case .action(let action, let senders):
            let wanted = ActionStory.bare(action)
            choice = firstTouch("the first in which \(action) was sent") { touch in
                records[touch.range].contains { record in
                    switch record.kind {
                    case .trace(.action(let selector, _, _, _)): ActionStory.bare(selector.name) == wanted
                    case .trace(.gestureAction(_, let selector?, _)): ActionStory.bare(selector.name) == wanted
                    default: false
                    }
                }
            } ?? firstTouch("the first that reached a control or recognizer that sends \(action)") { touch in
                senders.contains { sender in
                    guard let view = (sender.object as? UIView) ?? (sender.object as? UIGestureRecognizer)?.view else { return false }
                    return reached(view, touch)
                }
            }
        case nil:
            break
        }
        return choice ?? Choice(touch: first, number: 1, reason: "the input's first")
    }

    /// The note a report carries when the script holds more than one touch: which one it explains, and why.
    package func note(_ choice: Choice) -> String? {
        guard touches.count > 1 else { return nil }
        let down = choice.touch.down
        return "The input holds \(touches.count) touches; this answer is about touch \(choice.number) (finger "
            + "\(down.finger) down at t = \(String(format: "%.3f", down.t)) s at (\(Self.number(down.x)), \(Self.number(down.y)))): "
            + "\(choice.reason)."
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
