import Desktop
import Dispatcher
import Examples
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// The figures of a long session as a user records and checks it: a random tap-and-drag script of a million
/// inputs on `table-vs-background-tap`, through the real `record` and `replay --headless --verify` commands (this
/// binary, started anew), each also over a floor measured in the same run — the same script played into a world
/// with nothing written or compared — so what the trace machinery costs reads apart from what the engine costs.
@MainActor
enum ScriptBench {
    static let exampleID = "table-vs-background-tap"

    static func run(inputs: Int) -> [(String, String)] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-script-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.jsonl").path
        let trace = directory.appendingPathComponent("session.trace.zst").path
        writeScript(inputs: inputs, to: script)

        guard let executable = AssetLocator.executablePath() else { return [("trace.record_inputs_per_s", "unavailable")] }
        let record = DispatchBench.seconds {
            runCommand(executable, ["record", exampleID, "--input", script, "--settle", "0", "--out", trace])
        }
        let replay = DispatchBench.seconds { runCommand(executable, ["replay", trace, "--headless", "--verify"]) }
        let play = DispatchBench.seconds { playWithoutTrace(script) }
        let compressed = (try? FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int) ?? 0
        let plain = plainBytes(trace)
        let perSecond = { (seconds: Double) in String(Int(Double(inputs) / seconds)) }
        return [
            ("trace.script_inputs", String(inputs)),
            ("trace.play_inputs_per_s", perSecond(play)),
            ("trace.record_inputs_per_s", perSecond(record)),
            ("trace.record_vs_play", String(format: "%.2f", record / play)),
            ("trace.replay_inputs_per_s", perSecond(replay)),
            ("trace.replay_vs_play", String(format: "%.2f", replay / play)),
            ("trace.bytes_per_input_event", String(format: "%.0f", Double(compressed) / Double(inputs))),
            ("trace.bytes_per_input_event_plain", String(format: "%.0f", Double(plain) / Double(inputs))),
        ]
    }

    /// Random touches anywhere on the screen, each a down, zero to eight moves a few points apart 16 ms apart,
    /// and an up; the same script every run (a fixed seed).
    private static func writeScript(inputs: Int, to path: String) {
        var random = SplitMix(seed: 2026)
        var text = ""
        var written = 0, t = 0.0
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else { fatalError("cannot write \(path)") }
        defer { try? handle.close() }
        func emit(_ phase: InputRecord.Phase, _ x: Double, _ y: Double) {
            text += InputRecord(t: t, phase: phase, x: x, y: y).jsonLine + "\n"
            written += 1
            if text.utf8.count > 1 << 16 {
                handle.write(Data(text.utf8))
                text = ""
            }
        }
        while written < inputs {
            t += 0.05 + random.unit() * 0.5
            var x = 5 + random.unit() * 380, y = 50 + random.unit() * 750
            emit(.down, x, y)
            let moves = min(Int(random.next() % 9), inputs - written - 1)
            for _ in 0..<max(0, moves) {
                t += 0.016
                x += random.unit() * 12 - 6
                y += random.unit() * 12 - 6
                emit(.move, x, y)
            }
            if written < inputs {
                t += 0.016
                emit(.up, x, y)
            }
        }
        handle.write(Data(text.utf8))
    }

    /// The floor: the script read and played with the log drained, nothing written or compared.
    private static func playWithoutTrace(_ path: String) {
        let sim = Simulator()
        Gallery.example(id: exampleID)!.build(in: sim)
        let reader = try! TraceReader(path: path)
        while let item = try! reader.next() {
            if case .input(let input) = item { sim.play(input) }
            if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
        }
    }

    /// The trace's lines' bytes, as a plain trace would hold them.
    private static func plainBytes(_ path: String) -> Int {
        guard let reader = try? TraceReader(path: path) else { return 0 }
        while (try? reader.next()) != nil {}
        return reader.bytesRead
    }

    private static func runCommand(_ executable: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try! process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "sim-desktop \(arguments.joined(separator: " ")) failed")
    }
}
