/// The name of an action method, standing where UIKit writes `#selector(buttonTapped(_:))`.
///
/// **Adaptation**: Linux has no Objective-C runtime, so a selector is a name. Write it as the string UIKit would
/// print (`"buttonTapped:"`), or let `#action(buttonTapped(_:))` spell it from the method, checked by the compiler.
/// A class marked `@Actions` answers the selectors of its methods (see `ActionTarget`):
///
/// ```swift
/// @Actions
/// final class ViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         button.addTarget(self, action: #action(buttonTapped(_:)), for: .touchUpInside)
///     }
///     func buttonTapped(_ sender: UIButton) { log("button tapped") }
/// }
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name: `buttonTapped:`. For a selector made from a bare method name, the name it has when
    /// the method's first parameter is unlabelled.
    public let name: String
    /// For `#action(handleTap)` (no labels): the base name and the method's number of parameters, which a target
    /// matches against its own methods to complete the name.
    let bareReference: BareReference?

    struct BareReference: Hashable, Sendable {
        let base: String
        let arity: Int
    }

    public init(_ name: String) {
        self.name = name
        bareReference = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { name }

    /// Whether a method with this Objective-C name, base name and number of parameters answers this selector.
    public func matches(_ methodName: String, base: String, arity: Int) -> Bool {
        if let bare = bareReference { return bare.base == base && bare.arity == arity }
        return name == methodName
    }

    // Selectors are equal by name, as UIKit compares them (`removeTarget(_:action:for:)`).
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    // MARK: What `#action(…)` expands to

    /// A selector spelled from a method reference with its labels; `method` is only there to be type-checked.
    public init<Method>(_ name: String, checking method: Method) { self.init(name) }

    public init<Result>(base: String, method: () -> Result) { self.init(bare: base, arity: 0) }
    public init<Sender, Result>(base: String, method: (Sender) -> Result) { self.init(bare: base, arity: 1) }
    public init<Sender, Event, Result>(base: String, method: (Sender, Event) -> Result) {
        self.init(bare: base, arity: 2)
    }

    public init<Target, Result>(base: String, unbound method: (Target) -> () -> Result) { self.init(bare: base, arity: 0) }
    public init<Target, Sender, Result>(base: String, unbound method: (Target) -> (Sender) -> Result) {
        self.init(bare: base, arity: 1)
    }
    public init<Target, Sender, Event, Result>(base: String, unbound method: (Target) -> (Sender, Event) -> Result) {
        self.init(bare: base, arity: 2)
    }

    private init(bare base: String, arity: Int) {
        name = base + String(repeating: ":", count: arity)
        bareReference = BareReference(base: base, arity: arity)
    }
}
