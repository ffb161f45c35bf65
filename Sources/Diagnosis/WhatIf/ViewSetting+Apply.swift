import Foundation
@_spi(Engine) import ViewModel

extension ViewSetting {
    /// Applies the changes to the world's views and recognizers, in order, naming them as they are before the
    /// first change; the first change that names nothing, or a property its target does not have, is an error
    /// that lists what there is.
    @MainActor
    package static func apply(_ settings: [ViewSetting], in windows: [UIWindow]) throws(ViewSettingError) {
        guard !settings.isEmpty else { return }
        try apply(settings, to: WhatIfObjects(windows: windows))
    }

    /// Applies the changes to the objects named in `objects` (read once, by a caller that names them anyway).
    @MainActor
    package static func apply(_ settings: [ViewSetting], to objects: WhatIfObjects) throws(ViewSettingError) {
        for setting in settings {
            if let view = objects.views.view(named: setting.target) {
                try setting.apply(to: view, objects)
            } else if let recognizer = objects.recognizers.recognizer(named: setting.target) {
                try setting.apply(to: recognizer, objects)
            } else {
                throw objects.unknown(setting.target)
            }
        }
    }

    @MainActor
    private func apply(to view: UIView, _ objects: WhatIfObjects) throws(ViewSettingError) {
        guard let access = property.onView, access.get(view) != nil else {
            throw .init("\(property.name) is \(property.owner) property; \(target) does not have it")
        }
        try access.set(view, value, objects)
    }

    @MainActor
    private func apply(to recognizer: UIGestureRecognizer, _ objects: WhatIfObjects) throws(ViewSettingError) {
        guard let access = property.onRecognizer else {
            throw .init("\(target) is a recognizer: it takes "
                + WhatIfProperty.all.filter { $0.onRecognizer != nil }.map(\.name).joined(separator: ", ")
                + ", not \(property.name)")
        }
        guard access.get(recognizer) != nil else {
            throw .init("\(property.name) is \(property.owner) property; \(target) does not have it")
        }
        try access.set(recognizer, value, objects)
    }
}

/// The world's views and recognizers by the names changes use, read once before the first change: a relation's
/// other object is found here.
@MainActor
package struct WhatIfObjects {
    package let views: ViewNames
    package let recognizers: RecognizerNames

    package init(windows: [UIWindow]) {
        views = ViewNames(windows: windows)
        recognizers = RecognizerNames(views: views)
    }

    /// The view a relation names, or an error listing the views.
    func view(_ name: String) throws(ViewSettingError) -> UIView {
        guard let view = views.view(named: name) else {
            throw .init("no view named '\(name)'; views: " + views.names.joined(separator: ", "))
        }
        return view
    }

    /// The recognizer a relation names, or an error listing the recognizers.
    func recognizer(_ name: String) throws(ViewSettingError) -> UIGestureRecognizer {
        guard let recognizer = recognizers.recognizer(named: name) else {
            throw .init("no recognizer named '\(name)'; recognizers: "
                + (recognizers.names.isEmpty ? "none" : recognizers.names.joined(separator: ", ")))
        }
        return recognizer
    }

    func unknown(_ name: String) -> ViewSettingError {
        .init("no view or recognizer named '\(name)'; views: " + views.names.joined(separator: ", ")
            + (recognizers.names.isEmpty ? "" : "; recognizers: " + recognizers.names.joined(separator: ", ")))
    }
}
