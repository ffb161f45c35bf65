import ArgumentParser
import Desktop
import Foundation
import Session

/// `export --gif`'s options: the frame's size and fonts, the pace (time or steps), the stretch of the trace (which
/// cuts `--html`'s page too), the overlays and what of the window each frame keeps.
struct GifOptions: ParsableArguments {
    @Option(help: "With --gif: the frame's size in pixels, WIDTHxHEIGHT.")
    var size = "1280x720"

    @Flag(help: "With --gif: the window's large fonts, as on a projector.")
    var largeFonts = false

    @Option(help: "With --gif: replay time per second of the GIF (0.5: half speed).")
    var speed = 0.5

    @Option(help: "With --gif: frames per second.")
    var fps = 10.0

    @Option(help: ArgumentHelp("With --gif: a frame per step instead of per time, as the window's step keys: "
                               + "record, visit or phase.", valueName: "size"))
    var steps: String?

    @Option(help: ArgumentHelp("With --gif or --html: where to start, in seconds of the trace, or first-input (a GIF's "
                               + "default: half a second before the first input, so an idle lead-in is skipped).", valueName: "time"))
    var from: String?

    @Option(help: ArgumentHelp("With --gif or --html: where to stop, in seconds of the trace, last-input (a second "
                               + "after it: a GIF's default) or end.", valueName: "time"))
    var to: String?

    @Option(help: ArgumentHelp("With --gif: what to show, as shot's --overlays: "
                               + Overlay.allCases.map(\.rawValue).joined(separator: ",") + ", all or none "
                               + "(default: what the window opens with, without the examples' list).", valueName: "list"))
    var overlays: String?

    @Option(help: ArgumentHelp("With --gif: window (all of it), phone (the phone, its caption and the marks drawn on "
                               + "it: smaller, for a slide beside your own text) or present (the presenter's layout: "
                               + "the phone full height, one panel, a large caption).", valueName: "layout"))
    var layout = GifExport.Layout.window.rawValue

    @Option(help: ArgumentHelp("With --gif: the longest a still stretch is shown, in seconds of the GIF (0.1 to 60): "
                               + "the idle gaps inside a session trimmed to it.", valueName: "seconds"))
    var maxIdle: Double?

    /// The lead-in kept before the first input, and the tail after the last, in seconds.
    static let lead = 0.5
    static let tail = 1.0

    /// The stretch of `timeline` to export; nil with the reason when --from or --to is not a time in it.
    func clip(of timeline: TraceTimeline) -> Result<GifExport.Clip, ValidationError> {
        let end = timeline.duration
        func time(_ text: String, _ name: String) -> Result<Double, ValidationError> {
            switch text {
            case "first-input": return .success(timeline.firstInput ?? 0)
            case "last-input": return .success(min(end, (timeline.lastInput ?? end) + Self.tail))
            case "end": return .success(end)
            default:
                guard let seconds = Double(text), seconds.isFinite, (0...end).contains(seconds) else {
                    return .failure(ValidationError(
                        "--\(name) must be first-input, last-input, end or a time from 0 to \(String(format: "%.3f", end)) s"))
                }
                return .success(seconds)
            }
        }
        let start: Double, stop: Double
        // By default, half a second before the first input to a second after the last: no idle lead-in or tail.
        switch (self.from.map { time($0, "from") } ?? .success(max(0, (timeline.firstInput ?? 0) - Self.lead)),
                self.to.map { time($0, "to") } ?? .success(min(end, (timeline.lastInput ?? end) + Self.tail))) {
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        case (.success(let a), .success(let b)): (start, stop) = (a, b)
        }
        guard start < stop || (start == stop && end == 0) else {
            return .failure(ValidationError("--from (\(start) s) must come before --to (\(stop) s)"))
        }
        return .success(GifExport.Clip(from: start, to: stop))
    }
}
