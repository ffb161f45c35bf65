import Foundation

/// How hit-testing treats a view while one of its layer's animations is in flight (docs/uikit-rules.md R8.2–R8.5).
enum AnimationHitTesting {
    /// Not a hit: `UIView.animate` without `.allowUserInteraction`, or a property animator whose
    /// `isUserInteractionEnabled` is false.
    case refused(HitTestRefusal)
    /// Hit where the model says, i.e. where it will end up (`.allowUserInteraction`, or a property animator with
    /// `isManualHitTestingEnabled`).
    case model
    /// Hit where it is drawn: a property animator with its defaults.
    case presentation
}

/// The tracks that one animation started — one `UIView.animate` call, one property animator — and their shared
/// timing. It is what a completion is called for: when its end comes, or, with `finished == false`, when another
/// animation or `removeAllAnimations()` took a track away.
///
/// It runs on its world's virtual clock: the engine gives it `now` and calls `reachEnd()` at `endTime`.
/// Subclasses say how far along it is (`weight(at:)`) and what happens at the end.
@_spi(Engine)
@MainActor
public class AnimationGroup {
    /// The world whose clock it runs on. Unowned: the engine keeps every group it runs and clears this when the
    /// world goes, before it is freed.
    unowned(unsafe) var engine: (any EventEngine)?
    var hitTesting: AnimationHitTesting
    /// The layers it has tracks on, each once.
    private(set) var layers: [CALayer] = []
    /// Its tracks still on layers.
    private(set) var trackCount = 0
    /// Another animation or a removal took one of its tracks before the end.
    private(set) var wasInterrupted = false
    /// It has ended (completed, been interrupted of every track, or been stopped).
    var hasEnded = false

    init(engine: (any EventEngine)?, hitTesting: AnimationHitTesting) {
        self.engine = engine
        self.hitTesting = hitTesting
    }

    /// Virtual time now; infinitely late once the world has gone, so it shows its end.
    var now: TimeInterval { engine?.now ?? .infinity }

    /// How far along it is at `now`: 0 shows where its tracks start, 1 where they end.
    func weight(at now: TimeInterval) -> CGFloat { 1 }

    /// When the engine should call `reachEnd()`; nil while it has no end in sight (repeating, paused).
    public var endTime: TimeInterval? { nil }

    /// The engine's call when virtual time reaches `endTime`.
    public func reachEnd() {}

    /// The world is going: stop asking it for the time (the animation then shows its end values).
    public func worldWillEnd() { engine = nil }

    /// Its tracks start on `layer`.
    func trackWasAdded(to layer: CALayer) {
        trackCount += 1
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
    }

    /// Another animation or a removal took one of its tracks. When none is left, it ends unfinished.
    func trackWasInterrupted() {
        trackCount -= 1
        wasInterrupted = true
        if trackCount == 0, !hasEnded { wasEmptied() }
    }

    /// Every track was taken away before the end; subclasses complete with `finished == false`.
    func wasEmptied() {
        hasEnded = true
        engine?.forget(self)
    }

    /// Takes its remaining tracks off its layers (at its end, or when stopped) and leaves the engine.
    func removeAllTracks() {
        for layer in layers { layer.removeTracks(of: self) }
        layers = []
        trackCount = 0
        engine?.forget(self)
    }

    /// Its tracks on `layer`.
    func tracks(on layer: CALayer) -> [AnimationTrack] {
        layer.animationTracks?.filter { $0.group === self } ?? []
    }

    /// Runs `body` on the next turn of the world's clock (UIKit calls completions asynchronously), or now
    /// outside any world.
    func later(_ body: @escaping () -> Void) {
        if let engine { _ = engine.schedule(after: 0, body) } else { body() }
    }
}
