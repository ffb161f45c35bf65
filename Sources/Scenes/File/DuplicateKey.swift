import Foundation
import Yams

/// Where a key given twice in one mapping is given the second time. Yams reports the first time only (its
/// mark), so the file is read from there: the next line that starts at the same column with the same key, or, in
/// a flow mapping on one line (`{a: 1, a: 2}`), the key's next place on that line.
enum DuplicateKey {
    static func place(of key: String, after first: Mark, in text: String) -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line <= lines.count, !key.isEmpty else { return (first.line, first.column) }
        let spellings = [key, "\"\(key)\"", "'\(key)'"]
        // Later on the first line (a flow mapping, JSON on one line).
        let firstLine = Array(lines[first.line - 1])
        let afterFirst = min(max(first.column, 1), firstLine.count)
        let rest = String(firstLine[afterFirst...])
        for spelling in spellings {
            if let range = rest.range(of: spelling + ":") ?? rest.range(of: spelling + " :") {
                return (first.line, afterFirst + rest.distance(from: rest.startIndex, to: range.lowerBound) + 1)
            }
        }
        // A later line at the first key's column (a block mapping); a shallower line ends the mapping.
        for index in first.line..<lines.count {
            let line = Array(lines[index])
            let indent = line.prefix { $0 == " " }.count
            let content = String(line.dropFirst(indent))
            if content.isEmpty || content.hasPrefix("#") { continue }
            if indent + 1 < first.column, !content.hasPrefix("- ") { break }
            guard indent + 1 == first.column || (content.hasPrefix("- ") && indent + 3 == first.column) else { continue }
            let key = content.hasPrefix("- ") ? String(content.dropFirst(2)) : content
            if spellings.contains(where: { key.hasPrefix($0 + ":") || key.hasPrefix($0 + " :") }) {
                return (index + 1, first.column)
            }
        }
        return (first.line, first.column)
    }
}
