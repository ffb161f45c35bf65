import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// Writes a trace as it happens: the header, then every input and dispatch-log record of a world in order.
///
/// Lines are buffered and written out by `flush()` — the window flushes once a frame, so a killed process leaves a
/// valid trace up to its last frame — or whenever the buffer passes 64 KiB. A path ending in `.zst` is written
/// Zstandard-compressed (each flush a block, so a killed recorder's trace still reads up to it); the lines and
/// their digest are the same in both forms.
@MainActor
public final class TraceWriter {
    private let file: OutputFile
    private var buffer: [UInt8] = []
    private var encoder: TraceLineEncoder
    /// Set when writing a compressed trace.
    private let compressor: ZstdEncoder?
    /// The digest of every line written so far, for the end record.
    private var digest = TraceDigest()
    private static let bufferLimit = 64 * 1024

    /// Whether a trace written to `path` is compressed: its name ends in `.zst`.
    public static func compresses(_ path: String) -> Bool { path.hasSuffix(".zst") }

    /// Checks the inputs as the reader will, so a trace that could not be read back is never written on.
    private var checker = InputChecker()
    private var inputCount = 0

    /// Creates (or truncates) the file at `path` and writes the header; a header the reader would refuse (too
    /// many or too long what-if changes, a line over the reader's limit) is refused before the file is touched.
    /// `names` names the world's objects as they were when the trace starts (`ObjectNames(windows:)` of the world
    /// just built), as its replay will.
    public init(path: String, header: TraceHeader, names: ObjectNames) throws {
        encoder = TraceLineEncoder(names: names, version: header.version)
        if let problem = header.problem { throw TraceError.cannotWrite("\(path): \(problem)") }
        file = try OutputFile(path: path, mode: .inPlace)  // in place: a killed recorder leaves a valid trace
        compressor = Self.compresses(path) ? ZstdEncoder() : nil
        append(header.jsonLine)
        flush()
    }

    /// Records everything the world's log records from now on.
    @discardableResult
    public func follow(_ log: DispatchLog) -> LogObserver {
        log.addObserver { [unowned self] in write($0) }
    }

    /// Writes `record`; an input the reader would refuse (a finger down twice, a point or a time out of range)
    /// or a record past the time limit stops the trace there, with the reason in `failure`.
    public func write(_ record: DispatchRecord) {
        guard failure == nil else { return }
        if case .input(let input) = record.kind {
            inputCount += 1
            if let problem = checker.accept(input) {
                failure = "input \(inputCount) cannot be recorded: \(problem)"
                return
            }
            append(input.jsonLine)
        } else if let problem = InputLimits.problem("t", record.time, in: InputLimits.times) {
            failure = "a record cannot be recorded: \(problem)"
            return
        } else if let line = encoder.line(for: record) {
            appendLine { line.write(to: &$0) }
        }
        if buffer.count > Self.bufferLimit { flush() }
    }

    public func mark(_ label: String, at t: TimeInterval) {
        append("{\"type\": \"marker\", \"t\": \(JSONText.time(t)), \"label\": \(JSONText.quoted(label))}")
    }

    /// Ends the trace at time `t` (replay runs the clock that far), with the digest of every line before and of
    /// `t`.
    public func finish(at t: TimeInterval) {
        if failure == nil, let problem = InputLimits.problem("t", t, in: InputLimits.times) {
            failure = "the session cannot end there: \(problem)"
        }
        var final = digest
        final.add(JSONText.time(t).utf8)  // the end's own time too: it decides how far a replay runs
        append("{\"type\": \"end\", \"t\": \(JSONText.time(t)), \"digest\": \"\(final.text)\"}")
        flush(ending: true)
        if let error = file.close(), failure == nil { failure = "closing the trace failed: \(error)" }
    }

    /// The first write that failed (a full disk, a removed file): the trace stops growing there, and the host
    /// reports it instead of crashing or losing the session silently.
    public private(set) var failure: String?

    /// Writes out what is buffered.
    public func flush() { flush(ending: false) }

    private func flush(ending: Bool) {
        guard !buffer.isEmpty, failure == nil else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        var compressed: [UInt8]?
        if let compressor {
            switch compressor.compress(buffer, ending: ending) {
            case .success(let bytes): compressed = bytes
            case .failure(let error):
                failure = "compressing the trace failed: \(error)"
                return
            }
        }
        if let error = file.write(compressed ?? buffer) { failure = "writing the trace failed: \(error)" }
    }

    private func append(_ line: String) {
        appendLine { $0.append(contentsOf: line.utf8) }
    }

    /// Appends the line `write` makes, and its newline, to the buffer and the digest.
    private func appendLine(_ write: (inout [UInt8]) -> Void) {
        guard failure == nil else { return }
        let start = buffer.count
        write(&buffer)
        if buffer.count - start > TraceReader.maximumLineLength {
            buffer.removeSubrange(start...)
            failure = "a line of over \(TraceReader.maximumLineLength) bytes cannot be recorded"
            return
        }
        buffer.append(0x0A)
        digest.add(buffer[start...])
    }
}

/// What can go wrong with a trace file.
public enum TraceError: Error, CustomStringConvertible, Equatable {
    case cannotRead(String)
    case cannotWrite(String)
    case bad(line: Int, message: String)
    case unknownVersion(Int)
    case unknownExample(String, valid: [String])
    case missingHeader
    case empty(String)

    public var description: String {
        switch self {
        case .cannotRead(let path): "cannot read \(path)"
        case .cannotWrite(let path): "cannot write \(path)"
        case .bad(let line, let message): "line \(line): \(message)"
        case .unknownVersion(let version):
            "unknown trace format version \(version); this build reads version "
                + TraceHeader.supportedVersions.map(String.init).joined(separator: ", ")
        case .unknownExample(let id, let valid): "unknown example '\(id)'; valid: \(valid.joined(separator: ", "))"
        case .missingHeader: "the trace has no header, and no example was named"
        case .empty(let path): "\(path) is empty: no header, no inputs, no records"
        }
    }
}
