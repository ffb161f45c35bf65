import Diagnosis
@_spi(Engine) import ViewModel

/// The world's names for its views and recognizers (`ViewNames`, `RecognizerNames`), made again only when a view
/// tree it shows changed (`UIApplication.treeVersion`): stepping through a touch on a 20,000-view screen names its
/// views once, not at every step nor at every frame.
@MainActor
package final class WorldNames {
    private var made: (application: ObjectIdentifier, version: Int, views: ViewNames, recognizers: RecognizerNames?)?

    package init() {}

    package func views(of application: UIApplication) -> ViewNames { current(application).views }

    package func recognizers(of application: UIApplication) -> RecognizerNames {
        if let recognizers = current(application).recognizers { return recognizers }
        let recognizers = RecognizerNames(views: current(application).views)
        made?.recognizers = recognizers
        return recognizers
    }

    private func current(_ application: UIApplication) -> (application: ObjectIdentifier, version: Int, views: ViewNames, recognizers: RecognizerNames?) {
        if let made, made.application == ObjectIdentifier(application), made.version == application.treeVersion { return made }
        let fresh = (ObjectIdentifier(application), application.treeVersion, ViewNames(windows: application.windows), RecognizerNames?.none)
        made = fresh
        return fresh
    }
}
