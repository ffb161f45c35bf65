import ViewModel

extension CALayer {
    /// What to draw: the presentation (the values on screen mid-animation), or the model when there is none.
    ///
    /// Only drawing reads it. Hit-testing and the overlays that explain it read the model, as UIKit does.
    var onScreen: CALayer { presentation() ?? self }
}
