import Foundation

/// A gesture recognizer as UIKit prints it — `po view.gestureRecognizers`, `print(recognizer)` — pasted into a
/// dump under the view that holds it:
///
///     <UITapGestureRecognizer: 0x600003d1c000 (cardTap); baseClass = UITapGestureRecognizer; state = Possible;
///     cancelsTouchesInView = NO; view = <MyApp.CardView 0x7f8b5c40a0d0>; target= <(action=handleTap:,
///     target=<MyApp.ViewController 0x7f8b5c4091e0>)>; numberOfTapsRequired = 2; must-fail = {…}>
///
/// Observed in public reports of device output (docs/uikit-rules.md, "Printed gesture recognizers"): the name in
/// parentheses after the address; `baseClass` for a class outside UIKit; a flag only when it is not the default
/// (`enabled = NO`, `cancelsTouchesInView = NO`, `delaysTouchesBegan = YES`, `delaysTouchesEnded = NO`); the
/// recognizers it must wait for under `must-fail = {…}`, one a line; a tap's counts when not 1. What is not
/// printed keeps UIKit's default. The containers around them (`Optional([…])`, `<__NSArrayI 0x…>(…)`, `{(…)}`,
/// NSLog's quotes, `dump`'s `- … #0`) are read past.
public struct PrintedRecognizer: Sendable, Equatable {
    /// The dump's line where its description starts.
    public let line: Int
    public let className: String
    /// The UIKit class an app's or a framework's subclass is (`baseClass = UITapGestureRecognizer`).
    public let baseClass: String?
    public let address: String?
    /// The address of the view it is attached to, as printed (`view = <UIView 0x…>`).
    public let viewAddress: String?
    public let name: String?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public var minimumPressDuration: Double?
    /// Its targets' actions (`handleTap:`) and the first target's printed class.
    public var actions: [String] = []
    public var targetClass: String?
    /// The addresses of the recognizers it must wait for (`must-fail = {…}`).
    public var mustFail: [String] = []

    /// The most recognizers one dump's pasted descriptions give: far more than a screen holds.
    public static let maximumCount = 10_000

    /// Whether the bytes may hold a recognizer's description: `Recognizer:` or `Gesture:` (UIKit's private
    /// `_UIMultiSelectOneFingerPanGesture`) somewhere in them.
    /// One pass: each colon is checked for the words before it (a dump's long lines are read once, not once a
    /// starting place).
    static func mentions(_ bytes: [UInt8]) -> Bool {
        let marks = [Array("Recognizer".utf8), Array("Gesture".utf8)]
        return bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: ":") {
                for mark in marks where index >= mark.count {
                    if buffer[(index - mark.count)..<index].elementsEqual(mark) { return true }
                }
            }
            return false
        }
    }

    /// Every recognizer described in `bytes` at the top level (those nested in one's `must-fail` are its
    /// relations, not more recognizers), in order. A description that never closes is a problem: the text was
    /// cut short.
    static func read(_ bytes: [UInt8], line: Int) throws(DumpLine.Problem) -> [PrintedRecognizer] {
        var found: [PrintedRecognizer] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), startsRecognizer(bytes, at: index + 1) else {
                index += 1
                continue
            }
            let object = try DumpLine.description(bytes, open: index)
            found.append(PrintedRecognizer(line: line, className: object.className, address: object.address,
                                           fields: object.fields))
            index = object.close + 1
        }
        return found
    }

    /// Whether the text at `start` is a recognizer's class name, then a colon: `SomeGestureRecognizer:`,
    /// `UITextTapRecognizer:`, `_UIMultiSelectOneFingerPanGesture:`.
    private static func startsRecognizer(_ bytes: [UInt8], at start: Int) -> Bool {
        var end = start
        while end < bytes.count, end - start < 200,
            bytes[end] == UInt8(ascii: "_") || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "$")
                || (48...57).contains(bytes[end]) || (65...90).contains(bytes[end]) || (97...122).contains(bytes[end])
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return false }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        return name.hasSuffix("Recognizer") || name.hasSuffix("Gesture")
    }

    private init(line: Int, className: String, address: String?, fields: [String: String]) {
        self.line = line
        self.className = className
        self.address = address
        baseClass = fields["baseClass"]
        viewAddress = fields["view"].flatMap { Self.addresses(in: $0).first }
        name = fields["(name)"]
        func flag(_ key: String) -> Bool? {
            switch fields[key] {
            case "YES"?, "yes"?, "true"?, "1"?: true
            case "NO"?, "no"?, "false"?, "0"?: false
            default: nil
            }
        }
        isEnabled = flag("enabled") ?? true
        cancelsTouchesInView = flag("cancelsTouchesInView") ?? true
        delaysTouchesBegan = flag("delaysTouchesBegan") ?? false
        delaysTouchesEnded = flag("delaysTouchesEnded") ?? true
        numberOfTapsRequired = fields["numberOfTapsRequired"].flatMap(Int.init).map { min(max($0, 1), 10) } ?? 1
        numberOfTouchesRequired = fields["numberOfTouchesRequired"].flatMap(Int.init).map { min(max($0, 1), 10) } ?? 1
        minimumPressDuration = fields["minimumPressDuration"].flatMap(Double.init).flatMap {
            $0.isFinite && (0...3_600).contains($0) ? $0 : nil
        }
        let targets = fields["target"] ?? fields["targets"] ?? ""
        actions = Self.values(after: "action=", in: targets)
        targetClass = Self.values(after: "target=<", in: targets).first
        mustFail = fields["must-fail"].map(Self.entries) ?? []
    }

    /// The addresses of the descriptions listed in a `must-fail = { <A: 0x…; …>, <B: 0x…; …> }` value: each
    /// `<`'s at the list's own level, not those nested in an entry (its view's, its target's).
    private static func entries(in value: String) -> [String] {
        var found: [String] = []
        var depth = 0
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if character == "<" {
                if depth == 0 {
                    // The class name, then `: 0x` and the address: read in place, so the pass stays linear.
                    var cursor = value.index(after: index)
                    while cursor < value.endIndex, value[cursor].isLetter || value[cursor].isNumber || "_.$".contains(value[cursor]) {
                        cursor = value.index(after: cursor)
                    }
                    if value[cursor...].hasPrefix(": 0x") {
                        let digits = value[value.index(cursor, offsetBy: 4)...].prefix { $0.isHexDigit }
                        if !digits.isEmpty { found.append("0x" + digits) }
                    }
                }
                depth += 1
            } else if character == ">" {
                depth = max(0, depth - 1)
            }
            index = value.index(after: index)
        }
        return found
    }

    /// The `0x…` addresses in a printed value, in order.
    private static func addresses(in value: String) -> [String] {
        var found: [String] = []
        var rest = Substring(value)
        while let start = rest.range(of: "0x") {
            let digits = rest[start.upperBound...].prefix { $0.isHexDigit }
            if !digits.isEmpty { found.append("0x" + digits) }
            rest = rest[start.upperBound...].dropFirst(digits.count)
        }
        return found
    }

    /// The words after each `marker` up to a space, comma, colon-space or bracket: `action=handleTap:` gives
    /// `handleTap:`; `target=<MyApp.ViewController 0x…>` gives `MyApp.ViewController`.
    private static func values(after marker: String, in value: String) -> [String] {
        var found: [String] = []
        var rest = Substring(value)
        while let start = rest.range(of: marker) {
            var word = rest[start.upperBound...].prefix { !" ,)>".contains($0) }
            if marker.hasSuffix("<"), word.hasSuffix(":") { word = word.dropLast() }
            if !word.isEmpty { found.append(String(word)) }
            rest = rest[start.upperBound...]
        }
        return found
    }
}
