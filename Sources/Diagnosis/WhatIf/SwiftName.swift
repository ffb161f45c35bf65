@_spi(Engine) import ViewModel

/// A view's or recognizer's name as the variable a developer's code would hold it in: `CardTapRecognizer` is
/// `cardTapRecognizer`, `UITapGestureRecognizer#2` `uiTapGestureRecognizer2`, `UILabel#1` `uiLabel1` — what a fix's
/// Swift line calls the objects it changes.
package enum SwiftName {
    package static func variable(_ name: String) -> String {
        let word = name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = word.first, first.isLetter else { return "object" + word }
        // The leading capitals, as a group ("UI", "URL"), go lower case; the capital that starts the next word stays.
        let capitals = word.prefix { $0.isUppercase }
        let lowered = capitals.count > 1 && capitals.count < word.count ? capitals.dropLast().count : capitals.count
        return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
    }

    /// The object named `name` as an app's code reaches it: a view controller's root view through its controller
    /// (`uiTabBarController.view` — UIKit's `UILayoutContainerView` is a class no app names), a cell's content view
    /// through its cell; any other object as its variable.
    @MainActor
    package static func expression(for name: String, in objects: WhatIfObjects) -> String {
        guard let view = objects.views.view(named: name) else { return variable(name) }
        if let controller = view.next as? UIViewController, controller.view === view {
            return variable(String(describing: type(of: controller))) + ".view"
        }
        if let cell = view.superview as? UITableViewCell, cell.contentView === view {
            return expression(for: objects.views.name(of: cell), in: objects) + ".contentView"
        }
        return variable(name)
    }
}
