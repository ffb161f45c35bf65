import Foundation

/// One finger on the screen, from touch-down to lift. The same object is updated through every phase.
@MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled

        /// The phase as logs name it: `began`, `moved`…
        @_spi(Engine) public var logName: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil }

    public private(set) var phase: Phase
    /// Seconds of (virtual) system uptime when the touch last changed.
    public private(set) var timestamp: TimeInterval
    public private(set) var tapCount: Int
    /// The hit-test view, bound at touch-down for the touch's whole life.
    public private(set) var view: UIView?
    public private(set) var window: UIWindow?
    public let type: TouchType = .direct
    /// The recognizers that receive this touch, collected at touch-down from the hit view upward.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// Whether the hit-test view has been sent `touchesBegan` for this touch (a scroll view asks).
    @_spi(Engine) public var isDeliveredToView = false
    // A finger's contact as a device reports a light one *(assumed values; nothing in touchsim reads them)*.
    public let majorRadius: CGFloat = 20
    public let majorRadiusTolerance: CGFloat = 5
    public let force: CGFloat = 0
    public let maximumPossibleForce: CGFloat = 6.666_666_7
    /// The finger that made the touch (the host's numbering).
    @_spi(Engine) public let finger: Int

    private var locationInWindow: CGPoint
    private var previousLocationInWindow: CGPoint

    @_spi(Engine)
    public init(finger: Int, location: CGPoint, window: UIWindow?, timestamp: TimeInterval, tapCount: Int) {
        self.finger = finger
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        super.init()
    }

    @_spi(Engine)
    public func bind(to view: UIView?) { self.view = view }

    @_spi(Engine)
    public func setGestureRecognizers(_ recognizers: [UIGestureRecognizer]) {
        gestureRecognizers = recognizers.isEmpty ? nil : recognizers
    }

    @_spi(Engine)
    public func update(phase: Phase, location: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        self.phase = phase
        if let location {
            previousLocationInWindow = locationInWindow
            locationInWindow = location
        }
        if let timestamp { self.timestamp = timestamp }
    }

    /// The location in `view`'s coordinates; nil means the window's.
    public func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.touchLocation(fromWindow: point, window: window)
    }
}
