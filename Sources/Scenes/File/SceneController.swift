import Foundation
import ViewModel

/// The root view controller of a scene file's window: printed with the class name the file gives (`controller:`,
/// `UIViewController` by default), the target of every control's and recognizer's action, as an app's view
/// controller is. Each action method, found by its selector as the Objective-C runtime would, logs its line.
final class SceneController: UIViewController {
    /// The log line of each action method, by selector name (`buttonTapped:`).
    var actionLines: [String: String] = [:]
    /// The delegate of the scene's recognizers, which hold it weakly: the controller keeps it alive.
    var recognizerDelegate: AnyObject?

    override func actionMethod(for selector: Selector) -> ActionMethod? {
        guard let line = actionLines[selector.name] else { return super.actionMethod(for: selector) }
        return ActionMethod(selector, swiftName: selector.name) { _, _ in
            log(line)
            return .called
        }
    }
}
