import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// Turns dispatch records into trace log lines: the record's kind, text, and the objects it names, by the one
/// naming every reader uses (`ObjectNames`: the world's objects when the trace starts named in tree order, later
/// ones as they appear). A recording and its replay name their objects alike, so verification compares the names
/// too. A version-1 trace named every object "Class#n" in order of first appearance; its replay names them so
/// (`legacy`), and it still verifies.
@MainActor
struct TraceLineEncoder {
    private var names: ObjectNames
    /// Version 1's naming, for its replay.
    private var legacy: FirstAppearanceNames?

    /// An encoder naming by `names` (the world's objects at the trace's start), or, for a version-1 trace, as
    /// that version did.
    init(names: ObjectNames = ObjectNames(), version: Int = TraceHeader.currentVersion) {
        self.names = names
        legacy = version < 2 ? FirstAppearanceNames() : nil
    }

    /// The log line of a dispatch record; nil for an input (written as an input line).
    mutating func line(for record: DispatchRecord) -> TraceLogLine? {
        guard case .trace(let event) = record.kind else { return nil }
        var line = TraceLogLine(seq: record.sequence, t: record.time, kind: event.kind.rawValue, text: record.text)
        switch event {
        case .hitTest(let view), .pointInside(let view), .hitTestRefused(let view, _), .pointInsideResult(let view, _):
            line.object = name(view)
        case .hitTestResult(let view, let result):
            line.object = name(view)
            line.other = result.map { name($0) }
        case .message(let receiver, let selector, let from):
            line.object = name(receiver)
            line.other = from.map { name($0) }
            line.selector = selector.rawValue
        case .chainEnded(let selector, let last):
            line.object = name(last)
            line.selector = selector.rawValue
        case .controlEvent(let control, _):
            line.object = name(control)
        case .action(let action, let target, let sender, _):
            line.object = sender.map { name($0) }
            line.other = target.map { name($0) }
            line.selector = action.name
        case .gestureState(let recognizer, _, _, _):
            line.object = name(recognizer)
        case .gestureAction(let recognizer, let action, let target):
            line.object = name(recognizer)
            line.other = target.map { name($0) }
            line.selector = action?.name
        case .user, .note, .decision:
            break
        }
        return line
    }

    /// The object's name, the same for the whole trace.
    private mutating func name(_ object: AnyObject) -> String {
        if legacy != nil { return legacy!.name(of: object) }
        return names.name(of: object)
    }
}

/// A 64-bit FNV-1a digest of a trace's bytes: the end record carries the digest of every line before it, so
/// `--verify` notices a trace changed after it was recorded — in the header, a marker, anywhere — even where
/// the replay cannot (an edited label). It detects changes, not forgeries: anyone may recompute it.
struct TraceDigest: Equatable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    /// "fnv1a64:" and 16 hexadecimal digits, as the end record writes it.
    var text: String {
        let hex = String(value, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Version 1's naming: every object "Class#n" (its class as `className(of:)` gives it), n counting that class's
/// objects in order of first appearance.
@MainActor
struct FirstAppearanceNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var counts: [String: Int] = [:]
    private var named: [AnyObject] = []

    mutating func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let known = names[id] { return known }
        let base = className(of: object)
        let number = (counts[base] ?? 0) + 1
        counts[base] = number
        let made = "\(base)#\(number)"
        names[id] = made
        named.append(object)
        return made
    }
}
