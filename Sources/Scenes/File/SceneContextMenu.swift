import Foundation
@_spi(Engine) import ViewModel

/// A view's `contextMenu:` in a scene file — a `UIContextMenuInteraction` whose delegate gives a menu of actions,
/// each logging its line, and logs `displayLog` as the menu shows (docs/uikit-rules.md R14.7).
struct ContextMenuDescription {
    var actions: [(title: String, line: String, destructive: Bool)] = []
    var displayLog: String?

    /// The most actions a menu may list.
    static let maximumActions = 50
}

extension SceneViewKey {
    static let contextMenuKey = SceneViewKey("contextMenu") { v, r throws(SceneFileError) in
        let f = try v.fields(allowed: ["actions", "displayLog"])
        var menu = ContextMenuDescription()
        if let list = f["actions"] {
            let items = try list.items()
            guard items.count <= ContextMenuDescription.maximumActions else {
                throw list.error("at most \(ContextMenuDescription.maximumActions) actions, not \(items.count)")
            }
            for item in items {
                let a = try item.fields(allowed: ["title", "log", "destructive"])
                let title = try a.required("title").text()
                menu.actions.append((title, try a["log"]?.text() ?? "\(title) chosen", try a["destructive"]?.flag() ?? false))
            }
        }
        menu.displayLog = try f["displayLog"]?.text()
        r.view.contextMenu = menu
    }
}

/// The delegate of a scene view's context menu interaction, kept by the window's controller.
@MainActor
final class SceneContextMenu: NSObject, UIContextMenuInteractionDelegate {
    let menu: ContextMenuDescription

    init(_ menu: ContextMenuDescription) { self.menu = menu }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [menu] _ in
            UIMenu(children: menu.actions.map { action in
                UIAction(title: action.title, attributes: action.destructive ? .destructive : []) { _ in log(action.line) }
            })
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        if let line = menu.displayLog { log(line) }
    }
}
