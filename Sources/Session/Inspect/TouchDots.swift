import Dispatcher
import Foundation

/// The touch dots' data, read from the input records of the dispatch log: where each finger is, its tap count,
/// and the fingers lifted a moment ago (their dots fade). Reading the log rather than the window's own input
/// shows every touch the world got — the mouse's, a touch screen's, a script's (`shot --input`).
/// Tap counts are the ones the machinery gave the touches, logged with each finger's down.
@MainActor
package struct TouchDots {
    package struct Dot: Equatable {
        package let finger: Int
        package var location: CGPoint
        package let start: CGPoint
        package let tapCount: Int
        /// When the finger lifted or was cancelled (virtual seconds); nil while it is down.
        package var liftTime: TimeInterval?
    }

    /// How long a lifted finger's dot takes to fade, in virtual seconds.
    package static let fadeDuration: TimeInterval = 0.2

    /// Fingers down, and fingers lifted less than `fadeDuration` before the last `prune`.
    package private(set) var dots: [Dot] = []
    private var readCount = 0

    /// Reads the input records written since the last call.
    package mutating func follow(_ log: DispatchLog) {
        let records = log.records
        while readCount < records.count {
            if case .input(let input) = records[readCount].kind, input.device == .touch {
                read(input, time: records[readCount].time, tapCount: records[readCount].tapCount ?? 1)
            }
            readCount += 1
        }
    }

    /// Forgets the lifted dots that have faded by `now`.
    package mutating func prune(now: TimeInterval) {
        dots.removeAll { $0.liftTime.map { now - $0 > Self.fadeDuration } ?? false }
    }

    /// Whether a lifted finger's dot is still fading (the window keeps drawing until it has gone).
    package var isFading: Bool { dots.contains { $0.liftTime != nil } }

    /// A dot's opacity at `now`: 1 while down, then fading to 0 over `fadeDuration`.
    package static func opacity(of dot: Dot, now: TimeInterval) -> CGFloat {
        guard let lift = dot.liftTime else { return 1 }
        return CGFloat(max(0, min(1, 1 - (now - lift) / fadeDuration)))
    }

    private mutating func read(_ input: InputRecord, time: TimeInterval, tapCount: Int) {
        let live = dots.firstIndex { $0.finger == input.finger && $0.liftTime == nil }
        switch input.phase {
        case .down:
            guard live == nil else { return }
            prune(now: time)  // a long stretch of log read at once (a replay's seek) keeps only what shows
            dots.append(Dot(finger: input.finger, location: input.point, start: input.point,
                            tapCount: tapCount))
        case .move:
            if let live { dots[live].location = input.point }
        case .up:
            guard let live else { return }
            dots[live].location = input.point
            dots[live].liftTime = time
        case .cancel:
            if let live { dots[live].liftTime = time }
        case .began, .ended:
            break
        }
    }
}
