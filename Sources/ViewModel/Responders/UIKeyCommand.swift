import Foundation

/// A keyboard shortcut a responder offers in `keyCommands`: pressing `input` sends `action` to it.
@MainActor
public final class UIKeyCommand {
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let alternate = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
    }

    public let input: String?
    public let modifierFlags: ModifierFlags
    public let action: Selector?
    public var title: String

    public init(input: String, modifierFlags: ModifierFlags = [], action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        title = ""
    }

    public convenience init(title: String, action: Selector, input: String, modifierFlags: ModifierFlags = []) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
    }
}
