import Dispatcher
import ExampleKit
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// The arena the Gestures panel and the web page draw: where gestures start, each recognizer's states over the
/// gesture, whom it required to fail, who won, and why's sentence.
@Suite @MainActor
struct GestureArenaTests {
    /// A world of `id` after `inputs` (the demo's when nil) and two more seconds.
    func world(_ id: String, variant: String? = nil, _ inputs: [InputRecord]? = nil) throws -> Simulator {
        let sim = Simulator()
        let example = try #require(Gallery.example(id: id))
        example.build(in: sim, variant: variant)
        (inputs ?? example.demoInput).forEach(sim.play)
        sim.advance(by: 2)
        return sim
    }

    /// The arenas of every gesture in the world's log.
    func arenas(of sim: Simulator) -> [GestureArena] {
        let records = sim.log.records
        var starts = GestureStarts(), bounds: [Int] = []
        for index in records.indices where starts.read(records[index]) { bounds.append(index) }
        let names = RecognizerNames(views: ViewNames(windows: sim.application.windows))
        return bounds.indices.map { n in
            let end = n + 1 < bounds.count ? bounds[n + 1] : records.count
            let down = records[bounds[n]].sequence
            let hit = sim.log.hitTestPasses.last { $0.touchDownSequence == down }?.hitView
            return GestureArena(records: records[bounds[n]..<end], hit: hit, names: names)
        }
    }

    @Test("a double tap is one gesture: the single tap waits for the double (thin), fails when it recognizes; the double wins")
    func doubleTap() throws {
        let sim = try world("double-tap")
        let all = arenas(of: sim)
        #expect(all.count == 2, "the demo's single tap, then its double tap")
        #expect(all[0].lanes.first { $0.name == "single" }?.won == true)
        let lanes = Dictionary(uniqueKeysWithValues: all[1].lanes.map { ($0.name, $0) })
        let single = try #require(lanes["single"]), double = try #require(lanes["double"])
        #expect(single.requires == ["double"])
        #expect(single.steps.contains { $0.waiting })
        #expect(single.steps.last?.state == .failed && !single.won)
        #expect(double.won && double.story.decidedBy == "double")
        #expect(double.story.sentence.hasPrefix("double recognized"))
    }

    @Test("a sideways pan that requires the scroll view's pan to fail: the edge, and the scroll view's pan wins")
    func requireToFail() throws {
        let drag = dragInput(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 5, y: -200), steps: 20, t: 0, finger: 0)
        let sim = try world("pan-in-scroll-view", variant: "require-to-fail", drag)
        let arena = try #require(arenas(of: sim).first)
        let pan = try #require(arena.lanes.first { $0.name == "UIPanGestureRecognizer" })
        #expect(pan.requires == ["UIScrollViewPanGestureRecognizer"])
        #expect(pan.story.decidedBy == "UIScrollViewPanGestureRecognizer")
        #expect(arena.lanes.filter(\.won).map(\.name) == ["UIScrollViewPanGestureRecognizer"])
    }

    @Test("a pinch's two fingers are one gesture")
    func pinchIsOneGesture() throws {
        let sim = try world("pinch-rotate", pinchInput(center: CGPoint(x: 200, y: 420), scale: 2, duration: 0.5, t: 0, finger: 0))
        #expect(arenas(of: sim).count == 1)
    }

    @Test("stepping back reads again: the last start as of an earlier record")
    func steppingBack() throws {
        let sim = try world("double-tap")
        var starts = GestureStarts()
        starts.follow(sim.log.records, upTo: sim.log.records.count)
        let last = try #require(starts.last)
        starts.follow(sim.log.records, upTo: last)
        #expect(starts.last != nil && starts.last! < last)
        starts.follow(sim.log.records, upTo: 0)
        #expect(starts.last == nil)
    }

    @Test("every example's demo: every lane starts possible, keeps time in order, and has a sentence")
    func everyExample() throws {
        var lanes = 0
        for example in Gallery.all {
            for arena in arenas(of: try world(example.id)) {
                for lane in arena.lanes {
                    lanes += 1
                    #expect(lane.steps.first?.state == .possible, "\(example.id) \(lane.name)")
                    #expect(zip(lane.steps, lane.steps.dropFirst()).allSatisfy { $0.t <= $1.t })
                    #expect(lane.steps.allSatisfy { (arena.start...arena.end).contains($0.t) })
                    #expect(lane.story.sentence.hasPrefix(lane.name), "\(example.id): \(lane.story.sentence)")
                }
            }
        }
        #expect(lanes > 40)
    }
}
