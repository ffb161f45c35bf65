import Foundation
@_spi(Engine) import ViewModel

/// The dispatch log's compact storage: a 24-byte entry per record, and tables for what entries name — objects
/// (held, so a viewer can point at them and class names stay known), strings and inputs.
@MainActor
struct RecordStorage {
    /// One record: its time, what kind it is, and up to three operands (indices into the tables, or values).
    struct Entry {
        var time: Double
        var code: Code
        var a: Int32 = -1, b: Int32 = -1, c: Int32 = -1
    }

    enum Code: UInt8 {
        case hitTest, hitTestRefused, pointInside, pointInsideResult, hitTestResult, message, chainEnded
        case controlEvent, action, searchedAction, gestureState, gestureAction, user, note, decision, input
    }

    private(set) var entries: [Entry] = []
    private(set) var firstSequence = 0
    private var objects: [AnyObject] = []
    private var objectIndices: [ObjectIdentifier: Int32] = [:]
    private var lastInterned: (id: ObjectIdentifier, index: Int32)?
    private var strings: [String] = []
    private var inputs: [InputRecord] = []
    /// The machinery's decisions, with the objects they name (held, as the objects table holds its own).
    private var decisions: [Decision] = []
    /// Why the machinery moved recognizers to their states.
    private var reasons: [GestureStateReason] = []

    mutating func removeAll(keepingCapacity: Bool) {
        firstSequence += entries.count
        entries.removeAll(keepingCapacity: keepingCapacity)
        strings.removeAll(keepingCapacity: keepingCapacity)
        inputs.removeAll(keepingCapacity: keepingCapacity)
        decisions.removeAll(keepingCapacity: keepingCapacity)
        reasons.removeAll(keepingCapacity: keepingCapacity)
    }

    // MARK: Writing

    mutating func append(_ input: InputRecord, at time: Double, tapCount: Int?) {
        inputs.append(input)
        entries.append(Entry(time: time, code: .input, a: Int32(inputs.count - 1), b: tapCount.map { Int32(clamping: $0) } ?? -1))
    }

    mutating func append(_ event: consuming TraceEvent, at time: Double) {
        var entry = Entry(time: time, code: .note)
        switch consume event {
        case .hitTest(let view):
            entry.code = .hitTest
            entry.a = intern(view)
        case .hitTestRefused(let view, let reason):
            entry.code = .hitTestRefused
            entry.a = intern(view)
            (entry.b, entry.c) = Self.encode(reason)
        case .pointInside(let view):
            entry.code = .pointInside
            entry.a = intern(view)
        case .pointInsideResult(let view, let inside):
            entry.code = .pointInsideResult
            entry.a = intern(view)
            entry.b = inside ? 1 : 0
        case .hitTestResult(let view, let result):
            entry.code = .hitTestResult
            entry.a = intern(view)
            entry.b = result.map { intern($0) } ?? -1
        case .message(let receiver, let selector, let from):
            entry.code = .message
            entry.a = intern(receiver)
            entry.b = Self.encode(selector)
            entry.c = from.map { intern($0) } ?? -1
        case .chainEnded(let selector, let last):
            entry.code = .chainEnded
            entry.a = intern(last)
            entry.b = Self.encode(selector)
        case .controlEvent(let control, let events):
            entry.code = .controlEvent
            entry.a = intern(control)
            entry.b = Int32(bitPattern: UInt32(truncatingIfNeeded: events.rawValue))
        case .action(let action, let target, let sender, let searched):
            entry.code = searched ? .searchedAction : .action
            entry.a = target.map { intern($0) } ?? -1
            entry.b = sender.map { intern($0) } ?? -1
            entry.c = string(action.name)
        case .gestureState(let recognizer, let from, let to, let reason):
            entry.code = .gestureState
            entry.a = intern(recognizer)
            entry.b = Int32(from.rawValue << 8 | to.rawValue)
            entry.c = reason.map { reason in
                reasons.append(reason)
                return Int32(reasons.count - 1)
            } ?? -1
        case .gestureAction(let recognizer, let action, let target):
            entry.code = .gestureAction
            entry.a = intern(recognizer)
            entry.b = target.map { intern($0) } ?? -1
            entry.c = action.map { string($0.name) } ?? -1
        case .user(let line):
            entry.code = .user
            entry.c = string(line)
        case .note(let note):
            entry.code = .note
            entry.c = string(note)
        case .decision(let decision):
            entry.code = .decision
            decisions.append(decision)
            entry.c = Int32(decisions.count - 1)
        }
        entries.append(entry)
    }

    /// The object's index in the table, adding it the first time.
    private mutating func intern(_ object: AnyObject) -> Int32 {
        let id = ObjectIdentifier(object)
        // Runs of records name one object (a view's hitTest, pointInside and their answers): skip the hashing.
        // The table holds every interned object, so an identifier is never another object's while it is here.
        if let last = lastInterned, last.id == id { return last.index }
        let index: Int32
        if let known = objectIndices[id] {
            index = known
        } else {
            objects.append(object)
            index = Int32(objects.count - 1)
            objectIndices[id] = index
        }
        lastInterned = (id, index)
        return index
    }

    private mutating func string(_ text: String) -> Int32 {
        strings.append(text)
        return Int32(strings.count - 1)
    }

    private static let selectors = TraceSelector.allCases

    private static func encode(_ selector: TraceSelector) -> Int32 { Int32(selectors.firstIndex(of: selector)!) }

    private static func encode(_ reason: HitTestRefusal) -> (Int32, Int32) {
        switch reason {
        case .hidden: (0, 0)
        case .userInteractionDisabled: (1, 0)
        case .transparent(let alpha): (2, Int32(bitPattern: Float(alpha).bitPattern))
        case .disabledControl: (3, 0)
        case .animating: (4, 0)
        case .animatorInteractionDisabled: (5, 0)
        }
    }

    // MARK: Reading

    func record(at index: Int) -> DispatchRecord {
        let entry = entries[index]
        var record = DispatchRecord(sequence: firstSequence + index, time: entry.time, kind: kind(of: entry))
        if entry.code == .input, entry.b >= 0 { record.tapCount = Int(entry.b) }
        return record
    }

    private func kind(of entry: Entry) -> DispatchRecord.Kind {
        func object(_ index: Int32) -> AnyObject { objects[Int(index)] }
        func optional(_ index: Int32) -> AnyObject? { index < 0 ? nil : objects[Int(index)] }
        func view(_ index: Int32) -> UIView { objects[Int(index)] as! UIView }
        func selector(_ code: Int32) -> TraceSelector { Self.selectors[Int(code)] }
        switch entry.code {
        case .input: return .input(inputs[Int(entry.a)])
        case .hitTest: return .trace(.hitTest(view(entry.a)))
        case .hitTestRefused:
            let reason: HitTestRefusal = switch entry.b {
            case 0: .hidden
            case 1: .userInteractionDisabled
            case 2: .transparent(alpha: CGFloat(Float(bitPattern: UInt32(bitPattern: entry.c))))
            case 3: .disabledControl
            case 4: .animating
            default: .animatorInteractionDisabled
            }
            return .trace(.hitTestRefused(view(entry.a), reason))
        case .pointInside: return .trace(.pointInside(view(entry.a)))
        case .pointInsideResult: return .trace(.pointInsideResult(view(entry.a), entry.b == 1))
        case .hitTestResult: return .trace(.hitTestResult(view(entry.a), optional(entry.b) as? UIView))
        case .message: return .trace(.message(object(entry.a), selector(entry.b), forwardedFrom: optional(entry.c)))
        case .chainEnded: return .trace(.chainEnded(selector(entry.b), after: object(entry.a)))
        case .controlEvent:
            let events = UIControl.Event(rawValue: UInt(UInt32(bitPattern: entry.b)))
            return .trace(.controlEvent(object(entry.a) as! UIControl, events))
        case .action, .searchedAction:
            return .trace(.action(
                Selector(strings[Int(entry.c)]), target: optional(entry.a), sender: optional(entry.b),
                searched: entry.code == .searchedAction))
        case .gestureState:
            let from = UIGestureRecognizer.State(rawValue: Int(entry.b >> 8))!
            let to = UIGestureRecognizer.State(rawValue: Int(entry.b & 0xFF))!
            let reason = entry.c < 0 ? nil : reasons[Int(entry.c)]
            return .trace(.gestureState(object(entry.a) as! UIGestureRecognizer, from: from, to: to, reason: reason))
        case .gestureAction:
            let action = entry.c < 0 ? nil : Selector(strings[Int(entry.c)])
            return .trace(.gestureAction(object(entry.a) as! UIGestureRecognizer, action: action, target: optional(entry.b)))
        case .user: return .trace(.user(strings[Int(entry.c)]))
        case .note: return .trace(.note(strings[Int(entry.c)]))
        case .decision: return .trace(.decision(decisions[Int(entry.c)]))
        }
    }
}
