import Foundation
@_spi(Engine) import ViewModel

/// Reads a scene file's `navigation:` — a navigation controller's stack of screens and what the file sets on the
/// pop recognizers it owns — and a scroll view's `panGestureRecognizer:`.
@MainActor
extension SceneReader {
    /// The deepest navigation stack a file may give.
    static let maximumScreens = 100

    static func readNavigation(_ value: SceneValue) throws(SceneFileError) -> NavigationDescription {
        let f = try value.fields(allowed: ["stack", "pop", "contentPop"])
        let stack = try f.required("stack")
        let items = try stack.items()
        guard (1...maximumScreens).contains(items.count) else {
            throw stack.error("a navigation stack holds 1 to \(maximumScreens) screens, not \(items.count)")
        }
        var screens: [ScreenDescription] = []
        for item in items { screens.append(try readScreen(item)) }
        return NavigationDescription(
            screens: screens,
            pop: try readSystemRecognizer(f["pop"], name: SceneRecognizerNames.pop, owner: value),
            contentPop: try readSystemRecognizer(f["contentPop"], name: SceneRecognizerNames.contentPop, owner: value))
    }

    /// One screen of a stack (or one an action pushes): its controller, title, views or pages, bar items.
    static func readScreen(_ item: SceneValue) throws(SceneFileError) -> ScreenDescription {
        let s = try item.fields(allowed: ["controller", "title", "appearLog", "views", "pages", "panGestureRecognizer", "rootView",
                                          "titleView", "leftItems", "rightItems"])
        var views: [ViewDescription] = []
        if let v = s["views"] { views = try readViews(v, depth: 0) }
        var pages: [(controller: String, views: [ViewDescription])]?
        if let v = s["pages"] {
            if let views = s["views"] { throw views.error("a screen of pages has its views in its pages") }
            let items = try v.items()
            guard (1...maximumScreens).contains(items.count) else { throw v.error("1 to \(maximumScreens) pages") }
            pages = []
            for page in items {
                let p = try page.fields(allowed: ["controller", "views"])
                var views: [ViewDescription] = []
                if let v = p["views"] { views = try readViews(v, depth: 0) }
                pages?.append((try p["controller"]?.name() ?? "UIViewController", views))
            }
        }
        if let v = s["rootView"], pages != nil { throw v.error("a screen of pages shows its pages' views") }
        var pagesPan: SystemRecognizerDescription?
        if let v = s["panGestureRecognizer"] {
            guard pages != nil else { throw v.error("panGestureRecognizer on a screen is its pages' scroll view's: give `pages:`") }
            pagesPan = try readSystemRecognizer(v, name: "UIPageViewController.panGestureRecognizer", owner: v, nameable: true)
        }
        return ScreenDescription(
            controller: try s["controller"]?.name() ?? (pages == nil ? "UIViewController" : "UIPageViewController"),
            title: try s["title"]?.text(), appearLog: try s["appearLog"]?.text(), views: views, pages: pages,
            pagesPan: pagesPan, rootView: try readRootView(s["rootView"]),
            titleView: try s["titleView"].map { v throws(SceneFileError) in try readView(v, depth: 1) },
            leftItems: try s["leftItems"].map { v throws(SceneFileError) in try readBarItems(v) },
            rightItems: try s["rightItems"].map { v throws(SceneFileError) in try readBarItems(v) })
    }

    /// `{enabled, requireToFail}` (and, for a scroll view's pan, `name`) on a recognizer UIKit made.
    static func readSystemRecognizer(_ value: SceneValue?, name: String, owner: SceneValue, nameable: Bool = false)
        throws(SceneFileError) -> SystemRecognizerDescription
    {
        var system = SystemRecognizerDescription(name: name, origin: (value ?? owner).error(""))
        guard let value else { return system }
        let f = try value.fields(allowed: (nameable ? ["name", "action", "target", "log"] : []) + ["enabled", "requireToFail"])
        if let v = f["name"] {
            system.name = try v.name()
            system.hasGivenName = true
        }
        if let v = f["action"] {
            // A target the app added to UIKit's recognizer (a scroll view's pan), beside UIKit's own.
            let selector = try v.text()
            system.action = ActionDescription(selector: selector, line: try f["log"]?.text() ?? "\(system.name) → \(selector)",
                                              target: try f["target"]?.name())
        } else if let v = f["target"] ?? f["log"] {
            throw v.error("give the `action` the app added")
        }
        if let v = f["enabled"] { system.isEnabled = try v.flag() }
        if let v = f["requireToFail"] { system.requireToFail = try names(v) }
        return system
    }
}
