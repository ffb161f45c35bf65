import ArgumentParser
import Desktop
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Session
import Traces

/// `sim-desktop shot <id>`: one frame of the window, rendered without a display and saved as PNG.
struct Shot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Render one frame of the window, headless, and save it as PNG.",
        discussion: """
            Plays the input (the script given, else the example's demo input) up to --at seconds of virtual time, \
            lets the clock reach --at, and draws the frame the window would show then, overlays included, with \
            SDL's software renderer into memory (no display needed). With --trace, the frame of the window \
            replaying that trace at --at (default: its end), timeline included. A bad id, variant, device, \
            overlay list, script or trace exits with code 2.
            """)

    @Argument(help: "The example's id (see `sim-desktop list`); not with --trace.")
    var id: String?

    @Option(help: ArgumentHelp("Show the window replaying this trace (its example, variant and device).",
                               valueName: "file"))
    var trace: String?

    @Flag(help: "With --trace: compare the replay with the recording, as `replay --verify` does in the window.")
    var verify = false

    @Option(help: "The example's variant.")
    var variant: String?

    @Option(help: "The input script (JSON Lines); '-' reads standard input. Without it, the example's demo input.")
    var input: String?

    @Option(help: ArgumentHelp("The virtual time to show (default: the last input's).", valueName: "seconds"))
    var at: Double?

    @Option(help: ArgumentHelp("The PNG file to write (default: <id>.png).", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp(
        "What to show: \(Overlay.allCases.map(\.rawValue).joined(separator: ",")), or all, or none.",
        valueName: "list"))
    var overlays = Overlay.allCases.filter(Overlay.standard.contains).map(\.rawValue).joined(separator: ",")

    @Option(help: ArgumentHelp("The device whose screen to simulate: \(DeviceOption.names).", valueName: "name"))
    var device: String = DeviceProfile.standard.name

    @Option(help: ArgumentHelp("The frame's size in pixels.", valueName: "WxH"))
    var size = "1280x800"

    @Option(help: ArgumentHelp("Where the pointer rests, in screen points (the hit-area overlay shows the view under it).",
                               valueName: "x,y"))
    var pointer: String?

    @Flag(help: "Large fonts, as for a projector.")
    var largeFonts = false

    @Flag(help: "The presenter's layout (the window's F5): the phone as tall as the frame, one side panel, a large caption.")
    var present = false

    @Option(help: ArgumentHelp("Select this view for the inspector (a name as `why` prints them; shows the inspector "
                               + "and the tree overlays too).", valueName: "name"))
    var select: String?

    @Option(name: .customLong("what-if"), help: ArgumentHelp(
        "With --select: flip this flag of the selected view (as the window's what-if keys do) and show the session "
            + "replayed with it: " + WhatIfProperty.all.map(\.name).joined(separator: ", ") + ".",
        valueName: "property"))
    var whatIf: String?

    @Flag(help: "With --select: search the changes that would give the selected view the touch (Shift+F in the window) and show the fixes in the inspector.")
    var fix = false

    @Option(help: ArgumentHelp(
        "Pause before the input plays, then take N steps of a size (record, visit or phase), as the window's →, "
            + "Shift+→ and Ctrl+→ do; e.g. visit:6.", valueName: "size:N"))
    var step: String?

    @MainActor
    func run() async throws {
        guard let shown = Overlay.parseList(overlays) else {
            throw CommandFailure("unknown overlay in '\(overlays)'. Valid: \(Overlay.allCases.map(\.rawValue).joined(separator: ", ")), all, none")
        }
        guard let pixels = Self.parseSize(size) else { throw CommandFailure("--size must be WIDTHxHEIGHT, each from 16 to 8192 pixels, e.g. 1280x800") }
        if let at, !InputLimits.times.contains(at) {
            throw CommandFailure("--at must be from 0 to \(Int(InputLimits.times.upperBound)) seconds")
        }
        let pointerPoint = try pointer.map { text throws(CommandFailure) in
            guard let point = PointArgument.parse(text) else { throw CommandFailure(PointArgument.problem("--pointer")) }
            return point
        }
        let steps = try step.map { text throws(CommandFailure) in
            guard let steps = StepArgument.parse(text) else { throw CommandFailure(StepArgument.problem) }
            return steps
        }
        var settings = WorkshopSettings()
        settings.isPaused = steps != nil
        settings.overlays = shown
        settings.largeFonts = largeFonts
        settings.presenting = present
        let bench = try trace.map { try replayBench($0, settings: settings) } ?? exampleBench(settings: settings)
        if let pointerPoint { bench.input.mouse.move(to: pointerPoint) }
        if let select {
            let names = ViewNames(windows: bench.sim.application.windows)
            guard let view = names.view(named: select) else {
                throw CommandFailure("no view named '\(select)'; its views: " + names.names.joined(separator: ", "))
            }
            bench.select(view)
            bench.settings.overlays.formUnion([.inspector, .tree])
        }
        if let whatIf {
            guard select != nil, let property = WhatIfProperty.all.first(where: { $0.name == whatIf })
            else {
                throw CommandFailure("--what-if takes --select and one of " + WhatIfProperty.all.map(\.name).joined(separator: ", "))
            }
            bench.perform(.whatIf(property))
            if let refusal = bench.inspector.whatIfRefusal { throw CommandFailure("--what-if: \(refusal)") }
        }
        if fix {
            guard select != nil else { throw CommandFailure("--fix takes --select: the view the touch should go to") }
            bench.perform(.fix)
            if let refusal = bench.inspector.whatIfRefusal { throw CommandFailure("--fix: \(refusal)") }
            // The window searches a slice a frame; a shot runs the search to its end.
            while bench.inspector.fixSearch != nil { bench.advance(realSeconds: 0) }
        }
        if let steps {
            for _ in 0..<steps.count { bench.perform(.stepBy(steps.size, forward: true)) }
        }
        let path = out ?? "\(bench.session.example.id).png"
        do {
            try FrameComposer.frame(of: bench, width: pixels.width, height: pixels.height).savePNG(to: path)
        } catch {
            throw CommandFailure("\(error)")
        }
        printToStandardOutput(path)
    }

    /// The example's world with the input played up to `--at`.
    @MainActor
    private func exampleBench(settings: WorkshopSettings) throws -> Workbench {
        guard let id else { throw CommandFailure("name an example, or a trace with --trace") }
        let example = try ExampleLookup.example(id, variant: variant)
        let records = try input.map { try ScriptFile.read($0, skipBad: false) } ?? example.demoInput
        let bench = Workbench(
            session: ExampleSession(example: example, variant: variant, device: try DeviceOption.profile(device)),
            settings: settings, examples: ExampleLookup.gallery(with: example))
        bench.play(records, until: at ?? records.last?.t ?? 0)
        return bench
    }

    /// The window replaying `file`, sought to `--at` (its end by default).
    @MainActor
    private func replayBench(_ file: String, settings: WorkshopSettings) throws -> Workbench {
        guard id == nil, input == nil else { throw CommandFailure("--trace plays the trace's own example and inputs") }
        let scene = try TraceScene.resolve(file: file, example: nil, variant: nil)
        let replay: WindowReplay
        do {
            replay = try WindowReplay(path: file, example: scene.example, variant: scene.variant,
                                      device: scene.device, settings: scene.settings, verify: verify, report: { _ in })
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        let bench = Workbench(replay: replay, settings: settings, examples: Catalog.all)
        bench.seek(to: at ?? replay.end)
        return bench
    }

    static func parseSize(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (16...8192).contains(width), (16...8192).contains(height)
        else { return nil }
        return (width, height)
    }
}
