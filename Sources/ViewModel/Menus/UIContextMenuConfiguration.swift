import Foundation

/// Gives the menu a context menu shows, from the actions UIKit suggests.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Gives the view controller a context menu previews; nil previews the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its preview and its menu, made when the menu appears.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public convenience init(identifier: NSCopying?, previewProvider: UIContextMenuContentPreviewProvider?,
                            actionProvider: UIContextMenuActionProvider?) {
        // UIKit makes a UUID when none is given; touchsim reads no random source, and nothing compares these.
        self.init(madeIdentifier: identifier ?? NSString(string: "UIContextMenuConfiguration"),
                  previewProvider: previewProvider, actionProvider: actionProvider)
    }

    private init(madeIdentifier: NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
                 actionProvider: UIContextMenuActionProvider?) {
        identifier = madeIdentifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
