import ArgumentParser
import Desktop
import Foundation
import Session

/// The options of every command that opens the window (`open`, `replay` without `--headless`), and opening it:
/// the display is checked before SDL starts, so a machine without one gets exit code 2 and the headless command
/// to use instead.
struct WindowLaunch: ParsableArguments {
    @Option(help: ArgumentHelp("Quit after this many seconds (for tests and scripts).", valueName: "seconds"))
    var exitAfter: Double?

    @Option(help: ArgumentHelp("Save the first frame as a PNG file.", valueName: "file"))
    var screenshot: String?

    @Option(help: .hidden)
    var screenshotAfter: Double = 0

    @Flag(help: .hidden)
    var reportFirstFrame = false

    @Flag(help: "Open in the presenter's layout (F5) with large fonts (F): the phone as tall as the window, one side panel (Tab chooses), a large caption under the phone.")
    var present = false

    /// Opens the window on the workbench `bench` makes, runs `prepare` on it once the window is up (a recording
    /// starts there, not before a failure to open), and runs until the window quits. Fails (exit 2) when
    /// no window can be shown, with `noDisplay` turning the problem into the message.
    @MainActor
    @discardableResult
    func run(_ bench: () throws -> Workbench, noDisplay: (String) -> String, prepare: (Workbench) throws -> Void = { _ in })
        throws -> WindowApp
    {
        if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0) {
            throw CommandFailure("--exit-after must be a number of seconds, 0 or more")
        }
        if let problem = DisplayCheck.problem() { throw CommandFailure(noDisplay(problem)) }
        let options = WindowApp.Options(
            exitAfter: exitAfter, screenshotPath: screenshot, screenshotAfter: screenshotAfter,
            reportFirstFrame: reportFirstFrame)
        let made = try bench()
        let app: WindowApp
        do {
            if present { (made.settings.presenting, made.settings.largeFonts) = (true, true) }
            app = try WindowApp(bench: made, options: options)
        } catch {
            throw CommandFailure(noDisplay(error.description))
        }
        if let problem = DisplayCheck.problem(videoDriver: app.context.videoDriver) { throw CommandFailure(noDisplay(problem)) }
        try prepare(app.bench)
        do {
            try app.run()
        } catch {
            throw CommandFailure("\(error)")
        }
        return app
    }
}
