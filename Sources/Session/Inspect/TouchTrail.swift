import Dispatcher
import Foundation

/// Where the last touch went down and the path its fingers took, read from the log's touch inputs, kept after
/// the dots have faded so a room still sees where the tap was while the presenter explains it. A touch-down
/// with no finger down starts a new gesture and forgets the previous one's trails.
@MainActor
package struct TouchTrail {
    /// One finger's path: where it went down first, then each move and its lift.
    package struct Path: Equatable {
        package let finger: Int
        package private(set) var points: [CGPoint]
        /// Whether the finger has lifted (or was cancelled).
        package fileprivate(set) var isOver = false

        package var down: CGPoint { points[0] }

        fileprivate mutating func add(_ point: CGPoint) {
            guard points.last != point else { return }
            // A long drag keeps its shape without growing without bound: every other point goes.
            if points.count >= TouchTrail.maximumPoints {
                points = [points[0]] + points.dropFirst().enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            }
            points.append(point)
        }
    }

    /// The most points kept per finger.
    nonisolated package static let maximumPoints = 400

    /// The last gesture's fingers, in the order they went down.
    package private(set) var paths: [Path] = []
    private var readCount = 0

    package init() {}

    /// Reads the touch inputs written since the last call.
    package mutating func follow(_ log: DispatchLog) {
        let records = log.records
        while readCount < records.count {
            if case .input(let input) = records[readCount].kind, input.device == .touch { read(input) }
            readCount += 1
        }
    }

    private mutating func read(_ input: InputRecord) {
        let live = paths.lastIndex { $0.finger == input.finger && !$0.isOver }
        switch input.phase {
        case .down:
            guard live == nil else { return }
            if paths.allSatisfy(\.isOver) { paths = [] }
            paths.append(Path(finger: input.finger, points: [input.point]))
        case .move:
            if let live { paths[live].add(input.point) }
        case .up:
            guard let live else { return }
            paths[live].add(input.point)
            paths[live].isOver = true
        case .cancel:
            if let live { paths[live].isOver = true }
        case .began, .ended:
            break
        }
    }
}
