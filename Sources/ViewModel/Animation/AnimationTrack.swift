import Foundation

/// One property of one layer on its way from one value to another, under an animation group's timing.
///
/// A layer keeps its tracks in the order they were added. What it shows is its model value, overwritten by each
/// replacing track's interpolated value, plus each additive track's offset `(from − to)·(1 − weight)`. UIKit
/// (iOS 8+) animates the geometry of `center`, `bounds` and `frame` additively, whatever the options: an animation
/// started while another is in flight blends with it, and both run to their ends. Every other property — and every
/// property a property animator moves — is replaced: the track in flight is taken off (its animation completes
/// with `finished == false`) and the new one starts from the model value, or with `.beginFromCurrentState` from
/// what is on screen. The simulator treats `transform` as replacing too; UIKit blends it additively.
@MainActor
struct AnimationTrack {
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    let isAdditive: Bool
    /// The group's weight at which this track starts (a property animator's animations added mid-flight run from
    /// there to the end); 0 for the others.
    let startWeight: CGFloat
    let group: AnimationGroup

    /// How far along the track is at `now`: 0 shows `from`, 1 shows `to`.
    func weight(at now: TimeInterval) -> CGFloat {
        let weight = group.weight(at: now)
        guard startWeight != 0 else { return weight }
        return startWeight >= 1 ? 1 : (weight - startWeight) / (1 - startWeight)
    }
}

extension CALayer {
    /// Adds a track; a replacing one first takes every track of its property off the layer.
    func addTrack(_ track: AnimationTrack) {
        if !track.isAdditive { removeTracks { $0.property == track.property } }
        if animationTracks == nil { animationTracks = [] }
        animationTracks!.append(track)
        track.group.trackWasAdded(to: self)
    }

    /// Takes off the tracks `shouldRemove` picks and tells their groups they were interrupted.
    func removeTracks(where shouldRemove: (AnimationTrack) -> Bool) {
        guard let tracks = animationTracks, tracks.contains(where: shouldRemove) else { return }
        let removed = tracks.filter(shouldRemove)
        let kept = tracks.filter { !shouldRemove($0) }
        animationTracks = kept.isEmpty ? nil : kept
        for track in removed { track.group.trackWasInterrupted() }
    }

    /// Takes off a group's own tracks as it ends (no interruption).
    func removeTracks(of group: AnimationGroup) {
        guard let tracks = animationTracks else { return }
        let kept = tracks.filter { $0.group !== group }
        animationTracks = kept.isEmpty ? nil : kept
    }

    /// Core Animation's: stops every animation on the layer; their completions get `finished == false`.
    public func removeAllAnimations() {
        removeTracks { _ in true }
    }

    /// Stops the animation added under `key` (`add(_:forKey:)`), or the view animations of the key path `key`
    /// (`"position"`, `"bounds"`, `"transform"`, `"opacity"`, `"backgroundColor"`), as UIKit adds them under
    /// their key paths; their completions get `finished == false`.
    public func removeAnimation(forKey key: String) {
        removeTracks { track in
            if let added = track.group as? LayerAnimation { return added.key == key }
            return track.property.keyPath == key
        }
    }

    /// The keys of the animations in flight, each once, in the order they started: an added animation's key,
    /// a view animation's key path. Nil when none.
    public func animationKeys() -> [String]? {
        guard let tracks = animationTracks else { return nil }
        var keys: [String] = []
        for track in tracks {
            let key = (track.group as? LayerAnimation).map { $0.key ?? "" } ?? track.property.keyPath
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Whether any animation is in flight on the layer: one nil check, so a still layer costs nothing.
    @_spi(Engine) public var isAnimating: Bool { animationTracks != nil }
}
