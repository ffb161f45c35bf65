import Diagnosis
import Dispatcher
import Examples
import Foundation
import PageExport

/// The live room's figures: 60 browsers (the most a room takes) tapping hit-test-order for 60 s through real
/// WebSockets, with the teacher's page open (`RoomLoad`) —
/// inputs answered, answers out of order, worlds that filled up and started afresh, the answer latency's median and p99, and the server's memory at the
/// end. The floor: the same taps played in one process into a world and its page, with no server and no
/// network — the p99 any answer must pay.
@MainActor
enum RoomBench {
    /// The most students a room takes (`Room.maximumStudents`).
    static let clients = 60

    static func run(seconds: Double) async throws -> [(String, String)] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let load = try await RoomLoad.run(executable: executable, clients: clients, seconds: seconds)
        let floor = floorP99()
        return [
            ("room.clients", "\(clients)"),
            ("room.inputs", "\(load.inputs)"),
            ("room.answered", "\(load.answered)"),
            ("room.out_of_order", "\(load.outOfOrder)"),
            ("room.worlds_restarted", "\(load.restarts)"),
            ("room.answer_p50_ms", String(format: "%.2f", load.percentile(0.5))),
            ("room.answer_p99_ms", String(format: "%.2f", load.percentile(0.99))),
            ("room.server_rss_mb", String(format: "%.1f", load.residentMB)),
            ("room.teacher_messages", "\(load.teacherMessages)"),
            ("room.floor_p99_ms", String(format: "%.3f", floor)),
            ("room.vs_floor", String(format: "%.1f", load.percentile(0.99) / max(floor, 1e-6))),
        ]
    }

    /// A tap's two inputs played into a world with its page builder, in process: the p99 of one input, in ms.
    private static func floorP99() -> Double {
        let session = ExampleSession(example: Catalog.example(id: "hit-test-order")!, variant: nil, device: .standard)
        let builder = SessionPageBuilder(session: session, maximumRecords: 1_000_000, maximumSnapshotViews: 10_000_000)
        let observer = session.sim.log.addObserver { builder.record($0) }
        defer { session.sim.log.removeObserver(observer) }
        var samples: [Double] = []
        var t = 1.0
        for n in 0..<2_000 {
            for phase in [InputRecord.Phase.down, .up] {
                let input = InputRecord(t: t, phase: phase, x: 20 + Double(n * 53 % 350), y: 60 + Double(n * 29 % 760))
                samples.append(DispatchBench.seconds {
                    session.sim.play(input)
                    builder.snapshot()
                } * 1000)
                t += 0.05
            }
            t += 0.5
        }
        return samples.sorted()[samples.count * 99 / 100]
    }
}
