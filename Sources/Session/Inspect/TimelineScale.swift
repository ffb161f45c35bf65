import Foundation

/// The replay timeline's mapping between the trace's time and output pixels: where its tracks run, and so what
/// a click or a drag on the timeline seeks to.
package struct TimelineScale: Equatable {
    /// The whole panel: a click anywhere in it seeks, to the time under it on the tracks.
    package let panel: CGRect
    /// Where the tracks start and end, horizontally.
    package let minX: CGFloat
    package let maxX: CGFloat
    /// The trace's length, in virtual seconds.
    package let duration: TimeInterval

    package init(panel: CGRect, minX: CGFloat, maxX: CGFloat, duration: TimeInterval) {
        (self.panel, self.minX, self.maxX, self.duration) = (panel, minX, maxX, duration)
    }

    package func x(at t: TimeInterval) -> CGFloat {
        guard duration > 0 else { return minX }
        return minX + (maxX - minX) * CGFloat(min(max(t / duration, 0), 1))
    }

    /// The time at `x`, held within the trace.
    package func time(atX x: CGFloat) -> TimeInterval {
        guard maxX > minX else { return 0 }
        return duration * Double(min(max((x - minX) / (maxX - minX), 0), 1))
    }

    /// The time a click at `pixel` seeks to; nil outside the panel.
    package func time(at pixel: CGPoint) -> TimeInterval? { panel.contains(pixel) ? time(atX: pixel.x) : nil }

    /// The step between the axis's labelled ticks: the smallest round number of seconds (1, 2 or 5 times a
    /// power of ten) whose ticks are at least `minimumGap` pixels apart.
    package func tickStep(minimumGap: CGFloat) -> TimeInterval {
        let pixelsPerSecond = duration > 0 ? Double(maxX - minX) / duration : 0
        // A degenerate span (5e-324 s, or no width) gets one step: never a step of zero, which would never end.
        guard pixelsPerSecond > 0, pixelsPerSecond.isFinite, minimumGap > 0 else { return max(duration, 1) }
        var power = max(pow(10, (log10(Double(minimumGap) / pixelsPerSecond)).rounded(.down)), .leastNormalMagnitude)
        while true {
            for factor in [1.0, 2, 5] where factor * power * pixelsPerSecond >= Double(minimumGap) {
                return factor * power
            }
            power *= 10
        }
    }
}
