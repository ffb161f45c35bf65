import Dispatcher
import Foundation
import Traces

/// What makes a finger: the mouse, the second finger Alt adds to it, or a finger on a real touch screen.
package enum FingerSource: Hashable, Sendable {
    case mouse
    case mouseSecond
    case touchScreen(device: Int64, finger: Int64)
}

/// The window's fingers on the simulated screen: each source gets the lowest free finger number while it is
/// down, so the mouse, its second finger and ten fingers on a touch screen never share one. Every change goes
/// to the world at once, at its current time, at a point kept to the precision a trace writes (six decimals),
/// so a recorded session replays exactly. A replaying window's fingers touch nothing: the trace does.
@MainActor
package final class Fingers {
    package struct Finger: Equatable {
        package let source: FingerSource
        package let number: Int
        /// Where it is, in screen points.
        package var location: CGPoint
    }

    private let sim: Simulator
    private let acceptsTouches: Bool
    /// The fingers down, in the order they went down.
    package private(set) var down: [Finger] = []

    package init(sim: Simulator, acceptsTouches: Bool = true) {
        self.sim = sim
        self.acceptsTouches = acceptsTouches
    }

    package func finger(of source: FingerSource) -> Finger? { down.first { $0.source == source } }

    /// Puts a finger of `source` down at `point`, unless that source is down already.
    package func press(_ source: FingerSource, at point: CGPoint) {
        guard acceptsTouches, finger(of: source) == nil else { return }
        let point = Self.quantized(point)
        let taken = Set(down.map(\.number)).union(sim.fingersDown)
        let number = (0...).first { !taken.contains($0) }!
        down.append(Finger(source: source, number: number, location: point))
        sim.touchDown(at: point, finger: number)
    }

    package func move(_ source: FingerSource, to point: CGPoint) {
        let point = Self.quantized(point)
        guard let index = down.firstIndex(where: { $0.source == source }), down[index].location != point else {
            return
        }
        down[index].location = point
        sim.touchMove(to: point, finger: down[index].number)
    }

    /// Lifts the finger at `point` (where it is, when nil).
    package func lift(_ source: FingerSource, at point: CGPoint? = nil) {
        guard let index = down.firstIndex(where: { $0.source == source }) else { return }
        let finger = down.remove(at: index)
        let location = point.map(Self.quantized) ?? finger.location
        sim.play(InputRecord(t: sim.now, finger: finger.number, phase: .up, x: location.x, y: location.y))
    }

    /// `point` as a trace keeps it (`InputRecord.kept`, the one rounding), so the finger is where its replay is.
    package static func quantized(_ point: CGPoint) -> CGPoint {
        CGPoint(x: InputRecord.kept(point.x), y: InputRecord.kept(point.y))
    }

    /// Cancels every finger down, as iOS does when the app resigns active mid-touch.
    package func cancelAll() {
        for finger in down { sim.touchCancel(finger: finger.number) }
        down.removeAll()
    }
}
