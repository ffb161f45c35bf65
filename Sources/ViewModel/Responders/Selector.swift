/// The name of an action method, standing where UIKit writes `#selector(buttonTapped(_:))`.
///
/// **Adaptation**: Linux has no Objective-C runtime, so a selector is only a name. A responder says which
/// actions it implements with `UIResponder.declareAction(_:perform:)`:
///
/// ```swift
/// final class ViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         declareAction("buttonTapped:") { [unowned self] sender in buttonTapped(sender) }
///         button.addTarget(self, action: "buttonTapped:", for: .touchUpInside)
///     }
///     func buttonTapped(_ sender: Any?) { log("button tapped") }
/// }
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}
