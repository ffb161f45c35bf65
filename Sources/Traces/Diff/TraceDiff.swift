import Foundation

/// Two traces compared record by record — inputs and dispatch records, every field — and by what they decided
/// (`DecisionTally`): the first place they differ, with the records both agreed on just before, and each kind of
/// decision whose counts changed, before → after. Both are read line by line at once, so memory stays bounded
/// however long they are. Headers (example, variant, device, what-if changes) are reported when they differ but
/// are not records: two scenes that dispatch alike are equal.
public struct TraceDiff: Sendable {
    /// Where the traces first part.
    public struct FirstDifference: Sendable, Equatable {
        /// The lines of A and B there, in the log's timed notation; nil when that side had ended.
        public let a: String?
        public let b: String?
        /// The field that differs (`obj: A "EView#2", B "EView#3"`), when the lines alone do not show it.
        public let field: String?
        /// Up to three lines both agreed on just before.
        public let context: [String]
    }

    /// A kind of decision whose counts differ: each value with its count in A and in B (0 where absent).
    public struct Change: Sendable, Equatable {
        public let category: DecisionTally.Category
        public let values: [(value: String, a: Int, b: Int)]

        public static func == (lhs: Change, rhs: Change) -> Bool {
            lhs.category == rhs.category && lhs.values.elementsEqual(rhs.values) { $0 == $1 }
        }
    }

    public let headerChanges: [String]
    public let first: FirstDifference?
    public let changes: [Change]
    public let comparedRecords: Int
    /// Every decision of each side, counted (the changes are where they differ; the rest is what both did).
    public let tallies: (a: DecisionTally, b: DecisionTally)

    public var isEqual: Bool { first == nil }

    /// Compares the traces at `a` and `b`; a file that cannot be read, or a bad line, is an error (with the file
    /// and line) — never a comparison of what could be read.
    public init(_ a: String, _ b: String) throws(TraceDiffError) {
        func open(_ path: String) throws(TraceDiffError) -> FileSide {
            do throws(TraceError) {
                return FileSide(path: path, reader: try TraceReader(path: path))
            } catch { throw TraceDiffError(path: path, error: error) }
        }
        var sideA = try open(a), sideB = try open(b)
        try self.init(&sideA, &sideB)
    }

    /// Compares two sessions held in memory (a what-if change's before and after): their headers and items.
    public init(_ a: (header: TraceHeader?, items: [TraceItem]), _ b: (header: TraceHeader?, items: [TraceItem])) {
        var sideA = ListSide(header: a.header, items: a.items), sideB = ListSide(header: b.header, items: b.items)
        self.init(&sideA, &sideB)
    }

    private init<Side: DiffSide>(_ sideA: inout Side, _ sideB: inout Side) throws(Side.Failure) {
        var tallyA = DecisionTally(), tallyB = DecisionTally()
        var first: FirstDifference?
        var context: [String] = []
        var compared = 0
        while true {
            let itemA = try sideA.next(counting: &tallyA), itemB = try sideB.next(counting: &tallyB)
            if itemA == nil, itemB == nil { break }
            guard first == nil else { continue }  // read on, for the counts
            if let field = Self.difference(itemA, itemB) {
                first = FirstDifference(a: itemA.map(Self.timed), b: itemB.map(Self.timed),
                                        field: field.isEmpty ? nil : field, context: context)
                continue
            }
            compared += 1
            context.append(Self.timed(itemA!))
            if context.count > 3 { context.removeFirst() }
        }
        tallyA.endPass()
        tallyB.endPass()
        headerChanges = Self.headerChanges(sideA.header, sideB.header)
        self.first = first
        changes = Self.changes(tallyA, tallyB)
        comparedRecords = compared
        tallies = (tallyA, tallyB)
    }

    /// One side of a comparison: its inputs and log records in order (counted into a tally as they pass), and
    /// its header once read.
    private protocol DiffSide {
        /// What reading can fail with: a file's error, or `Never` for a list.
        associatedtype Failure: Error
        var header: TraceHeader? { get }
        mutating func next(counting tally: inout DecisionTally) throws(Failure) -> TraceItem?
    }

    /// A trace file read line by line.
    private struct FileSide: DiffSide {
        let path: String
        let reader: TraceReader
        var header: TraceHeader?

        init(path: String, reader: TraceReader) {
            self.path = path
            self.reader = reader
        }

        /// Whether any line was read: an empty file is no trace, not an empty one.
        var readAny = false

        mutating func next(counting tally: inout DecisionTally) throws(TraceDiffError) -> TraceItem? {
            do throws(TraceError) {
                while let item = try reader.next() {
                    readAny = true
                    if case .header(let read) = item { header = read }
                    if let counted = TraceDiff.counted(item, into: &tally) { return counted }
                }
                guard readAny else { throw TraceError.empty(path) }
                return nil
            } catch {
                throw TraceDiffError(path: path, error: error)
            }
        }
    }

    /// A session's items held in memory.
    private struct ListSide: DiffSide {
        let header: TraceHeader?
        let items: [TraceItem]
        var position = 0

        init(header: TraceHeader?, items: [TraceItem]) {
            self.header = header
            self.items = items
        }

        mutating func next(counting tally: inout DecisionTally) -> TraceItem? {
            while position < items.count {
                position += 1
                if let counted = TraceDiff.counted(items[position - 1], into: &tally) { return counted }
            }
            return nil
        }
    }

    /// An input or log record, counted; nil for what is not compared (a header, a marker, the end).
    fileprivate static func counted(_ item: TraceItem, into tally: inout DecisionTally) -> TraceItem? {
        switch item {
        case .input:
            tally.endPass()
            return item
        case .log(let line):
            tally.read(line)
            return item
        case .header, .marker, .end: return nil
        }
    }

    /// Nil when the items are the same; else the differing field's description ("" when the lines show it).
    private static func difference(_ a: TraceItem?, _ b: TraceItem?) -> String? {
        switch (a, b) {
        case (.log(let x)?, .log(let y)?): return x.firstDifference(from: y, sides: ("A", "B")).map { $0 == "text" ? "" : $0 }
        case (.input(let x)?, .input(let y)?): return x.jsonLine == y.jsonLine ? nil : "an input"
        case (nil, _), (_, nil): return ""
        default: return "the order of inputs and records"
        }
    }

    static func timed(_ item: TraceItem) -> String {
        switch item {
        case .log(let line): line.timed
        case .input(let input): JSONText.time(input.t) + " # input " + input.jsonLine
        default: "\(item)"
        }
    }

    private static func headerChanges(_ a: TraceHeader?, _ b: TraceHeader?) -> [String] {
        func show(_ value: String?) -> String { value.flatMap { $0.isEmpty ? nil : $0 } ?? "none" }
        let fields: [(String, String?, String?)] = [
            ("example", a?.example, b?.example), ("variant", a?.variant, b?.variant), ("device", a?.device, b?.device),
            ("set", a.map { $0.settings.joined(separator: ", ") }, b.map { $0.settings.joined(separator: ", ") }),
        ]
        return fields.filter { $0.1 != $0.2 }.map { "\($0.0): \(show($0.1)) → \(show($0.2))" }
    }

    private static func changes(_ a: DecisionTally, _ b: DecisionTally) -> [Change] {
        DecisionTally.Category.allCases.compactMap { category in
            let countsA = a.counts[category] ?? [:], countsB = b.counts[category] ?? [:]
            guard countsA != countsB else { return nil }
            let values = Set(countsA.keys).union(countsB.keys).sorted()
                .map { (value: $0, a: countsA[$0] ?? 0, b: countsB[$0] ?? 0) }
                .filter { $0.a != $0.b }
            return Change(category: category, values: values)
        }
    }
}

/// A trace that could not be compared: which file, and why.
public struct TraceDiffError: Error, CustomStringConvertible {
    public let path: String
    public let error: TraceError

    public var description: String { "\(path): \(error)" }
}
