import ArgumentParser
import Desktop
import Diagnosis
import Dispatcher
import Examples
import Foundation
import PageExport
import Scenes
import Session
import Traces
@_spi(Engine) import ViewModel

/// `sim-desktop record <id> --input script.jsonl --out FILE`: records a headless session to a trace.
struct RecordTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Play an input script against an example, headless, and record the session to a trace file.",
        discussion: "The trace format is described in docs/trace-format.md.")

    @OptionGroup var scripted: ScriptedExampleOptions

    @Option(help: "The trace file to write (a name ending in .zst writes it Zstandard-compressed).")
    var out: String

    @MainActor
    func run() async throws {
        if ExampleLookup.isDump(scripted.id) { throw CommandFailure(ExampleLookup.dumpTraceRefusal(scripted.id)) }
        let example = try scripted.example
        let session = ExampleSession(example: example, variant: scripted.variant, device: .standard)
        try ViewSettingOptions.apply(try scripted.whatIf.settings, to: session, from: "--set")
        let sim = session.sim
        let writer: TraceWriter
        do {
            writer = try TraceWriter(path: out, header: session.traceHeader, names: session.names)
        } catch {
            throw CommandFailure("\(error)")
        }
        writer.follow(session.sim.log)
        var written = 0, inputs = 0
        try scripted.forEachInput(for: example) { record in
            guard writer.failure == nil else { return }
            sim.play(record)
            inputs += 1
            // Written records are not kept: recording any length of session takes bounded memory.
            if sim.log.records.count > 10_000 {
                written += sim.log.records.count
                sim.log.removeAll(keepingCapacity: true)
            }
        }
        sim.advance(by: scripted.settle)
        writer.finish(at: sim.now)
        if let failure = writer.failure {
            // A trace that stops short of its end cannot be replayed as recorded: none is left.
            var info = stat()
            if stat(out, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(out) }
            throw CommandFailure("\(out): \(failure); no trace was written")
        }
        printToStandardOutput("recorded \(inputs) inputs, \(written + sim.log.records.count) records and inputs in all, to \(out)")
    }
}

/// `sim-desktop replay FILE [--headless] [--verify]`: plays a trace again — in the window at its own pace, with
/// its timeline, or headless as fast as it can — and checks it.
struct ReplayTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace in the window (or headless); with --verify, compare the new dispatch log with the recorded one.",
        discussion: """
            In the window the inputs play at their recorded pace as the clock runs (Space pauses, → plays the \
            next input, [ and ] change the speed), and a timeline at the bottom shows the trace's touches, \
            recognizers' state changes and markers; click or drag on it to seek. Exit codes: 0 when the replay \
            matches (or without --verify), 1 when it differs (the first differing record is printed with the \
            records before it), 2 for a bad trace or command line, or no display without --headless. A trace \
            without a header (input records alone) needs --example. A cut-short last line is a warning; a bad \
            line elsewhere stops the replay with its line number unless --skip-bad.
            """)

    @Argument(help: "The trace file (plain or Zstandard-compressed).")
    var file: String

    @Flag(help: "Play as fast as possible, without a window.")
    var headless = false

    @Flag(help: "Compare the replayed dispatch log with the recorded one: every field, the order of inputs and records, the trace's digest.")
    var verify = false

    @Flag(help: "With --verify, accept a recording cut short (no end record), compared as far as it goes.")
    var partial = false

    @Flag(help: "Skip bad lines (reported on standard error) instead of stopping.")
    var skipBad = false

    @Flag(help: "Print the replayed dispatch log (the window always does).")
    var log = false

    @Option(help: "The example to play a header-less trace against.")
    var example: String?

    @Option(help: "The variant, for a header-less trace.")
    var variant: String?

    @OptionGroup
    var window: WindowLaunch

    @MainActor
    func run() async throws {
        let scene = try TraceScene.resolve(file: file, example: example, variant: variant)
        guard headless else { return try replayInWindow(scene) }
        let session = try scene.session(file: file)
        if log { session.sim.log.addObserver { printToStandardOutput($0.text) } }
        let replay = TraceReplay(path: file, skippingBadLines: skipBad, acceptingCutRecording: partial)
        do {
            try replay.play(into: session.sim, verify: verify)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        for warning in replay.warnings { printToStandardError("\(file): \(warning)") }
        if let difference = replay.difference {
            printToStandardOutput(difference.description)
            throw ExitCode(1)
        }
        let compared = verify ? ", \(replay.comparedRecords) records and inputs identical" : ""
        printToStandardOutput("replayed \(replay.playedInputs) inputs\(compared)")
    }

    /// The window on the trace's world, its inputs played at their pace, its timeline at the bottom. The trace
    /// is read (for its timeline) only once a display is known to be there: a long trace on a machine without
    /// one fails at once.
    @MainActor
    private func replayInWindow(_ scene: TraceScene) throws {
        var opened: WindowReplay?
        let app = try window.run({
            let replay = try openReplay(scene)
            opened = replay
            return Workbench(replay: replay, examples: Catalog.all)
        }, noDisplay: { DisplayCheck.message($0, tracePath: file) })
        guard let replay = opened else { return }
        replay.reportStop(at: app.bench.sim.now)
        if replay.foundDifference { throw ExitCode(1) }
    }

    @MainActor
    private func openReplay(_ scene: TraceScene) throws -> WindowReplay {
        let replay: WindowReplay
        do {
            replay = try WindowReplay(
                path: file, example: scene.example, variant: scene.variant, device: scene.device,
                settings: scene.settings, verify: verify,
                skippingBadLines: skipBad, acceptingCutRecording: partial, echo: { printToStandardOutput($0.text) })
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        for warning in replay.timeline.warnings {
            printToStandardError("\(file): \(warning)")
        }
        return replay
    }
}

/// `sim-desktop export FILE --chrome OUT.json | --text OUT.txt`: converts a trace.
struct ExportTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a trace: a web page to step through in any browser, the Chrome Trace Event Format "
            + "(Perfetto, chrome://tracing), or text.")

    @Argument(help: "The trace file.")
    var file: String

    @Option(help: "Write a self-contained web page here: the phone, the hit-test, the chain, the log, to step through.")
    var html: String?

    @Option(help: "Write an animated GIF of the window replaying the trace here (for slides).")
    var gif: String?

    @OptionGroup
    var gifOptions: GifOptions

    @Option(help: "Write the Chrome Trace Event Format JSON here.")
    var chrome: String?

    @Option(help: "Write the dispatch log in the seeds' notation here.")
    var text: String?

    @Flag(help: "Skip bad lines instead of stopping.")
    var skipBad = false

    @MainActor
    func run() async throws {
        guard html != nil || gif != nil || chrome != nil || text != nil else {
            throw CommandFailure("say what to write: --html OUT.html, --gif OUT.gif, --chrome OUT.json and/or --text OUT.txt")
        }
        if let html { try exportPage(to: html) }
        if let gif { try exportAnimation(to: gif) }
        do {
            if let chrome { try ChromeTraceExporter.export(tracePath: file, to: chrome, skippingBadLines: skipBad) }
            if let text { try TextExporter.export(tracePath: file, to: text, skippingBadLines: skipBad) }
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
    }

    /// The page, from a replay that verifies; a failure (exit 2) with the reason when it does not.
    @MainActor
    private func exportPage(to output: String) throws {
        let scene = try TraceScene.resolve(file: file, example: nil, variant: nil)
        let session = try scene.session(file: file)
        // --from and --to cut the page too; without them it holds the whole trace.
        var clip: ClosedRange<Double>?
        if gifOptions.from != nil || gifOptions.to != nil {
            let timeline: TraceTimeline
            do { timeline = try TraceTimeline.read(path: file) } catch { throw CommandFailure("\(file): \(error)") }
            switch gifOptions.clip(of: timeline) {
            case .success(let stretch): clip = stretch.from...stretch.to
            case .failure(let error): throw CommandFailure(error.message)
            }
        }
        // The scene's other variants, each from the start the recording had (its what-if changes where they apply
        // there: a variant they do not fit is left out, and said so).
        var variants: [ExampleSession] = []
        var notes: [String] = []
        for variant in ([nil] + scene.example.variants) where variant != scene.variant {
            let other = TraceScene(example: scene.example, variant: variant, device: scene.device, settings: scene.settings)
            do {
                variants.append(try other.session(file: file))
            } catch {
                notes.append("the variant \(variant ?? "default") is left out: \(error)")
            }
        }
        do {
            try SessionPageExport.export(trace: file, session: session, variants: variants, clip: clip, to: output)
        } catch {
            throw CommandFailure(error.description)
        }
        let offered = variants.isEmpty ? "" : "; it offers the touches played in \(variants.count) other variant\(variants.count == 1 ? "" : "s") too"
        printToStandardOutput((["wrote \(output): open it in a browser (file:// works; nothing is fetched)\(offered)"] + notes)
            .joined(separator: "\n"))
    }

    /// The GIF, from a trace that verifies; a failure (exit 2) with the reason otherwise.
    @MainActor
    private func exportAnimation(to output: String) throws {
        let options = gifOptions
        guard let pixels = Shot.parseSize(options.size) else { throw CommandFailure("--size must be WIDTHxHEIGHT, each from 16 to 8192 pixels") }
        guard options.speed.isFinite, (0.01...100).contains(options.speed) else { throw CommandFailure("--speed must be from 0.01 to 100") }
        guard options.fps.isFinite, (1...50).contains(options.fps) else { throw CommandFailure("--fps must be from 1 to 50") }
        guard let layout = GifExport.Layout(rawValue: options.layout) else { throw CommandFailure("--layout must be window, phone or present") }
        let maximumIdle = try options.maxIdle.map { seconds throws(CommandFailure) in
            guard seconds.isFinite, (0.1...60).contains(seconds) else { throw CommandFailure("--max-idle must be from 0.1 to 60 seconds") }
            return Int((seconds * 100).rounded())
        }
        let shown = try options.overlays.map { list throws(CommandFailure) in
            guard let overlays = Overlay.parseList(list) else {
                throw CommandFailure("unknown overlay in '\(list)'. Valid: \(Overlay.allCases.map(\.rawValue).joined(separator: ", ")), all, none")
            }
            return overlays
        }
        let stepSize: StepSize? = try options.steps.map { word throws(CommandFailure) in
            guard let size = StepArgument.sizes.first(where: { $0.name == word })?.size else {
                throw CommandFailure("--steps must be record, visit or phase")
            }
            return size
        }
        let scene = try TraceScene.resolve(file: file, example: nil, variant: nil)
        try verifyOrFail(scene)
        let replay: WindowReplay
        do {
            replay = try WindowReplay(path: file, example: scene.example, variant: scene.variant, device: scene.device,
                                      settings: scene.settings, verify: false, report: { _ in })
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        let clip: GifExport.Clip
        switch options.clip(of: replay.timeline) {
        case .success(let stretch): clip = stretch
        case .failure(let error): throw CommandFailure(error.message)
        }
        var settings = WorkshopSettings()
        settings.largeFonts = options.largeFonts
        // The phone alone keeps what is drawn on it (the hit-test's marks, the chain's arrows) and its place: the
        // panels beside it, cut away, do not open as it plays.
        settings.opensUsefulPanels = layout != .phone
        settings.narratesSteps = layout != .phone
        settings.presenting = layout == .present
        let bench = Workbench(replay: replay, settings: settings, examples: Catalog.all)
        // A handout is about one scene: no examples' list, so the phone has its room (an --overlays list decides).
        if let shown { bench.settings.overlays = shown } else { bench.settings.overlays.remove(.gallery) }
        if layout == .phone { bench.settings.overlays.subtract([.gallery, .log, .inspector, .tree, .recognizers]) }
        let target: OutputFile
        do {
            target = try OutputFile(path: output, mode: .replacing, notOver: file)
        } catch {
            throw CommandFailure(error.description)
        }
        do {
            let pace: GifExport.Pace = stepSize.map { .steps($0) } ?? .time(speed: options.speed, framesPerSecond: options.fps)
            let frames = try GifExport.export(bench, pace: pace, clip: clip, layout: layout, width: pixels.width,
                                              height: pixels.height, maximumIdle: maximumIdle, to: target)
            let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
            printToStandardOutput("wrote \(output): \(frames.written) frames (\(frames.drawn) drawn, still ones held), "
                + String(format: "%.1f–%.1f s of the trace, %.2f MB", clip.from, clip.to, Double(bytes) / 1_000_000))
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
    }

    /// Fails (exit 2) unless the trace replays exactly as recorded: an export never shows what did not happen.
    @MainActor
    private func verifyOrFail(_ scene: TraceScene) throws {
        let session = try scene.session(file: file)
        let replay = TraceReplay(path: file)
        do {
            try replay.play(into: session.sim, verify: true)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        if let difference = replay.difference {
            throw CommandFailure("\(file): the trace does not verify, so nothing is exported:\n\(difference.description)")
        }
    }
}

/// What a trace plays against: its example, variant and device, from its header (or the command line for a
/// header-less trace). A trace that names no known example is a failure (exit 2), naming the valid ones.
@MainActor
struct TraceScene {
    let example: Example
    let variant: String?
    let device: DeviceProfile
    /// The header's what-if changes.
    let settings: [ViewSetting]

    /// A fresh world of the trace's scene with its what-if changes applied, as the recording's began.
    @MainActor
    func session(file: String) throws -> ExampleSession {
        let session = ExampleSession(example: example, variant: variant, device: device)
        try ViewSettingOptions.apply(settings, to: session, from: "\(file):1: \"set\"")
        return session
    }

    static func resolve(file: String, example id: String?, variant: String?) throws -> TraceScene {
        let header: TraceHeader?
        do {
            header = try TraceReplay.header(of: file)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        guard let exampleID = header?.example ?? id else {
            throw CommandFailure("\(file): \(TraceError.missingHeader); pass --example <id>")
        }
        let chosenVariant = header?.variant ?? variant
        let settings = try ViewSettingOptions.parse(header?.settings ?? [], from: "\(file):1: \"set\"")
        let example: Example
        if let text = header?.scene {
            // A scene file's trace carries the scene: it replays without the file.
            do {
                example = try SceneFile.example(text: text, id: exampleID)
            } catch {
                throw CommandFailure("\(file):1: the embedded scene: \(error)")
            }
        } else {
            guard Catalog.example(id: exampleID) != nil else {
                throw CommandFailure("\(file): \(TraceError.unknownExample(exampleID, valid: Catalog.ids))")
            }
            example = try ExampleLookup.example(exampleID, variant: chosenVariant)
        }
        return TraceScene(example: example, variant: chosenVariant, device: .matching(header), settings: settings)
    }
}
