import Foundation

/// A menu: a title and the elements it holds (actions and menus), as a context menu shows them.
@MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        @available(iOS 15.0, *)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    open override var title: String { elementTitle }
    open var identifier: Identifier { menuIdentifier }
    private let menuIdentifier: Identifier
    open var options: Options { menuOptions }
    private let menuOptions: Options
    open var children: [UIMenuElement] { menuChildren }
    private let menuChildren: [UIMenuElement]

    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                            options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.init(title: title, image: image, identifier: identifier ?? Identifier("com.apple.menu.dynamic"),
                  menuOptions: options, menuChildren: children)
    }

    private init(title: String, image: UIImage?, identifier: Identifier, menuOptions: Options, menuChildren: [UIMenuElement]) {
        (menuIdentifier, self.menuOptions, self.menuChildren) = (identifier, menuOptions, menuChildren)
        super.init(title: title, image: image)
    }

    /// The actions a context menu lists, in order, inline menus' included (touchsim shows no submenus: a child
    /// menu's actions are listed in its place).
    var listedActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (child as? UIMenu)?.listedActions ?? []
        }
    }
}
