import Foundation

/// Recognizes a gesture from the touches of a view and its subviews, and sends actions as its state changes.
///
/// Subclass it the UIKit way: override the touches methods and set `state`; the world's gesture arena applies
/// the change (asking `gestureRecognizerShouldBegin`, failure requirements, exclusivity), sends the actions and
/// cancels or releases the view's touches (docs/uikit-rules.md R4).
@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized: State = .ended

        /// The state as logs and `why` name it: `possible`, `ended`…
        @_spi(Engine) public var logName: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer is done with the current touches.
        @_spi(Engine) public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    private enum Target {
        case selector(AnyObject, Selector)
        case closure((UIGestureRecognizer) -> Void)
    }

    private var targets: [Target] = []

    /// The names of the actions it sends, in order (`handler` for a closure), for `why --action`.
    package var registeredActionNames: [String] { registeredTargets.map(\.action) }

    /// Its targets and their actions, in order (a closure: no target, `handler`), as its description prints them.
    var registeredTargets: [(target: AnyObject?, action: String)] {
        targets.map { target in
            switch target {
            case .selector(let object, let action): (object, action.name)
            case .closure: (nil, "handler")
            }
        }
    }

    /// The committed state; a subclass's assignment is a request the arena applies (see `state`).
    var committedState: State = .possible
    /// The rule of its own that failed or recognized it, from `fail(because:)` or `recognize(because:)` until the
    /// engine takes it with the transition.
    private var ownRule: GestureRule?

    /// Fails (from possible) by one of its own rules, named for `why`; the log's line stays UIKit's.
    func fail(because rule: GestureRule) {
        guard state == .possible else { return }
        ownRule = rule
        state = .failed
        ownRule = nil
    }

    /// Fails by a rule no number decided.
    func fail(because words: String) { fail(because: GestureRule(words)) }

    /// "3 fingers came down, more than its numberOfTouchesRequired (2)": a count of fingers against a property.
    static func fingers(_ count: Int, _ comparison: GestureRule.Measure.Comparison, _ limit: Int,
                        property: String = "numberOfTouchesRequired") -> GestureRule {
        let than = comparison == .under ? "fewer" : "more"
        return GestureRule("\(count) \(count == 1 ? "finger" : "fingers") came down, \(than) than its \(property) (\(limit))",
                           .init(.fingers, Double(count), comparison, Double(limit), assumed: false))
    }

    /// Recognizes (from possible) by one of its own rules, named for `why`.
    func recognize(because rule: GestureRule) {
        guard state == .possible else { return }
        ownRule = rule
        state = .recognized
        ownRule = nil
    }

    /// The rule of its own it is failing or recognizing by, while the engine commits the transition (nil: its
    /// code set `state`).
    @_spi(Engine) public var decidingRule: GestureRule? { ownRule }
    /// The class a description of an app printed for it (an app's subclass, `MyApp.CardTapRecognizer`), when it was
    /// built from one: logs show that class. Set once, before it is attached; nil for code's own.
    @_spi(Engine) nonisolated(unsafe) public var printedIdentity: PrintedIdentity?
    /// The view the recognizer is attached to (unowned: the view holds its recognizers).
    public internal(set) unowned(unsafe) var view: UIView?
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A delegate the engine made for it (a what-if's answers), kept as an app's code keeps its delegate, since
    /// `delegate` is weak.
    @_spi(Engine) public var keptDelegate: (any UIGestureRecognizerDelegate)?
    public var isEnabled: Bool = true {
        didSet { if !isEnabled, oldValue { arena?.recognizerWasDisabled(self) } }
    }
    public var cancelsTouchesInView: Bool = true
    public var delaysTouchesBegan: Bool = false
    public var delaysTouchesEnded: Bool = true
    public var name: String?
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
    @_spi(Engine) public internal(set) var failureRequirements: [UIGestureRecognizer] = []
    /// The touches the recognizer is following, in the order they began.
    @_spi(Engine) public internal(set) var trackedTouches: [UITouch] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target = target as AnyObject?, let action { targets.append(.selector(target, action)) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    /// As UIKit prints it (`UIGestureRecognizer+Description.swift`).
    nonisolated open override var description: String { MainActor.assumeIsolated { printedDescription } }

    /// **Adaptation** (docs/porting.md): a closure instead of a target and selector.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        super.init()
        targets.append(.closure(handler))
    }

    /// The state. Setting it from a touches method or a timer requests a transition; an illegal one (for example
    /// `possible → changed`) is reported in the log and the recognizer fails.
    open var state: State {
        get { committedState }
        set {
            if let arena { arena.recognizer(self, requests: newValue) } else { committedState = newValue }
        }
    }

    open func addTarget(_ target: Any, action: Selector) {
        targets.append(.selector(target as AnyObject, action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            guard case .selector(let t, let a) = entry else { return false }
            return (target == nil || t === target as AnyObject) && (action == nil || a == action)
        }
    }

    /// Makes this recognizer wait until `other` fails; if `other` recognizes, this one fails.
    open func require(toFail other: UIGestureRecognizer) {
        if !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    // MARK: Touches, for subclasses

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer ends, fails or is cancelled and its touches have lifted; clears its tracking.
    open func reset() {}

    /// A continuous gesture's touches are over: it ends (or is cancelled) if it began, and fails if it never did
    /// (`unmade`: the rule its touches did not meet).
    func finishContinuousGesture(cancelled: Bool, unmade: @autoclosure () -> GestureRule) {
        switch state {
        case .possible: fail(because: cancelled ? GestureRule("its touches were cancelled before it began") : unmade())
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }

    /// Stops following `touch`; the view is not cancelled for it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        arena?.recognizer(self, ignores: touch)
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Location

    /// The touches the recognizer answers for (`ActionTouches` says which, and why): those it follows, or, from
    /// a discrete recognition until reset, the ones it recognized with.
    public var numberOfTouches: Int { reportedLocations.count }

    /// The centroid of the reported touches in `view`'s space (nil: the window's); after the last lift, where
    /// the touches were then.
    open func location(in view: UIView?) -> CGPoint {
        let points = reportedLocations
        guard !points.isEmpty else { return lastLocation.map { convert($0, to: view) } ?? .zero }
        let centroid = CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        return convert(centroid, to: view)
    }

    /// Where touch `touchIndex` of the reported touches is, in `view`'s space. An index out of range is the
    /// app's error (UIKit raises NSRangeException): it is reported to the world's log, naming the recognizer,
    /// and the answer is `location(in:)`, so dispatch goes on.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let points = reportedLocations
        guard points.indices.contains(touchIndex) else {
            let name = self.name.map { "\(className(of: self)) \"\($0)\"" } ?? className(of: self)
            reportError(
                "error: \(name).location(ofTouch: \(touchIndex), in:) asked for touch \(touchIndex) of "
                    + "\(points.count) (numberOfTouches is \(points.count)); it answered location(in:)",
                to: self.view?.application?.tracer)
            return location(in: view)
        }
        return convert(points[touchIndex], to: view)
    }

    /// Window locations of the touches a discrete recognizer recognized with, kept until reset; nil otherwise.
    var recognizedLocations: [CGPoint]?

    private var reportedLocations: [CGPoint] { recognizedLocations ?? trackedTouches.map { $0.location(in: nil) } }

    /// Where the touches were when the last one lifted (UIKit keeps answering `location(in:)` after lift).
    var lastLocation: CGPoint?

    private func convert(_ windowPoint: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return windowPoint }
        return target.convert(windowPoint, from: self.view?.window)
    }

    // MARK: Engine

    /// The arena of the world this recognizer is working in; set while it follows touches.
    @_spi(Engine) public unowned(unsafe) var arena: (any GestureMachinery)?

    /// Sends the actions, in registration order.
    @_spi(Engine)
    public func sendActions(tracer: (any DispatchTracer)?) {
        for target in targets {
            switch target {
            case .closure(let handler):
                tracer?.record(.gestureAction(self, action: nil, target: nil))
                handler(self)
            case .selector(let object, let action):
                guard let method = (object as? ActionTarget)?.actionMethod(for: action) else {
                    tracer?.record(.gestureAction(self, action: action, target: object))
                    tracer?.record(.note("\(className(of: object)) does not implement \(action)"))
                    continue
                }
                tracer?.record(.gestureAction(self, action: method.selector, target: object))
                method.call(sender: self, event: nil, on: object, reportingTo: tracer)
            }
        }
    }

    /// Applies a state the arena decided. A discrete recognition keeps the touches it was made with for the
    /// action (`ActionTouches.discrete`) unless the subclass chose them already (a multi-tap's first).
    @_spi(Engine)
    public func commit(_ state: State) {
        if committedState == .possible, state == .ended, recognizedLocations == nil {
            recognizedLocations = trackedTouches.map { $0.location(in: nil) }
        }
        if state == .possible || state == .failed { recognizedLocations = nil }
        committedState = state
    }

    /// UIKit's legal transitions: possible → began | recognized | failed; began and changed → changed | ended
    /// | cancelled. Anything else is a programming error.
    @_spi(Engine) public static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    @_spi(Engine)
    public func track(_ touch: UITouch) {
        if !trackedTouches.contains(where: { $0 === touch }) { trackedTouches.append(touch) }
    }

    @_spi(Engine)
    public func untrack(_ touch: UITouch) {
        if trackedTouches.count == 1, trackedTouches[0] === touch { lastLocation = touch.location(in: nil) }
        trackedTouches.removeAll { $0 === touch }
    }

    @_spi(Engine)
    public func attach(to view: UIView?) { self.view = view }

    /// Schedules `body` on the world's virtual clock; the arena settles the recognizers after it runs.
    @_spi(Engine) public func scheduleTimer(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int? {
        arena?.schedule(after: delay, body)
    }

    @_spi(Engine) public func cancelTimer(_ token: Int?) {
        if let token { arena?.cancelTimer(token) }
    }
}
