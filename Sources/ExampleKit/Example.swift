import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// A scene from the seed articles: its stable id, what it teaches, and how to build it in a world.
@MainActor
public struct Example {
    /// The stable id the command line and trace files use.
    public let id: String
    public let title: String
    /// The seed articles the scene comes from (`../shared/seeds/`), e.g. "004, 002".
    public let seed: String
    /// What the scene teaches, in a few sentences.
    public let summary: String
    /// The variants besides the default, by name.
    public let variants: [String]
    /// What to try, for a scene used as an exercise (a scene file's `instructions:`); nil when it says nothing.
    public var instructions: String?
    /// The scene's input, as the scenario describes it (what `run` plays when given no script).
    public let demoInput: [InputRecord]
    /// For a scene read from a file, the file's text: a trace recorded from it carries it, so it replays
    /// anywhere. Nil for the gallery's scenes, which a trace names by id.
    public var source: String?
    /// The iOS the scene is about, when it needs one the default device does not run (iOS 26's content pop): its
    /// worlds run it whatever the device.
    public let systemVersion: String?
    /// Builds the scene in the world and shows its window.
    let make: @MainActor (Simulator, _ variant: String?) -> UIWindow

    public init(
        id: String, title: String, seed: String, summary: String, variants: [String] = [], systemVersion: String? = nil,
        demoInput: [InputRecord], make: @escaping @MainActor (Simulator, _ variant: String?) -> UIWindow
    ) {
        self.systemVersion = systemVersion
        self.id = id
        self.title = title
        self.seed = seed
        self.summary = summary
        self.variants = variants
        self.demoInput = demoInput
        self.make = make
    }

    /// A new world on the default device, running the scene's iOS, with the scene built and shown.
    public func world(variant: String? = nil) -> Simulator {
        let sim = Simulator(systemVersion: systemVersion ?? UIApplication.defaultSystemVersion)
        build(in: sim, variant: variant)
        return sim
    }

    /// Builds the scene in `sim`, shows its window and returns it. `variant` must be one of `variants` or nil.
    @discardableResult
    public func build(in sim: Simulator, variant: String? = nil) -> UIWindow {
        sim.application.delegate = AppDelegate()
        let window = sim.run { make(sim, variant) }
        sim.show(window)
        return window
    }
}

/// The app delegate of every example. A `UIResponder`, so it ends the responder chain, as the seeds print.
public final class AppDelegate: UIResponder, UIApplicationDelegate {}

/// A tap as input records: down at `t`, up `TouchTiming.tapDuration` later.
public func tapInput(at point: CGPoint, t: TimeInterval, finger: Int = 0, duration: TimeInterval = TouchTiming.tapDuration)
    -> [InputRecord]
{
    [
        InputRecord(t: t, finger: finger, phase: .down, x: point.x, y: point.y),
        InputRecord(t: t + duration, finger: finger, phase: .up, x: point.x, y: point.y),
    ]
}

/// A drag as input records: down at `start` at `t`, `steps` moves at 60 Hz to `start + offset`, up there.
public func dragInput(from start: CGPoint, by offset: CGPoint, steps: Int, t: TimeInterval, finger: Int = 0)
    -> [InputRecord]
{
    let steps = max(steps, 1)
    var records = [InputRecord(t: t, finger: finger, phase: .down, x: start.x, y: start.y)]
    for step in 1...steps {
        let f = CGFloat(step) / CGFloat(steps)
        records.append(InputRecord(t: t + Double(step) / 60, finger: finger, phase: .move,
                                   x: start.x + offset.x * f, y: start.y + offset.y * f))
    }
    let end = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
    records.append(InputRecord(t: t + Double(steps + 1) / 60, finger: finger, phase: .up, x: end.x, y: end.y))
    return records
}

/// A pinch as input records: two fingers (`finger` and the next) down on either side of `center`, `spread` apart
/// (horizontally), moving at 60 Hz for `duration` until they are `spread × scale` apart, and up there.
public func pinchInput(center: CGPoint, scale: CGFloat, duration: TimeInterval, t: TimeInterval, finger: Int = 0,
                       spread: CGFloat = 100) -> [InputRecord]
{
    let steps = max(1, Int((duration * 60).rounded()))
    func points(_ fraction: CGFloat) -> [CGPoint] {
        let half = spread * (1 + (scale - 1) * fraction) / 2
        return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
    }
    var records: [InputRecord] = []
    for (index, point) in points(0).enumerated() {
        records.append(InputRecord(t: t, finger: finger + index, phase: .down, x: point.x, y: point.y))
    }
    for step in 1...steps {
        for (index, point) in points(CGFloat(step) / CGFloat(steps)).enumerated() {
            records.append(InputRecord(t: t + Double(step) / 60, finger: finger + index, phase: .move, x: point.x, y: point.y))
        }
    }
    for (index, point) in points(1).enumerated() {
        records.append(InputRecord(t: t + Double(steps + 1) / 60, finger: finger + index, phase: .up, x: point.x, y: point.y))
    }
    return records
}
