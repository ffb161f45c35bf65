import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or one of its subviews: a text field's editing ends
    /// and the keyboard goes. Returns whether it resigned. (`force` is accepted as UIKit has it; the responder's
    /// delegate is asked either way here.)
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = application?.firstResponder as? UIView, responder === self || responder.isDescendant(of: self)
        else { return false }
        return responder.resignFirstResponder()
    }
}
