import Foundation
import Session

/// Whether a window can be shown, asked before SDL is started.
///
/// With no DISPLAY, no WAYLAND_DISPLAY and no SDL_VIDEODRIVER, SDL does not fail: it falls back to its
/// offscreen driver and the window opens where nobody sees it. So the app checks first and points to the
/// headless command instead.
package enum DisplayCheck {
    /// Why no window can be shown, or nil when one can (as far as the environment tells).
    package static func problem(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let names = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
        let set = names.filter { !(environment[$0] ?? "").isEmpty }
        return set.isEmpty ? "no display: DISPLAY and WAYLAND_DISPLAY are not set (nor SDL_VIDEODRIVER)" : nil
    }

    /// Why the window SDL opened cannot be seen, or nil: SDL fell back to a driver that shows nothing
    /// (`offscreen`, `dummy`) although nobody asked for one, e.g. when DISPLAY names a display that is not there.
    package static func problem(videoDriver: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        guard let videoDriver, ["offscreen", "dummy"].contains(videoDriver) else { return nil }
        guard (environment["SDL_VIDEODRIVER"] ?? "").isEmpty else { return nil }
        let tried = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
            environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
        }
        return "no display could be opened (\(tried.isEmpty ? "none set" : tried.joined(separator: ", "))); "
            + "SDL fell back to its invisible '\(videoDriver)' driver"
    }

    /// The failure message: what went wrong and the headless alternative.
    package static func message(_ problem: String, exampleID: String) -> String {
        message(problem, instead: """
            `sim-desktop shot <id>` saves a frame as PNG (here: `sim-desktop shot \(exampleID)`) and \
            `sim-desktop run <id>` prints the log (here: `sim-desktop run \(exampleID)`)
            """)
    }

    /// The failure message for replaying a trace in the window: the headless replay instead.
    package static func message(_ problem: String, tracePath: String) -> String {
        message(problem, instead: """
            `sim-desktop replay \(tracePath) --headless` replays the trace (with --verify, checks it) and \
            `sim-desktop export \(tracePath) --text OUT.txt` writes its log
            """)
    }

    private static func message(_ problem: String, instead: String) -> String {
        """
        cannot open the window: \(problem).
        Without a window, \(instead); to open the window anyway, run under xvfb-run or set SDL_VIDEODRIVER \
        (e.g. dummy).
        """
    }
}
