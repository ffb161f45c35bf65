import Diagnosis
import Dispatcher
@_spi(Engine) import ViewModel

/// The plain-English line under the phone while stepping: what the current record means, in the names the tree
/// shows, and for hit-testing what comes next — "FView: the point is outside → nil; asking EView next".
@MainActor
package enum StepCaption {
    /// The caption of `records[index]` (the record stepped to), or nil for none.
    package static func caption(of records: DispatchRecords, at index: Int, names: ViewNames) -> String? {
        guard records.indices.contains(index) else { return nil }
        func name(_ object: AnyObject?) -> String {
            guard let object else { return "nil" }
            return (object as? UIView).map(names.name(of:)) ?? className(of: object)
        }
        let phase = records[index].phase.map { "[\($0.rawValue)] " } ?? ""
        guard case .trace(let event) = records[index].kind else { return records[index].text }
        let said: String
        switch event {
        case .hitTest(let view):
            said = (startsLiftPass(at: index, in: records)
                ? "UIKit hit-tests again as the finger lifts; the answer is not used (the touch stays with its view): " : "")
                + "asking \(name(view)): hitTest(_:with:)"
        case .pointInside(let view): said = "\(name(view)): is the point inside? point(inside:with:)"
        case .pointInsideResult(let view, let inside):
            said = "\(name(view)): the point is \(inside ? "inside" : "outside")"
        case .hitTestRefused(let view, let reason):
            said = "\(name(view)) is skipped without being asked: \(DispatchRecord.describe(reason))"
        case .hitTestResult(let view, let result):
            said = "\(name(view)) answers \(name(result))" + next(after: index, in: records, name: name)
        case .message(let receiver, let selector, let from):
            said = "\(name(receiver)) gets \(selector.rawValue)" + (from.map { " (from \(name($0)))" } ?? "")
        default: said = records[index].text.hasPrefix("# ") ? String(records[index].text.dropFirst(2)) : records[index].text
        }
        return phase + said
    }

    /// Whether `records[index]`, a hit-test visit, opens the pass UIKit makes as a finger lifts (seeds 000 and 004,
    /// R1.6): the record before it is a finger's up.
    private static func startsLiftPass(at index: Int, in records: DispatchRecords) -> Bool {
        guard records.indices.contains(index - 1), case .input(let input) = records[index - 1].kind else { return false }
        return input.phase == .up
    }

    /// "; asking EView next" when the pass goes on to another view, "; the touch goes to EView" at its end.
    private static func next(after index: Int, in records: DispatchRecords, name: (AnyObject?) -> String) -> String {
        guard records.indices.contains(index + 1), case .trace(let following) = records[index + 1].kind else { return "" }
        switch following {
        case .hitTest(let view): return "; asking \(name(view)) next"
        case .hitTestRefused(let view, _): return "; \(name(view)) next"
        default: return ""
        }
    }
}
