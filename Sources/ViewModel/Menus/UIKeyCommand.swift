import Foundation

/// The modifier keys held with a key, with UIKit's bits.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A keyboard shortcut a responder offers in `keyCommands`: pressing `input` sends `action` to it.
@MainActor
open class UIKeyCommand: UICommand {
    open var input: String? { keyInput }
    open var modifierFlags: UIKeyModifierFlags { keyModifierFlags }
    private let keyInput: String
    private let keyModifierFlags: UIKeyModifierFlags

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(command: (title, image, action, propertyList, alternates, discoverabilityTitle, attributes, state),
                  input: input, modifierFlags: modifierFlags)
    }

    private init(command: CommandParts, input: String, modifierFlags: UIKeyModifierFlags) {
        keyInput = input
        keyModifierFlags = modifierFlags
        super.init(command)
    }
}
