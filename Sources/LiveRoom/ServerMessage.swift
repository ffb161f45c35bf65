import Foundation
import PageExport

/// What the live room sends a browser, one JSON object a WebSocket text message, `type` first:
/// - `scene`: a world begins — the whole page so far (`SessionPage`: records, passes, snapshots, arenas), which
///   the shared renderer draws, and on joining or resuming the `resume` key the page keeps to find it again;
/// - `update`: what an input or a tick added — the records from `recordsFrom` on, the passes from `passesFrom`
///   on (the last may have grown), new snapshots, the arenas from `arenasFrom` on (the last, of the gesture going
///   on, is sent again until it is over), and `busy` while timers or animations wait for the clock;
/// - `selected`: a view inspected — why (not) it, and the what-if changes that flip its flags;
/// - `whatif`: what a change did to the session so far (the window's comparison, in words);
/// - `error`: a message refused, and why;
/// - to the teacher, `room`: the scenes, the chosen one's page, every student's last touch and the tally.
enum ServerMessage {
    struct Scene: Encodable {
        let type = "scene"
        let page: SessionPage
        let note: String?
        let resume: String?
    }

    struct Update: Encodable {
        let type = "update"
        let recordsFrom: Int
        let records: [SessionPage.Record]
        let passesFrom: Int
        let passes: [SessionPage.Pass]
        let snapshots: [SessionPage.Snapshot]
        let arenasFrom: Int
        let arenas: [SessionPage.Arena]
        let busy: Bool
    }

    struct Selected: Encodable {
        struct Toggle: Encodable {
            let change: String
        }
        let type = "selected"
        let view: String
        let why: String
        let toggles: [Toggle]
    }

    struct WhatIf: Encodable {
        let type = "whatif"
        let change: String
        let text: String
    }

    struct Failure: Encodable {
        let type = "error"
        let message: String
    }

    /// The message as JSON text (every value here encodes).
    static func text(_ message: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error"}"#
    }
}
