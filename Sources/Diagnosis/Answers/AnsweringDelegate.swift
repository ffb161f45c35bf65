import Foundation
@_spi(Engine) import ViewModel

/// A recognizer's delegate giving `DelegateAnswers` — from a scene file's recognizer keys or a what-if — and
/// the simultaneous partners and failure requirements resolved to recognizers once they all exist; it asks the
/// app's own delegate (if any) everything else, as an app that adds a case to its delegate's methods does.
@MainActor
package final class AnsweringDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var original: (any UIGestureRecognizerDelegate)?
    package var answers = DelegateAnswers()
    /// The recognizers it recognizes together with; those it requires to fail, and those that require it to
    /// fail, through the delegate's methods (not `require(toFail:)`).
    package var partners: [ObjectIdentifier] = []
    package var requiresFailureOf: [ObjectIdentifier] = []
    package var requiredToFailBy: [ObjectIdentifier] = []
    /// The world's names, for the views the answers name.
    private let names = WorldNames()

    /// `recognizer`'s answering delegate, made (around its own delegate) and kept the first time.
    package static func of(_ recognizer: UIGestureRecognizer) -> AnsweringDelegate {
        if let answering = recognizer.delegate as? AnsweringDelegate { return answering }
        let answering = AnsweringDelegate(original: recognizer.delegate)
        (recognizer.delegate, recognizer.keptDelegate) = (answering, answering)
        return answering
    }

    private init(original: (any UIGestureRecognizerDelegate)?) {
        self.original = original
    }

    /// The views `names` names in `recognizer`'s world now (a name no view has any more names none).
    private func views(_ names: [String], of recognizer: UIGestureRecognizer) -> [UIView] {
        guard !names.isEmpty, let application = recognizer.view?.application else { return [] }
        let views = self.names.views(of: application)
        return names.compactMap(views.view(named:))
    }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if !answers.beginDirections.isEmpty, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            var moving = pan.velocity(in: pan.view)
            if moving == .zero { moving = pan.translation(in: pan.view) }
            if !answers.beginDirections.contains(where: { $0.admits(moving) }) { return false }
        }
        for view in views(answers.beginRefusedIn, of: gestureRecognizer)
        where view.point(inside: gestureRecognizer.location(in: view), with: nil) {
            return false
        }
        return original?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if answers.refusesControls, touch.view is UIControl { return false }
        if let view = touch.view {
            for refused in views(answers.refusedViews, of: gestureRecognizer) where view.isDescendant(of: refused) {
                return false
            }
            if answers.refusedClasses.contains(where: { DelegateAnswers.isKind(view, of: $0) }) { return false }
        }
        return original?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        partners.contains(ObjectIdentifier(otherGestureRecognizer))
            || original?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains(ObjectIdentifier(otherGestureRecognizer))
            || original?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains(ObjectIdentifier(otherGestureRecognizer))
            || original?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }
}
