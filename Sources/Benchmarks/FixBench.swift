import Dispatcher
import Examples
import Foundation
import Questions

/// The fix figures: `fix`'s search on real bugs of the gallery, each searched whole (no time budget, the
/// default 3,000 worlds at most). `fix.candidates_per_s` is the worlds the searches built a second (each a
/// candidate change replayed, or a fix's probes); the floor replays one world — the scene built and its demo
/// played — the least a candidate can cost; `fix.slowest_s` is the longest single search.
@MainActor
package enum FixBench {
    /// Real bugs and the goals their stories are about.
    static let searches: [(id: String, want: FixGoal)] = [
        ("stack-view-in-control", .action("addToCart")), ("button-added-to-cell", .action("callTapped")),
        ("pages-block-swipe-back", .recognizer("UIScreenEdgePanGestureRecognizer")),
        ("context-menu-beats-long-press", .action("pickUp")), ("refresh-on-short-list", .action("reload")),
        ("tap-stops-item-selection", .view("PhotoCell#1")), ("text-view-in-cell", .view("UITableViewCell#1")),
    ]

    static func run() async -> [(String, String)] {
        var worlds = 0, seconds = 0.0, slowest = 0.0, floorWorlds = 0, floorSeconds = 0.0
        for search in searches {
            let example = Gallery.example(id: search.id)!
            let request = FixRequest(example: example, variant: nil, inputs: example.demoInput, goal: search.want)
            let start = ContinuousClock.now
            let report = try? await request.answer()
            let took = Self.seconds(ContinuousClock.now - start)
            worlds += (report?.tried.worlds ?? 0) + (report?.fixes.count ?? 0) * 2
            seconds += took
            slowest = max(slowest, took)
            floorSeconds += DispatchBench.seconds {
                for _ in 0..<20 {
                    let sim = example.world(variant: nil)
                    example.demoInput.forEach(sim.play)
                    sim.advance(by: 2)
                }
            }
            floorWorlds += 20
        }
        let perSecond = Double(worlds) / seconds, floor = Double(floorWorlds) / floorSeconds
        return [
            ("fix.searches", "\(searches.count)"),
            ("fix.candidates_per_s", "\(Int(perSecond))"),
            ("fix.floor_worlds_per_s", "\(Int(floor))"),
            ("fix.vs_floor", String(format: "%.2f", floor / perSecond)),
            ("fix.slowest_s", String(format: "%.2f", slowest)),
        ]
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
