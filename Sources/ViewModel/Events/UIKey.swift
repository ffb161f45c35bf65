import Foundation

/// A physical key on a keyboard, as a press reports it.
@MainActor
open class UIKey: NSObject {
    open var characters: String { typed }
    open var charactersIgnoringModifiers: String { typed }
    private let typed: String

    @_spi(Engine)
    public init(characters: String) {
        typed = characters
        super.init()
    }
}
