import Foundation
import ViewModel

extension ViewSetting {
    /// Applies the changes to the world's views and recognizers, in order, naming them as they are before the
    /// first change; the first change that names nothing, or a property its target does not have, is an error
    /// that lists what there is.
    @MainActor
    package static func apply(_ settings: [ViewSetting], in windows: [UIWindow]) throws(ViewSettingError) {
        guard !settings.isEmpty else { return }
        let views = ViewNames(windows: windows)
        let recognizers = RecognizerNames(views: views)
        for setting in settings {
            if let view = views.view(named: setting.target) {
                try setting.apply(to: view)
            } else if let recognizer = recognizers.recognizer(named: setting.target) {
                try setting.apply(to: recognizer)
            } else {
                throw .init("no view or recognizer named '\(setting.target)'; views: "
                    + views.names.joined(separator: ", ")
                    + (recognizers.names.isEmpty ? "" : "; recognizers: " + recognizers.names.joined(separator: ", ")))
            }
        }
    }

    @MainActor
    private func apply(to view: UIView) throws(ViewSettingError) {
        switch (property, value) {
        case (.hidden, .flag(let flag)): view.isHidden = flag
        case (.alpha, .number(let number)): view.alpha = CGFloat(number)
        case (.isUserInteractionEnabled, .flag(let flag)): view.isUserInteractionEnabled = flag
        case (.clipsToBounds, .flag(let flag)): view.clipsToBounds = flag
        case (.isEnabled, .flag(let flag)):
            guard let control = view as? UIControl else { throw mismatch("a control's or a recognizer's") }
            control.isEnabled = flag
        case (.delaysContentTouches, .flag(let flag)):
            guard let scrollView = view as? UIScrollView else { throw mismatch("a scroll view's") }
            scrollView.delaysContentTouches = flag
        case (.canCancelContentTouches, .flag(let flag)):
            guard let scrollView = view as? UIScrollView else { throw mismatch("a scroll view's") }
            scrollView.canCancelContentTouches = flag
        default:
            throw mismatch("a recognizer's")
        }
    }

    @MainActor
    private func apply(to recognizer: UIGestureRecognizer) throws(ViewSettingError) {
        switch (property, value) {
        case (.isEnabled, .flag(let flag)): recognizer.isEnabled = flag
        case (.cancelsTouchesInView, .flag(let flag)): recognizer.cancelsTouchesInView = flag
        case (.delaysTouchesBegan, .flag(let flag)): recognizer.delaysTouchesBegan = flag
        case (.delaysTouchesEnded, .flag(let flag)): recognizer.delaysTouchesEnded = flag
        default:
            throw .init("\(target) is a recognizer: it takes isEnabled, cancelsTouchesInView, delaysTouchesBegan "
                + "and delaysTouchesEnded, not \(property.rawValue)")
        }
    }

    private func mismatch(_ owner: String) -> ViewSettingError {
        .init("\(property.rawValue) is \(owner) property; \(target) does not have it")
    }
}
