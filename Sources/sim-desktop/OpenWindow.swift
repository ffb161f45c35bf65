import ArgumentParser
import Examples
import Foundation

/// `sim-desktop [<id>]`: opens the window on an example (the gallery's first by default).
struct OpenWindow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the simulator window on an example (the default command).",
        discussion: """
            The mouse is a finger (press: touch down, drag: touch move, release: touch up, in the simulated \
            screen's points); Alt adds a second finger mirrored about the screen's centre (pinch, rotate), \
            Shift+Alt moves both together (two-finger pan); Ctrl+Shift+Z shakes. A touch screen's fingers are \
            fingers too. Keys 1-7 toggle the overlays; Space pauses, → steps through the log, [ and ] slow time \
            down; H shows every key. Each record of the dispatch log is printed as it happens. Escape quits. \
            Without a display, use `sim-desktop shot <id>` (a PNG) or `sim-desktop run <id>` (the log).
            """)

    @Argument(help: "The example's id (see `sim-desktop list`); the gallery's first when omitted.")
    var id: String?

    @Option(help: "The example's variant.")
    var variant: String?

    @Option(help: ArgumentHelp("The device whose screen to simulate: \(DeviceOption.names).", valueName: "name"))
    var device: String = DeviceProfile.standard.name

    @Option(help: ArgumentHelp("Quit after this many seconds (for tests and scripts).", valueName: "seconds"))
    var exitAfter: Double?

    @Option(help: ArgumentHelp("Save the first frame as a PNG file.", valueName: "file"))
    var screenshot: String?

    @Option(help: .hidden)
    var screenshotAfter: Double = 0

    @Flag(help: .hidden)
    var reportFirstFrame = false

    @MainActor
    func run() async throws {
        let example = ExampleLookup.example(id ?? Gallery.all[0].id, variant: variant)
        let device = DeviceOption.profile(device)
        if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0) {
            Self.fail("--exit-after must be a number of seconds, 0 or more")
        }
        if let problem = DisplayCheck.problem() {
            Self.fail(DisplayCheck.message(problem, exampleID: example.id))
        }
        let options = WindowApp.Options(
            exitAfter: exitAfter, screenshotPath: screenshot, screenshotAfter: screenshotAfter,
            reportFirstFrame: reportFirstFrame)
        let session = ExampleSession(example: example, variant: variant, device: device) { print($0.text) }
        let app: WindowApp
        do {
            app = try WindowApp(session: session, options: options)
        } catch {
            Self.fail(DisplayCheck.message(error.description, exampleID: example.id))
        }
        if let problem = DisplayCheck.problem(videoDriver: app.context.videoDriver) {
            Self.fail(DisplayCheck.message(problem, exampleID: example.id))
        }
        do {
            try app.run()
        } catch {
            Self.fail("\(error)")
        }
    }
}

/// `--device`: a name from `DeviceProfile.all`, or exit 2 listing them.
enum DeviceOption {
    static var names: String { DeviceProfile.all.map(\.name).joined(separator: ", ") }

    static func profile(_ name: String) -> DeviceProfile {
        guard let profile = DeviceProfile.named(name) else {
            SimDesktop.fail("unknown device '\(name)'. Valid devices: \(names)")
        }
        return profile
    }
}
