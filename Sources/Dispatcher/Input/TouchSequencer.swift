import Foundation
@_spi(Engine) import ViewModel

/// Turns finger inputs into UIKit touches: hit-tests at touch-down, binds the touch to its view for life,
/// keeps one reused `UIEvent`, sets phases, tap counts, timestamps and locations, and hands the event to
/// `UIApplication.sendEvent(_:)`.
@MainActor
final class TouchSequencer {
    private let application: UIApplication
    private let router: TouchRouter
    private let log: DispatchLog
    private let clock: VirtualClock
    /// The one touch event of the world, reused for every touch sequence.
    let event = UIEvent(type: .touches)
    private var touchesByFinger: [Int: (touch: UITouch, start: CGPoint)] = [:]
    private var tapCounter = TapCounter()

    init(application: UIApplication, router: TouchRouter, log: DispatchLog, clock: VirtualClock) {
        self.application = application
        self.router = router
        self.log = log
        self.clock = clock
        event.tracer = log
        router.touchEvent = event
    }

    /// The fingers that are down now.
    var fingersDown: [Int] { touchesByFinger.keys.sorted() }

    func location(of finger: Int) -> CGPoint? {
        touchesByFinger[finger].map { $0.touch.location(in: nil) }
    }

    /// Applies one input at the current time. Inputs out of order are reported in the log and ignored.
    func apply(_ input: InputRecord) {
        // A finger's down is logged with the tap count its touch gets, so readers of the log need not count.
        let tapCount = input.phase == .down && touchesByFinger[input.finger] == nil
            ? tapCounter.count(at: input.point, time: clock.now) : nil
        log.append(input, tapCount: tapCount)
        switch input.phase {
        case .down: down(input.finger, at: input.point, tapCount: tapCount)
        case .move: change(input.finger, to: .moved, at: input.point)
        case .up: change(input.finger, to: .ended, at: input.point)
        case .cancel: change(input.finger, to: .cancelled, at: nil)
        case .began, .ended: break  // not a finger's phase; InputScript and Simulator keep them apart
        }
    }

    /// A finger lands; `tapCount` is nil when it is down already.
    private func down(_ finger: Int, at point: CGPoint, tapCount: Int?) {
        guard let tapCount else {
            log.record(.decision(.fingerAlreadyDown(finger)))
            return
        }
        let now = clock.now
        event.stamp(now)
        markOthersStationary()
        let hit = HitTester.hit(point, in: application, event: event, keepingPassOf: finger, in: log)
        let window = hit?.window ?? application.keyWindow
        let local = window?.convertFromSuperview(point) ?? point
        let touch = UITouch(
            finger: finger, location: local, window: hit?.window, timestamp: now,
            tapCount: tapCount)
        touch.bind(to: hit?.view)
        touchesByFinger[finger] = (touch, point)
        event.add(touch)
        router.admit(touch)
        application.sendEvent(event)
    }

    private func change(_ finger: Int, to phase: UITouch.Phase, at point: CGPoint?) {
        guard let (touch, start) = touchesByFinger[finger] else {
            log.record(.decision(.fingerNotDown(finger)))
            return
        }
        let now = clock.now
        event.stamp(now)
        markOthersStationary()
        let screenPoint = point ?? touch.location(in: nil)
        let local = touch.window?.convertFromSuperview(screenPoint) ?? screenPoint
        if phase == .ended, TouchTiming.hitTestsAgainAtLift {
            _ = HitTester.hit(screenPoint, in: application, event: event)
        }
        touch.update(phase: phase, location: local, timestamp: now)
        application.sendEvent(event)
        guard phase != .moved else { return }
        if phase == .ended { tapCounter.lift(at: screenPoint, from: start, time: now, count: touch.tapCount) }
        touchesByFinger[finger] = nil
        event.remove(touch)
        router.fingerLifted(touch)
    }

    private func markOthersStationary() {
        for (touch, _) in touchesByFinger.values where touch.phase == .began || touch.phase == .moved {
            touch.update(phase: .stationary)
        }
    }
}
