import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// Records every touches call per touch (holding the touches, so no identity is reused); passes it on along `next` when `forwards` is set.
@MainActor
final class Tracker: UIView {
    var forwards = false
    var phases: [UITouch: [UITouch.Phase]] = [:]

    private func note(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
        for touch in touches { phases[touch, default: []].append(phase) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.began, touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.moved, touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.ended, touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(.cancelled, touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

@MainActor
enum RandomWorld {
    /// Builds a random tree and plays random multi-finger input with tree changes; returns the trackers and log.
    static func play(seed: UInt64, steps: Int = 80) -> (trackers: [Tracker], log: [String]) {
        var rng = SplitMix(seed: seed)
        var trackers: [Tracker] = []
        let (sim, window) = makeWorld { root in
            var parents: [UIView] = [root]
            for _ in 0..<Int.random(in: 3...30, using: &rng) {
                let parent = parents.randomElement(using: &rng)!
                let size = parent.bounds.size
                let view = Tracker(frame: CGRect(
                    x: .random(in: -20...max(0, size.width - 20), using: &rng),
                    y: .random(in: -20...max(0, size.height - 20), using: &rng),
                    width: .random(in: 20...max(20, size.width), using: &rng),
                    height: .random(in: 20...max(20, size.height), using: &rng)))
                view.forwards = Bool.random(using: &rng)
                view.isMultipleTouchEnabled = Bool.random(using: &rng)
                view.isExclusiveTouch = Int.random(in: 0..<8, using: &rng) == 0
                if Int.random(in: 0..<6, using: &rng) == 0 { view.transform = CGAffineTransform(rotationAngle: 0.5) }
                if Int.random(in: 0..<10, using: &rng) == 0 { view.alpha = 0 }
                parent.addSubview(view)
                parents.append(view)
                trackers.append(view)
            }
        }
        var removed: [(view: Tracker, parent: UIView)] = []
        for _ in 0..<steps {
            let down = sim.fingersDown
            let point = CGPoint(x: .random(in: 0...390, using: &rng), y: .random(in: 0...844, using: &rng))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2:
                let free = (0..<5).filter { !down.contains($0) }
                if let finger = free.randomElement(using: &rng) { sim.touchDown(at: point, finger: finger) }
            case 3...4:
                if let finger = down.randomElement(using: &rng) { sim.touchMove(to: point, finger: finger) }
            case 5...6:
                if let finger = down.randomElement(using: &rng) { sim.touchUp(finger: finger) }
            case 7:
                if let finger = down.randomElement(using: &rng) { sim.touchCancel(finger: finger) }
            case 8:
                sim.advance(by: .random(in: 0...0.5, using: &rng))
            default:
                let view = trackers.randomElement(using: &rng)!
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    if let parent = view.superview {
                        removed.append((view, parent))
                        view.removeFromSuperview()
                    }
                case 1: view.isHidden.toggle()
                default:
                    if let back = removed.popLast() { back.parent.addSubview(back.view) }
                }
            }
        }
        for finger in sim.fingersDown { sim.touchUp(finger: finger) }
        _ = window
        return (trackers, sim.log.timedLines)
    }
}

@Suite("Properties over random trees and random multi-finger input")
@MainActor
struct PropertyTests {
    @Test("every view that got began for a touch gets exactly one ended or cancelled for it, and nothing after",
          arguments: 0..<150)
    func beganIsClosedExactlyOnce(seed: Int) {
        let (trackers, _) = RandomWorld.play(seed: UInt64(seed))
        for tracker in trackers {
            for (_, phases) in tracker.phases {
                #expect(phases.first == .began, "seed \(seed): \(phases)")
                let ends = phases.filter { $0 == .ended || $0 == .cancelled }
                #expect(ends.count == 1, "seed \(seed): \(phases)")
                #expect(phases.last == .ended || phases.last == .cancelled, "seed \(seed): \(phases)")
                #expect(phases.dropFirst().allSatisfy { $0 != .began }, "seed \(seed): \(phases)")
            }
        }
    }

    @Test("the same input played twice gives the identical log", arguments: 0..<20)
    func deterministic(seed: Int) {
        let first = RandomWorld.play(seed: UInt64(seed) &+ 1000).log
        let second = RandomWorld.play(seed: UInt64(seed) &+ 1000).log
        #expect(first == second)
        #expect(!first.isEmpty)
    }
}
