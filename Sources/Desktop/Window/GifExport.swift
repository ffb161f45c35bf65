import Foundation
import Session
import Traces

/// `export TRACE --gif`: the window replaying a trace, frame by frame, as an animated GIF for slides — in time
/// (`speed` times real time, `framesPerSecond` frames a second of the GIF), or step by step as the window's keys
/// step (by record, visit or phase; a second a step). The window is drawn by the same composer as on screen.
@MainActor
package enum GifExport {
    package enum Pace {
        case time(speed: Double, framesPerSecond: Double)
        case steps(StepSize)
    }

    /// The most frames a GIF holds: a minute at 20 frames a second is plenty for a slide. And the most pixels in
    /// all its frames (1,200 frames of 1280×720), so a large size means fewer frames, never an export of hours.
    package static let maximumFrames = 1_200
    package static let maximumPixels = 1_200 * 1280 * 720

    /// Writes the GIF of `bench`, a window replaying a trace from its start; returns the number of frames.
    package static func export(_ bench: Workbench, pace: Pace, width: Int, height: Int, to output: OutputFile)
        throws(GifWriter.Failure) -> Int
    {
        guard let replay = bench.input.replay else {
            output.abandon()
            throw GifWriter.Failure(description: "only a trace's replay is exported")
        }
        let frameBudget = min(maximumFrames, maximumPixels / max(1, width * height))
        let writer = try GifWriter(output: output, width: width, height: height)
        let context: RenderContext
        do {
            context = try RenderContext.offscreen(width: width, height: height)
        } catch {
            throw GifWriter.Failure(description: "cannot draw the frames: \(error)")
        }
        let composer = FrameComposer(context: context)
        var frames = 0
        func addFrame(centiseconds: Int) throws(GifWriter.Failure) {
            composer.draw(bench)
            guard let pixels = context.readPixels() else { throw GifWriter.Failure(description: "cannot read a frame") }
            try writer.add(rgba: pixels.rgba, centiseconds: centiseconds)
            frames += 1
        }
        switch pace {
        case .time(let speed, let framesPerSecond):
            let count = Int((replay.end / speed * framesPerSecond).rounded(.up)) + 1
            guard count <= frameBudget else {
                throw GifWriter.Failure(description: "\(count) frames is more than \(frameBudget) at this size: raise --speed, "
                    + "lower --fps or make --size smaller")
            }
            for k in 0..<count {
                bench.seek(to: min(replay.end, Double(k) / framesPerSecond * speed))
                try addFrame(centiseconds: k == count - 1 ? 200 : Int((100 / framesPerSecond).rounded()))
            }
        case .steps(let size):
            try addFrame(centiseconds: 100)
            func hidden() -> Int { bench.cursor.hidden(count: bench.sim.log.records.count) }
            while true {
                if hidden() == 0 {
                    let played = bench.playNextInputHidden()
                    guard hidden() > 0 else {
                        if played { continue } else { break }
                    }
                }
                guard frames < frameBudget else {
                    throw GifWriter.Failure(description: "more than \(frameBudget) steps at this size: step by phase, make "
                        + "--size smaller, or export a shorter trace")
                }
                bench.perform(.stepBy(size, forward: true))
                try addFrame(centiseconds: 100)
            }
        }
        try writer.close()
        return frames
    }
}
