import ArgumentParser
import Desktop
import Diagnosis
import ExampleKit
import Examples
import Foundation
import Scenes
import Session

/// `sim-desktop [<id>]`: opens the window on an example (the gallery's first by default).
struct OpenWindow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the simulator window on an example (the default command).",
        discussion: """
            The mouse is a finger (press: touch down, drag: touch move, release: touch up, in the simulated \
            screen's points); Alt adds a second finger mirrored about the screen's centre (pinch, rotate), \
            Shift+Alt moves both together (two-finger pan); Ctrl+Shift+Z shakes. A touch screen's fingers are \
            fingers too. Keys 1-8 toggle the overlays (8: view names); Space pauses, → steps through the log, [ and ] slow time \
            down; R records the session to a trace file, M leaves a marker in it; H shows every key. Each record \
            of the dispatch log is printed as it happens. Esc closes the help or leaves full screen and never quits; Ctrl+Q quits. Without a display, use \
            `sim-desktop shot <id>` (a PNG) or `sim-desktop run <id>` (the log).
            """)

    @Argument(help: """
        The example's id (see `sim-desktop list`), a scene file (.yaml, .yml, .json), a folder of scene files (they \
        head the examples' list), or a view hierarchy dump file (DUMP.txt, the text of \
        `po view.recursiveDescription()`); the gallery's first when omitted.
        """)
    var id: String?

    @Option(help: "The example's variant.")
    var variant: String?

    @Option(help: ArgumentHelp("The device whose screen to simulate: \(DeviceOption.names).", valueName: "name"))
    var device: String = DeviceProfile.standard.name

    @Option(help: ArgumentHelp("Record the session to this trace file from the start (R stops it).",
                               valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp(
        "Play this input script (or a trace's inputs) as the clock reaches their times, beside the mouse.",
        valueName: "script.jsonl"))
    var input: String?

    @OptionGroup
    var window: WindowLaunch

    @MainActor
    func run() async throws {
        if let id, record != nil, ExampleLookup.isDump(id) { throw CommandFailure(ExampleLookup.dumpTraceRefusal(id)) }
        // A scene file, a dump, or a folder's scene files join the examples' list, at its top.
        let example: Example, examples: [Example]
        if let id, let scenes = try ExampleLookup.folder(id) {
            example = try ExampleLookup.example(scenes[0].id, variant: variant)
            examples = scenes + Catalog.all
        } else {
            example = try ExampleLookup.example(id ?? Catalog.all[0].id, variant: variant)
            examples = ExampleLookup.gallery(with: example)
        }
        let device = try DeviceOption.profile(device)
        if let input {
            // Checked whole before the window opens: a bad line is an error with its number, exit 2.
            do {
                _ = try TraceTimeline.read(path: input, limit: 0)
            } catch {
                throw CommandFailure("\(input): \(error)")
            }
        }
        try window.run({
            var settings = WorkshopSettings()
            settings.opensUsefulPanels = true
            let bench = Workbench(
                session: ExampleSession(example: example, variant: variant, device: device) { printToStandardOutput($0.text) },
                settings: settings, script: input.map { InputFeed(path: $0) }, examples: examples)
            if let id, ExampleLookup.isScene(id) {
                bench.sceneWatch = SceneWatch(path: id) { path in
                    Result { () throws(SceneFileError) in try SceneFile.load(path: path) }
                        .mapError { SceneWatchError($0.description) }
                }
            }
            return bench
        }, noDisplay: { DisplayCheck.message($0, exampleID: example.id) }) { bench in
            guard let record else { return }
            do {
                try bench.startRecording(to: record)
            } catch {
                throw CommandFailure("\(error)")
            }
        }
    }
}

/// `--device`: a name from `DeviceProfile.all`, or a failure (exit 2) listing them.
enum DeviceOption {
    static var names: String { DeviceProfile.all.map(\.name).joined(separator: ", ") }

    static func profile(_ name: String) throws(CommandFailure) -> DeviceProfile {
        guard let profile = DeviceProfile.named(name) else {
            throw CommandFailure("unknown device '\(name)'. Valid devices: \(names)")
        }
        return profile
    }
}
