// TouchCapture: add this one file to a debug build of an iOS app (or its package, touchsim's Capture/ folder, which
// depends on nothing) and bring the screen that misbehaves into touchsim. Nothing else changes in the app:
//   (lldb) expr -l Swift -- TouchCapture.snapshot()   writes a touchsim scene file of every window, prints its path
//   (lldb) expr -l Swift -- TouchCapture.record()     starts recording the touches the app receives
//   (lldb) expr -l Swift -- TouchCapture.stop()       writes them as a touchsim input script, prints its path
// then `sim-desktop why touchsim-scene.yaml --input touchsim-touches.jsonl --view NAME`. It uses UIKit's public API,
// and the Objective-C runtime to find overridden methods and to see `sendEvent(_:)`; each call is listed with its
// Apple page in touchsim's docs/capture.md. Compiled and tested against touchsim's UIKit on Linux, not on a device.
// One file on purpose, so an app can take it whole: longer than the project's other files.
// Compiled only into debug builds (touchsim's own package defines TOUCHSIM to build it always): a release build of
// the app carries none of it.
#if DEBUG || TOUCHSIM
import Foundation
#if canImport(UIKit)
import UIKit
#else
import ViewModel
#endif
#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// Writes what touchsim needs of an app's screen and touches, bounded, to the app's temporary folder.
@MainActor
public enum TouchCapture {
    /// The largest scene written: touchsim's limit for a scene file.
    public static let maximumSceneBytes = 128 * 1024
    /// The most touch records `record()` keeps; later ones are dropped, and `stop()` says how many.
    public static let maximumTouchRecords = 100_000

    /// What a text field's text is written as, unless `snapshot(revealingFieldText: true)`: what users typed is
    /// theirs, and the file is made to be shared. A secure (password) field's is never written.
    public static let hiddenText = "•••"

    /// Writes a scene file of every window to the temporary folder and prints its path; nil (and a message) when
    /// the screen is larger than a scene file may be. On the main thread (in LLDB, `thread select 1` first).
    /// Text fields' text is written as `hiddenText` unless `revealingFieldText` (a secure field's never is).
    @discardableResult
    nonisolated public static func snapshot(revealingFieldText: Bool = false) -> String? {
        onMainThread {
            do {
                return write(try sceneText(of: appWindows, revealingFieldText: revealingFieldText), named: "touchsim-scene.yaml")
            } catch {
                print("TouchCapture: \(error)")
                return nil
            }
        }
    }

    /// Runs `body` where UIKit may be touched: on iOS the main thread, which an LLDB expression runs on only when
    /// that is the thread selected (elsewhere it says so and does nothing); here the main actor, which touchsim's
    /// worlds run on.
    nonisolated private static func onMainThread<T: Sendable>(_ body: @MainActor () -> T?) -> T? {
        #if canImport(UIKit)
        guard Thread.isMainThread else {
            print("TouchCapture: call it on the main thread (in LLDB, `thread select 1` first)")
            return nil
        }
        #endif
        return MainActor.assumeIsolated { body() }
    }

    /// The scene file of `windows`, back to front, the key window last; what `snapshot()` writes.
    public static func sceneText(of windows: [UIWindow], revealingFieldText: Bool = false) throws(CaptureError) -> String {
        let shown = windows.filter { !isKeyboard($0) }
        guard !shown.isEmpty else { throw CaptureError(message: "there is no window to capture") }
        var walk = SceneWalk()
        walk.revealsFieldText = revealingFieldText
        let node = walk.scene(of: shown)
        // A comment is one line: what an app named (a recognizer's name) may hold any character.
        let comments = walk.leftOut.prefix(50).map { "# Left out: " + String($0.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) }) + "\n" }
        let text = "# Written by TouchCapture: \(walk.views) views, \(walk.recognizers.count) recognizers.\n"
            + comments.joined() + YAMLText.block(node, indent: 0)
        guard text.utf8.count <= maximumSceneBytes else {
            throw CaptureError(message: "the scene is \(text.utf8.count) bytes, over touchsim's \(maximumSceneBytes): "
                + "\(walk.views) views; hide what the bug does not need, or capture a smaller screen")
        }
        return text
    }

    // MARK: Touches

    /// The recording `record()` started, while it runs.
    static var current: TouchRecording?

    /// Starts recording the touches every window receives, until `stop()`.
    nonisolated public static func record() {
        _ = onMainThread { () -> Bool? in
            current = TouchRecording()
            #if canImport(ObjectiveC) && canImport(UIKit)
            SendEventHook.install()
            #endif
            print("TouchCapture: recording touches; call TouchCapture.stop() to write them")
            return true
        }
    }

    /// Hands an event to the recording, if one runs: what the swapped `sendEvent(_:)` calls on iOS. Without the
    /// Objective-C runtime, a window subclass's `sendEvent(_:)` calls it before `super`.
    public static func received(_ event: UIEvent) { current?.received(event) }

    /// Stops recording and writes the touches as a touchsim input script; prints and returns its path.
    @discardableResult
    nonisolated public static func stop() -> String? {
        onMainThread {
            guard let recording = current else { print("TouchCapture: not recording; call record() first"); return nil }
            current = nil
            #if canImport(ObjectiveC) && canImport(UIKit)
            SendEventHook.uninstall()
            #endif
            if recording.dropped > 0 { print("TouchCapture: \(recording.dropped) touch records past the limit were dropped") }
            return write(recording.script, named: "touchsim-touches.jsonl")
        }
    }

    private static func write(_ text: String, named name: String) -> String? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            print("TouchCapture: could not write \(url.path): \(error)")
            return nil
        }
        print("TouchCapture: wrote \(url.path)")
        return url.path
    }

    private static var appWindows: [UIWindow] {
        #if canImport(UIKit)
        // The shown windows of the scenes in front, back to front: by level, and the key window last among its own.
        UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }.flatMap(\.windows).filter { !$0.isHidden }
            .sorted { ($0.windowLevel.rawValue, $0.isKeyWindow ? 1 : 0) < ($1.windowLevel.rawValue, $1.isKeyWindow ? 1 : 0) }
        #else
        UIApplication.shared.windows
        #endif
    }

    /// The keyboard's window: touchsim makes its own when a text field in the scene is first responder.
    static func isKeyboard(_ window: UIWindow) -> Bool {
        ["UITextEffectsWindow", "UIRemoteKeyboardWindow"].contains(classOf(window).name)
    }
}

// Everything else is nested in `TouchCapture`, so no name of the file can clash with an app's.
extension TouchCapture {
    #if canImport(ObjectiveC) && canImport(UIKit)
    /// `UIWindow.sendEvent(_:)` swapped for a method that hands each event to the recording, then to UIKit's; swapped
    /// back when the recording stops, so the app is left as it was.
    @MainActor
    enum SendEventHook {
        static var installed = false

        static func install() {
            guard !installed else { return }
            exchange()
            installed = true
        }

        static func uninstall() {
            guard installed else { return }
            exchange()
            installed = false
        }

        private static func exchange() {
            guard let original = class_getInstanceMethod(UIWindow.self, #selector(UIWindow.sendEvent(_:))),
                  let replacement = class_getInstanceMethod(UIWindow.self, #selector(UIWindow.touchCapture_sendEvent(_:)))
            else { return }
            method_exchangeImplementations(original, replacement)
        }
    }
    #endif

    /// Why a capture was not written.
    public struct CaptureError: Error, CustomStringConvertible {
        public let message: String
        nonisolated public var description: String { message }
    }

    /// The touches the app received, as touchsim's input script: one JSON line per touch change, its time from the
    /// first, its finger (the lowest number free when it went down), phase and point in its window.
    @MainActor
    public final class TouchRecording {
        private var lines: [String] = []
        private var fingers: [ObjectIdentifier: Int] = [:]
        /// Each touch's last phase and time written: an event reaches every window it has touches in, once each.
        private var written: [ObjectIdentifier: (phase: String, time: TimeInterval)] = [:]
        private var start: TimeInterval?
        public private(set) var dropped = 0

        public init() {}

        /// What `sendEvent(_:)` got; touches only.
        public func received(_ event: UIEvent) {
            guard let touches = event.allTouches else { return }
            // Touches that already have a finger first, then new ones left to right: a set has no order of its own.
            func key(_ touch: UITouch) -> (Int, Double, Double) {
                let point = touch.location(in: nil)
                return (fingers[ObjectIdentifier(touch)] ?? .max, Double(point.x), Double(point.y))
            }
            for touch in touches.sorted(by: { key($0) < key($1) }) { note(touch) }
        }

        private func note(_ touch: UITouch) {
            let id = ObjectIdentifier(touch)
            let phase: String
            switch touch.phase {
            case .began: phase = "down"
            case .moved: phase = "move"
            case .ended: phase = "up"
            case .cancelled: phase = "cancel"
            default: return
            }
            if let last = written[id], last.phase == phase, last.time == touch.timestamp { return }
            written[id] = (phase, touch.timestamp)
            if phase == "down", fingers[id] == nil {
                fingers[id] = (0...63).first { !fingers.values.contains($0) } ?? 63
            }
            guard let finger = fingers[id] else { return }  // a touch that began before recording
            if phase == "up" || phase == "cancel" { fingers[id] = nil; written[id] = nil }
            guard lines.count < TouchCapture.maximumTouchRecords else { dropped += 1; return }
            let t = max(0, touch.timestamp - (start ?? touch.timestamp))
            start = start ?? touch.timestamp
            let point = touch.location(in: nil)
            lines.append("{\"t\": \(YAMLText.number(t)), \"finger\": \(finger), \"phase\": \"\(phase)\", "
                + "\"x\": \(YAMLText.number(point.x)), \"y\": \(YAMLText.number(point.y))}")
        }

        /// The input script.
        public var script: String { lines.map { $0 + "\n" }.joined() }
    }


    /// A class by name, and the UIKit class among its ancestors whose behaviour touchsim gives it.
    struct CapturedClass {
        let name: String
        let base: String
    }

    /// The name UIKit's runtime gives an object's class (`MyApp.CardView`), or touchsim's.
    @MainActor
    static func classOf(_ object: AnyObject) -> CapturedClass {
        #if canImport(ObjectiveC) && canImport(UIKit)
        // A view observed through key-value observing is of a subclass the runtime made (`NSKVONotifying_…`).
        var own: AnyClass = type(of: object)
        if NSStringFromClass(own).hasPrefix("NSKVONotifying_"), let observed = class_getSuperclass(own) { own = observed }
        let name = NSStringFromClass(own)
        var current: AnyClass? = own
        while let cls = current, !CaptureVocabulary.modelled.contains(NSStringFromClass(cls)) { current = class_getSuperclass(cls) }
        return CapturedClass(name: name, base: current.map(NSStringFromClass) ?? "UIView")
        #else
        var current: AnyClass? = type(of: object)
        while let cls = current, !CaptureVocabulary.modelled.contains(_typeName(cls, qualified: false)) { current = _getSuperclass(cls) }
        return CapturedClass(name: className(of: object), base: current.map { _typeName($0, qualified: false) } ?? "UIView")
        #endif
    }

    /// The methods whose override can change which view gets a touch or what happens to it, as the scene names them,
    /// found by comparing a class's implementation with its UIKit base's (never when the runtime is not there).
    @MainActor
    static func overriddenMethods(of object: AnyObject, base: String) -> [String]? {
        #if canImport(ObjectiveC) && canImport(UIKit)
        guard let baseClass = NSClassFromString(base) else { return nil }
        return CaptureVocabulary.viewMethods.compactMap { selector, name in
            let sel = NSSelectorFromString(selector)
            guard let own = class_getInstanceMethod(type(of: object), sel), let inherited = class_getInstanceMethod(baseClass, sel)
            else { return nil }
            return method_getImplementation(own) != method_getImplementation(inherited) ? name : nil
        }
        #else
        return nil
        #endif
    }

    /// Which of the recognizer delegate's methods `delegate` implements; nil when the runtime cannot tell.
    @MainActor
    static func implementedDelegateMethods(_ delegate: AnyObject) -> [String]? {
        #if canImport(ObjectiveC) && canImport(UIKit)
        guard let object = delegate as? NSObject else { return nil }
        return CaptureVocabulary.delegateMethods.compactMap { object.responds(to: NSSelectorFromString($0.0)) ? $0.1 : nil }
        #else
        return nil
        #endif
    }

    /// The names the scene file uses, as touchsim's scene reader takes them.
    enum CaptureVocabulary {
        /// UIKit's classes touchsim gives behaviour to: a view gets the nearest of its ancestors.
        static let modelled: Set<String> = [
            "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UISwitch", "UISlider", "UITextField", "UITextView",
            "UIStepper", "UIPageControl", "UISegmentedControl",
            "UIScrollView", "UITableView", "UITableViewCell", "UITableViewCellContentView", "UICollectionView",
            "UICollectionViewCell", "UICollectionReusableView", "UIStackView", "UINavigationBar", "UITabBar", "UIToolbar",
            "_UIToolbarContentView", "UITransitionView", "UIDropShadowView", "UILayoutContainerView",
            "UINavigationTransitionView", "UIViewControllerWrapperView", "UIDimmingView", "UIInputSetHostView", "UIWindow",
            "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
            "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
            "UIScreenEdgePanGestureRecognizer",
        ]
        static let recognizerTypes: [String: String] = [
            "UITapGestureRecognizer": "tap", "UIPanGestureRecognizer": "pan", "UILongPressGestureRecognizer": "longPress",
            "UISwipeGestureRecognizer": "swipe", "UIPinchGestureRecognizer": "pinch", "UIRotationGestureRecognizer": "rotation",
            "UIScreenEdgePanGestureRecognizer": "screenEdgePan",
        ]
        static let viewMethods: [(String, String)] = [
            ("hitTest:withEvent:", "hitTest(_:with:)"), ("pointInside:withEvent:", "point(inside:with:)"),
            ("touchesBegan:withEvent:", "touchesBegan(_:with:)"), ("touchesMoved:withEvent:", "touchesMoved(_:with:)"),
            ("touchesEnded:withEvent:", "touchesEnded(_:with:)"), ("touchesCancelled:withEvent:", "touchesCancelled(_:with:)"),
            ("gestureRecognizerShouldBegin:", "gestureRecognizerShouldBegin(_:)"),
        ]
        static let delegateMethods: [(String, String)] = [
            ("gestureRecognizerShouldBegin:", "gestureRecognizerShouldBegin(_:)"),
            ("gestureRecognizer:shouldReceiveTouch:", "gestureRecognizer(_:shouldReceive:)"),
            ("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
             "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"),
            ("gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", "gestureRecognizer(_:shouldRequireFailureOf:)"),
            ("gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:", "gestureRecognizer(_:shouldBeRequiredToFailBy:)"),
        ]
        static let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
    }

    /// One walk over the windows, in the order touchsim's scene reader visits a file (each view, its subviews, a
    /// cell's content view; a window's views, its sheet's, then its navigation screens), so recognizers the app left
    /// unnamed get the names the reader gives them (`UITapGestureRecognizer#2`), and relations can name them.
    @MainActor
    struct SceneWalk {
        var views = 0
        var leftOut: [String] = []
        /// Whether text fields' text is written as it is (a secure field's never is).
        var revealsFieldText = false
        /// The app's recognizers in the reader's order: each with the name the file gives it (nil: the reader's).
        var recognizers: [(address: String, type: String, name: String?)] = []
        /// The app's recognizers written, by address, for the questions their delegates are asked at the end.
        private var objects: [(address: String, recognizer: UIGestureRecognizer)] = []
        /// UIKit's recognizers a file can name (`navigation.pop`, `sheet.dismiss`, a named scroll view's pan).
        var systemNames: [String: String] = [:]
        private var givenNames: Set<String> = []
        private var rootController: AnyObject?
        /// The views a presented popover lets touches through to (`popoverPassthrough`).
        private var passthrough: [UIView] = []
        private static let maximumViews = 20_000, maximumDepth = 100
        /// The views whose `hitTest(_:with:)` a capture samples, and the most cells a side of one's grid.
        private static let maximumSampledViews = 20, maximumGridSide = 1_000
        /// The most relation questions the recognizers' delegates are asked, all pairs together.
        private static let maximumQuestions = 100_000
        private var sampled = 0

        mutating func scene(of windows: [UIWindow]) -> Node {
            #if canImport(ObjectiveC) && canImport(UIKit)
            let system = "iOS " + UIDevice.current.systemVersion, found = true
            #else
            let system = "touchsim's UIKit", found = false
            #endif
            let nodes = windows.map { window($0) }
            // The count lets touchsim's reader tell a file cut short from a smaller screen.
            var top: [(String, Node)] = [("capture", .map([("tool", .string("TouchCapture 1")), ("system", .string(system)),
                                                            ("overridesFound", .bool(found)), ("views", .number(CGFloat(views)))])),
                                         ("systemVersion", .string(UIDevice.current.systemVersion))]
            if windows.contains(where: { $0.windowScene != nil }) { top.append(("windowScene", .bool(true))) }
            if nodes.count == 1 { top += nodes[0] } else { top.append(("windows", .list(nodes.map(Node.map)))) }
            return resolve(.map(top))
        }

        private mutating func window(_ window: UIWindow) -> [(String, Node)] {
            var fields: [(String, Node)] = []
            let root = window.rootViewController
            rootController = root
            passthrough = root?.presentedViewController?.popoverPresentationController?.passthroughViews ?? []
            if let navigation = root as? UINavigationController {
                let present = root.flatMap { presented(by: $0) }
                fields.append(("navigation", self.navigation(navigation)))
                if let present { fields.append(("present", present)) }
            } else if let tabs = root as? UITabBarController {
                fields.append(("tabs", self.tabs(tabs)))
                if let present = presented(by: tabs) { fields.append(("present", present)) }
            } else {
                if let root { fields.append(("controller", .string(classOf(root).name))) }
                if let root, let node = rootView(of: root) { fields.append(("rootView", node)) }
                fields.append(("views", .list((root?.view.subviews ?? window.subviews).compactMap { view($0, depth: 0) })))
                if let root, let present = presented(by: root) { fields.append(("present", present)) }
            }
            // What the app added to the window itself, beside its root's view and in front of it (a floating
            // button over a navigation stack), whatever the root.
            let extras = root == nil ? [] : window.subviews.filter { $0 !== root?.view && !isUIKitContainer($0) }
            let nodes = extras.compactMap { view($0, depth: 0) }
            if !nodes.isEmpty { fields.append(("windowViews", .list(nodes))) }
            return fields
        }

        /// Where `view` answers touches, asked on a grid and written as a hit area, when that is the app's code or an
        /// animation: its class overrides `point(inside:with:)` or `hitTest(_:with:)` (found by the Objective-C
        /// runtime; without it, the app's own class answering otherwise than its bounds), or its layer is animating
        /// (UIKit refuses touches to a view animating without `.allowUserInteraction`). The grid reaches 44 pt beyond
        /// the bounds, at most 1,000 cells a side (1 pt for a phone's screen), each asked at its top-left corner,
        /// where a reader's cell starts. At most 20 views a capture and 26 other views a grid; the rest are said.
        private mutating func sampledHitArea(_ view: UIView, _ cls: CapturedClass, _ overrides: [String]?) -> Node? {
            let animating = view.layer.animationKeys()?.isEmpty == false
            #if canImport(ObjectiveC) && canImport(UIKit)
            guard animating || overrides?.contains("point(inside:with:)") == true || overrides?.contains("hitTest(_:with:)") == true
            else { return nil }
            #else
            guard animating || cls.name != cls.base else { return nil }
            #endif
            var area = view.bounds.insetBy(dx: -44, dy: -44)
            var others: [UIView] = []
            guard var answers = sample(view, over: area, others: &others) else { return nil }
            // An answer at the grid's edge may go on beyond it (a view taking every touch its superview offers):
            // then the whole window is asked.
            if answers.answersAtEdge, let window = view.window {
                area = area.union(view.convert(window.bounds, from: window))
                others = []
                guard let whole = sample(view, over: area, others: &others) else { return nil }
                answers = whole
            }
            guard answers.differs else { return nil }
            sampled += 1
            guard sampled <= Self.maximumSampledViews else {
                leftOut.append("what \(cls.name)'s hitTest(_:with:) answers (past \(Self.maximumSampledViews) views sampled)")
                return nil
            }
            var grid: [(String, Node)] = [("origin", .numbers([area.minX, area.minY])), ("step", .number(answers.step)),
                                          ("rows", .list(answers.lines.map(Node.string)))]
            if !others.isEmpty { grid.append(("views", .list(others.map { .string(Self.way(from: view, to: $0) ?? "") }))) }
            return .map([("grid", .map(grid))])
        }

        /// `view`'s answers over `area` in at most 1,000 cells a side, each asked at its top-left corner; nil for
        /// an empty or unmeasurable area.
        private mutating func sample(_ view: UIView, over area: CGRect, others: inout [UIView])
            -> (lines: [String], step: CGFloat, differs: Bool, answersAtEdge: Bool)? {
            guard area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else { return nil }
            let step = max(1, (max(area.width, area.height) / CGFloat(Self.maximumGridSide)).rounded(.up))
            let (columns, rows) = (Int((area.width / step).rounded(.up)), Int((area.height / step).rounded(.up)))
            var differs = false, answersAtEdge = false
            var lines: [String] = []
            for row in 0..<rows {
                var cells: [UInt8] = []
                for column in 0..<columns {
                    let point = CGPoint(x: area.minX + CGFloat(column) * step, y: area.minY + CGFloat(row) * step)
                    let cell = hitAnswer(view, at: point, others: &others)
                    if cell != UInt8(ascii: view.bounds.contains(point) ? "#" : ".") { differs = true }
                    if cell != UInt8(ascii: "."), row == 0 || column == 0 || row == rows - 1 || column == columns - 1 {
                        answersAtEdge = true
                    }
                    cells.append(cell)
                }
                lines.append(Self.runs(cells))
            }
            return (lines, step, differs, answersAtEdge)
        }

        /// One cell: `.` no view, `#` what UIKit's own `hitTest` gives (the first subview, front to back, to take
        /// the point, else the view), `@` the view in place of that subview, `a`… another view (`others`, at most
        /// 26, found by a way from the view). A view hit-testing skips (hidden, not interactive, transparent) is
        /// asked `point(inside:with:)`.
        private mutating func hitAnswer(_ view: UIView, at point: CGPoint, others: inout [UIView]) -> UInt8 {
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else {
                return UInt8(ascii: view.point(inside: point, with: nil) ? "#" : ".")
            }
            guard let hit = view.hitTest(point, with: nil) else { return UInt8(ascii: ".") }
            let usual = view.subviews.reversed().lazy.compactMap { $0.hitTest(view.convert(point, to: $0), with: nil) }.first ?? view
            if hit === usual { return UInt8(ascii: "#") }
            if hit === view { return UInt8(ascii: "@") }
            if let index = others.firstIndex(where: { $0 === hit }) { return UInt8(ascii: "a") + UInt8(index) }
            guard others.count < 26, Self.way(from: view, to: hit) != nil else {
                let note = "a view \(classOf(view).name)'s hitTest(_:with:) gives (past 26, or not in its window)"
                if !leftOut.contains(note) { leftOut.append(note) }
                return UInt8(ascii: "#")
            }
            others.append(hit)
            return UInt8(ascii: "a") + UInt8(others.count - 1)
        }

        /// The way from `view` to `other` as a scene file writes it: up to their common superview, then down by
        /// subview indices (`superview.subviews[1]`); nil when they share no window or it is past 100 steps.
        private static func way(from view: UIView, to other: UIView) -> String? {
            var steps: [String] = []
            var top: UIView? = view
            while let ancestor = top, !other.isDescendant(of: ancestor) { steps.append("superview"); top = ancestor.superview }
            guard let top else { return nil }
            var down: [String] = []
            var below = other
            while below !== top {
                guard let parent = below.superview, let index = parent.subviews.firstIndex(where: { $0 === below }) else { return nil }
                down.insert("subviews[\(index)]", at: 0)
                below = parent
            }
            steps += down
            return steps.count <= 100 ? steps.joined(separator: ".") : nil
        }

        /// A row of cells as runs: `24.140#24.` (a count before each run longer than one).
        private static func runs(_ cells: [UInt8]) -> String {
            var text = "", index = 0
            while index < cells.count {
                var end = index
                while end < cells.count, cells[end] == cells[index] { end += 1 }
                text += (end - index > 1 ? String(end - index) : "") + String(UnicodeScalar(cells[index]))
                index = end
            }
            return text
        }

        /// A controller's own view, when it is more than a plain one (its class, recognizers or flags): without its
        /// subviews, which are the `views:` beside it.
        private mutating func rootView(of controller: UIViewController) -> Node? {
            let root = controller.view!
            guard case .map(let fields)? = view(root, depth: 0, withSubviews: false) else { return nil }
            let plain: Set<String> = ["class", "frame", "color"]
            let isPlain = fields.allSatisfy { plain.contains($0.0) } && classOf(root).name == "UIView"
            if isPlain { views -= 1 }
            return isPlain ? nil : .map(fields)
        }

        /// UIKit's own views around a presentation, which touchsim builds from `present:`.
        private func isUIKitContainer(_ view: UIView) -> Bool {
            ["UITransitionView", "UIDropShadowView", "UIDimmingView"].contains(classOf(view).base)
        }

        /// A tab bar controller's tabs (each a navigation or a controller's views, titled as its tab), the selected
        /// one, and its tab bar when it is of the app's own class (without the tab buttons, which touchsim makes).
        private mutating func tabs(_ tabs: UITabBarController) -> Node {
            var items: [Node] = []
            for controller in tabs.viewControllers ?? [] {
                var tab: [(String, Node)] = []
                if let title = controller.tabBarItem.title ?? controller.title { tab.append(("title", .string(title))) }
                if let navigation = controller as? UINavigationController {
                    tab.append(("navigation", self.navigation(navigation)))
                } else {
                    tab.append(("controller", .string(classOf(controller).name)))
                    tab.append(("views", .list(controller.isViewLoaded ? controller.view.subviews.compactMap { view($0, depth: 0) } : [])))
                }
                items.append(.map(tab))
            }
            var fields: [(String, Node)] = [("controller", .string(classOf(tabs).name)), ("items", .list(items))]
            if tabs.selectedIndex != NSNotFound { fields.append(("selectedIndex", .number(CGFloat(tabs.selectedIndex)))) }
            if classOf(tabs.tabBar).name != "UITabBar", let bar = view(tabs.tabBar, depth: 0) { fields.append(("tabBar", bar)) }
            return .map(fields)
        }

        private mutating func navigation(_ navigation: UINavigationController) -> Node {
            var stack: [Node] = []
            for controller in navigation.viewControllers {
                var screen: [(String, Node)] = [("controller", .string(classOf(controller).name))]
                if let title = controller.title { screen.append(("title", .string(title))) }
                if !(controller is UIPageViewController), controller.isViewLoaded, let node = rootView(of: controller) {
                    screen.append(("rootView", node))
                }
                if let pages = controller as? UIPageViewController {
                    let shown = (pages.viewControllers ?? []).map { page -> Node in
                        .map([("controller", .string(classOf(page).name)),
                              ("views", .list(page.view.subviews.compactMap { view($0, depth: 0) }))])
                    }
                    screen.append(("pages", .list(shown)))
                    leftOut.append("\(classOf(pages).name)'s pages beside the one shown (UIKit gives them only when asked)")
                } else {
                    screen.append(("views", .list(controller.isViewLoaded ? controller.view.subviews.compactMap { view($0, depth: 0) } : [])))
                }
                let item = controller.navigationItem
                if let titleView = item.titleView, let node = view(titleView, depth: 0) { screen.append(("titleView", node)) }
                for (key, items) in [("leftItems", item.leftBarButtonItems), ("rightItems", item.rightBarButtonItems)] {
                    if let items, !items.isEmpty { screen.append((key, .list(items.map { barItem($0) }))) }
                }
                stack.append(.map(screen))
            }
            var fields: [(String, Node)] = [("stack", .list(stack))]
            var pops: [(String, String, UIGestureRecognizer?)] = [("pop", "navigation.pop", navigation.interactivePopGestureRecognizer)]
            #if canImport(UIKit)
            // iOS 26's content pop, asked of the running system by name: an SDK before iOS 26's has no declaration
            // of it, and a compiler's version says nothing of the SDK's.
            let contentPop = "interactiveContentPopGestureRecognizer"
            if #available(iOS 26.0, *), navigation.responds(to: NSSelectorFromString(contentPop)) {
                pops.append(("contentPop", "navigation.contentPop", navigation.value(forKey: contentPop) as? UIGestureRecognizer))
            }
            #else
            pops.append(("contentPop", "navigation.contentPop", navigation.interactiveContentPopGestureRecognizer))
            #endif
            for (key, name, recognizer) in pops {
                guard let recognizer else { continue }
                systemNames[PrintedRecognizerText(of: recognizer).address] = name
                if let settings = systemSettings(recognizer) { fields.append((key, settings)) }
            }
            return .map(fields)
        }

        private mutating func presented(by root: UIViewController) -> Node? {
            guard let presented = root.presentedViewController else { return nil }
            var fields: [(String, Node)] = [("controller", .string(classOf(presented).name))]
            let styles: [UIModalPresentationStyle: String] = [
                .pageSheet: "pageSheet", .formSheet: "formSheet", .automatic: "automatic", .fullScreen: "fullScreen",
                .overFullScreen: "overFullScreen", .popover: "popover",
            ]
            fields.append(("style", .string(styles[presented.modalPresentationStyle] ?? "pageSheet")))
            if styles[presented.modalPresentationStyle] == nil { leftOut.append("a presentation style touchsim lacks; shown as a page sheet") }
            if #available(iOS 16.0, *), let sheet = presented.sheetPresentationController {
                func word(_ id: UISheetPresentationController.Detent.Identifier) -> String? {
                    id == .medium ? "medium" : id == .large ? "large" : nil
                }
                let detents = sheet.detents.compactMap { word($0.identifier) }
                if detents.count < sheet.detents.count { leftOut.append("custom sheet detents (UIKit does not give their heights back)") }
                if !detents.isEmpty { fields.append(("detents", .list(detents.map(Node.string)))) }
                if let selected = sheet.selectedDetentIdentifier.flatMap(word) { fields.append(("selectedDetent", .string(selected))) }
                if let undimmed = sheet.largestUndimmedDetentIdentifier.flatMap(word) { fields.append(("largestUndimmedDetent", .string(undimmed))) }
            }
            if presented.isModalInPresentation { fields.append(("modalInPresentation", .bool(true))) }
            // A popover its delegate kept a popover (it is not in a sheet): where it points, its size.
            if let popover = presented.popoverPresentationController, presented.sheetPresentationController == nil,
               !(presented.view.superview.map { classOf($0).name == "UIDropShadowView" } ?? true)
            {
                let source = popover.sourceView.map { $0.convert(popover.sourceRect == .zero ? $0.bounds : popover.sourceRect, to: nil) } ?? .zero
                let size = presented.preferredContentSize
                fields.append(("popover", .map([("source", .numbers([source.minX, source.minY, source.width, source.height])),
                                                ("size", .numbers([size.width, size.height])),
                                                ("adaptivePresentationStyle", .string("none"))])))
            }
            if let navigation = presented as? UINavigationController {
                fields.removeFirst()  // the navigation controller's screens name their controllers
                fields.append(("navigation", self.navigation(navigation)))
            } else {
                if let node = rootView(of: presented) { fields.append(("rootView", node)) }
                fields.append(("views", .list(presented.view.subviews.compactMap { view($0, depth: 0) })))
            }
            // The sheet's drag, on a view UIKit made around the presented one.
            var container: UIView? = presented.view.superview
            while let view = container {
                for recognizer in view.gestureRecognizers ?? [] where recognizer.name == "_UISheetInteractionBackgroundDismissRecognizer" {
                    systemNames[PrintedRecognizerText(of: recognizer).address] = "sheet.dismiss"
                    if let settings = systemSettings(recognizer) { fields.append(("dismiss", settings)) }
                }
                container = view.superview
            }
            return .map(fields)
        }

        /// What an app set on a recognizer UIKit made: disabled, made to wait for others, and (`addsActions`: a scroll
        /// view's) a target added after UIKit's own, which UIKit gave it when it made it.
        private mutating func systemSettings(_ recognizer: UIGestureRecognizer, name: String? = nil, addsActions: Bool = false) -> Node? {
            var fields: [(String, Node)] = []
            if let name { fields.append(("name", .string(name))) }
            if !recognizer.isEnabled { fields.append(("enabled", .bool(false))) }
            let printed = PrintedRecognizerText(of: recognizer)
            if !printed.mustFail.isEmpty { fields.append(("requireToFail", .refs(printed.mustFail))) }
            let added = printed.targets.dropFirst()
            if addsActions, let first = added.first {
                fields.append(("action", .string(first.action)))
                if let target = first.targetClass, let root = rootController, target != classOf(root).name {
                    fields.append(("target", .string(target)))
                }
                if added.count > 1 { leftOut.append("\(added.count - 1) more actions an app added to UIKit's \(classOf(recognizer).name)") }
            }
            return fields.isEmpty ? nil : .map(fields)
        }

        /// A view and everything in it, as the scene file describes views; nil past the limits.
        private mutating func view(_ view: UIView, depth: Int, withSubviews: Bool = true) -> Node? {
            guard depth < Self.maximumDepth, views < Self.maximumViews else {
                leftOut.append("views past \(Self.maximumViews) or nested deeper than \(Self.maximumDepth)")
                return nil
            }
            views += 1
            let cls = classOf(view)
            var f: [(String, Node)] = [("class", .string(cls.name))]
            if cls.base != cls.name { f.append(("baseClass", .string(cls.base))) }
            f.append(("frame", .numbers([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height])))
            let scroll = view as? UIScrollView
            if view.transform != .identity || (scroll == nil && view.bounds.origin != .zero) {
                f.append(("bounds", .numbers([view.bounds.minX, view.bounds.minY, view.bounds.width, view.bounds.height])))
            }
            if view.transform != .identity { f.append(("transform", transform(view.transform, of: cls.name))) }
            if let color = view.backgroundColor.flatMap({ hex($0, in: view) }) { f.append(("color", .string(color))) }
            if view.alpha != 1 { f.append(("alpha", .number(view.alpha))) }
            if view.isHidden { f.append(("hidden", .bool(true))) }
            if view.isUserInteractionEnabled == ["UILabel", "UIImageView"].contains(cls.base) {
                f.append(("userInteractionEnabled", .bool(view.isUserInteractionEnabled)))
            }
            // UIKit's scroll views clip by default, other views do not: written where the app chose otherwise.
            if view.clipsToBounds != (view is UIScrollView) { f.append(("clipsToBounds", .bool(view.clipsToBounds))) }
            if view.layer.cornerRadius > 0 { f.append(("cornerRadius", .number(view.layer.cornerRadius))) }
            if view.layer.zPosition != 0 { f.append(("zPosition", .number(view.layer.zPosition))) }
            if passthrough.contains(where: { $0 === view }) { f.append(("popoverPassthrough", .bool(true))) }
            if view.tag != 0 { f.append(("tag", .number(CGFloat(view.tag)))) }
            if let field = view as? UITextField {
                if field.isSecureTextEntry { f.append(("secureTextEntry", .bool(true))) }
                if let text = field.text, !text.isEmpty {
                    f.append(("text", .string(revealsFieldText && !field.isSecureTextEntry ? text : hiddenText)))
                }
            } else if let text = (view as? UILabel)?.text ?? buttonTitle(view) {
                f.append(("text", .string(text)))
            }
            let overrides = overriddenMethods(of: view, base: cls.base)
            if let overrides, !overrides.isEmpty {
                f.append(("overrides", .list(overrides.map(Node.string))))
            }
            if let grid = sampledHitArea(view, cls, overrides) { f.append(("hitArea", grid)) }
            if let scroll { f += scrollFields(scroll) }
            f += controlFields(view)
            if (view as? UITextField)?.isFirstResponder == true || (view as? UITextView)?.isFirstResponder == true {
                f.append(("becomesFirstResponder", .bool(true)))
            }
            let own = (view.gestureRecognizers ?? []).compactMap { recognizer -> Node? in
                let printed = PrintedRecognizerText(of: recognizer)
                return isUIKits(recognizer, printed, on: view) ? nil : self.recognizer(recognizer, printed)
            }
            if !own.isEmpty { f.append(("recognizers", .list(own))) }
            if view.interactions.contains(where: { $0 is UIContextMenuInteraction }) {
                // Its press, which competes with the view's recognizers; the menu's actions come from the app's delegate,
                // which the capture does not ask (asking may have effects).
                f.append(("contextMenu", .map([])))
                leftOut.append("a context menu's actions (the capture does not ask its delegate)")
            }
            if let control = view as? UIControl {
                let actions = self.actions(of: control)
                if !actions.isEmpty { f.append(("actions", .list(actions))) }
            }
            // A cell's content view is made by the cell when touchsim builds it: its subviews go under `contentView`.
            guard withSubviews else { return .map(f) }
            let content = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
            // A toolbar's items: touchsim makes their buttons, in a content view of its own, from `items`.
            var skipped = content.map { [$0] } ?? []
            // A stepper's, page control's and segmented control's parts are UIKit's own: touchsim makes them from the
            // control's fields.
            if view is UIStepper || view is UIPageControl || view is UISegmentedControl { skipped += view.subviews }
            if let button = view as? UIButton, button.currentImage != nil, let image = button.imageView { skipped.append(image) }
            if view is UITextField { skipped += view.subviews.filter { classOf($0).name == "_UITextFieldClearButton" } }
            if let refresh = (view as? UIScrollView)?.refreshControl { skipped.append(refresh) }
            if view is UITabBar { skipped += view.subviews.filter { ["UITabBarButton", "_UIBarBackground"].contains(classOf($0).name) } }
            if let toolbar = view as? UIToolbar, let items = toolbar.items, !items.isEmpty {
                f.append(("items", .list(items.map { barItem($0) })))
                skipped += toolbar.subviews.filter { classOf($0).name == "_UIToolbarContentView" }
            }
            let subviews = view.subviews.filter { sub in !skipped.contains { $0 === sub } }.compactMap { self.view($0, depth: depth + 1) }
            if !subviews.isEmpty { f.append(("subviews", .list(subviews))) }
            if let content {
                let inside = content.subviews.compactMap { self.view($0, depth: depth + 1) }
                if !inside.isEmpty { f.append(("contentView", .list(inside))) }
            }
            return .map(f)
        }

        private mutating func scrollFields(_ scroll: UIScrollView) -> [(String, Node)] {
            var f: [(String, Node)] = [("contentSize", .numbers([scroll.contentSize.width, scroll.contentSize.height]))]
            if scroll.contentOffset != .zero { f.append(("contentOffset", .numbers([scroll.contentOffset.x, scroll.contentOffset.y]))) }
            let inset = scroll.contentInset
            if inset != .zero { f.append(("contentInset", .numbers([inset.top, inset.left, inset.bottom, inset.right]))) }
            if !scroll.delaysContentTouches { f.append(("delaysContentTouches", .bool(false))) }
            if !scroll.canCancelContentTouches { f.append(("canCancelContentTouches", .bool(false))) }
            if scroll.isPagingEnabled { f.append(("pagingEnabled", .bool(true))) }
            if !scroll.isScrollEnabled { f.append(("scrollEnabled", .bool(false))) }
            if !scroll.bounces { f.append(("bounces", .bool(false))) }
            if scroll.alwaysBounceVertical { f.append(("alwaysBounceVertical", .bool(true))) }
            if scroll.alwaysBounceHorizontal { f.append(("alwaysBounceHorizontal", .bool(true))) }
            if scroll.decelerationRate != .normal { f.append(("decelerationRate", .number(scroll.decelerationRate.rawValue))) }
            let modes: [UIScrollView.KeyboardDismissMode: String] = [.onDrag: "onDrag", .interactive: "interactive"]
            if let mode = modes[scroll.keyboardDismissMode] { f.append(("keyboardDismissMode", .string(mode))) }
            if let refresh = scroll.refreshControl {
                // Its first action: the scene sends `.valueChanged` to one method, as almost every app does.
                let action = actions(of: refresh).lazy.compactMap { node -> [(String, Node)]? in
                    guard case .map(let fields) = node else { return nil }
                    return fields.filter { $0.0 != "event" }
                }.first
                f.append(("refreshControl", .map(action ?? [])))
            }
            if scroll.maximumZoomScale > scroll.minimumZoomScale {
                f.append(("minimumZoomScale", .number(scroll.minimumZoomScale)))
                f.append(("maximumZoomScale", .number(scroll.maximumZoomScale)))
            }
            let pans: [(String, UIGestureRecognizer?)] = [("panGestureRecognizer", scroll.panGestureRecognizer),
                                                          ("pinchGestureRecognizer", scroll.pinchGestureRecognizer)]
            for (key, recognizer) in pans {
                guard let recognizer else { continue }
                let name = recognizer.name.flatMap { givenNames.insert($0).inserted && Self.isName($0) ? $0 : nil }
                if let name { systemNames[PrintedRecognizerText(of: recognizer).address] = name }
                guard let settings = systemSettings(recognizer, name: name, addsActions: true) else { continue }
                f.append((key, settings))
            }
            return f
        }

        /// Whether UIKit made the recognizer for the view (a scroll view's, a text view's): touchsim makes its own. A
        /// private class, or a target of UIKit's (a class starting `_`, or `UI` and not a controller an app shows); a
        /// `UI…` class of a kind touchsim lacks with no target of the app's.
        private func isUIKits(_ recognizer: UIGestureRecognizer, _ printed: PrintedRecognizerText, on view: UIView) -> Bool {
            if let scroll = view as? UIScrollView, recognizer === scroll.panGestureRecognizer || recognizer === scroll.pinchGestureRecognizer {
                return true
            }
            let name = classOf(recognizer).name, target = printed.targetClass
            let uikitTarget = target.map { $0.hasPrefix("_") || ($0.hasPrefix("UI") && !$0.hasSuffix("Controller")) }
            if name.hasPrefix("_") || recognizer.name?.hasPrefix("_UI") == true || uikitTarget == true { return true }
            return name.hasPrefix("UI") && CaptureVocabulary.recognizerTypes[name] == nil && target == nil
        }

        private mutating func recognizer(_ recognizer: UIGestureRecognizer, _ printed: PrintedRecognizerText) -> Node? {
            let cls = classOf(recognizer)
            guard let type = CaptureVocabulary.recognizerTypes[cls.base] else {
                leftOut.append("\(cls.name): touchsim has no recognizer of its kind")
                return nil
            }
            var f: [(String, Node)] = [("type", .string(type))]
            if cls.name != cls.base { f.append(("class", .string(cls.name))) }
            var name: String?
            if let given = recognizer.name {
                if Self.isName(given), givenNames.insert(given).inserted { name = given } else {
                    leftOut.append("the name \"\(given)\" of a \(cls.name): not unique, or not a name a file can give")
                }
            }
            if let name { f.append(("name", .string(name))) }
            recognizers.append((printed.address, cls.base, name))
            if let tap = recognizer as? UITapGestureRecognizer {
                if tap.numberOfTapsRequired != 1 { f.append(("taps", .number(CGFloat(tap.numberOfTapsRequired)))) }
                if tap.numberOfTouchesRequired != 1 { f.append(("touches", .number(CGFloat(tap.numberOfTouchesRequired)))) }
            }
            if let press = recognizer as? UILongPressGestureRecognizer {
                f.append(("minimumPressDuration", .number(press.minimumPressDuration)))
                if press.numberOfTouchesRequired != 1 { f.append(("touches", .number(CGFloat(press.numberOfTouchesRequired)))) }
            }
            if let swipe = recognizer as? UISwipeGestureRecognizer, swipe.direction != .right {
                leftOut.append("a swipe's direction other than right (the scene format has none yet)")
            }
            if let edge = recognizer as? UIScreenEdgePanGestureRecognizer {
                let edges: [(UIRectEdge, String)] = [(.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom")]
                f.append(("edges", .list(edges.filter { edge.edges.contains($0.0) }.map { .string($0.1) })))
            }
            if !recognizer.isEnabled { f.append(("enabled", .bool(false))) }
            if !recognizer.cancelsTouchesInView { f.append(("cancelsTouchesInView", .bool(false))) }
            if recognizer.delaysTouchesBegan { f.append(("delaysTouchesBegan", .bool(true))) }
            if !recognizer.delaysTouchesEnded { f.append(("delaysTouchesEnded", .bool(false))) }
            if !printed.mustFail.isEmpty { f.append(("requireToFail", .refs(printed.mustFail))) }
            if let action = printed.action { f.append(("action", .string(action))) }
            if let target = printed.targetClass, let root = rootController, target != classOf(root).name {
                f.append(("target", .string(target)))
            }
            if let delegate = recognizer.delegate {
                f.append(("delegate", implementedDelegateMethods(delegate).map { .list($0.map(Node.string)) } ?? .bool(true)))
                for question in DelegateQuestion.allCases { f.append((question.key, .asks(printed.address, question))) }
            }
            objects.append((printed.address, recognizer))
            f.append(("state", .string(Self.word(for: recognizer.state))))
            return .map(f)
        }

        private static func word(for state: UIGestureRecognizer.State) -> String {
            switch state {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            @unknown default: "possible"
            }
        }

        /// A control's target-actions, event by event, with the target's class when it is not the window's controller;
        /// the targets (an unordered set) by class, so the same screen writes the same file.
        private mutating func actions(of control: UIControl) -> [Node] {
            var nodes: [Node] = []
            let targets = control.allTargets.map { ($0, ($0.base is NSNull) ? "" : classOf($0.base as AnyObject).name) }
            for (target, _) in targets.sorted(by: { $0.1 < $1.1 }) {
                guard !(target.base is NSNull) else {
                    leftOut.append("actions a \(classOf(control).name) sends along the responder chain (a nil target)")
                    continue
                }
                let object = target.base as AnyObject
                for (event, word) in CaptureVocabulary.events {
                    for action in control.actions(forTarget: target.base, forControlEvent: event) ?? [] {
                        var f: [(String, Node)] = [("event", .string(word)), ("action", .string(action))]
                        if object !== rootController { f.append(("target", .string(classOf(object).name))) }
                        nodes.append(.map(f))
                    }
                }
            }
            return nodes
        }

        /// A button's title: its current one, or its configuration's (iOS 15's `UIButton.Configuration`).
        private func buttonTitle(_ view: UIView) -> String? {
            guard let button = view as? UIButton else { return nil }
            #if canImport(UIKit)
            return button.currentTitle ?? button.configuration?.title
            #else
            return button.currentTitle
            #endif
        }

        /// A bar button item: titled with its action, or a space (no title, image, view or action): fixed when it has
        /// a width, else flexible.
        private mutating func barItem(_ item: UIBarButtonItem) -> Node {
            #if canImport(UIKit)
            let acts = item.action != nil || item.primaryAction != nil || item.menu != nil
            #else
            let acts = item.action != nil
            #endif
            if item.title == nil, item.image == nil, item.customView == nil, !acts {
                return item.width > 0 ? .map([("fixedSpace", .number(item.width))]) : .string("flexibleSpace")
            }
            if let custom = item.customView, let node = view(custom, depth: 0) { return .map([("customView", node)]) }
            if item.title == nil { leftOut.append("a bar button item without a title (an image): titled \"Item\"") }
            var f: [(String, Node)] = [("title", .string(item.title ?? "Item"))]
            if let action = item.action { f.append(("action", .string(String(describing: action)))) }
            return .map(f)
        }

        /// A transform as the scene writes one: a translation, then a rotation and a uniform scale.
        private mutating func transform(_ t: CGAffineTransform, of name: String) -> Node {
            let scale = (t.a * t.a + t.b * t.b).squareRoot()
            if abs(t.c + t.b) > 1e-6 || abs(t.d - t.a) > 1e-6 { leftOut.append("\(name)'s skewed or unevenly scaled transform") }
            return .map([("translate", .numbers([t.tx, t.ty])), ("rotate", .number(atan2(t.b, t.a) * 180 / .pi)),
                         ("scale", .number(scale))])
        }

        /// `#RRGGBBAA`, as the view shows it (a dynamic colour in the view's own traits: dark mode); nil for a colour
        /// with no components (a pattern).
        private func hex(_ color: UIColor, in view: UIView) -> String? {
            #if canImport(UIKit)
            let shown = color.resolvedColor(with: view.traitCollection)
            #else
            let shown = color
            #endif
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            guard shown.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
            return "#" + [r, g, b, a].map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
        }

        /// Whether a file can give `text` as a name: letters, digits, `_`, `.` and `$`, not starting with a digit.
        static func isName(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, !("0"..."9").contains(first), text.utf8.count <= 200 else { return false }
            return text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) && $0.isASCII || "_.$".unicodeScalars.contains($0) }
        }

        /// The tree with every relation named: a recognizer by its given name, or the reader's `Class#n`; one the scene
        /// cannot name (UIKit's own, not among those a file names) is left out and said.
        private mutating func resolve(_ node: Node) -> Node {
            var names = systemNames
            let unnamed = Dictionary(grouping: recognizers.filter { $0.name == nil }, by: \.type)
            for (type, group) in unnamed {
                for (index, entry) in group.enumerated() { names[entry.address] = group.count > 1 ? "\(type)#\(index + 1)" : type }
            }
            for entry in recognizers { if let name = entry.name { names[entry.address] = name } }
            let byAddress = Dictionary(objects.map { ($0.address, $0.recognizer) }, uniquingKeysWith: { first, _ in first })
            var questions = 0
            func walk(_ node: Node) -> Node {
                switch node {
                case .map(let fields):
                    // A relation its delegate said yes to for no recognizer is no relation: the key goes.
                    var kept: [(String, Node)] = []
                    for (key, value) in fields {
                        let resolved = walk(value)
                        if case .asks = value, case .list(let answered) = resolved, answered.isEmpty { continue }
                        kept.append((key, resolved))
                    }
                    return .map(kept)
                case .asks(let address, let question):
                    guard let asked = byAddress[address] else { return .list([]) }
                    var yes: [Node] = []
                    for other in objects where other.recognizer !== asked {
                        // Bounded: a screen of thousands of recognizers would ask millions of pairs.
                        guard questions < Self.maximumQuestions else { break }
                        questions += 1
                        if question.answer(asked, other.recognizer), let name = names[other.address] { yes.append(.string(name)) }
                    }
                    return .list(yes)
                case .list(let items): return .list(items.map(walk))
                case .refs(let addresses):
                    let known = addresses.compactMap { names[$0] }
                    if known.count < addresses.count { leftOut.append("\(addresses.count - known.count) require(toFail:) relations to UIKit's own recognizers") }
                    return .list(known.map(Node.string))
                default: return node
                }
            }
            let resolved = walk(node)
            if questions >= Self.maximumQuestions {
                leftOut.append("delegates' answers past \(Self.maximumQuestions) questions of one recognizer about another")
            }
            return resolved
        }
    }

    /// The relation methods of a recognizer's delegate a capture asks, for every other recognizer of the app that
    /// can see the same touch (on the same view, or one of the two views inside the other): what the delegate says
    /// yes to becomes the scene's `simultaneousWith`, `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`. Answers
    /// that depend on a touch (`shouldReceive`) or on a gesture under way (`gestureRecognizerShouldBegin`) cannot be
    /// asked without one, and are not.
    enum DelegateQuestion: CaseIterable {
        case simultaneous, requiresFailure, requiredToFail

        var key: String {
            switch self {
            case .simultaneous: "simultaneousWith"
            case .requiresFailure: "shouldRequireFailureOf"
            case .requiredToFail: "shouldBeRequiredToFailBy"
            }
        }

        @MainActor
        func answer(_ asked: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
            guard let a = asked.view, let b = other.view, a === b || a.isDescendant(of: b) || b.isDescendant(of: a),
                  let delegate = asked.delegate else { return false }
            #if canImport(UIKit)
            switch self {  // UIKit's delegate methods are optional: a delegate without one says nothing
            case .simultaneous: return delegate.gestureRecognizer?(asked, shouldRecognizeSimultaneouslyWith: other) ?? false
            case .requiresFailure: return delegate.gestureRecognizer?(asked, shouldRequireFailureOf: other) ?? false
            case .requiredToFail: return delegate.gestureRecognizer?(asked, shouldBeRequiredToFailBy: other) ?? false
            }
            #else
            switch self {
            case .simultaneous: return delegate.gestureRecognizer(asked, shouldRecognizeSimultaneouslyWith: other)
            case .requiresFailure: return delegate.gestureRecognizer(asked, shouldRequireFailureOf: other)
            case .requiredToFail: return delegate.gestureRecognizer(asked, shouldBeRequiredToFailBy: other)
            }
            #endif
        }
    }

    /// A value of the scene file being written; `refs` are recognizers by address, named once the walk is done.
    /// A value control's fields, as the scene reader takes them (the limits before the value).
    @MainActor
    static func controlFields(_ view: UIView) -> [(String, Node)] {
        switch view {
        case let stepper as UIStepper:
            return [("minimumValue", .number(stepper.minimumValue)), ("maximumValue", .number(stepper.maximumValue)),
                    ("value", .number(stepper.value)), ("stepValue", .number(stepper.stepValue)),
                    ("wraps", .bool(stepper.wraps)), ("autorepeat", .bool(stepper.autorepeat)),
                    ("continuous", .bool(stepper.isContinuous))]
        case let slider as UISlider:
            return [("minimumValue", .number(CGFloat(slider.minimumValue))), ("maximumValue", .number(CGFloat(slider.maximumValue))),
                    ("value", .number(CGFloat(slider.value))), ("continuous", .bool(slider.isContinuous))]
        case let pages as UIPageControl:
            return [("numberOfPages", .number(CGFloat(pages.numberOfPages))), ("currentPage", .number(CGFloat(pages.currentPage)))]
        case let text as UITextView:
            let detectors: [(UIDataDetectorTypes, String)] = [(.phoneNumber, "phoneNumber"), (.link, "link"), (.address, "address"),
                                                               (.calendarEvent, "calendarEvent")]
            var f: [(String, Node)] = [("editable", .bool(text.isEditable)), ("selectable", .bool(text.isSelectable))]
            let found = detectors.filter { text.dataDetectorTypes.contains($0.0) }.map { Node.string($0.1) }
            if !found.isEmpty { f.append(("dataDetectorTypes", .list(found))) }
            return f
        case let button as UIButton:
            // Only the image's size matters to touches (it sizes the button in a bar); its name is not the app's.
            return button.currentImage.map { [("image", .map([("size", .numbers([$0.size.width, $0.size.height]))]))] } ?? []
        case let field as UITextField:
            let modes: [UITextField.ViewMode: String] = [.whileEditing: "whileEditing", .unlessEditing: "unlessEditing", .always: "always"]
            return modes[field.clearButtonMode].map { [("clearButtonMode", .string($0))] } ?? []
        case let segments as UISegmentedControl:
            let titles = (0..<segments.numberOfSegments).map { Node.string(segments.titleForSegment(at: $0) ?? "") }
            return [("segments", .list(titles)), ("selectedSegmentIndex", .number(CGFloat(segments.selectedSegmentIndex))),
                    ("momentary", .bool(segments.isMomentary))]
        default:
            return []
        }
    }

    indirect enum Node {
        case string(String), number(CGFloat), bool(Bool), list([Node]), map([(String, Node)]), refs([String])
        /// The recognizers (at this address)'s delegate says yes to in one of its relation methods, asked once the
        /// walk has found every recognizer.
        case asks(String, DelegateQuestion)

        static func numbers(_ values: [CGFloat]) -> Node { .list(values.map(Node.number)) }
    }

    /// The scene as YAML: mappings and lists of mappings in blocks, lists of scalars in brackets, every string in
    /// double quotes (JSON's escapes, which YAML reads), numbers to six decimals.
    enum YAMLText {
        static func block(_ node: Node, indent: Int) -> String {
            let pad = String(repeating: " ", count: indent)
            switch node {
            case .map(let fields):
                return fields.map { key, value in
                    switch value {
                    case .map(let inner) where !inner.isEmpty: return "\(pad)\(key):\n" + block(value, indent: indent + 2)
                    case .list(let items) where items.contains(where: isMap): return "\(pad)\(key):\n" + block(value, indent: indent)
                    default: return "\(pad)\(key): \(inline(value))\n"
                    }
                }.joined()
            case .list(let items):
                return items.map { item in
                    let text = block(item, indent: indent + 2)
                    return pad + "- " + text.dropFirst(indent + 2)
                }.joined()
            default:
                return pad + inline(node) + "\n"
            }
        }

        private static func isMap(_ node: Node) -> Bool { if case .map = node { true } else { false } }

        static func inline(_ node: Node) -> String {
            switch node {
            case .string(let text): return quoted(text)
            case .number(let value): return number(Double(value))
            case .bool(let flag): return flag ? "true" : "false"
            case .list(let items): return "[" + items.map(inline).joined(separator: ", ") + "]"
            case .map(let fields): return "{" + fields.map { "\($0.0): \(inline($0.1))" }.joined(separator: ", ") + "}"
            case .refs, .asks: return "[]"
            }
        }

        static func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += String(format: "\\u%04X", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        /// To six decimals, without an exponent (which YAML 1.1 would read as text); a non-finite value as 0.
        static func number(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
            var text = String(format: "%.6f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }
    }

    /// What a recognizer's description tells that no UIKit property does: its address, its actions with their targets'
    /// classes, and the recognizers it must wait for (`must-fail = {<UITapGestureRecognizer: 0x…; …>}`).
    struct PrintedRecognizerText {
        var address = ""
        var targets: [(action: String, targetClass: String?)] = []
        var action: String? { targets.first?.action }
        var targetClass: String? { targets.first?.targetClass }
        var mustFail: [String] = []

        /// `of`: the recognizer printed, whose own address is its identity (`%p`), whatever a subclass's description says.
        @MainActor
        init(of recognizer: UIGestureRecognizer) {
            self.init(recognizer.description)
            address = "0x" + String(UInt(bitPattern: ObjectIdentifier(recognizer)), radix: 16)
        }

        init(_ text: String) {
            let chars = Array(text.utf8)
            address = Self.address(in: chars, from: 0) ?? ""
            let mustFailAt = Self.find(Array("must-fail = {".utf8), in: chars, from: 0)
            // The lists of others (`must-fail`, then `must-fail-for`) print their targets too: the own ones come before.
            let listsAt = [mustFailAt, Self.find(Array("must-fail-for = {".utf8), in: chars, from: 0)].compactMap { $0 }.min()
            var from = 0
            while targets.count < 100, let at = Self.find(Array("(action=".utf8), in: chars, from: from), at < (listsAt ?? .max) {
                let end = chars[at...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ")") } ?? chars.endIndex
                var targetClass: String?
                if end < chars.count, chars[end] == UInt8(ascii: ","), let start = Self.find(Array(" target=<".utf8), in: chars, from: end),
                   start == end + 10 {
                    // `<MyApp.ViewController 0x…>`, or `<MyApp.ViewController: 0x…>` as iOS 17 prints it.
                    let stop = chars[start...].firstIndex { [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: ":")].contains($0) }
                        ?? chars.endIndex
                    targetClass = String(decoding: chars[start..<stop], as: UTF8.self)
                }
                targets.append((String(decoding: chars[at..<end], as: UTF8.self), targetClass))
                from = end
            }
            guard let open = mustFailAt else { return }
            // An entry is a `<Class: 0x…` at the list's own level: not inside another's `<…>` (a view printed
            // `<UIView: 0x…>`, as iOS 17 does, is inside its recognizer's).
            var depth = 1, angle = 0, index = open
            while index < chars.count, depth > 0 {
                switch chars[index] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "<"):
                    if depth == 1, angle == 0, let address = Self.address(in: chars, from: index) { mustFail.append(address) }
                    angle += 1
                case UInt8(ascii: ">"): angle = max(0, angle - 1)
                default: break
                }
                index += 1
            }
        }

        /// The index just past `needle`'s first occurrence at or after `start`.
        private static func find(_ needle: [UInt8], in chars: [UInt8], from start: Int) -> Int? {
            guard needle.count <= chars.count else { return nil }
            var index = start
            while index + needle.count <= chars.count {
                if chars[index..<index + needle.count].elementsEqual(needle) { return index + needle.count }
                index += 1
            }
            return nil
        }

        /// The address of a recognizer's header `<Class: 0x…` starting at `start`.
        private static func address(in chars: [UInt8], from start: Int) -> String? {
            guard start < chars.count, chars[start] == UInt8(ascii: "<") else { return nil }
            var index = start + 1
            while index < chars.count, chars[index] != UInt8(ascii: ":"), chars[index] != UInt8(ascii: " "), chars[index] != UInt8(ascii: ">") { index += 1 }
            guard index + 4 < chars.count, chars[index] == UInt8(ascii: ":"), chars[index + 1] == UInt8(ascii: " "),
                  chars[index + 2] == UInt8(ascii: "0"), chars[index + 3] == UInt8(ascii: "x") else { return nil }
            let digits = chars[(index + 2)...].prefix { $0 == UInt8(ascii: "x") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
            return String(decoding: digits, as: UTF8.self)
        }
    }
}

#if canImport(ObjectiveC) && canImport(UIKit)
extension UIWindow {
    @objc func touchCapture_sendEvent(_ event: UIEvent) {
        MainActor.assumeIsolated { TouchCapture.received(event) }
        touchCapture_sendEvent(event)  // exchanged: UIKit's sendEvent
    }
}
#endif
#endif  // DEBUG || TOUCHSIM
