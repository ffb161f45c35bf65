import Dispatcher
import Examples
import Foundation
@_spi(Engine) import ViewModel

/// Helpers for the everyday-bug scenes' tests: play a scene's demo input and read what its code logged, and when.
@MainActor
enum BugScene {
    /// A world with the example built and its demo input played, and 2 s more for timers and animations.
    static func played(_ id: String, variant: String? = nil) -> Simulator {
        let sim = SeedLog.world(id, variant: variant)
        Gallery.example(id: id)!.demoInput.forEach(sim.play)
        sim.advance(by: 2)
        return sim
    }

    /// The lines the example's code wrote at virtual times in `from..<to`.
    static func lines(_ sim: Simulator, from: TimeInterval = 0, to: TimeInterval = .infinity) -> [String] {
        sim.log.records.filter { $0.isUserLine && $0.time >= from && $0.time < to }.map(\.text)
    }

    /// When the example's code first wrote `line` at or after `from`.
    static func time(of line: String, in sim: Simulator, from: TimeInterval = 0) -> TimeInterval? {
        sim.log.records.first { $0.isUserLine && $0.text == line && $0.time >= from }?.time
    }

    /// The first view of type `T` in the key window, depth first.
    static func view<T: UIView>(_ type: T.Type, in sim: Simulator) -> T? {
        var stack: [UIView] = sim.application.keyWindow.map { [$0] } ?? []
        while !stack.isEmpty {
            let view = stack.removeFirst()
            if let match = view as? T { return match }
            stack.insert(contentsOf: view.subviews, at: 0)
        }
        return nil
    }

    /// Whether two virtual times are the same to a nanosecond (sums like 1 + 1/60 are not exact in binary).
    static func same(_ a: TimeInterval?, _ b: TimeInterval) -> Bool {
        a.map { abs($0 - b) < 1e-9 } ?? false
    }
}
