import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// Everything the shared web page of a trace shows, gathered while the trace replays (and verifies): the log's
/// records with their phase, each touch-down's hit-test pass with its visits and reasons and the responder chain
/// it found, each gesture's arena, and after each input the views' geometry and what the phone shows (`PhoneDrawing`) — what the window's overlays show, as data a browser draws.
///
/// Built by replaying, never from the recording alone, so the page shows what the engine does; the export stops
/// when the replay does not match the recording.
package struct SessionPage: Codable {
    package var title: String
    package var summary: String
    /// What to try, for an exercise (a scene file's `instructions:`).
    package var instructions: String?
    package var example: String
    package var variant: String?
    /// The scene's variants besides the default (the live room offers them).
    package var variants: [String] = []
    /// Whether the page opens with the views' names shown, as the window does for a scene whose summary or
    /// instructions name its views ("Tap E"); nil otherwise.
    package var namesShown: Bool?
    package var screen: Size
    package var records: [Record] = []
    package var passes: [Pass] = []
    package var snapshots: [Snapshot] = []
    package var arenas: [Arena] = []

    package struct Size: Codable {
        var width: Double, height: Double
        package init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    }

    /// One record of the dispatch log, as the seeds write it.
    package struct Record: Codable {
        var t: Double
        var text: String
        /// "input", "note", "user", or the phase of a trace record: "hit-test", "recognizers", "delivery", "actions".
        var kind: String
        /// For a touch input: its finger, phase and place (screen points).
        var finger: Int?
        var phase: String?
        var x: Double?
        var y: Double?
        /// The window's sentence for it while stepping (`StepCaption`: the views named as the tree names them, a
        /// hit-test answer with what comes next); left out where it is the record's own text.
        var caption: String?
        /// Where a step by meaning stops (`StepStops`: 1 a hit-test visit, 2 a phase's first record); left out
        /// when none does.
        var stops: Int?
    }

    /// A touch-down's hit-test pass.
    package struct Pass: Codable {
        /// The record index of the touch-down input, and of the record that finished the pass.
        var start: Int
        var end: Int?
        var visits: [Visit]
        /// The hit view's id, and the responder chain from it (names and kinds).
        var hit: Int?
        var chain: [ChainLink]
    }

    package struct Visit: Codable {
        var record: Int
        var view: Int
        var name: String
        /// "inside", "outside", "skipped", "declined", "hit", or "asking" (never answered before the trace ended).
        var outcome: String
        var reason: String
    }

    package struct ChainLink: Codable {
        var name: String
        var kind: String
        var view: Int?
    }

    /// The views after the records up to `record` (exclusive) at time `t`, back to front: what the phone shows
    /// from there.
    package struct Snapshot: Codable {
        var record: Int
        /// The world's time: while a view animates, snapshots of one record follow each other in time.
        var t: Double
        var views: [View]
        /// What the phone shows, as the window draws it.
        var drawing: PhoneDrawing
    }

    package struct View: Codable, Equatable {
        var id: Int
        var name: String
        /// The four corners of its bounds on the screen where hit-testing finds it, in points, clockwise from the
        /// top-left: [x0, y0, … x3, y3].
        var corners: [Double]
        /// Where it is drawn, when an animation shows it elsewhere than where hit-testing finds it.
        var shown: [Double]?
    }

    /// A gesture's arena (`GestureArena`): from the record of its first touch-down to the next gesture's (or the
    /// end), each recognizer that saw it with its states.
    package struct Arena: Codable {
        var start: Int
        var end: Int
        var t0: Double
        var t1: Double
        var lanes: [Lane]
    }

    package struct Lane: Codable {
        var name: String
        var won: Bool
        /// The names of the recognizers it required to fail.
        var requires: [String]
        /// `why --recognizer`'s sentence, and the name of the object that decided.
        var sentence: String
        var decidedBy: String?
        var steps: [Step]
    }

    /// A state entered at record `record`, named as the log names it ("possible", "began", "changed", "ended",
    /// "failed", "cancelled"); `waiting` while it waits for another to fail.
    package struct Step: Codable {
        var record: Int
        var t: Double
        var state: String
        var waiting: Bool
    }

    /// The most records a page holds: a browser steps through a page of this size at ease.
    package static let maximumRecords = 200_000
}

extension SessionPage.Arena {
    /// The recognizer that won the gesture, if one did.
    package var winner: String? { lanes.first { $0.won }?.name }
}
