import Foundation
@_spi(Engine) import ViewModel

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
        guard let access = property.onView, access.get(view) != nil else {
            throw .init("\(property.name) is \(property.owner) property; \(target) does not have it")
        }
        access.set(view, value)
    }

    @MainActor
    private func apply(to recognizer: UIGestureRecognizer) throws(ViewSettingError) {
        guard let access = property.onRecognizer else {
            throw .init("\(target) is a recognizer: it takes "
                + WhatIfProperty.all.filter { $0.onRecognizer != nil }.map(\.name).joined(separator: ", ")
                + ", not \(property.name)")
        }
        access.set(recognizer, value)
    }
}
