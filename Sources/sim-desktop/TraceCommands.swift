import ArgumentParser
import Dispatcher
import Examples
import Foundation
import ViewModel

/// `sim-desktop record <id> --input script.jsonl --out FILE`: records a headless session to a trace.
struct RecordTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Play an input script against an example, headless, and record the session to a trace file.",
        discussion: "The trace format is described in docs/trace-format.md.")

    @Argument(help: "The example's id (see `sim-desktop list`).")
    var id: String

    @Option(help: "The example's variant.")
    var variant: String?

    @Option(help: "The input script (JSON Lines); '-' reads standard input. Without it, the example's demo input.")
    var input: String?

    @Option(help: "The trace file to write.")
    var out: String

    @Option(help: "Virtual seconds to let pass after the last input, for timers and animations.")
    var settle: Double = 2

    @MainActor
    func run() async throws {
        let example = ExampleLookup.example(id, variant: variant)
        let records = input.map { ScriptFile.read($0, skipBad: false) } ?? example.demoInput
        let sim = Simulator()
        example.build(in: sim, variant: variant)
        let header = TraceHeader(
            example: example.id, variant: variant, screenWidth: sim.screen.bounds.width,
            screenHeight: sim.screen.bounds.height, scale: sim.screen.scale)
        let writer: TraceWriter
        do {
            writer = try TraceWriter(path: out, header: header)
        } catch {
            Self.fail("\(error)")
        }
        writer.follow(sim.log)
        var written = 0
        for record in records {
            sim.play(record)
            // Written records are not kept: recording any length of session takes bounded memory.
            if sim.log.records.count > 10_000 {
                written += sim.log.records.count
                sim.log.removeAll(keepingCapacity: true)
            }
        }
        sim.advance(by: max(0, settle))
        writer.finish(at: sim.now)
        print("recorded \(records.count) inputs and \(written + sim.log.records.count) records to \(out)")
    }
}

/// `sim-desktop replay FILE --headless [--verify]`: plays a trace again, as fast as it can, and checks it.
struct ReplayTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace headless; with --verify, compare the new dispatch log with the recorded one.",
        discussion: """
            Exit codes: 0 when the replay matches (or without --verify), 1 when it differs (the first differing \
            record is printed with the records before it), 2 for a bad trace or command line. A trace without a \
            header (input records alone) needs --example. A cut-short last line is a warning; a bad line elsewhere \
            stops the replay with its line number unless --skip-bad.
            """)

    @Argument(help: "The trace file.")
    var file: String

    @Flag(help: "Play as fast as possible, without a window.")
    var headless = false

    @Flag(help: "Compare the replayed dispatch log with the recorded one.")
    var verify = false

    @Flag(help: "Skip bad lines (reported on standard error) instead of stopping.")
    var skipBad = false

    @Flag(help: "Print the replayed dispatch log.")
    var log = false

    @Option(help: "The example to play a header-less trace against.")
    var example: String?

    @Option(help: "The variant, for a header-less trace.")
    var variant: String?

    @MainActor
    func run() async throws {
        guard headless else {
            Self.fail("replay in the window is not available yet; use `sim-desktop replay \(file) --headless`")
        }
        let (sim, _) = TraceScene.build(file: file, example: example, variant: variant)
        if log { sim.log.onRecord = { print($0.text) } }
        let replay = TraceReplay(path: file, skippingBadLines: skipBad)
        do {
            try replay.play(into: sim, verify: verify)
        } catch {
            Self.fail("\(file): \(error)")
        }
        for warning in replay.warnings { FileHandle.standardError.write(Data("sim-desktop: \(file): \(warning)\n".utf8)) }
        if let difference = replay.difference {
            print(difference.description)
            Foundation.exit(1)
        }
        let compared = verify ? ", \(replay.comparedRecords) records identical" : ""
        print("replayed \(replay.playedInputs) inputs\(compared)")
    }
}

/// `sim-desktop export FILE --chrome OUT.json | --text OUT.txt`: converts a trace.
struct ExportTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a trace to the Chrome Trace Event Format (Perfetto, chrome://tracing) or to text.")

    @Argument(help: "The trace file.")
    var file: String

    @Option(help: "Write the Chrome Trace Event Format JSON here.")
    var chrome: String?

    @Option(help: "Write the dispatch log in the seeds' notation here.")
    var text: String?

    @Flag(help: "Skip bad lines instead of stopping.")
    var skipBad = false

    @MainActor
    func run() async throws {
        guard chrome != nil || text != nil else { Self.fail("say what to write: --chrome OUT.json and/or --text OUT.txt") }
        do {
            if let chrome { try ChromeTraceExporter.export(tracePath: file, to: chrome, skippingBadLines: skipBad) }
            if let text { try TextExporter.export(tracePath: file, to: text, skippingBadLines: skipBad) }
        } catch {
            Self.fail("\(file): \(error)")
        }
    }
}

/// Builds the world a trace plays against, from its header (or the command line for a header-less trace).
@MainActor
enum TraceScene {
    static func build(file: String, example id: String?, variant: String?) -> (Simulator, TraceHeader?) {
        let header: TraceHeader?
        do {
            header = try TraceReplay.header(of: file)
        } catch {
            SimDesktop.fail("\(file): \(error)")
        }
        guard let exampleID = header?.example ?? id else {
            SimDesktop.fail("\(file): \(TraceError.missingHeader); pass --example <id>")
        }
        guard Gallery.example(id: exampleID) != nil else {
            SimDesktop.fail("\(file): \(TraceError.unknownExample(exampleID, valid: Gallery.ids))")
        }
        let chosenVariant = header?.variant ?? variant
        let example = ExampleLookup.example(exampleID, variant: chosenVariant)
        let screen = header.map {
            UIScreen(bounds: CGRect(x: 0, y: 0, width: $0.screenWidth, height: $0.screenHeight), scale: $0.scale)
        } ?? .iPhone
        let sim = Simulator(screen: screen)
        example.build(in: sim, variant: chosenVariant)
        return (sim, header)
    }
}
