import ArgumentParser
import Examples
import Foundation

/// `sim-desktop [<id>]`: opens the window on an example (the gallery's first by default).
struct OpenWindow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the simulator window on an example (the default command).",
        discussion: """
            Click and drag with the left mouse button: it is finger 0 (press: touch down, drag: touch move, \
            release: touch up, in the simulated screen's points). Each record of the dispatch log is printed as \
            it happens. Escape or closing the window quits. Without a display, use `sim-desktop run <id>`.
            """)

    @Argument(help: "The example's id (see `sim-desktop list`); the gallery's first when omitted.")
    var id: String?

    @Option(help: "The example's variant.")
    var variant: String?

    @Option(help: ArgumentHelp("Quit after this many seconds (for tests and scripts).", valueName: "seconds"))
    var exitAfter: Double?

    @Option(help: ArgumentHelp("Save the first frame as a PNG file.", valueName: "file"))
    var screenshot: String?

    @Option(help: .hidden)
    var screenshotAfter: Double = 0

    @MainActor
    func run() async throws {
        let example = ExampleLookup.example(id ?? Gallery.all[0].id, variant: variant)
        if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0) {
            Self.fail("--exit-after must be a number of seconds, 0 or more")
        }
        if let problem = DisplayCheck.problem() {
            Self.fail(DisplayCheck.message(problem, exampleID: example.id))
        }
        let options = WindowApp.Options(
            exitAfter: exitAfter, screenshotPath: screenshot, screenshotAfter: screenshotAfter)
        let app: WindowApp
        do {
            app = try WindowApp(example: example, variant: variant, options: options)
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
