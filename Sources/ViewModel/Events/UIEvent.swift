import Foundation

/// One user interaction. A touch event carries every live touch and is reused for the whole sequence.
@MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    }

    public let type: EventType
    public internal(set) var subtype: EventSubtype
    public private(set) var timestamp: TimeInterval = 0

    private var touchList: [UITouch] = []

    /// The log of the world dispatching this event; every UIKit call made for it reports there.
    @_spi(Engine) public var tracer: (any DispatchTracer)?
    /// How many `hitTest` calls for this event are under way, nested (`HitTesting.maximumDepth`).
    var hitTestDepth = 0

    @_spi(Engine)
    public init(type: EventType, subtype: EventSubtype = .none) {
        self.type = type
        self.subtype = subtype
        super.init()
    }

    @_spi(Engine)
    public func stamp(_ timestamp: TimeInterval) { self.timestamp = timestamp }

    @_spi(Engine)
    public func add(_ touch: UITouch) { touchList.append(touch) }

    @_spi(Engine)
    public func remove(_ touch: UITouch) { touchList.removeAll { $0 === touch } }

    /// The live touches in the order they went down.
    @_spi(Engine)
    public var orderedTouches: [UITouch] { touchList }

    open var allTouches: Set<UITouch>? { type == .touches ? Set(touchList) : nil }

    open func touches(for view: UIView) -> Set<UITouch>? {
        let list = touchList.filter { $0.view === view }
        return list.isEmpty ? nil : Set(list)
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let list = touchList.filter { $0.window === window }
        return list.isEmpty ? nil : Set(list)
    }
}

/// One press of a physical button or key.
@MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    public private(set) var phase: Phase
    public let key: UIKey?
    public private(set) var timestamp: TimeInterval

    @_spi(Engine)
    public init(key: UIKey?, timestamp: TimeInterval) {
        self.key = key
        self.phase = .began
        self.timestamp = timestamp
        super.init()
    }

    @_spi(Engine)
    public func update(phase: Phase, timestamp: TimeInterval) {
        self.phase = phase
        self.timestamp = timestamp
    }
}

/// An event that carries presses.
@MainActor
open class UIPressesEvent: UIEvent {
    public private(set) var allPresses: Set<UIPress> = []

    @_spi(Engine)
    public init(presses: Set<UIPress>) {
        allPresses = presses
        super.init(type: .presses)
    }
}
