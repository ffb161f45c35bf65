import Dispatcher
import Foundation

/// Reads a trace line by line, in bounded memory, however long the trace.
///
/// A bad line in the middle is an error with its line number (or, with `skippingBadLines`, a warning); a bad last
/// line without its newline is what a killed recorder leaves, so it is a warning and reading stops there. A line
/// longer than `maximumLineLength` is bad.
public final class TraceReader {
    /// The longest line read (a trace line is short; this bounds memory against corrupt files).
    public static let maximumLineLength = 1 << 20

    public private(set) var warnings: [String] = []
    /// The header, once read (nil for a file of input records alone).
    public private(set) var header: TraceHeader?
    /// Once the end record is read: the digest it carries (nil in a trace written without one) and the digest of
    /// the lines before it and of its time, as read here (`TraceDigest`; computed when reading everything).
    public private(set) var endDigest: (recorded: String?, read: String)?
    private var digest = TraceDigest()
    private var digestBeforeLine = TraceDigest()

    private let handle: FileHandle
    private let source: TraceByteSource
    /// A compressed file that turned out corrupt: reading stops there, and this is the error.
    private var sourceFailure: TraceError?
    private let skipsBadLines: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The file ended (as opposed to reading having stopped at a runaway line).
    private var reachedEndOfFile = false
    private var lineNumber = 0
    private var checker = InputChecker()

    /// Which lines to read in full. A replay's input reader has no use for the recorded log, which is most of a
    /// trace: lines written as log records (`{"type": "log", …}`) are passed over unparsed.
    public enum Selection: Sendable { case everything, allButLog }

    private let selection: Selection
    private static let logPrefix = Array(#"{"type": "log", "#.utf8)

    /// Whether a bad last line without its newline is an error like any other (an input script, whose last line
    /// often has no newline) rather than what a killed recorder leaves (a trace: a warning).
    private let cutLastLineIsBad: Bool

    /// The bytes of lines read so far (after decompression: a plain trace's size, for a compressed one).
    public private(set) var bytesRead = 0

    /// The number of the line read last, from 1.
    public var currentLine: Int { lineNumber }

    public init(path: String, skippingBadLines: Bool = false, reading selection: Selection = .everything,
                cutLastLineIsBad: Bool = false) throws(TraceError)
    {
        self.cutLastLineIsBad = cutLastLineIsBad
        // A directory opens but cannot be read: say so, rather than trap at the first read.
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .cannotRead("\(path): it is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotRead("\(path): \(String(cString: strerror(errno)))")
        }
        self.handle = handle
        source = TraceByteSource(handle: handle)
        skipsBadLines = skippingBadLines
        self.selection = selection
    }

    deinit { try? handle.close() }

    /// The next item, or nil at the end.
    public func next() throws(TraceError) -> TraceItem? {
        guard case .item(let item)? = try next(matchingLog: nil) else { return nil }
        return item
    }

    /// What `next(matchingLog:)` found.
    enum Read {
        case item(TraceItem)
        /// A log line equal, byte for byte, to the one expected: passed over unparsed.
        case matched
    }

    /// Like `next()`, but a complete log line equal byte for byte to `expected` (a verifier's replayed line, in the
    /// form this build writes) is `.matched` without being parsed: equal bytes are equal in every field. Any
    /// other line is parsed and checked as usual.
    func next(matchingLog expected: [UInt8]?) throws(TraceError) -> Read? {
        while let (line, complete) = nextLine() {
            if selection == .everything {
                digestBeforeLine = digest
                digest.add(line)
                if complete { digest.add(CollectionOfOne(0x0A)) }
            }
            if selection == .allButLog, complete, line.starts(with: Self.logPrefix), line.last == UInt8(ascii: "}") {
                continue
            }
            if let expected, complete, Self.same(line, expected) {
                return .matched
            }
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if trimmed.allSatisfy({ $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: " ") })
                || trimmed.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
            {
                continue
            }
            do throws(TraceError) {
                guard line.count <= Self.maximumLineLength else {
                    throw TraceError.bad(line: lineNumber, message: "longer than \(Self.maximumLineLength) bytes"
                        + (atEnd && !reachedEndOfFile ? ", with no line end in the next \(Self.maximumSkip >> 20) MiB: "
                            + "reading stops" : ""))
                }
                return .item(try item(from: trimmed))
            } catch {
                if let sourceFailure { throw sourceFailure }
                if !complete, !cutLastLineIsBad {
                    warnings.append("line \(lineNumber): the last line is cut short (\(error)); it is ignored")
                    return nil
                }
                guard skipsBadLines else { throw error }
                warnings.append("\(error) (skipped)")
            }
        }
        if let sourceFailure { throw sourceFailure }
        return nil
    }

    private func item(from line: ArraySlice<UInt8>) throws(TraceError) -> TraceItem {
        let fields: [String: JSONValue]
        do {
            fields = try InputChecker.fields(of: line, lineNumber: lineNumber)
        } catch {
            throw .bad(line: error.line, message: error.message)
        }
        guard let type = fields["type"] else {
            do {
                return .input(try checker.record(from: fields, lineNumber: lineNumber))
            } catch {
                throw .bad(line: error.line, message: error.message)
            }
        }
        func fail(_ message: String) -> TraceError { .bad(line: lineNumber, message: message) }
        func string(_ key: String) -> String? {
            if case .string(let value)? = fields[key] { return value }
            return nil
        }
        func number(_ key: String, in range: ClosedRange<Double> = InputLimits.times, whole: Bool = false)
            throws(TraceError) -> Double
        {
            guard case .number(let value)? = fields[key] else { throw fail("\"\(key)\" must be a number") }
            if let problem = InputLimits.problem(key, value, in: range, whole: whole) { throw fail(problem) }
            return value
        }
        switch type {
        case .string("header"):
            guard lineNumber == 1 || header == nil else { throw fail("a second header") }
            guard string("format") == TraceHeader.formatName else { throw fail("not a \(TraceHeader.formatName) header") }
            let version = Int(try number("version", in: InputLimits.versions, whole: true))
            guard TraceHeader.supportedVersions.contains(version) else { throw .unknownVersion(version) }
            guard let example = string("example") else { throw fail("the header names no example") }
            var parsed = TraceHeader(version: version, app: string("app") ?? "", example: example, variant: string("variant"))
            if case .object(let screen)? = fields["screen"] {
                func side(_ key: String, in range: ClosedRange<Double>) throws(TraceError) -> Double? {
                    guard let value = screen[key] else { return nil }
                    guard case .number(let number) = value else { throw fail("\"screen.\(key)\" must be a number") }
                    if let problem = InputLimits.problem("screen.\(key)", number, in: range) { throw fail(problem) }
                    return number
                }
                parsed.screenWidth = try side("width", in: InputLimits.screenSides) ?? parsed.screenWidth
                parsed.screenHeight = try side("height", in: InputLimits.screenSides) ?? parsed.screenHeight
                parsed.scale = try side("scale", in: InputLimits.screenScales) ?? parsed.scale
            }
            parsed.device = string("device") ?? parsed.device
            if let scene = fields["scene"] {
                guard case .string(let text) = scene else { throw fail("\"scene\" must be a scene file's text") }
                parsed.scene = text
            }
            if let set = fields["set"] {
                guard case .array(let values) = set, values.count <= InputLimits.maximumSettings else {
                    throw fail("\"set\" must be a list of at most \(InputLimits.maximumSettings) changes")
                }
                parsed.settings = try values.map { value throws(TraceError) in
                    guard case .string(let change) = value, change.utf8.count <= InputLimits.maximumSettingLength else {
                        throw fail("each of \"set\" must be a change such as \"EView.hidden=true\", at most "
                            + "\(InputLimits.maximumSettingLength) bytes")
                    }
                    return change
                }
            }
            header = parsed
            return .header(parsed)
        case .string("log"):
            guard let kind = string("kind"), let text = string("text") else { throw fail("a log record needs kind and text") }
            return .log(TraceLogLine(
                seq: Int(try number("seq", in: InputLimits.sequenceNumbers, whole: true)), t: try number("t"), kind: kind, text: text, object: string("obj"),
                other: string("other"), selector: string("sel")))
        case .string("marker"):
            return .marker(t: try number("t"), label: string("label") ?? "")
        case .string("end"):
            let t = try number("t")
            var read = digestBeforeLine
            read.add(JSONText.time(t).utf8)
            endDigest = (string("digest"), read.text)
            return .end(t: t)
        default:
            throw fail("unknown record type; valid: header, log, marker, end, or an input record (no type)")
        }
    }

    /// Whether two lines hold the same bytes (`memcmp`: the generic comparison was 8 % of a verified replay).
    private static func same(_ line: ArraySlice<UInt8>, _ expected: [UInt8]) -> Bool {
        guard line.count == expected.count else { return false }
        guard !line.isEmpty else { return true }
        return line.withUnsafeBytes { a in
            expected.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The next line's bytes and whether it ended with a newline.
    private func nextLine() -> (ArraySlice<UInt8>, complete: Bool)? {
        while true {
            if let newline = newlineIndex() {
                let line = buffer[start..<newline]
                start = newline + 1
                lineNumber += 1
                return (line, true)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return (line, false)
            }
            if buffer.count - start > Self.maximumLineLength {
                // A runaway line: keep its head (so it is reported) and drop the rest up to its newline — at most
                // `maximumSkip` bytes, so a device that never ends (/dev/zero) stops reading in bounded time.
                let line = buffer[start..<buffer.count]
                start = buffer.count
                if !skipRestOfLine() { atEnd = true }
                lineNumber += 1
                return (line, true)
            }
            refill()
        }
    }

    /// Where the next newline is in the buffer, from `start` (`memchr`, as lines are long and newlines rare).
    private func newlineIndex() -> Int? {
        guard start < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw in
            memchr(raw.baseAddress! + start, 0x0A, raw.count - start).map { UnsafeRawPointer($0) - raw.baseAddress! }
        }
    }

    private func refill() {
        buffer.removeFirst(start)
        start = 0
        let chunk = readChunk()
        if chunk.isEmpty { (atEnd, reachedEndOfFile) = (true, true) } else { buffer.append(contentsOf: chunk) }
    }

    /// The next bytes of the file (decompressed); empty at its end or, for a corrupt compressed file, where it
    /// stops being readable (the failure is thrown once the lines before it are read).
    private func readChunk() -> [UInt8] {
        do throws(ZstdFailure) {
            let chunk = try source.read()
            bytesRead += chunk.count
            return chunk
        } catch {
            sourceFailure = .bad(line: lineNumber + 1, message: "the compressed trace cannot be read on (\(error))")
            return []
        }
    }

    /// How far past a runaway line's head the reader looks for its end before it gives up on the file.
    static let maximumSkip = 64 << 20

    /// Reads past the rest of a runaway line; false when no newline came within `maximumSkip` bytes (reading
    /// stops) or the file ended.
    private func skipRestOfLine() -> Bool {
        var skipped = 0
        while skipped < Self.maximumSkip {
            let chunk = readChunk()
            if chunk.isEmpty {
                reachedEndOfFile = true
                return false
            }
            if let newline = chunk.firstIndex(of: 0x0A) {
                buffer = Array(chunk[(newline + 1)...])
                start = 0
                return true
            }
            skipped += chunk.count
        }
        return false
    }
}
