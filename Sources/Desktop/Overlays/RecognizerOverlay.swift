import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The last gesture's arena in the info column: every recognizer that saw its touches, in the order they joined,
/// its states over the gesture as a lane (possible grey, waiting thin yellow, began/changed blue, recognized green,
/// cancelled orange, failed red), whom it required to fail, and `why --recognizer`'s sentence; the winner first,
/// bold.
@MainActor
package struct RecognizerOverlay {
    package static func section(_ arena: GestureArena?) -> InfoSection {
        guard let arena else {
            return InfoSection(title: "GESTURE ARENA (last gesture)", rows: [], placeholder: "No gesture yet.")
        }
        let duration = arena.end - arena.start
        // A little room past the end, so an end state shows as a stretch, not a hairline.
        let length = max(duration * 1.15, 0.02), end = arena.start + length
        // The winner first: short of room, who won stays in view.
        let lanes = arena.lanes.filter(\.won) + arena.lanes.filter { !$0.won }
        let rows = lanes.map { lane in
            let requires = lane.requires.isEmpty ? "" : "Requires \(lane.requires.joined(separator: ", ")) to fail; "
            // The row names it already: the sentence goes on from its verb.
            let sentence = lane.story.sentence
            let rest = sentence.hasPrefix(lane.name + " ") ? String(sentence.dropFirst(lane.name.count + 1)) : sentence
            return InfoSection.Row(
                color: RecognizerStateStyle.color(of: lane.story.outcome), text: (lane.won ? "wins: " : "") + lane.name,
                detail: requires + rest, highlighted: lane.won,
                lane: spans(of: lane, from: arena.start, length: length, end: end))
        }
        var section = InfoSection(title: "GESTURE ARENA (last gesture, \(String(format: "%.2f", duration)) s)", rows: rows,
                                  placeholder: "No recognizer saw the touches.")
        section.key = RecognizerStateStyle.key
        return section
    }

    /// Each step's stretch, to the next step or the gesture's end.
    private static func spans(of lane: GestureArena.Lane, from start: Double, length: Double, end: Double)
        -> [InfoSection.Span]
    {
        lane.steps.indices.map { index in
            let step = lane.steps[index]
            let next = index + 1 < lane.steps.count ? lane.steps[index + 1].t : end
            let color = step.waiting ? RecognizerStateStyle.waiting : RecognizerStateStyle.color(of: step.state)
            return InfoSection.Span(from: CGFloat((step.t - start) / length), to: CGFloat((next - start) / length),
                                    color: color, thin: step.waiting)
        }
    }
}

extension RecognizerOverlay: OverlayUnit {
    package var overlay: Overlay { .recognizers }
    package var title: String { "Gestures" }
    package var helpName: String { "the gesture arena" }

    package func section(_ frame: OverlayFrame) -> InfoSection? {
        Self.section(frame.bench.feeds.arena.arena)
    }
}
