import Foundation
@_spi(Engine) import ViewModel

/// The root view controller of a scene file's window: printed with the class name the file gives (`controller:`,
/// `UIViewController` by default), the target of every control's and recognizer's action, as an app's view
/// controller is. Each action method, found by its selector as the Objective-C runtime would, logs its line.
final class SceneController: UIViewController {
    /// The log lines of each action method, by selector name (`buttonTapped:`): one per control or recognizer
    /// that sends it, since one method serves every sender, as on iOS, while the file gives each sender its line.
    private var actionLines: [String: [(sender: ObjectIdentifier, line: String, effects: [SceneActionEffect])]] = [:]
    /// The delegate of the scene's recognizers and its tables' data sources, which are held weakly: the
    /// controller keeps them alive.
    var kept: [AnyObject] = []
    /// What the scene does when the window appears: animations it starts, a text field it makes first responder.
    var onAppear: [() -> Void] = []
    /// The line `viewDidAppear` logs each time (a navigation screen coming back after a pop).
    var appearLog: String?
    /// The stand-ins of the app's objects that controls' actions name as targets, by class.
    private var standIns: [String: UIResponder] = [:]

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let appearLog { log(appearLog) }
        let actions = onAppear
        onAppear = []  // once: the first appearance
        for action in actions { action() }
    }

    /// The target an action naming `className` goes to: this controller when it is its class, else one stand-in
    /// object of that class.
    private func standIn(for className: String) -> UIResponder {
        if className == ViewModel.className(of: self) { return self }
        if let standIn = standIns[className] { return standIn }
        let standIn = PrintedTarget(className: className)
        standIns[className] = standIn
        return standIn
    }

    /// Where `action` goes, from `sender`: the stand-in its `target` names, or this controller, whose method then
    /// logs the action's line for that sender.
    func target(of action: ActionDescription, from sender: AnyObject) -> UIResponder {
        let target = action.target.map(standIn(for:)) ?? self
        if target === self { add(line: action.line, for: action.selector, from: sender, effects: action.effects) }
        return target
    }

    /// `sender` logs `line` when it sends `selector` here, then does `effects`.
    func add(line: String, for selector: String, from sender: AnyObject, effects: [SceneActionEffect] = []) {
        actionLines[selector, default: []].append((ObjectIdentifier(sender), line, effects))
    }

    override func actionMethod(for selector: Selector) -> ActionMethod? {
        guard let lines = actionLines[selector.name] else { return super.actionMethod(for: selector) }
        return ActionMethod(selector, swiftName: selector.name) { sender, _ in
            // The sender's own line; a sender the file did not name (sendAction from elsewhere) gets the first.
            let id = (sender as AnyObject?).map(ObjectIdentifier.init)
            let own = lines.first { $0.sender == id } ?? lines[0]
            SceneActionEffect.run(own.effects, line: own.line, from: self)
            return .called
        }
    }
}
