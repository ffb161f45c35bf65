import Dispatcher
import Foundation
import Session

/// The replay's timeline, across the bottom of the window: the trace's span with a lane per finger (a bar per
/// touch, down to up; a cancelled touch ends in orange), a lane of the recognizers' state changes (ticks
/// coloured by the state reached, as the gesture overlay colours states), a lane of keys and shakes, the
/// markers, the time axis and the playhead. Its header names the trace and the time and, with `--verify`, says
/// how the replay compares with the recording. A click or a drag on it seeks.
///
/// A long trace has more items than the lanes have pixels: an item on the pixels of the one drawn before is
/// merged into it, so a frame draws a bounded number of shapes whatever the trace's length.
@MainActor
package enum TimelinePanel {
    package enum Lane: Equatable {
        case finger(Int)
        case gestures
        case presses
        case markers

        package var label: String {
            switch self {
            case .finger(let number): "finger \(number)"
            case .gestures: "gestures"
            case .presses: "keys, shakes"
            case .markers: "markers"
            }
        }
    }

    /// More fingers than this share no lane: their touches are not drawn.
    package static let maximumFingerLanes = 10

    /// The lanes `timeline` needs, top to bottom: one per finger, then the others that have something.
    package static func lanes(of timeline: TraceTimeline) -> [Lane] {
        timeline.fingers.prefix(maximumFingerLanes).map(Lane.finger)
            + (timeline.stateChanges.isEmpty ? [] : [.gestures]) + (timeline.presses.isEmpty ? [] : [.presses])
            + (timeline.markers.isEmpty ? [] : [.markers])
    }

    /// The panel's height for `replay`, with lanes of their natural height.
    package static func height(for replay: WindowReplay, painter: ChromePainter) -> CGFloat {
        2 * painter.px(10) + headerHeight(replay, painter: painter)
            + CGFloat(lanes(of: replay.timeline).count) * laneHeight(painter) + axisHeight(painter)
    }

    /// Draws the panel in `rect` with the playhead at `now`; returns where time runs, for clicks.
    package static func draw(_ replay: WindowReplay, now: TimeInterval, in rect: CGRect, painter: ChromePainter)
        -> TimelineScale
    {
        let timeline = replay.timeline
        let pad = painter.px(10)
        painter.fill(rect, ChromeStyle.panel)
        painter.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: painter.px(1)), ChromeStyle.separator)
        painter.clip(rect)
        defer { painter.clip(nil) }
        drawHeader(replay, now: now, in: rect.insetBy(dx: pad, dy: 0), top: rect.minY + pad, painter: painter)

        let lanes = lanes(of: timeline)
        let labelWidth = lanes.map { painter.measure($0.label, size: ChromeStyle.smallSize).width }.max() ?? 0
        let scale = TimelineScale(panel: rect, minX: rect.minX + 2 * pad + labelWidth, maxX: rect.maxX - 2 * pad,
                                  duration: timeline.duration)
        let top = rect.minY + pad + headerHeight(replay, painter: painter)
        let room = max(0, rect.maxY - pad - axisHeight(painter) - top)
        let height = lanes.isEmpty ? 0 : min(laneHeight(painter), room / CGFloat(lanes.count))
        let bottom = top + height * CGFloat(lanes.count)
        let playhead = scale.x(at: now)
        painter.fill(CGRect(x: scale.minX, y: top, width: scale.maxX - scale.minX, height: bottom - top),
                     ChromeStyle.background)
        painter.fill(CGRect(x: scale.minX, y: top, width: playhead - scale.minX, height: bottom - top),
                     ChromeStyle.played)
        for (index, lane) in lanes.enumerated() {
            let band = CGRect(x: scale.minX, y: top + CGFloat(index) * height, width: scale.maxX - scale.minX,
                              height: height)
            let label = painter.measure(lane.label, size: ChromeStyle.smallSize)
            painter.text(lane.label, at: CGPoint(x: rect.minX + pad, y: band.midY - label.height / 2),
                         size: ChromeStyle.smallSize, ChromeStyle.secondaryText)
            switch lane {
            case .finger(let finger):
                TimelineMarks.touches(timeline.touches, of: finger, until: timeline.duration, in: band, scale: scale,
                                      painter: painter)
            case .gestures:
                TimelineMarks.ticks(timeline.stateChanges.lazy.map { ($0.t, RecognizerStateStyle.color(of: $0.state)) },
                                    in: band, scale: scale, painter: painter)
            case .presses:
                TimelineMarks.ticks(timeline.presses.lazy.map { ($0, ChromeStyle.text) }, in: band, scale: scale,
                                    painter: painter)
            case .markers:
                TimelineMarks.markers(timeline.markers, in: band, scale: scale, painter: painter)
            }
        }
        drawAxis(scale, at: bottom, painter: painter)
        drawPlayhead(at: playhead, from: top, to: bottom, painter: painter)
        return scale
    }

    // MARK: Parts

    private static func laneHeight(_ painter: ChromePainter) -> CGFloat {
        painter.lineHeight(ChromeStyle.smallSize) + painter.px(5)
    }

    private static func axisHeight(_ painter: ChromePainter) -> CGFloat {
        painter.lineHeight(ChromeStyle.smallSize) + painter.px(6)
    }

    private static func headerHeight(_ replay: WindowReplay, painter: ChromePainter) -> CGFloat {
        var height = painter.lineHeight(ChromeStyle.bodySize) + painter.px(6)
        if case .differs = replay.verification { height += 2 * painter.lineHeight(ChromeStyle.smallSize) }
        return height
    }

    /// "REPLAY  file.trace  1.234 / 4.050 s", notes, and on the right how the replay compares; a difference's
    /// two lines below.
    private static func drawHeader(_ replay: WindowReplay, now: TimeInterval, in rect: CGRect, top: CGFloat,
                                   painter: ChromePainter) {
        let timeline = replay.timeline
        var x = rect.minX
        x += painter.text("REPLAY", at: CGPoint(x: x, y: top), size: ChromeStyle.bodySize, ChromeStyle.accent,
                          bold: true).width + painter.px(12)
        let name = (replay.path as NSString).lastPathComponent
        let time = String(format: "%.3f / %.3f s", now, timeline.duration)
        x += painter.text(name + "   " + time, at: CGPoint(x: x, y: top), size: ChromeStyle.bodySize,
                          ChromeStyle.text).width + painter.px(12)
        var notes: [String] = []
        if !timeline.isFinished { notes.append("recording cut short") }
        if timeline.isTruncated { notes.append("timeline shows the first \(TraceTimeline.defaultLimit) items") }
        if timeline.fingers.count > maximumFingerLanes { notes.append("fingers past \(maximumFingerLanes) not shown") }
        if !notes.isEmpty {
            painter.text(notes.joined(separator: " · "), at: CGPoint(x: x, y: top), size: ChromeStyle.bodySize,
                         ChromeStyle.secondaryText)
        }
        guard let (text, color) = verdict(replay.verification) else { return }
        let width = painter.measure(text, size: ChromeStyle.bodySize, bold: true).width
        painter.text(text, at: CGPoint(x: rect.maxX - width, y: top), size: ChromeStyle.bodySize, color, bold: true)
        guard case .differs(let difference) = replay.verification else { return }
        var y = top + painter.lineHeight(ChromeStyle.bodySize) + painter.px(2)
        for line in ["recorded: " + (difference.recorded ?? "(nothing more)"),
                     "replayed: " + (difference.replayed ?? "(nothing more)")] {
            painter.text(line, at: CGPoint(x: rect.minX, y: y), size: ChromeStyle.smallSize, ChromeStyle.outside)
            y += painter.lineHeight(ChromeStyle.smallSize)
        }
    }

    /// What the header says about the comparison, and in which colour; nil without `--verify`.
    package static func verdict(_ verification: WindowReplay.Verification) -> (String, DrawColor)? {
        switch verification {
        case .off: nil
        case .identical(let records, let complete):
            ("✓ identical\(complete ? "" : " so far") · \(records) records", ChromeStyle.hit)
        case .differs: ("✗ differs from the recording", ChromeStyle.outside)
        case .failed(let problem): ("✗ cannot compare: \(problem)", ChromeStyle.outside)
        }
    }

    /// The baseline under the lanes, with a labelled tick at every round number of seconds.
    private static func drawAxis(_ scale: TimelineScale, at y: CGFloat, painter: ChromePainter) {
        painter.fill(CGRect(x: scale.minX, y: y, width: scale.maxX - scale.minX, height: painter.px(1)),
                     ChromeStyle.separator)
        let step = scale.tickStep(minimumGap: painter.px(70))
        var index = 0
        while Double(index) * step <= scale.duration {
            let t = Double(index) * step
            let x = scale.x(at: t).rounded()
            painter.fill(CGRect(x: x, y: y, width: painter.px(1), height: painter.px(4)), ChromeStyle.secondaryText)
            let label = String(format: "%g s", t)
            let width = painter.measure(label, size: ChromeStyle.smallSize).width
            painter.text(label, at: CGPoint(x: min(x - width / 2, scale.maxX - width), y: y + painter.px(4)),
                         size: ChromeStyle.smallSize, ChromeStyle.secondaryText)
            index += 1
        }
    }

    private static func drawPlayhead(at x: CGFloat, from top: CGFloat, to bottom: CGFloat, painter: ChromePainter) {
        let half = painter.px(1)
        painter.fill(CGRect(x: x - half, y: top - painter.px(2), width: 2 * half, height: bottom - top + painter.px(6)),
                     ChromeStyle.playhead)
        let head = painter.px(6)
        painter.triangle(CGPoint(x: x - head, y: top - head), CGPoint(x: x + head, y: top - head),
                         CGPoint(x: x, y: top + painter.px(1)), ChromeStyle.playhead)
    }
}
