import Foundation
@_spi(Engine) import ViewModel

/// One world: an application, its windows, a virtual clock, a scheduler and the dispatch log.
///
/// Nothing here reads the wall clock: time moves only when the host calls `advance(by:)` (or plays an input at
/// a later time), so the same inputs always give the same log. Worlds built side by side never see each other.
///
/// ```swift
/// let sim = Simulator()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = MyViewController()
/// sim.show(window)
/// sim.tap(at: CGPoint(x: 100, y: 200))
/// print(sim.log.lines)
/// ```
@MainActor
public final class Simulator {
    public let application: UIApplication
    /// The scene for windows made with `UIWindow(windowScene:)` (iOS 13+ apps).
    public let windowScene: UIWindowScene
    public let log: DispatchLog
    public let clock = VirtualClock()
    public let scheduler: Scheduler
    /// The animations in flight (`UIView.animate`, property animators), on the virtual clock.
    public let animations: AnimationEngine
    /// Runs each input and timer to a settled state; the world's one timer seam.
    private let coordinator: DispatchCoordinator
    private let router: TouchRouter
    private let sequencer: TouchSequencer
    private let firstResponderRouter: FirstResponderRouter

    /// A world on `screen` (a 6.1-inch iPhone, 390×844 pt, when nil) running iOS `systemVersion`
    /// (`UIDevice.current.systemVersion`; 18.0 when nil).
    public init(screen: UIScreen? = nil, systemVersion: String? = nil) {
        application = UIApplication(
            screen: screen ?? .iPhone, systemVersion: systemVersion ?? UIApplication.defaultSystemVersion)
        windowScene = UIWindowScene(application: application)
        log = DispatchLog(clock: clock)
        scheduler = Scheduler(clock: clock)
        coordinator = DispatchCoordinator(log: log, scheduler: scheduler, arena: RecognizerArena(log: log))
        animations = AnimationEngine(clock: clock, timers: coordinator)
        router = TouchRouter(log: log, coordinator: coordinator, animations: animations)
        sequencer = TouchSequencer(application: application, router: router, log: log, clock: clock)
        firstResponderRouter = FirstResponderRouter(application: application, log: log)
        application.tracer = log
        application.engine = router
    }

    isolated deinit {
        application.tracer = nil
        application.engine = nil
    }

    /// Virtual seconds since the world was made.
    public var now: TimeInterval { clock.now }

    public var screen: UIScreen { application.screen }

    /// Runs `body` in this world: `UIApplication.shared`, `UIScreen.main` and `log(_:)` refer to it.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try UIApplication.$current.withValue(application) { try body() }
    }

    /// Makes the window visible and key in this world (UIKit's `makeKeyAndVisible`).
    public func show(_ window: UIWindow) {
        run { application.show(window) }
    }

    /// Launches an app in this world, as `@UIApplicationMain` does on iOS: `delegate` becomes the application's
    /// delegate and is told it finished launching; the window it makes key and visible is the one shown.
    public func launch(_ delegate: any UIApplicationDelegate) {
        run {
            application.delegate = delegate
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        }
    }

    // MARK: Time

    /// Lets `seconds` of virtual time pass: due timers, held touches and animations run, in order.
    public func advance(by seconds: TimeInterval) {
        advance(to: now + max(0, seconds))
    }

    /// Lets time pass until `time`, rounded to the microsecond: traces keep microseconds, so a replay plays at
    /// exactly the times the recording did.
    public func advance(to time: TimeInterval) {
        run { advanceInWorld(to: time) }
    }

    /// `advance(to:)` for code already running in this world.
    private func advanceInWorld(to time: TimeInterval) {
        scheduler.advance(to: (time * 1e6).rounded() / 1e6)
    }

    // MARK: Input

    /// Plays one input record: time advances to its `t`, then the finger, the shake or the key acts.
    public func play(_ input: InputRecord) {
        run {
            advanceInWorld(to: input.t)
            var record = input
            record.t = now
            switch record.device {
            case .touch:
                // Played as a trace keeps it, so a recorded session replays identically (`InputRecord.kept`).
                (record.x, record.y, record.pressure) = (InputRecord.kept(record.x), InputRecord.kept(record.y),
                                                         record.pressure.map(InputRecord.kept))
                sequencer.apply(record)
            case .shake:
                log.append(record)
                firstResponderRouter.shake(record.phase, at: now)
            case .key(let name):
                log.append(record)
                firstResponderRouter.key(name, record.phase, at: now)
            }
        }
    }

    /// Shakes the device: motion began, 0.1 s, ended — to the first responder (Control-Command-Z on a Mac).
    public func shake() {
        play(InputRecord(t: now, shake: .began))
        advance(by: 0.1)
        play(InputRecord(t: now, shake: .ended))
    }

    /// Presses and releases a key: key commands along the chain, else presses to the first responder.
    public func press(key: String) {
        play(InputRecord(t: now, key: key, phase: .began))
        play(InputRecord(t: now, key: key, phase: .ended))
    }

    public func touchDown(at point: CGPoint, finger: Int = 0) {
        play(InputRecord(t: now, finger: finger, phase: .down, x: point.x, y: point.y))
    }

    public func touchMove(to point: CGPoint, finger: Int = 0) {
        play(InputRecord(t: now, finger: finger, phase: .move, x: point.x, y: point.y))
    }

    /// Lifts the finger where it is.
    public func touchUp(finger: Int = 0) {
        let point = sequencer.location(of: finger) ?? .zero
        play(InputRecord(t: now, finger: finger, phase: .up, x: point.x, y: point.y))
    }

    public func touchCancel(finger: Int = 0) {
        let point = sequencer.location(of: finger) ?? .zero
        play(InputRecord(t: now, finger: finger, phase: .cancel, x: point.x, y: point.y))
    }

    /// Down, `TouchTiming.tapDuration` of time, up.
    public func tap(at point: CGPoint, finger: Int = 0) {
        touchDown(at: point, finger: finger)
        advance(by: TouchTiming.tapDuration)
        touchUp(finger: finger)
    }

    /// The fingers that are down now.
    public var fingersDown: [Int] { sequencer.fingersDown }

    /// The live touches, in the order they went down (UIKit's objects: phase, tap count, view, recognizers).
    public var touches: [UITouch] { sequencer.event.orderedTouches }
}
