import Foundation
@_spi(Engine) import ViewModel

/// A recognizer's delegate with answers a what-if added — yes to `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`
/// for some recognizers, no to `gestureRecognizer(_:shouldReceive:)` for touches on controls or in some views — that
/// asks the app's own delegate (if any) everything else, as an app that adds a case to its delegate's methods does.
@MainActor
final class AnsweringDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var original: (any UIGestureRecognizerDelegate)?
    /// The recognizers it recognizes together with.
    var partners: [ObjectIdentifier] = []
    /// Whether it refuses touches whose view is a control, and the views in which it refuses them.
    var refusesControls = false
    var refusedViews: [ObjectIdentifier] = []

    /// `recognizer`'s answering delegate, made (around its own delegate) and kept the first time.
    static func of(_ recognizer: UIGestureRecognizer) -> AnsweringDelegate {
        if let answering = recognizer.delegate as? AnsweringDelegate { return answering }
        let answering = AnsweringDelegate(original: recognizer.delegate)
        (recognizer.delegate, recognizer.keptDelegate) = (answering, answering)
        return answering
    }

    private init(original: (any UIGestureRecognizerDelegate)?) {
        self.original = original
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        original?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if refusesControls, touch.view is UIControl { return false }
        var view = touch.view
        while let current = view {
            if refusedViews.contains(ObjectIdentifier(current)) { return false }
            view = current.superview
        }
        return original?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        partners.contains(ObjectIdentifier(otherGestureRecognizer))
            || original?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        original?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        original?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }
}
