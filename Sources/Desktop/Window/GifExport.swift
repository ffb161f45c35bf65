import Foundation
import Session
import Traces

/// `export TRACE --gif`: the window replaying a trace, frame by frame, as an animated GIF for slides — in time
/// (`speed` times real time, `framesPerSecond` frames a second of the GIF), or step by step as the window's keys
/// step (by record, visit or phase; a second a step). The window is drawn by the same composer as on screen.
///
/// Made to fit a slide: only the stretch of replay time asked for (`Clip`), the phone alone when asked (`Layout`),
/// and a frame that shows nothing new is not written again — the one before it is held longer — so a second of
/// stillness costs a few bytes, not ten frames.
@MainActor
package enum GifExport {
    package enum Pace {
        case time(speed: Double, framesPerSecond: Double)
        case steps(StepSize)
    }

    /// What of the window each frame keeps: all of it, the phone with its caption and the marks drawn on it (no
    /// toolbar, panels or timeline), or the presenter's layout (the phone full height, one panel, a large caption).
    package enum Layout: String, CaseIterable, Sendable {
        case window, phone, present
    }

    /// The stretch of replay time exported, in seconds of the trace.
    package struct Clip: Sendable {
        package var from: Double
        package var to: Double
        package init(from: Double, to: Double) { (self.from, self.to) = (from, to) }
    }

    /// The most frames a GIF holds: a minute at 20 frames a second is plenty for a slide. And the most pixels in
    /// all its frames (1,200 frames of 1280×720), so a large size means fewer frames, never an export of hours.
    package static let maximumFrames = 1_200
    package static let maximumPixels = 1_200 * 1280 * 720
    /// The longest a GIF frame is held, in hundredths of a second (GIF's delay is 16 bits).
    nonisolated static let longestHold = 6_000

    /// Writes the GIF of `bench`, a window replaying a trace from its start; returns the number of frames drawn
    /// and the number written (identical frames held as one).
    /// `maximumIdle`: the longest a still stretch is shown in time, in hundredths of a second of the GIF (nil: as
    /// long as it lasted), so the idle gaps inside a session do not play at length. Still: no record written and
    /// the phone drawn the same (the window's clock and timeline move on regardless).
    package static func export(_ bench: Workbench, pace: Pace, clip: Clip? = nil, layout: Layout = .window, width: Int,
                               height: Int, maximumIdle: Int? = nil, to output: OutputFile)
        throws(GifWriter.Failure) -> (drawn: Int, written: Int)
    {
        guard let replay = bench.input.replay else {
            output.abandon()
            throw GifWriter.Failure(description: "only a trace's replay is exported")
        }
        let clip = clip ?? Clip(from: 0, to: replay.end)
        let frameBudget = min(maximumFrames, maximumPixels / max(1, width * height))
        let context: RenderContext
        do {
            // The phone alone: drawn in a window taller by what the toolbar and the timeline take, so that the
            // phone and its caption fill the height asked for.
            var drawnHeight = height
            if layout == .phone {
                let probe = try RenderContext.offscreen(width: width, height: height)
                let stage = FrameComposer(context: probe).draw(bench).layout.stage
                drawnHeight = min(8192, height + max(0, height - Int(stage.height)))
            }
            context = try RenderContext.offscreen(width: width, height: drawnHeight)
        } catch {
            output.abandon()
            throw GifWriter.Failure(description: "cannot draw the frames: \(error)")
        }
        let composer = FrameComposer(context: context)
        var sink = FrameSink(output: output)
        var drawn = 0
        // The phone's place, taken from the first frame: every frame of a GIF is one size, and neither the panels
        // beside the phone (the hit-test's, for its marks) nor a narration band under it change as it plays (the
        // command line keeps them still: `opensUsefulPanels` and `narratesSteps` off).
        var crop: CGRect??
        func addFrame(centiseconds: Int) throws(GifWriter.Failure) {
            let frame = composer.draw(bench)
            guard let pixels = context.readPixels() else { throw GifWriter.Failure(description: "cannot read a frame") }
            if crop == nil { crop = layout == .phone ? phoneRect(frame.layout, width: pixels.width, height: pixels.height) : .some(nil) }
            try sink.add(pixels, crop: crop ?? nil, centiseconds: centiseconds)
            drawn += 1
        }
        switch pace {
        case .time(let speed, let framesPerSecond):
            let count = Int(((clip.to - clip.from) / speed * framesPerSecond).rounded(.up)) + 1
            guard count <= frameBudget else {
                output.abandon()
                throw GifWriter.Failure(description: "\(count) frames is more than \(frameBudget) at this size: raise --speed, "
                    + "lower --fps, shorten --from/--to or make --size smaller")
            }
            let delay = Int((100 / framesPerSecond).rounded())
            var still = 0
            var before: (records: Int, phone: PhoneDrawing)?
            for k in 0..<count {
                bench.seek(to: min(clip.to, clip.from + Double(k) / framesPerSecond * speed))
                if let maximumIdle {
                    let now = (bench.sim.log.records.count, PhoneDrawing(windows: bench.session.windowsBackToFront, identify: { _ in 0 }))
                    still = before.map { $0.records == now.0 && $0.phone == now.1 } == true ? still + delay : 0
                    before = now
                    if still > maximumIdle, k < count - 1 { continue }
                }
                try addFrame(centiseconds: k == count - 1 ? 200 : delay)
            }
        case .steps(let size):
            // Seeking reveals what happened by then: at 0 that would be the first tap, before its first step.
            if clip.from > 0 { bench.seek(to: clip.from) }
            try addFrame(centiseconds: 100)
            func hidden() -> Int { bench.cursor.hidden(count: bench.sim.log.records.count) }
            while true {
                if hidden() == 0 {
                    let played = bench.playNextInputHidden()
                    guard hidden() > 0 else {
                        if played { continue } else { break }
                    }
                }
                // Up to the clip's end: the next record to reveal is after it.
                let records = bench.sim.log.records
                guard bench.cursor.revealed < records.count, records[bench.cursor.revealed].time <= clip.to else { break }
                guard drawn < frameBudget else {
                    output.abandon()
                    throw GifWriter.Failure(description: "more than \(frameBudget) steps at this size: step by phase, make "
                        + "--size smaller, or export a shorter stretch (--from, --to)")
                }
                bench.perform(.stepBy(size, forward: true))
                try addFrame(centiseconds: 100)
            }
        }
        let written = try sink.close()
        return (drawn, written)
    }

    /// The phone, its bezel and its caption line above it, in the frame's pixels (whole pixels, inside the frame):
    /// the stage's height (no narration band under the phone: the command line turns it off) and at least 60 % of
    /// its width around the phone, so a long title or the status line is not cut. Nil when no pixel of it is left
    /// (a frame a few pixels across): the whole frame is written then.
    private static func phoneRect(_ layout: WindowLayout, width: Int, height: Int) -> CGRect? {
        let screen = layout.viewport.screenInPixels, stage = layout.stage
        let margin = (screen.width * 0.06).rounded()
        let across = max(screen.width + 2 * margin, (stage.width * 0.6).rounded())
        let left = min(max(stage.minX, screen.midX - across / 2), stage.maxX - across)
        let rect = CGRect(x: left, y: stage.minY, width: across, height: stage.height)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let cut = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        return cut.isNull || cut.width < 1 || cut.height < 1 ? nil : cut
    }

    /// Frames on their way to the GIF: each held until the next differs (or the hold reaches GIF's longest), so
    /// a run of identical frames is one frame shown as long as they all were; the writer is made with the first
    /// frame's size.
    private struct FrameSink {
        let output: OutputFile
        var writer: GifWriter?
        var pending: (rgba: [UInt8], centiseconds: Int)?
        var written = 0

        mutating func add(_ pixels: PixelBuffer, crop: CGRect?, centiseconds: Int) throws(GifWriter.Failure) {
            let (rgba, width, height) = crop.map { Self.crop(pixels, to: $0) } ?? (pixels.rgba, pixels.width, pixels.height)
            if writer == nil { writer = try GifWriter(output: output, width: width, height: height) }
            if var held = pending, held.rgba == rgba, held.centiseconds + centiseconds <= GifExport.longestHold {
                held.centiseconds += centiseconds
                pending = held
                return
            }
            try flush()
            pending = (rgba, centiseconds)
        }

        mutating func close() throws(GifWriter.Failure) -> Int {
            try flush()
            guard let writer else {
                output.abandon()
                throw GifWriter.Failure(description: "no frame to write")
            }
            try writer.close()
            return written
        }

        private mutating func flush() throws(GifWriter.Failure) {
            guard let held = pending, let writer else { return }
            try writer.add(rgba: held.rgba, centiseconds: held.centiseconds)
            pending = nil
            written += 1
        }

        private static func crop(_ pixels: PixelBuffer, to rect: CGRect) -> ([UInt8], Int, Int) {
            let (x0, y0, w, h) = (Int(rect.minX), Int(rect.minY), Int(rect.width), Int(rect.height))
            var out = [UInt8](repeating: 0, count: w * h * 4)
            for row in 0..<h {
                let from = ((y0 + row) * pixels.width + x0) * 4
                out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels.rgba[from..<from + w * 4])
            }
            return (out, w, h)
        }
    }
}
