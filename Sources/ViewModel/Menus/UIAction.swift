import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// An action with a closure: `UIControl.addAction(_:for:)` sends it with the control's events.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's name, unique among a control's actions.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }
    open var identifier: Identifier { actionIdentifier }
    private let actionIdentifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: UIActionHandler
    /// The control that sent the action, while its handler runs (unowned: the control outlives the call).
    open var sender: Any? { senderObject }
    unowned(unsafe) var senderObject: AnyObject?

    /// UIKit names an action without an identifier with a unique one of its own *(observed form:
    /// `com.apple.UIAction.<n>`; touchsim numbers none, as nothing reads it back)*.
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init(title: title, image: image, identifier: identifier ?? Identifier("com.apple.UIAction"),
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, body: handler)
    }

    private init(title: String, image: UIImage?, identifier: Identifier, discoverabilityTitle: String?,
                 attributes: UIMenuElement.Attributes, state: UIMenuElement.State, body: @escaping UIActionHandler) {
        actionIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = body
        super.init(title: title, image: image)
    }
}
