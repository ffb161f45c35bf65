import Foundation

/// A view that turns touches into control events and sends actions to targets (docs/uikit-rules.md R6).
@MainActor
open class UIControl: UIView {
    /// How far outside its bounds a tracked touch still counts as inside *(assumed: 70 pt, the value commonly
    /// reported from devices; docs/uikit-rules.md R6.2)*.
    @_spi(Engine) public static let trackingSlop: CGFloat = 70
    /// The shortest highlight, so a quick tap still shows *(assumed; docs/uikit-rules.md R6.4)*.
    @_spi(Engine) public static let minimumHighlightDuration: TimeInterval = 0.12

    private var highlightStart: TimeInterval = 0
    private var unhighlightTimer: Int?

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    public internal(set) var isTracking = false
    public internal(set) var isTouchInside = false

    private enum Target {
        case selector(target: AnyObject?, action: Selector)
        case closure(UIAction)
    }

    private var targets: [(target: Target, events: Event)] = []

    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    override var hitTestRefusal: HitTestRefusal? {
        super.hitTestRefusal ?? (isEnabled ? nil : .disabledControl)
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// A control tracks only a touch that hit-testing gave to it. A touch on an interactive subview (a stack view,
    /// an image view made interactive) that climbs the chain to the control passes on up, untracked: the control
    /// sends no action (docs/uikit-rules.md R6.12).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isOwn(touches), let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        guard isEnabled, isUserInteractionEnabled else { return }
        event?.tracer?.record(.message(self, .beginTracking, forwardedFrom: nil))
        isTouchInside = true
        guard beginTracking(touch, with: event) else { return }
        isTracking = true
        setHighlightedTracking(true, at: touch.timestamp)
        var events: Event = .touchDown
        if touch.tapCount >= 2 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isOwn(touches) else { return super.touchesMoved(touches, with: event) }
        guard isTracking, let touch = touches.first else { return }
        event?.tracer?.record(.message(self, .continueTracking, forwardedFrom: nil))
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch, with: event)
        guard continueTracking(touch, with: event) else {
            isTracking = false
            isHighlighted = false
            return
        }
        isHighlighted = isTouchInside
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit, with: event) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isOwn(touches) else { return super.touchesEnded(touches, with: event) }
        guard isTracking, let touch = touches.first else { return }
        event?.tracer?.record(.message(self, .endTracking, forwardedFrom: nil))
        isTouchInside = isInsideForTracking(touch, with: event)
        endTracking(touch, with: event)
        isTracking = false
        setHighlightedTracking(false, at: touch.timestamp)
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isOwn(touches) else { return super.touchesCancelled(touches, with: event) }
        guard isTracking else { return }
        event?.tracer?.record(.message(self, .cancelTracking, forwardedFrom: nil))
        cancelTracking(with: event)
        isTracking = false
        setHighlightedTracking(false, at: event?.timestamp ?? highlightStart)
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether hit-testing gave these touches to the control itself, rather than to a subview.
    private func isOwn(_ touches: Set<UITouch>) -> Bool { touches.first?.view === self }

    /// Highlights at touch-down; unhighlights no sooner than `minimumHighlightDuration` after it.
    private func setHighlightedTracking(_ on: Bool, at time: TimeInterval) {
        if let engine = application?.engine, let timer = unhighlightTimer { engine.cancelTimer(timer) }
        unhighlightTimer = nil
        if on {
            highlightStart = time
            isHighlighted = true
            return
        }
        let remaining = highlightStart + Self.minimumHighlightDuration - time
        guard remaining > 0, let engine = application?.engine else { return isHighlighted = false }
        unhighlightTimer = engine.schedule(after: remaining) { [unowned self] in
            unhighlightTimer = nil
            if !isTracking { isHighlighted = false }
        }
    }

    /// Whether `recognizer` is a superview's one-finger single tap, which a control's default tap action beats
    /// (iOS 6+, docs/uikit-rules.md R6.7). A recognizer on the control itself still wins. So does one whose
    /// `cancelsTouchesInView` is false: then both fire, as seed 004's device showed (docs/uikit-rules.md R6.8).
    func isSuperviewSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, recognizer.view !== self, tap.cancelsTouchesInView
        else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Inside the control's own area, or within `trackingSlop` of its bounds.
    private func isInsideForTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        return answeredPoint(inside: point, with: event)
            || bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(point)
    }

    // MARK: Target-action

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((.selector(target: target as AnyObject?, action: action), controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { entry in
            guard case .selector(let t, let a) = entry.target else { return false }
            let targetMatches = target == nil || t === (target as AnyObject?)
            return targetMatches && (action == nil || a == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        targets.append((.closure(action), controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        targets.removeAll { entry in
            if case .closure(let a) = entry.target { return a === action && !entry.events.isDisjoint(with: controlEvents) }
            return false
        }
    }

    /// The events that have a target-action or an action registered.
    public var allControlEvents: Event { targets.reduce([]) { $0.union($1.events) } }

    /// Every object a target-action names, as UIKit's set holds them: `NSNull` stands for a nil target (an action
    /// sent along the responder chain). A `UIAction` has no target and is not in it.
    public var allTargets: Set<AnyHashable> {
        var all: [ObjectIdentifier: AnyHashable] = [:]
        var chain = false
        for entry in targets {
            guard case .selector(let target, _) = entry.target else { continue }
            guard let target else { chain = true; continue }
            all[ObjectIdentifier(target)] = (target as? AnyHashable) ?? AnyHashable(IdentityTarget(object: target))
        }
        return Set(all.values).union(chain ? [AnyHashable(NSNull())] : [])
    }

    /// The names of the actions registered for `target` on `controlEvent` (one event), in order; nil when there
    /// are none. A nil target always answers nil, as UIKit documents; `NSNull`, as `allTargets` gives it, stands for
    /// the actions sent along the responder chain *(assumed: Apple is silent)*.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let given = target as AnyObject? else { return nil }
        let target = (given as? IdentityTarget)?.object ?? given
        let chain = target is NSNull
        let names = targets.compactMap { entry -> String? in
            guard case .selector(let t, let action) = entry.target, chain ? t == nil : t === target,
                  entry.events.contains(controlEvent)
            else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// A target that is not `Hashable` (a plain Swift object; on iOS every target is an NSObject), in `allTargets`:
    /// it prints as the object's class, and `actions(forTarget:forControlEvent:)` opens it again.
    private final class IdentityTarget: UIResponder {
        let object: AnyObject
        init(object: AnyObject) {
            self.object = object
            super.init()
            printedIdentity = PrintedIdentity(className: className(of: object), address: nil)
        }
    }

    /// What is registered, in order, for an inspector: each target (nil: sent along the responder chain), its
    /// action's name (`UIAction` for a closure) and the events it is for.
    package var registeredActions: [(target: AnyObject?, action: String, events: Event)] {
        targets.map { entry in
            switch entry.target {
            case .selector(let target, let action): (target, action.name, entry.events)
            case .closure: (nil, "UIAction", entry.events)
            }
        }
    }

    /// Sends `action` through `UIApplication.sendAction(_:to:from:for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        application?.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction(_ action: UIAction) {
        action.senderObject = self
        action.handler(action)
        action.senderObject = nil
    }

    /// Sends the actions registered for `controlEvents`, in registration order.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let tracer = event?.tracer ?? application?.tracer
        for single in Self.singleEvents(in: controlEvents) {
            tracer?.record(.controlEvent(self, single))
            for entry in targets where entry.events.contains(single) {
                switch entry.target {
                case .selector(let target, let action): sendAction(action, to: target, for: event)
                case .closure(let action): sendAction(action)
                }
            }
        }
    }

    /// The single-bit events in `events`, lowest bit first.
    private nonisolated static func singleEvents(in events: Event) -> [Event] {
        var result: [Event] = []
        var bits = events.rawValue
        while bits != 0 {
            result.append(Event(rawValue: bits & (~bits &+ 1)))
            bits &= bits - 1
        }
        return result
    }
}
