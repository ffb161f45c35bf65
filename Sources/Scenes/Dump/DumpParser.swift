import Foundation

/// A view read from a dump: its line, its superview's index among the nodes (nil for a top-level view) and what
/// the line says about it. Nodes come in the dump's order — each view before its subviews, subviews back to front,
/// as `recursiveDescription` prints them — so a superview always comes before its subviews.
public struct DumpNode: Sendable {
    public let line: Int
    public let parent: Int?
    public let spec: ViewSpec
}

/// A line the reader skipped, and why.
public struct DumpDiagnostic: Sendable, Equatable {
    public let line: Int
    public let message: String

    /// `DUMP.txt:17: cannot read …, skipped`.
    public func text(path: String) -> String { "\(path):\(line): \(message)" }
}

/// A dump's views, the gesture recognizers pasted under them (each with the index of the node that holds it),
/// and the lines skipped on the way.
public struct ParsedDump: Sendable {
    public let nodes: [DumpNode]
    public var recognizers: [(recognizer: PrintedRecognizer, owner: Int)] = []
    public let diagnostics: [DumpDiagnostic]
}

/// Reads the text of a `recursiveDescription` dump into views, line by line, in one pass.
///
/// A line that is not a view's description (a debugger prompt, a log timestamp, garbage) is reported and skipped;
/// so is a view whose values cannot be used, with its subviews, which have nowhere to go. Nothing in the text can
/// make the reader trap or take more than time linear in its length: lines, depth and views are capped.
public enum DumpParser {
    public static let maximumLineLength = 64 * 1024
    public static let maximumDepth = 200
    public static let maximumViews = ViewLimits.maximumViews

    public static func parse(_ text: String) -> ParsedDump {
        var nodes: [DumpNode] = []
        var diagnostics: [DumpDiagnostic] = []
        // The node at each depth along the current line's ancestors; nil where that line was skipped.
        var ancestors: [Int?] = []
        var baseDepth: Int?
        var topIsWindow = false
        func skip(_ number: Int, _ message: String) { diagnostics.append(DumpDiagnostic(line: number, message: message)) }

        // Pasted recognizers, each with the last node read before it (its holder unless it names its view).
        var printed: [(recognizer: PrintedRecognizer, after: Int?)] = []
        let lines = Array(text.utf8.split(separator: 10, omittingEmptySubsequences: false))
        var offset = 0
        while offset < lines.count {
            let slice = lines[offset]
            offset += 1
            let number = offset
            guard slice.count <= maximumLineLength else {
                skip(number, "cannot read a line of \(slice.count) bytes (the most is \(maximumLineLength)), skipped")
                continue
            }
            var bytes = Array(slice)
            if bytes.last == 13 { bytes.removeLast() }  // a CRLF file
            guard bytes.contains(where: { $0 != 32 && $0 != 9 }) else { continue }
            if PrintedRecognizer.mentions(bytes) {
                var next = offset
                switch readRecognizers(bytes, number: number, lines: lines, next: &next) {
                case .success(let recognizers) where !recognizers.isEmpty:
                    offset = next
                    guard printed.count + recognizers.count <= PrintedRecognizer.maximumCount else {
                        skip(number, "more than \(PrintedRecognizer.maximumCount) gesture recognizers; the rest are not read")
                        continue
                    }
                    printed += recognizers.map { ($0, nodes.indices.last) }
                    continue
                case .success: break  // a view's line whose text has the words: read as a view
                case .failure(let problem):
                    offset = next
                    skip(number, "cannot read the gesture recognizers: \(problem.message), skipped")
                    continue
                }
            }
            let line: DumpLine
            do {
                line = try DumpLine.read(bytes, number: number)
            } catch {
                skip(number, "cannot read: \(error.message), skipped")
                continue
            }
            if baseDepth == nil { baseDepth = line.depth }
            let depth = line.depth - (baseDepth ?? line.depth)
            guard depth >= 0 else {
                skip(number, "cannot read a view less indented than the dump's first, skipped")
                continue
            }
            guard depth <= ancestors.count else {
                skip(number, "cannot read a view indented more than one level deeper than the line above, skipped")
                continue
            }
            ancestors.removeSubrange(depth...)
            guard depth == 0 || ancestors[depth - 1] != nil else {
                ancestors.append(nil)  // its superview was skipped: reported there
                continue
            }
            guard depth <= maximumDepth else {
                skip(number, "cannot read a view \(depth) levels deep (the most is \(maximumDepth)), skipped with its subviews")
                ancestors.append(nil)
                continue
            }
            // Another window (the keyboard's, a dump of each of `UIApplication.shared.windows`) is read as one.
            if depth == 0, topIsWindow, !ViewFactory.isWindow(line.className) {
                skip(number, "a top-level view after a window that is not a window; only windows' views are read, skipped with its subviews")
                ancestors.append(nil)
                continue
            }
            guard nodes.count < maximumViews else {
                skip(number, "more than \(maximumViews) views; the rest of the dump is not read")
                break
            }
            do {
                let spec = try DumpFields.spec(of: line)
                if nodes.isEmpty { topIsWindow = ViewFactory.isWindow(spec.className) }
                ancestors.append(nodes.count)
                nodes.append(DumpNode(line: number, parent: depth == 0 ? nil : ancestors[depth - 1], spec: spec))
            } catch {
                skip(number, "\(line.className): \(error.message), skipped with its subviews")
                ancestors.append(nil)
            }
        }
        let attached = attach(printed, to: nodes, skip: skip)
        return ParsedDump(nodes: nodes, recognizers: attached, diagnostics: diagnostics)
    }

    /// The most lines one recognizer's description may run over (a `must-fail = {…}` list prints one a line).
    static let maximumRecognizerLines = 256

    /// The recognizers described from the line `bytes` on, joining the lines after it (from `next`, moved past
    /// them) while a description is still open, up to `maximumRecognizerLines` and `maximumLineLength` bytes.
    private static func readRecognizers(_ bytes: [UInt8], number: Int, lines: [Substring.UTF8View], next: inout Int)
        -> Result<[PrintedRecognizer], DumpLine.Problem>
    {
        var joined = bytes
        var taken = 0
        while true {
            do throws(DumpLine.Problem) {
                return .success(try PrintedRecognizer.read(joined, line: number))
            } catch {
                guard next < lines.count, taken < maximumRecognizerLines,
                      joined.count + lines[next].count < maximumLineLength
                else { return .failure(error) }
                joined.append(32)
                joined += lines[next].filter { $0 != 13 }
                next += 1
                taken += 1
            }
        }
    }

    /// Each recognizer with the node that holds it: the view its `view = <… 0x…>` names, else the view read just
    /// before it (it was pasted under that view's line). One with neither is reported.
    private static func attach(_ printed: [(recognizer: PrintedRecognizer, after: Int?)], to nodes: [DumpNode],
                               skip: (Int, String) -> Void) -> [(recognizer: PrintedRecognizer, owner: Int)] {
        var byAddress: [String: Int] = [:]
        for (index, node) in nodes.enumerated() { if let address = node.spec.address { byAddress[address] = index } }
        return printed.compactMap { item in
            if let address = item.recognizer.viewAddress, let owner = byAddress[address] { return (item.recognizer, owner) }
            guard let owner = item.after else {
                skip(item.recognizer.line, "\(item.recognizer.className): no view above it in the dump to hold it, skipped")
                return nil
            }
            return (item.recognizer, owner)
        }
    }
}
