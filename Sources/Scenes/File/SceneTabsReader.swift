import Foundation
@_spi(Engine) import ViewModel

/// A `UITabBarController` as a window's root (`tabs:`): its tabs, each a root as a window has one (`controller`
/// and `views`, or `navigation`) with the title its tab shows, the tab selected first, and a tab bar of the app's
/// own class (`tabBar:`, a view that behaves as UITabBar, installed as apps install one).
struct TabsDescription {
    /// The tab bar controller's class, as logs print it.
    var controller = "UITabBarController"
    var tabs: [(title: String?, root: WindowDescription)]
    var selectedIndex = 0
    var tabBar: ViewDescription?
}

extension SceneReader {
    /// The most tabs a file may give (UIKit shows five on an iPhone and the rest under More).
    static let maximumTabs = 20

    static func readTabs(_ value: SceneValue) throws(SceneFileError) -> TabsDescription {
        let f = try value.fields(allowed: ["controller", "items", "selectedIndex", "tabBar"])
        let list = try f.required("items")
        let items = try list.items()
        guard (1...maximumTabs).contains(items.count) else {
            throw list.error("a tab bar controller holds 1 to \(maximumTabs) tabs, not \(items.count)")
        }
        var tabs = TabsDescription(tabs: [])
        if let v = f["controller"] { tabs.controller = try v.name() }
        for item in items {
            let t = try item.fields(allowed: ["title", "controller", "views", "navigation", "rootView"])
            tabs.tabs.append((try t["title"]?.text(), try readRoot(t, item)))
        }
        guard tabs.tabs.filter({ $0.root.navigation != nil }).count <= 1 else {
            throw list.error("at most one tab holds a navigation controller (its recognizers are named navigation.pop …)")
        }
        if let v = f["selectedIndex"] {
            let index = try v.integer(in: 0...maximumTabs)
            guard index < tabs.tabs.count else { throw v.error("selectedIndex \(index) is past the last tab (\(tabs.tabs.count) tabs)") }
            tabs.selectedIndex = index
        }
        if let v = f["tabBar"] {
            let bar = try readView(v, depth: 0)
            guard ViewFactory.behaviour(of: bar.spec) == "UITabBar" else {
                throw v.error("tabBar is a view that behaves as UITabBar (a class named …TabBar), not \(bar.spec.className)")
            }
            tabs.tabBar = bar
        }
        return tabs
    }
}

extension SceneBuilder {
    /// A tab bar controller of the file's tabs, each titled, the file's tab selected, its own tab bar installed.
    static func build(_ tabs: TabsDescription, _ context: inout Context) -> UITabBarController {
        let controller = UITabBarController()
        controller.printedIdentity = PrintedIdentity(className: tabs.controller, address: nil)
        controller.viewControllers = tabs.tabs.map { tab in
            let root = build(root: tab.root, &context)
            root.title = tab.title ?? root.title
            return root
        }
        controller.selectedIndex = tabs.selectedIndex
        if let bar = tabs.tabBar.map({ build($0, &context) }) { controller.setValue(bar, forKey: "tabBar") }
        return controller
    }
}
