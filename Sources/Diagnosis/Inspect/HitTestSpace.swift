import Foundation
@_spi(Engine) import ViewModel

extension UIView {
    /// This view's space to the screen's, through its superviews and its window, where hit-testing finds it: by
    /// the model values (not where `UIView.animate` shows it), except for a property animator's views, which UIKit
    /// hit-tests where they are drawn. For the overlays that explain hit-testing.
    package var toScreenTransform: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            // Where hit-testing sees the view: its model, or what is drawn for a property animator's views.
            let values = current.isHitTestedWhereDrawn ? current.layer.presentationValues : current.layer.modelValues
            transform = transform.concatenating(values.localToSuperlayer)
            view = current.superview
        }
        return transform
    }
}
