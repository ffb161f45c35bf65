import Foundation

/// One line of a `recursiveDescription` dump, as UIKit prints it:
///
///        |    | <UIButton: 0x7fe43c880a90; frame = (20 100; 80 44); opaque = NO; layer = <CALayer: 0x600000a3c5a0>>
///
/// The `|` marks before the `<` give the depth — one per level, whatever the spaces around them (iOS prints
/// `   | ` per level, older systems and pasted logs `| ` or `|`). Inside the outer `<…>` come the class and
/// address, then `key = value` fields separated by `;` (`contentOffset: {0, 0}` uses a colon). Values nest —
/// `(0 0; 320 460)`, `{{0, 0}, {375, 667}}`, `<CALayer: 0x…>`, `{ <A>=<B>; }` — and a quoted text may hold `;`
/// or `>`, so the line is split where no bracket or quote is open. What follows the closing `>` (an image
/// view's ` - (null)`, a button's `' title'`) says nothing hit-testing needs and is left.
///
/// Reading is one pass over the line's bytes: no backtracking, so a hostile line costs its length.
struct DumpLine {
    let number: Int
    /// The count of `|` marks: 0 for the dump's first line.
    let depth: Int
    let className: String
    let address: String?
    /// The fields by key, the first of a repeated key kept; values as printed, trimmed.
    let fields: [String: String]

    /// What is wrong with a line that is not a view's description.
    struct Problem: Error {
        let message: String
    }

    private static let (space, tab, bar, quote): (UInt8, UInt8, UInt8, UInt8) = (32, 9, 124, 39)

    /// Reads a line's bytes (no line break).
    static func read(_ bytes: [UInt8], number: Int) throws(Problem) -> DumpLine {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "<")) else {
            throw Problem(message: "no '<' starts a view's description")
        }
        guard bytes[..<open].allSatisfy({ $0 == space || $0 == tab || $0 == bar }) else {
            throw Problem(message: "text before the view's '<' that is not '|' indentation")
        }
        let depth = bytes[..<open].reduce(0) { $0 + ($1 == bar ? 1 : 0) }
        let object = try description(bytes, open: open)
        return DumpLine(number: number, depth: depth, className: object.className, address: object.address,
                        fields: object.fields)
    }

    /// An object's description as UIKit prints it, `<Class: 0x…; key = value; …>`, opening at `open`: its class,
    /// address and fields, and where its `>` is. A view's line holds one; a printed array of gesture recognizers
    /// several. A recognizer's name, printed in parentheses after the address, is the field `(name)`.
    static func description(_ bytes: [UInt8], open: Int) throws(Problem)
        -> (className: String, address: String?, fields: [String: String], close: Int)
    {
        guard let close = matchingClose(bytes, open: open) else {
            throw Problem(message: "the '<' of the description is never closed")
        }
        let parts = split(bytes, open + 1..<close)
        guard let header = parts.first else { throw Problem(message: "an empty description '<>'") }
        let headerText = text(bytes, header)
        let (className, address) = try readHeader(headerText)
        var fields: [String: String] = [:]
        if let open = headerText.firstIndex(of: "("), headerText.hasSuffix(")") {
            fields["(name)"] = String(headerText[headerText.index(after: open)..<headerText.index(before: headerText.endIndex)])
        }
        for part in parts.dropFirst() {
            guard let (key, value) = field(bytes, part) else { continue }
            if fields[key] == nil { fields[key] = value }
        }
        return (className, address, fields, close)
    }

    /// `UIButton: 0x7fe43c880a90` → the class and address. A class is an `ObjectName`; the address, when there,
    /// is `0x` and hex digits.
    private static func readHeader(_ header: String) throws(Problem) -> (String, String?) {
        let halves = header.split(separator: ":", maxSplits: 1)
        let name = (halves.first ?? "").trimmingCharacters(in: .whitespaces)
        guard ObjectName.isValid(name) else {
            throw Problem(message: "no class name at the start of the description")
        }
        guard halves.count == 2 else { return (name, nil) }
        // A gesture recognizer prints its `name` in parentheses after the address: `0x11f511930 (pan.main)`.
        var address = halves[1].trimmingCharacters(in: .whitespaces)
        if let space = address.firstIndex(of: " "), address[space...].trimmingCharacters(in: .whitespaces).hasPrefix("(") {
            address = String(address[..<space])
        }
        let digits = address.utf8.dropFirst(2)
        guard address.hasPrefix("0x"), !digits.isEmpty, digits.count <= 32,
            digits.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) || (65...70).contains($0) })
        else { throw Problem(message: "'\(address.prefix(40))' is not an address (0x and hex digits)") }
        return (name, address)
    }

    /// `key = value` or `key: value` → both trimmed; nil for a part with neither or an empty key.
    private static func field(_ bytes: [UInt8], _ range: Range<Int>) -> (String, String)? {
        guard let separator = bytes[range].firstIndex(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ":") })
        else { return nil }
        let key = text(bytes, range.lowerBound..<separator)
        guard !key.isEmpty, !key.contains(" ") else { return nil }
        return (key, text(bytes, separator + 1..<range.upperBound))
    }

    /// The bytes as text, trimmed of spaces and tabs (and, when a non-ASCII byte is at either end, of every
    /// Unicode space: `.whitespaces`, the slow way, for the rare case).
    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard start == end || (bytes[start] < 0x80 && bytes[end - 1] < 0x80) else {
            return text.trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    // MARK: Brackets and quotes

    /// Whether `byte` opens or closes a nesting: `(`, `{`, `[`, `<` and their partners.
    private static func nesting(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"): 1
        case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ">"): -1
        default: 0
        }
    }

    /// Where the quote opened at `start` ends: at a `'` followed, after spaces, by `;`, `>` or the end of
    /// `limit` — so `'Don't; stop'` is one text. Nil when no such `'` comes: the first `'` was an apostrophe.
    /// Each quote is searched from its own opening to the next one that ends there, and the scan resumes after
    /// it, so a line is still read in one pass.
    private static func quoteEnd(_ bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        var index = start + 1
        while index < limit {
            if bytes[index] == quote {
                var next = index + 1
                while next < limit, bytes[next] == space { next += 1 }
                if next == limit || bytes[next] == UInt8(ascii: ";") || bytes[next] == UInt8(ascii: ">") { return index }
            }
            index += 1
        }
        return nil
    }

    /// Just after the quote that opens at `index`, when one does and ends before `limit`; else nil. A quote with
    /// no end is remembered in `searchedUpTo`, so no later `'` searches the same bytes again: the pass stays linear.
    private static func skipQuote(_ bytes: [UInt8], at index: Int, limit: Int, searchedUpTo: inout Int) -> Int? {
        guard bytes[index] == quote, index > searchedUpTo else { return nil }
        if let end = quoteEnd(bytes, from: index, limit: limit) { return end + 1 }
        searchedUpTo = limit
        return nil
    }

    /// The `>` that closes the `<` at `open`, brackets and quotes between kept apart; nil when none does.
    private static func matchingClose(_ bytes: [UInt8], open: Int) -> Int? {
        var level = 1
        var index = open + 1
        var quoteSearchedUpTo = -1
        while index < bytes.count {
            if let after = skipQuote(bytes, at: index, limit: bytes.count, searchedUpTo: &quoteSearchedUpTo) {
                index = after
                continue
            }
            let byte = bytes[index]
            let step = nesting(byte)
            if step < 0, level == 1 {
                if byte == UInt8(ascii: ">") { return index }
            } else {
                level += step
            }
            index += 1
        }
        return nil
    }

    /// The parts of `range` between top-level `;` (none of them empty after trimming).
    private static func split(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var level = 0, start = range.lowerBound, index = range.lowerBound
        var quoteSearchedUpTo = -1
        func add(_ end: Int) {
            if bytes[start..<end].contains(where: { $0 != space && $0 != tab }) { parts.append(start..<end) }
        }
        while index < range.upperBound {
            if let after = skipQuote(bytes, at: index, limit: range.upperBound, searchedUpTo: &quoteSearchedUpTo) {
                index = after
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ";"), level == 0 {
                add(index)
                start = index + 1
            } else {
                level = max(0, level + nesting(byte))
            }
            index += 1
        }
        add(range.upperBound)
        return parts
    }
}
