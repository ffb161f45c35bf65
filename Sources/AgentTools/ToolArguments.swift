import Foundation
import MCP

/// A call's arguments, read with their limits: every number finite and in range, every text bounded, so no value
/// from an agent becomes a trap, a hang or an unbounded world.
struct ToolArguments {
    let values: [String: Value]

    /// An argument given as null is one not given: agents send null for an optional argument they leave out.
    init(values: [String: Value]) { self.values = values.filter { $0.value != .null } }

    /// The most text one argument may carry (a scene, a dump, an input script).
    static let maximumText = 1_000_000

    func text(_ key: String) throws(ToolFailure) -> String? {
        guard let value = values[key] else { return nil }
        guard let text = value.stringValue else { throw ToolFailure("\(key) must be a string") }
        guard text.utf8.count <= Self.maximumText else {
            throw ToolFailure("\(key) is \(text.utf8.count) bytes; the most is \(Self.maximumText)")
        }
        return text
    }

    func requiredText(_ key: String) throws(ToolFailure) -> String {
        guard let text = try text(key) else { throw ToolFailure("missing \(key)") }
        return text
    }

    func flag(_ key: String) throws(ToolFailure) -> Bool? {
        guard let value = values[key] else { return nil }
        guard let flag = value.boolValue else { throw ToolFailure("\(key) must be true or false") }
        return flag
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(ToolFailure) -> Double? {
        guard let value = values[key] else { return nil }
        return try Self.number(value, key, in: range)
    }

    static func number(_ value: Value, _ key: String, in range: ClosedRange<Double>) throws(ToolFailure) -> Double {
        let number = value.doubleValue ?? value.intValue.map(Double.init)
        guard let number, number.isFinite, range.contains(number) else {
            throw ToolFailure("\(key) must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A point `[x, y]` in screen points.
    func point(_ key: String) throws(ToolFailure) -> CGPoint? {
        guard let value = values[key] else { return nil }
        return try Self.point(value, key)
    }

    static func point(_ value: Value, _ key: String) throws(ToolFailure) -> CGPoint {
        guard let pair = value.arrayValue, pair.count == 2 else { throw ToolFailure("\(key) must be [x, y]") }
        let limit = 1_000_000.0
        return CGPoint(x: try number(pair[0], key + "[0]", in: -limit...limit),
                       y: try number(pair[1], key + "[1]", in: -limit...limit))
    }

    /// A list of strings, at most `limit`.
    func texts(_ key: String, limit: Int = 100) throws(ToolFailure) -> [String] {
        guard let value = values[key] else { return [] }
        guard let items = value.arrayValue, items.count <= limit else {
            throw ToolFailure("\(key) must be a list of at most \(limit) strings")
        }
        var texts: [String] = []
        for item in items {
            guard let text = item.stringValue, text.utf8.count <= 1_000 else {
                throw ToolFailure("\(key) must be a list of strings")
            }
            texts.append(text)
        }
        return texts
    }
}
