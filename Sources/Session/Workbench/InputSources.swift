import Dispatcher
import Foundation

/// Where a world's input comes from: the user's fingers (driven by the mouse), a trace being replayed, or an
/// input script played as the clock runs. A replayed world takes none of the user's touches.
@MainActor
package struct InputSources {
    package private(set) var fingers: Fingers
    package private(set) var mouse: MouseInput
    /// The trace being replayed (`replay FILE`): the world is the trace's and its inputs come from the file, so
    /// the user's touches, keys and shakes are not played.
    package internal(set) var replay: WindowReplay?
    /// An input script played as the clock runs (`--input`), beside the user's own input.
    package internal(set) var script: InputFeed?

    init(sim: Simulator, replay: WindowReplay?, script: InputFeed?, twoFingers: Bool) {
        self.replay = replay
        self.script = script
        fingers = Fingers(sim: sim, acceptsTouches: replay == nil)
        mouse = MouseInput(fingers: fingers, screen: sim.screen.bounds)
        mouse.setTwoFingerMode(twoFingers)
    }

    /// The same sources feeding a new world: the fingers down in the old one are cancelled there.
    mutating func attach(to sim: Simulator, twoFingers: Bool) {
        fingers.cancelAll()
        self = InputSources(sim: sim, replay: replay, script: script, twoFingers: twoFingers)
    }

    /// The replay and the script end: the user's input is the only one left.
    mutating func endPlayback() {
        replay = nil
        script = nil
    }

    /// Moves `sim`'s clock to `time`, playing the replay's or the script's inputs due on the way.
    func advance(_ sim: Simulator, to time: Double) {
        if let replay {
            replay.advance(sim, to: time)
        } else if let script {
            script.advance(sim, to: time)
        } else {
            sim.advance(to: time)
        }
    }

    /// Whether input from a file is still to come at `now`.
    func isPlaying(at now: Double) -> Bool {
        if let replay, now < replay.end { return true }
        return script?.nextTime != nil
    }
}
