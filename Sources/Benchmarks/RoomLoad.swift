import Foundation
import HummingbirdWSClient
import Logging

/// The live room under load: `clients` browsers at once, each tapping the phone for `seconds` — a finger down,
/// its answer, the finger up, its answer — through real WebSockets to a `sim-desktop serve` of hit-test-order,
/// with the teacher's page open and reading the room's messages, as in a class.
/// Checks that every input was answered, each answer continuing the log where the last ended (in order), and
/// measures each answer's latency and the server's memory at the end.
package enum RoomLoad {
    package struct Result: Sendable {
        package var inputs = 0
        package var answered = 0
        /// Answers whose records did not start where the client's log ended, or errors.
        package var outOfOrder = 0
        /// Answers that were the whole scene again: the world filled up (`StudentWorld.maximumRecords`) and
        /// started afresh, as it should; its log goes on from the new scene.
        package var restarts = 0
        package var latencies: [Double] = []
        package var residentMB = 0.0
        /// The room messages the teacher's page received.
        package var teacherMessages = 0

        package func percentile(_ p: Double) -> Double {
            let sorted = latencies.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
        }
    }

    package static func run(executable: URL, clients: Int, seconds: Double) async throws -> Result {
        let room = try RoomProcess(executable: executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let url = room.studentSocket
        var total = Result()
        try await withThrowingTaskGroup(of: Result.self) { group in
            for client in 0..<clients {
                group.addTask { try await tap(url: url, client: client, seconds: seconds) }
            }
            let teacherURL = room.teacherSocket
            group.addTask { try await watch(url: teacherURL, seconds: seconds) }
            for try await result in group {
                total.inputs += result.inputs
                total.answered += result.answered
                total.outOfOrder += result.outOfOrder
                total.restarts += result.restarts
                total.latencies += result.latencies
                total.teacherMessages += result.teacherMessages
            }
        }
        total.residentMB = room.residentMB
        return total
    }

    /// One browser: taps at points spread over the phone until the time is up.
    private static func tap(url: String, client: Int, seconds: Double) async throws -> Result {
        var logger = Logger(label: "touchsim.load")
        logger.logLevel = .critical
        let result = LockedResult()
        try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 16 << 20), logger: logger) {
            inbound, outbound, _ in
            var messages = inbound.messages(maxSize: 16 << 20).makeAsyncIterator()
            // The scene first: the log so far.
            guard case .text(let first)? = try await messages.next(), let scene = json(first), scene["type"] as? String == "scene",
                  let page = scene["page"] as? [String: Any], var records = (page["records"] as? [Any])?.count
            else { return }
            let start = ContinuousClock.now
            var t = 1.0, n = 0
            var restartedBefore = false
            while ContinuousClock.now - start < .seconds(seconds) {
                for phase in ["down", "up"] {
                    let x = 20 + Double((client * 37 + n * 53) % 350), y = 60 + Double((client * 91 + n * 29) % 760)
                    let sent = ContinuousClock.now
                    try await outbound.write(.text(#"{"type":"pointer","phase":"\#(phase)","finger":0,"x":\#(x),"y":\#(y),"t":\#(t)}"#))
                    result.update { $0.inputs += 1 }
                    guard case .text(let text)? = try await messages.next(), let answer = json(text) else { return }
                    let elapsed = ContinuousClock.now - sent
                    let from = answer["recordsFrom"] as? Int, added = (answer["records"] as? [Any])?.count
                    // A full world starts afresh and answers with the whole scene: its log is the new count.
                    let restarted = (answer["type"] as? String == "scene" ? answer["page"] as? [String: Any] : nil)
                        .flatMap { ($0["records"] as? [Any])?.count }
                    result.update {
                        $0.answered += 1
                        $0.latencies.append(Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1000)
                        if restarted != nil {
                            $0.restarts += 1
                        } else if restartedBefore, answer["type"] as? String == "error" {
                            // The world started afresh on the finger's down, so its up is refused: no finger is down.
                        } else if answer["type"] as? String != "update" || from != max(0, records - 1) {
                            // In order: each update sends the last record again (its caption may grow), then the new.
                            $0.outOfOrder += 1
                        }
                    }
                    records = restarted ?? ((from ?? records) + (added ?? 0))
                    restartedBefore = restarted != nil
                    t += 0.05
                }
                n += 1
                t += 0.5
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return result.value
    }

    /// The teacher's page: reads the room's messages until the time is up.
    private static func watch(url: String, seconds: Double) async throws -> Result {
        var logger = Logger(label: "touchsim.load")
        logger.logLevel = .critical
        let result = LockedResult()
        let end = ContinuousClock.now + .seconds(seconds)
        try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 16 << 20), logger: logger) {
            inbound, outbound, _ in
            var messages = inbound.messages(maxSize: 16 << 20).makeAsyncIterator()
            while ContinuousClock.now < end, case .text? = try await messages.next() {
                result.update { $0.teacherMessages += 1 }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return result.value
    }

    private static func json(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}

/// A result the WebSocket handler fills from its own task.
private final class LockedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var result = RoomLoad.Result()
    func update(_ body: (inout RoomLoad.Result) -> Void) { lock.withLock { body(&result) } }
    var value: RoomLoad.Result { lock.withLock { result } }
}
