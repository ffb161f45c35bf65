import Foundation
import Session

/// What a timeline lane holds, drawn so that a long trace costs no more than the lane's pixels: a bar or tick
/// that starts on the pixels of the one drawn before is merged into it.
@MainActor
package enum TimelineMarks {
    /// `finger`'s touches as bars from down to up (a touch still down at the end runs to `end`); a cancelled
    /// touch's bar ends in the colour of a cancellation.
    package static func touches(_ touches: [TraceTimeline.Touch], of finger: Int, until end: TimeInterval, in band: CGRect,
                        scale: TimelineScale, painter: ChromePainter) {
        let color = ChromeStyle.finger(finger)
        let bar = band.insetBy(dx: 0, dy: (band.height * 0.22).rounded())
        let minimumWidth = painter.px(3)
        var run: (start: CGFloat, end: CGFloat)?
        var lastCap = -CGFloat.infinity
        func fill(_ run: (start: CGFloat, end: CGFloat)) {
            painter.fill(CGRect(x: run.start, y: bar.minY, width: run.end - run.start, height: bar.height), color,
                         radius: min(painter.px(3), (run.end - run.start) / 2))
        }
        var caps: [CGFloat] = []
        for touch in touches where touch.finger == finger {
            let start = scale.x(at: touch.start).rounded(.down)
            let stop = max(start + minimumWidth, scale.x(at: touch.end ?? end).rounded(.up))
            if touch.cancelled, stop - lastCap >= 1 {
                caps.append(stop)
                lastCap = stop
            }
            if let current = run, start <= current.end + 1 {
                run = (current.start, max(current.end, stop))
            } else {
                if let run { fill(run) }
                run = (start, stop)
            }
        }
        if let run { fill(run) }
        for cap in caps {
            painter.fill(CGRect(x: cap - minimumWidth, y: bar.minY, width: minimumWidth, height: bar.height),
                         ChromeStyle.declined)
        }
    }

    /// A thin tick per item at its time, in its colour. Items on one pixel column (several recognizers
    /// changing at one instant) share its tick, split into a segment per colour, in order.
    package static func ticks<Items: Sequence>(_ items: Items, in band: CGRect, scale: TimelineScale, painter: ChromePainter)
        where Items.Element == (TimeInterval, DrawColor)
    {
        let width = painter.px(2)
        let tick = band.insetBy(dx: 0, dy: (band.height * 0.15).rounded())
        var column: (x: CGFloat, colors: [DrawColor])?
        func draw(_ column: (x: CGFloat, colors: [DrawColor])) {
            let segment = tick.height / CGFloat(column.colors.count)
            for (index, color) in column.colors.enumerated() {
                painter.fill(CGRect(x: column.x - width / 2, y: tick.minY + CGFloat(index) * segment, width: width,
                                    height: segment), color)
            }
        }
        for (t, color) in items {
            let x = scale.x(at: t).rounded()
            if let current = column, current.x == x {
                if !current.colors.contains(color) { column?.colors.append(color) }
            } else {
                if let column { draw(column) }
                column = (x, [color])
            }
        }
        if let column { draw(column) }
    }

    /// A small flag per marker, labelled where the label does not run into the previous one.
    package static func markers(_ markers: [TraceTimeline.Marker], in band: CGRect, scale: TimelineScale,
                        painter: ChromePainter) {
        let size = (band.height * 0.35).rounded()
        var lastX = -CGFloat.infinity
        var labelEnd = -CGFloat.infinity
        for marker in markers {
            let x = scale.x(at: marker.t).rounded()
            guard x - lastX >= 1 else { continue }
            lastX = x
            painter.fill(CGRect(x: x - painter.px(1) / 2, y: band.minY + painter.px(2), width: max(1, painter.px(1)),
                                height: band.height - painter.px(4)), ChromeStyle.text)
            painter.triangle(CGPoint(x: x, y: band.minY + painter.px(2)), CGPoint(x: x + size, y: band.minY + painter.px(2) + size / 2),
                             CGPoint(x: x, y: band.minY + painter.px(2) + size), ChromeStyle.text)
            let origin = CGPoint(x: x + size + painter.px(3), y: band.midY - painter.lineHeight(ChromeStyle.smallSize) / 2)
            let width = painter.measure(marker.label, size: ChromeStyle.smallSize).width
            guard origin.x > labelEnd, origin.x + width <= scale.maxX else { continue }
            painter.text(marker.label, at: origin, size: ChromeStyle.smallSize, ChromeStyle.text)
            labelEnd = origin.x + width + painter.px(8)
        }
    }
}
