@_spi(Engine) import ViewModel

/// The world's names for its views and recognizers (`ViewNames`, `RecognizerNames`), made again only when a view
/// tree it shows changed (`UIApplication.treeVersion`): stepping through a touch on a 20,000-view screen, or a
/// room answering every touch-down, names the views once per state of the tree, not at every step or message.
@MainActor
package final class WorldNames {
    /// Held weakly and compared by identity: a world freed and another built at its address, with the same count
    /// of tree changes (the same scene), must not be taken for it.
    private weak var application: UIApplication?
    private var version = 0
    private var views: ViewNames?
    private var recognizers: RecognizerNames?

    package init() {}

    package func views(of application: UIApplication) -> ViewNames {
        if let views, self.application === application, version == application.treeVersion { return views }
        let fresh = ViewNames(windows: application.windows)
        (self.application, version, views, recognizers) = (application, application.treeVersion, fresh, nil)
        return fresh
    }

    package func recognizers(of application: UIApplication) -> RecognizerNames {
        let views = views(of: application)
        if let recognizers { return recognizers }
        let fresh = RecognizerNames(views: views)
        recognizers = fresh
        return fresh
    }
}
