import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// "Why did (or didn't) this action fire?", read from one gesture's records: whether an action of that name was
/// sent (by a control for one of its events, or by a recognizer), and if not, what stopped each control or
/// recognizer that would send it — the touch never reached it, a recognizer cancelled it, it sent other events.
@MainActor
package struct ActionStory {
    /// A control or recognizer that sends the action.
    package struct Sender {
        package let object: AnyObject
        /// For a control, the events it sends the action for.
        package let events: UIControl.Event?
    }

    package let action: String
    package let senders: [Sender]
    package private(set) var timeline: [RecognizerStory.Moment] = []
    package private(set) var sentence = ""
    package private(set) var decidedBy: String?

    /// The controls and recognizers in `names`' world that send `action` (with or without its colon).
    package static func senders(of action: String, in names: RecognizerNames) -> [Sender] {
        let wanted = Self.bare(action)
        var found: [Sender] = []
        for (view, _) in names.views.entries {
            if let control = view as? UIControl {
                let events = control.registeredActions.filter { bare($0.action) == wanted }
                    .reduce(UIControl.Event()) { $0.union($1.events) }
                if !events.isEmpty { found.append(Sender(object: control, events: events)) }
            }
        }
        for (recognizer, _) in names.entries where recognizer.registeredActionNames.contains(where: { bare($0) == wanted }) {
            found.append(Sender(object: recognizer, events: nil))
        }
        return found
    }

    /// Every action the world's controls and recognizers send, for the error that lists them.
    package static func allActions(in names: RecognizerNames) -> [String] {
        var actions: [String] = []
        for (view, _) in names.views.entries {
            if let control = view as? UIControl { actions += control.registeredActions.map(\.action) }
        }
        for (recognizer, _) in names.entries { actions += recognizer.registeredActionNames }
        var seen = Set<String>()
        return actions.filter { seen.insert(bare($0)).inserted }
    }

    static func bare(_ action: String) -> String { action.hasSuffix(":") ? String(action.dropLast()) : action }

    /// `answer`: the gesture's answer, for the verdict of a control that did not get the touch.
    package init(action: String, senders: [Sender], answer: TouchAnswer, names: RecognizerNames) {
        self.action = action
        self.senders = senders
        let name = names.name(ofAny:)
        let wanted = Self.bare(action)
        var sent: (by: AnyObject?, to: AnyObject?)?
        var eventsSent: [ObjectIdentifier: [String]] = [:]
        var cancelledBy: [ObjectIdentifier: UIGestureRecognizer] = [:]
        for record in answer.records {
            guard case .trace(let event) = record.kind else { continue }
            switch event {
            case .controlEvent(let control, let events) where senders.contains(where: { $0.object === control }):
                eventsSent[ObjectIdentifier(control), default: []].append(events.logName)
                timeline.append(.init(t: record.time, what: "\(name(control)) sends \(events.logName)"))
            case .action(let selector, let target, let sender, _) where Self.bare(selector.name) == wanted:
                sent = sent ?? (sender, target)
                timeline.append(.init(t: record.time, what: "\(action) sent to \(target.map(name) ?? "nobody")"
                    + (sender.map { " by \(name($0))" } ?? "")))
            case .gestureAction(let recognizer, let selector, let target)
                where selector.map({ Self.bare($0.name) == wanted }) ?? (wanted == "handler"):
                sent = sent ?? (recognizer, target)
                timeline.append(.init(t: record.time, what: "\(name(recognizer)) sends \(action)"))
            case .decision(.cancelledViewTouches(let recognizer, let view, _)) where senders.contains(where: { $0.object === view }):
                cancelledBy[ObjectIdentifier(view)] = recognizer
                timeline.append(.init(t: record.time, what: "\(name(recognizer)) cancels \(name(view))'s touches"))
            default:
                break
            }
        }
        if let sent {
            let by = sent.by.map(name)
            sentence = "\(action) was sent" + (by.map { " by \($0)" } ?? "") + (sent.to.map { " to \(name($0))" } ?? "")
            decidedBy = by
            return
        }
        // Not sent: the first sender's story says why (the one the touch came closest to).
        guard let sender = senders.first(where: { eventsSent[ObjectIdentifier($0.object)] != nil }) ?? senders.first else {
            sentence = "\(action) was not sent: no control or recognizer in the scene sends it"
            return
        }
        let who = name(sender.object)
        if let recognizer = sender.object as? UIGestureRecognizer {
            let story = RecognizerStory(of: recognizer, records: answer.records, hit: answer.hit, names: names)
            sentence = "\(action) was not sent: \(story.sentence)"
            decidedBy = story.decidedBy
            return
        }
        guard let control = sender.object as? UIControl else { return }
        if let refresh = control as? UIRefreshControl, !refresh.isRefreshing {
            sentence = "\(action) was not sent: " + ValueChangeReason.refreshNotStarted(refresh, name: names.views.name(of:))
            decidedBy = names.views.name(of: refresh.superview ?? refresh)
            return
        }
        let wantedEvents = (sender.events ?? []).logName
        if let recognizer = cancelledBy[ObjectIdentifier(control)] {
            sentence = "\(action) was not sent: \(name(recognizer)) recognized and cancelled \(who)'s touch "
                + "(cancelsTouchesInView), so \(who) sent UIControlEventTouchCancel, not \(wantedEvents)"
            decidedBy = name(recognizer)
        } else if !control.isEnabled {
            sentence = "\(action) was not sent: \(who) is disabled (isEnabled = false), so it tracks no touch"
            decidedBy = who
        } else if let events = eventsSent[ObjectIdentifier(control)] {
            let outside = events.contains { $0.contains("touchUpOutside") }
            let unchanged = sender.events?.contains(.valueChanged) == true ? ValueChangeReason.clause(for: control) : nil
            sentence = "\(action) was not sent: \(who) sent \(events.joined(separator: ", ")), not \(wantedEvents)"
                + (outside ? ", because the finger lifted outside its bounds (grown by UIKit's tracking margin)"
                    : unchanged.map { ", " + $0 } ?? "")
            decidedBy = who
        } else {
            let verdict = answer.verdict(for: control)
            sentence = "\(action) was not sent: \(who), which sends it for \(wantedEvents), did not track the touch: "
                + verdict.sentence
            decidedBy = verdict.decidedBy.map(names.views.name(of:))
        }
    }
}
