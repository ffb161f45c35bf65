import Diagnosis
import Dispatcher
import ExampleKit
import Examples
import Foundation
import Questions
import Testing
@_spi(Engine) import ViewModel

/// The search plays worlds no scene was written for — recognizers made simultaneous, views moved, screens let
/// pop mid-scroll — so every example and variant is searched with a goal from its own story: the search ends
/// with an answer, never a trap (one such world once did: a page controller popped while its pages scrolled).
@Suite("fix's search over every example")
@MainActor
struct FixSearchRobustnessTests {
    @Test("every example and variant: each of its actions (at most four) and its first touch's view searched, 60 worlds each, answered")
    func everyExample() async throws {
        var searched = 0, found = 0
        for example in Gallery.all where !example.demoInput.isEmpty {
            for variant in [nil] + example.variants {
                let sim = example.world(variant: variant)
                let names = ViewNames(windows: sim.application.windows)
                let actions = ActionStory.allActions(in: RecognizerNames(views: names))
                var goals = actions.prefix(4).map(FixGoal.action)
                if let down = example.demoInput.first(where: { $0.phase == .down }),
                   let hit = sim.application.windowsInHitTestOrder.lazy.compactMap({
                       $0.hitTest($0.convert(CGPoint(x: down.x, y: down.y), from: nil), with: nil) }).first {
                    goals.append(.view(names.name(of: hit)))
                }
                for goal in goals {
                    var request = FixRequest(example: example, variant: variant, inputs: example.demoInput, goal: goal)
                    (request.maximumWorlds, request.shown) = (60, 1)
                    let report = try await request.answer()
                    #expect(!report.text.isEmpty)
                    searched += 1
                    if !report.fixes.isEmpty { found += 1 }
                }
            }
        }
        #expect(searched >= 100, "\(searched) searched, \(found) with a fix")
    }
}
