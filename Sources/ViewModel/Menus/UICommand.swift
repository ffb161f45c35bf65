import Foundation

/// A menu command that sends an action along the responder chain: the base of `UIKeyCommand`.
@MainActor
open class UICommand: UIMenuElement {
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }
    open var action: Selector? { commandAction }
    open var propertyList: Any? { commandPropertyList }
    open var alternates: [UICommandAlternate] { commandAlternates }
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    let commandAction: Selector?
    let commandPropertyList: Any?
    let commandAlternates: [UICommandAlternate]

    /// What every command has, in the order of UIKit's initializers' parameters.
    typealias CommandParts = (title: String, image: UIImage?, action: Selector?, propertyList: Any?,
                              alternates: [UICommandAlternate], discoverabilityTitle: String?,
                              attributes: UIMenuElement.Attributes, state: UIMenuElement.State)

    init(_ parts: CommandParts) {
        commandAction = parts.action
        commandPropertyList = parts.propertyList
        commandAlternates = parts.alternates
        discoverabilityTitle = parts.discoverabilityTitle
        attributes = parts.attributes
        state = parts.state
        super.init(title: parts.title, image: parts.image)
    }
}

/// Another action a command sends when other modifier keys are held.
@MainActor
open class UICommandAlternate: NSObject {
    open var title: String { alternateTitle }
    open var action: Selector { alternateAction }
    open var modifierFlags: UIKeyModifierFlags { alternateFlags }
    private let alternateTitle: String
    private let alternateAction: Selector
    private let alternateFlags: UIKeyModifierFlags

    public convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.init(parts: (title, action, modifierFlags))
    }

    private init(parts: (String, Selector, UIKeyModifierFlags)) {
        (alternateTitle, alternateAction, alternateFlags) = parts
        super.init()
    }
}
