import Dispatcher
import Foundation
import Traces

/// A trace's inputs (or an input script's: a script is a trace without a header), played into a world as its
/// clock reaches their times, the file read as it goes.
///
/// The window's clock moves by real time, in frame-sized steps, but an input must happen exactly at its `t` or
/// the replay would differ from the recording: so the clock is moved to each input due on the way, the input
/// played there, and only then to the frame's time. Timers due before an input run before it, as they did.
@MainActor
package final class InputFeed {
    private let reader: TraceReader?
    /// The next input, read but not yet played.
    private var pending: InputRecord?
    private var exhausted = false
    /// How many inputs have been played.
    package private(set) var played = 0
    /// Why the feed stopped early: the file could not be read, or a bad line (the window checks a file before
    /// it plays it, so this is a file changed or removed under it).
    package private(set) var error: TraceError?

    package init(path: String, skippingBadLines: Bool = false) {
        do {
            reader = try TraceReader(path: path, skippingBadLines: skippingBadLines, reading: .allButLog)
        } catch {
            reader = nil
            self.error = error
            exhausted = true
        }
    }

    /// The time of the next input to play; nil when all have been played.
    package var nextTime: TimeInterval? { peek()?.t }

    /// Lets the world's clock run to `time`, playing every input due on the way at its own time.
    package func advance(_ sim: Simulator, to time: TimeInterval) {
        while let input = peek(), input.t <= time { play(input, into: sim) }
        sim.advance(to: time)
    }

    /// Plays the next input at its time (the clock moves there first); false when there is none.
    @discardableResult
    package func playNext(into sim: Simulator) -> Bool {
        guard let input = peek() else { return false }
        play(input, into: sim)
        return true
    }

    private func play(_ input: InputRecord, into sim: Simulator) {
        pending = nil
        sim.play(input)
        played += 1
    }

    private func peek() -> InputRecord? {
        while pending == nil, !exhausted {
            do {
                switch try reader?.next() {
                case .input(let input)?: pending = input
                case nil: exhausted = true
                default: continue
                }
            } catch {
                self.error = error
                exhausted = true
            }
        }
        return pending
    }
}
