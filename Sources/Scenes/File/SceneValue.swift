import Foundation
import Yams

/// One value of a scene file with where it is — its line and column, and the path of keys that leads to it — so
/// each typed read either gives the value or an error that names the place and what was expected.
///
/// Every read is bounded: a document is visited node by node with a budget (`SceneValue.Budget`), so YAML
/// aliases that would unfold into millions of nodes stop with an error instead of running on.
struct SceneValue {
    let node: Node
    let path: String
    let file: String
    let budget: Budget

    /// How many values one file may visit — far more than any scene needs, few enough to stay fast — and how many
    /// views it may describe (`ViewLimits`), however its aliases unfold.
    final class Budget {
        var remaining = 200_000
        var views = ViewLimits.maximumViews
    }

    func error(_ message: String) -> SceneFileError {
        SceneFileError(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, path: path,
                       message: message)
    }

    private func child(_ node: Node, _ path: String) throws(SceneFileError) -> SceneValue {
        budget.remaining -= 1
        guard budget.remaining > 0 else { throw error("the file unfolds into too many values (aliases?)") }
        return SceneValue(node: node, path: path, file: file, budget: budget)
    }

    // MARK: Scalars

    var string: String? { if case .scalar(let scalar) = node { scalar.string } else { nil } }

    func text() throws(SceneFileError) -> String {
        guard let string else { throw error("expected text") }
        return string
    }

    /// A class's or a recognizer's name, as `ObjectName` allows it.
    func name() throws(SceneFileError) -> String {
        let text = try text()
        guard ObjectName.isValid(text) else { throw error("expected a name: \(ObjectName.rule)") }
        return text
    }

    func number(in range: ClosedRange<Double> = -1_000_000...1_000_000) throws(SceneFileError) -> Double {
        guard let string, let number = Double(string), number.isFinite else { throw error("expected a number") }
        guard range.contains(number) else {
            throw error("\(string) is out of range (\(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)))")
        }
        return number
    }

    func integer(in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
        guard let string, let number = Int(string) else { throw error("expected a whole number") }
        guard range.contains(number) else { throw error("\(number) is out of range (\(range.lowerBound) to \(range.upperBound))") }
        return number
    }

    func flag() throws(SceneFileError) -> Bool {
        switch string?.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw error("expected true or false")
        }
    }

    // MARK: Collections

    /// The items of a sequence.
    func items() throws(SceneFileError) -> [SceneValue] {
        guard case .sequence(let sequence) = node else { throw error("expected a list") }
        var result: [SceneValue] = []
        for (index, item) in sequence.enumerated() { result.append(try child(item, "\(path)[\(index)]")) }
        return result
    }

    /// `[a, b, …]` of exactly `count` numbers.
    func numbers(_ count: Int, range: ClosedRange<Double> = -1_000_000...1_000_000) throws(SceneFileError) -> [Double] {
        let items = try items()
        guard items.count == count else { throw error("expected a list of \(count) numbers") }
        var numbers: [Double] = []
        for item in items { numbers.append(try item.number(in: range)) }
        return numbers
    }

    func point() throws(SceneFileError) -> CGPoint {
        let n = try numbers(2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// A mapping's entries in the file's order, any keys (a scene's `variants:`).
    func entries() throws(SceneFileError) -> [(key: String, value: SceneValue)] {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping of names to values") }
        var entries: [(key: String, value: SceneValue)] = []
        for (key, value) in mapping {
            let keyValue = try child(key, path)
            guard let name = keyValue.string else { throw keyValue.error("expected a name") }
            entries.append((name, try child(value, path.isEmpty ? name : "\(path).\(name)")))
        }
        return entries
    }

    /// A mapping's values by key; a key outside `allowed` is an error that lists the allowed keys.
    func fields(allowed: [String]) throws(SceneFileError) -> Fields {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping of keys to values") }
        var values: [String: SceneValue] = [:]
        for (key, value) in mapping {
            let keyValue = try child(key, path)
            guard let name = keyValue.string else { throw keyValue.error("expected a key") }
            guard allowed.contains(name) else {
                throw keyValue.error("unknown key '\(name)'; expected one of: " + allowed.joined(separator: ", "))
            }
            values[name] = try child(value, path.isEmpty ? name : "\(path).\(name)")
        }
        return Fields(values: values, owner: self)
    }

    /// A mapping's values, each read at most once by name.
    struct Fields {
        let values: [String: SceneValue]
        let owner: SceneValue

        subscript(_ key: String) -> SceneValue? { values[key] }

        func required(_ key: String) throws(SceneFileError) -> SceneValue {
            guard let value = values[key] else { throw owner.error("missing key '\(key)'") }
            return value
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
