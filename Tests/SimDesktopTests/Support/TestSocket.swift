import Foundation
import HummingbirdWSClient
import Logging

/// A WebSocket client for the tests (the WebSocket package's own client): messages sent in order, and read one
/// at a time, as JSON objects, with a time limit.
final class TestSocket: @unchecked Sendable {
    /// The messages received and not yet read, and whether the connection ended.
    private let inbox = Inbox()
    private let outgoing: AsyncStream<String>.Continuation
    private let task: Task<Void, Never>

    private final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        private var ended = false
        func yield(_ text: String) { lock.withLock { texts.append(text) } }
        func finish() { lock.withLock { ended = true } }
        /// The first waiting message; .none: none yet; .some(nil): none, and the connection ended.
        func take() -> String?? {
            lock.withLock { texts.isEmpty ? (ended ? .some(nil) : .none) : .some(texts.removeFirst()) }
        }
    }

    init(_ url: String) {
        let receive = inbox
        let (toSend, send) = AsyncStream.makeStream(of: String.self)
        outgoing = send
        task = Task {
            var logger = Logger(label: "touchsim.tests")
            logger.logLevel = .critical
            _ = try? await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 64 << 20), logger: logger) {
                inbound, outbound, _ in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for try await message in inbound.messages(maxSize: 64 << 20) {
                            if case .text(let text) = message { receive.yield(text) }
                        }
                    }
                    group.addTask {
                        for await text in toSend { try await outbound.write(.text(text)) }
                        try await outbound.close(.normalClosure, reason: nil)
                    }
                    try await group.next()
                    group.cancelAll()
                }
            }
            receive.finish()
        }
    }

    func send(_ text: String) { outgoing.yield(text) }

    func send(_ object: [String: Any]) {
        send(String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }

    /// The next message (nil when the connection ended, or after `seconds`).
    func next(within seconds: Double = 20) async -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            switch inbox.take() {
            case .some(let text?): return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
            case .some(nil): return nil
            case .none: try? await Task.sleep(for: .milliseconds(5))
            }
        }
        return nil
    }

    /// Whether the server closed the connection within `seconds`.
    func ends(within seconds: Double = 20) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            while case .some(.some) = inbox.take() {}
            if case .some(nil) = inbox.take() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// The next message of `type`, skipping others.
    func next(_ type: String, within seconds: Double = 20) async -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let message = await next(within: deadline.timeIntervalSinceNow) else { return nil }
            if message["type"] as? String == type { return message }
        }
        return nil
    }

    func close() { outgoing.finish() }

    deinit {
        outgoing.finish()
        task.cancel()
    }
}
