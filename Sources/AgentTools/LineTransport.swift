import Foundation
import Logging
import MCP

/// JSON-RPC over standard input and output, one message a line, with a bound on a message's size.
///
/// The SDK's `StdioTransport` keeps every byte of an unfinished line and searches it all again at each read, so a
/// 100 MB request would take minutes of scanning and all that memory; an agent's garbage must not stall the server.
/// This one reads what has arrived, searches only the new bytes for the line's end, and past `maximumMessage`
/// drops the rest of the line, answering it at once (a tool error for a `tools/call`, else "invalid request",
/// with the request's id when its first bytes hold it). Every other message goes to the server as read.
actor LineTransport: Transport {
    nonisolated let logger = Logger(label: "touchsim.mcp")
    /// The largest message read: a 1 MB argument (`ToolArguments.maximumText`) escaped as JSON, with room.
    static let maximumMessage = 8 * 1024 * 1024

    private let input: FileHandle
    private let output: LineWriter
    private let stream: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var reader: Thread?

    init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        self.input = input
        self.output = LineWriter(output)
        (stream, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard reader == nil else { return }
        let input = input, continuation = continuation, output = output
        // A thread of its own: reading blocks, and the server's tasks must not wait behind it.
        let thread = Thread {
            Self.readLines(from: input, into: continuation, pending: output.pending) { refusal in output.write(refusal) }
        }
        reader = thread
        thread.start()
    }

    func disconnect() async { continuation.finish() }

    func send(_ data: Data) async throws { output.write(data) }

    func receive() -> AsyncThrowingStream<Data, any Error> { stream }

    /// Reads lines until the input ends; a line over the limit is answered with `refuse`'s message instead. At
    /// the end, waits (a minute at most) for the requests read to be answered: an agent that writes its requests
    /// and closes the pipe still gets every answer.
    private static func readLines(from input: FileHandle, into continuation: AsyncThrowingStream<Data, any Error>.Continuation,
                                  pending: PendingRequests, refuse: @escaping @Sendable (Data) -> Void)
    {
        var line = Data()
        var dropped = 0  // bytes of the current line dropped past the limit (0: none)
        func take(_ line: Data, dropped: Int) {
            if dropped > 0 {
                if let refusal = refusal(of: line.prefix(4096), size: dropped) { refuse(refusal) }
            } else if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
                switch MessageCheck.check(line) {
                case .answer(let answer): refuse(answer)
                case .pass(let id):
                    if let id { pending.add(id) }
                    continuation.yield(line)
                }
            }
        }
        // `availableData` returns what has arrived (a pipe gives at most 64 KB at a time); empty at the end.
        while case let chunk = input.availableData, !chunk.isEmpty {
            var start = chunk.startIndex
            while start < chunk.endIndex {
                let end = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) ?? chunk.endIndex
                let piece = chunk[start..<end]
                if dropped == 0, line.count + piece.count <= maximumMessage {
                    line.append(piece)
                } else {
                    if dropped == 0 { dropped = line.count }
                    dropped += piece.count
                }
                if end < chunk.endIndex {
                    take(line, dropped: dropped)
                    line = Data()
                    dropped = 0
                }
                start = end < chunk.endIndex ? chunk.index(after: end) : end
            }
        }
        // A last message the input ended without a newline after is a message too.
        take(line, dropped: dropped)
        var waited = 0
        while !pending.isEmpty, waited < 6_000 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 1
        }
        continuation.finish()
    }

    /// The answer to a message too large to read, from its first bytes: its id and whether it calls a tool. An id
    /// is echoed only as a number or a plain string (no escapes), so the answer is always valid JSON; else null.
    static func refusal(of prefix: Data, size: Int) -> Data? {
        let text = String(decoding: prefix, as: UTF8.self)
        let id = MessageCheck.readableID(in: prefix)
        let message = "the request is \(size) bytes; the most touchsim reads is \(maximumMessage) (an argument holds at most \(ToolArguments.maximumText))"
        if text.range(of: #""method"\s*:\s*"tools/call""#, options: .regularExpression) != nil, let id {
            let escaped = message.replacingOccurrences(of: "\"", with: "\\\"")
            return Data(#"{"jsonrpc":"2.0","id":\#(id),"result":{"content":[{"type":"text","text":"\#(escaped)"}],"isError":true}}"#.utf8)
        }
        return MessageCheck.error(id: id, code: -32600, message)
    }
}

/// Writes whole lines to a file handle, one writer at a time: the server's answers and the reader's refusals never
/// interleave.
final class LineWriter: @unchecked Sendable {
    // Unchecked: every use of `handle` is under `lock`.
    private let lock = NSLock()
    private let handle: FileHandle
    /// The requests read and not yet answered.
    let pending = PendingRequests()

    init(_ handle: FileHandle) { self.handle = handle }

    func write(_ line: Data) {
        lock.lock()
        defer { lock.unlock() }
        try? handle.write(contentsOf: line + Data("\n".utf8))
        if let id = PendingRequests.responseID(of: line) { pending.remove(id) }
    }
}

/// The ids of the requests read and not yet answered (a notification has no id and wants no answer).
final class PendingRequests: @unchecked Sendable {
    // Unchecked: `ids` is only used under `lock`.
    private let lock = NSLock()
    private var ids: Set<String> = []

    var isEmpty: Bool { lock.withLock { ids.isEmpty } }
    func add(_ id: String) { lock.withLock { _ = ids.insert(id) } }
    func remove(_ id: String) { lock.withLock { _ = ids.remove(id) } }

    /// A request's id, as text: a message with a method and an id.
    static func requestID(of line: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], object["method"] != nil
        else { return nil }
        return object["id"].map { "\($0)" }
    }

    /// A response's id, as text: a message with an id and no method.
    static func responseID(of line: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], object["method"] == nil
        else { return nil }
        return object["id"].map { "\($0)" }
    }
}
