import Dispatcher
import ExampleKit
import Diagnosis
import Foundation
import Traces
@_spi(Engine) import ViewModel
import Yams

/// Reads a scene file's text (YAML, or JSON, which is YAML too) into a `SceneDescription`, checking every key and
/// value as it goes: the first problem stops the read with its line, column, key path and what was expected.
/// The format is documented in docs/scene-files.md and docs/scene.schema.json.
@MainActor
enum SceneReader {
    /// The largest scene file read (thousands of views; small enough that a trace's header line, which embeds
    /// the text JSON-escaped, stays within a trace line's limit), and the deepest view tree.
    static let maximumBytes = 128 * 1024
    static let maximumDepth = 100
    /// The latest a demo input may start, in seconds, and the most inputs a demo makes (a drag's steps each count).
    static let maximumTime: Double = 100_000
    static let maximumDemoInputs = 10_000

    static let topKeys = [
        "title", "summary", "instructions", "variants", "systemVersion", "demo", "controller", "views", "navigation",
        "present", "windows", "capture", "rootView", "windowScene", "tabs", "windowViews",
    ]
    /// Every key a view may carry: `class`, `frame`, and the table's (`SceneViewKey.all`).
    static let viewKeys = SceneViewKey.first + SceneViewKey.all.map(\.name)
    static let recognizerKeys = [
        "type", "name", "taps", "touches", "minimumPressDuration", "edges", "enabled", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail", "simultaneousWith", "action", "log", "class",
        "delegate", "state", "target", "effects",
    ] + answerKeys
    static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
    ]

    static func read(_ text: String, file: String) throws(SceneFileError) -> SceneDescription {
        let start = SceneFileError(file: file, line: 1, column: 1, path: "", message: "")
        guard text.utf8.count <= maximumBytes else {
            throw start.with("\(text.utf8.count) bytes is too large for a scene file (the most is \(maximumBytes))")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                throw SceneFileError(file: file, line: mark.line, column: mark.column, path: "",
                                     message: "not YAML or JSON: \(problem)")
            case .duplicatedKeysInMapping(let keys, let context):
                let place = DuplicateKey.place(of: keys.first ?? "", after: context.mark, in: text)
                throw SceneFileError(file: file, line: place.line, column: place.column, path: "",
                                     message: "the key '\(keys.first ?? "")' is given twice in one mapping; a key is given once")
            default:
                throw start.with("not YAML or JSON: \(error)")
            }
        } catch {
            throw start.with("not YAML or JSON: \(error)")
        }
        guard let node else { throw start.with("the file is empty; a scene needs at least `views:`") }
        let root = SceneValue(node: node, path: "", file: file, budget: SceneValue.Budget())
        let fields = try root.fields(allowed: topKeys)
        var scene = SceneDescription(
            title: try fields["title"]?.text() ?? (file as NSString).lastPathComponent,
            summary: try fields["summary"]?.text() ?? "", demoInput: try fields["demo"].map(readDemo) ?? [],
            windows: [])
        scene.instructions = try fields["instructions"]?.text()
        if let variants = fields["variants"] { scene.variants = try readVariants(variants) }
        if let windows = fields["windows"] {
            if let other = fields["views"] ?? fields["navigation"] ?? fields["present"] ?? fields["windowViews"] {
                throw other.error("give either `views`, `navigation` and `present` (one window) or `windows`, not both")
            }
            if let controller = fields["controller"] { throw controller.error("with `windows`, each window names its controller") }
            for window in try windows.items() {
                scene.windows.append(try readWindow(try window.fields(allowed: ["controller", "views", "navigation", "present", "rootView", "tabs", "windowViews", "hitArea"]), window))
            }
            guard !scene.windows.isEmpty else { throw windows.error("expected at least one window") }
            guard scene.windows.filter({ $0.present != nil }).count <= 1 else {
                throw windows.error("at most one window holds a `present:` (its sheet's pan is named sheet.dismiss)")
            }
        } else {
            scene.windows = [try readWindow(fields, root)]
        }
        if let v = fields["systemVersion"] {
            let version = try v.text()
            guard let major = Int(version.prefix { $0.isNumber }), (13...99).contains(major) else {
                throw v.error("expected an iOS version such as \"18.0\" or \"26.0\"")
            }
            scene.systemVersion = version
        }
        if let v = fields["windowScene"] { scene.inWindowScene = try v.flag() }
        if let v = fields["capture"] {
            // Written by TouchCapture: what took it, on what, and whether it could look for overrides (through
            // the Objective-C runtime). When it could, a view that names none has none.
            let f = try v.fields(allowed: ["tool", "system", "overridesFound", "views"])
            _ = (try f["tool"]?.text(), try f["system"]?.text())
            // The views the capture wrote: fewer read means the file was cut short.
            let written = try f.required("views").integer(in: 0...ViewLimits.maximumViews)
            let read = ViewLimits.maximumViews - root.budget.views
            guard read == written else {
                throw v.error("the capture wrote \(written) views but the file holds \(read): it was cut short or edited; capture it again")
            }
            if try f["overridesFound"]?.flag() == true { SceneRecognizerNames.forEachView(in: &scene) { if $0.spec.overrides == nil { $0.spec.overrides = [] } } }
        }
        let navigations = scene.windows.flatMap { window in
            [window.navigation, window.present?.navigation].compactMap { $0 } + (window.tabs?.tabs.compactMap(\.root.navigation) ?? [])
        }
        guard navigations.count <= 1 else {
            throw (fields["windows"] ?? fields["present"] ?? root)
                .error("at most one navigation controller, in a window or presented (its recognizers are named navigation.pop …)")
        }
        SceneRecognizerNames.nameUnnamed(&scene)
        try SceneRecognizerNames.check(scene)
        return scene
    }

    /// The most variants a file may name.
    static let maximumVariants = 20

    /// `variants:`, a mapping of names to lists of what-if changes: `fix: ["UIImageView.isUserInteractionEnabled=true"]`.
    private static func readVariants(_ value: SceneValue) throws(SceneFileError) -> [(name: String, changes: [ViewSetting], value: SceneValue)] {
        var variants: [(name: String, changes: [ViewSetting], value: SceneValue)] = []
        for (name, changes) in try value.entries() {
            guard name.range(of: "^[a-z0-9][a-z0-9-]{0,39}$", options: .regularExpression) != nil, name != "default" else {
                throw changes.error("a variant's name is lowercase letters, digits and '-' (at most 40), not 'default': '\(name.prefix(40))'")
            }
            guard variants.count < maximumVariants else { throw changes.error("at most \(maximumVariants) variants") }
            var settings: [ViewSetting] = []
            for item in try changes.items() {
                let text = try item.text()
                do { settings.append(try ViewSetting(parsing: text)) } catch { throw item.error("\(error)") }
            }
            guard !settings.isEmpty else { throw changes.error("a variant lists at least one change, e.g. [\"UIImageView.isUserInteractionEnabled=true\"]") }
            variants.append((name, settings, changes))
        }
        return variants
    }

    /// A window: `controller` and `views`, or `navigation`; and what its root presents.
    private static func readWindow(_ f: SceneValue.Fields, _ value: SceneValue) throws(SceneFileError) -> WindowDescription {
        var window = try readRoot(f, value)
        if let v = f["present"] { window.present = try readPresent(v) }
        if let v = f["windowViews"] { window.windowViews = try readViews(v, depth: 0) }
        if let v = f["hitArea"] { window.hitArea = try readHitArea(v) }
        return window
    }

    /// A window's root: `controller` and `views`, or `navigation`.
    static func readRoot(_ f: SceneValue.Fields, _ value: SceneValue) throws(SceneFileError) -> WindowDescription {
        if let tabs = f["tabs"] {
            if let other = f["views"] ?? f["navigation"] ?? f["controller"] { throw other.error("tabs give their own roots") }
            return WindowDescription(tabs: try readTabs(tabs))
        }
        if let v = f["rootView"], f["navigation"] != nil { throw v.error("a navigation's screens give their own rootView") }
        switch (f["views"], f["navigation"]) {
        case (let views?, nil):
            return WindowDescription(controller: try f["controller"]?.name() ?? "UIViewController",
                                     rootView: try readRootView(f["rootView"]), views: try readViews(views, depth: 0))
        case (nil, let navigation?):
            if let controller = f["controller"] { throw controller.error("a navigation's screens name their controllers") }
            return WindowDescription(navigation: try readNavigation(navigation))
        case (.some(let views), .some):
            throw views.error("give either `views` or `navigation`, not both")
        case (nil, nil):
            throw value.error("missing key 'views' (the subviews of the window's root view), 'navigation' or 'windows'")
        }
    }

    // MARK: Views

    /// `rootView:`, a controller's own view: a view whose `views:` beside it are its subviews.
    static func readRootView(_ value: SceneValue?) throws(SceneFileError) -> ViewDescription? {
        guard let value else { return nil }
        let view = try readView(value, depth: 0)
        if !view.subviews.isEmpty { throw value.error("a rootView's subviews are the `views:` beside it") }
        return view
    }

    static func readViews(_ value: SceneValue, depth: Int) throws(SceneFileError) -> [ViewDescription] {
        guard depth < maximumDepth else { throw value.error("views nest deeper than \(maximumDepth) levels") }
        var views: [ViewDescription] = []
        for item in try value.items() { views.append(try readView(item, depth: depth)) }
        return views
    }

    static func readView(_ value: SceneValue, depth: Int) throws(SceneFileError) -> ViewDescription {
        value.budget.views -= 1
        guard value.budget.views >= 0 else { throw value.error("more than \(ViewLimits.maximumViews) views") }
        let f = try value.fields(allowed: viewKeys)
        let frame = try f.required("frame").numbers(4)
        guard frame[2] >= 0, frame[3] >= 0 else {
            throw try f.required("frame").error("a frame's width and height cannot be negative")
        }
        var spec = ViewSpec(className: try f["class"]?.name() ?? "UIView",
                            frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        if let v = f["baseClass"] {
            let base = try v.name()
            guard ViewFactory.has(base) else {
                throw v.error("baseClass \(base) is not a UIKit class touchsim has; it has: "
                    + ViewFactory.knownClasses.joined(separator: ", "))
            }
            spec.baseClass = base
        }
        let behaviour = ViewFactory.behaviour(of: spec)
        // As UIKit: labels and image views start with interaction off (`userInteractionEnabled` may say otherwise).
        spec.isUserInteractionEnabled = !["UILabel", "UIImageView"].contains(behaviour)
        var reading = SceneViewKey.Reading(view: ViewDescription(spec: spec), fields: f, behaviour: behaviour, depth: depth)
        for key in SceneViewKey.all {
            if let v = f[key.name] { try key.apply(v, to: &reading) }
        }
        reading.view.container = try readContainer(f, behaviour: behaviour, depth: depth)
        return reading.view
    }

    static let animationOptions: [String: UIView.AnimationOptions] = [
        "allowUserInteraction": .allowUserInteraction, "beginFromCurrentState": .beginFromCurrentState,
        "repeat": .repeat, "autoreverse": .autoreverse, "curveEaseInOut": .curveEaseInOut, "curveEaseIn": .curveEaseIn,
        "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
    ]

    static func readAnimation(_ value: SceneValue) throws(SceneFileError) -> AnimationDescription {
        let f = try value.fields(allowed: ["duration", "delay", "options", "propertyAnimator", "center", "frame", "alpha"])
        var animation = AnimationDescription(duration: try f.required("duration").number(in: 0...3_600))
        if let v = f["delay"] { animation.delay = try v.number(in: 0...3_600) }
        if let v = f["options"] {
            for name in try names(v) {
                guard let option = animationOptions[name] else {
                    throw v.error("expected options among: " + animationOptions.keys.sorted().joined(separator: ", "))
                }
                animation.options.insert(option)
            }
        }
        if let v = f["propertyAnimator"] { animation.propertyAnimator = try v.flag() }
        if let v = f["center"] { animation.center = try v.point() }
        if let v = f["frame"] {
            let n = try v.numbers(4)
            guard n[2] >= 0, n[3] >= 0 else { throw v.error("a frame's width and height cannot be negative") }
            animation.frame = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
        if let v = f["alpha"] { animation.alpha = try v.number(in: 0...1) }
        guard animation.center != nil || animation.frame != nil || animation.alpha != nil else {
            throw value.error("say what animates: center, frame or alpha")
        }
        return animation
    }

    static func readTransform(_ value: SceneValue) throws(SceneFileError) -> CGAffineTransform {
        let f = try value.fields(allowed: ["rotate", "scale", "translate"])
        var transform = CGAffineTransform.identity
        if let v = f["translate"] { let p = try v.point(); transform = transform.translatedBy(x: p.x, y: p.y) }
        if let v = f["rotate"] { transform = transform.rotated(by: try v.number(in: -3600...3600) * .pi / 180) }
        if let v = f["scale"] { let s = try v.number(in: 0.001...1000); transform = transform.scaledBy(x: s, y: s) }
        return transform
    }

    static func readHitArea(_ value: SceneValue) throws(SceneFileError) -> HitAreaAnswer {
        if let word = value.string {
            guard HitAreaAnswer.words.contains(word), let answer = HitAreaAnswer(word: word) else {
                throw value.error("expected circle, self, passThrough, presentation, {insets: [top, left, bottom, right]}, "
                    + "{polygon: [[x, y], …]} or {grid: {origin, step, rows}}")
            }
            return answer
        }
        let f = try value.fields(allowed: ["insets", "polygon", "grid"])
        if let v = f["grid"] { return try readHitGrid(v) }
        if let v = f["insets"] {
            let n = try v.numbers(4, range: -10_000...10_000)
            return .insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        if let v = f["polygon"] {
            var points: [CGPoint] = []
            for item in try v.items() { points.append(try item.point()) }
            guard points.count >= 3 else { throw v.error("a polygon needs at least 3 points") }
            return .polygon(points)
        }
        throw value.error("expected insets or polygon")
    }

    static func readRecognizer(_ value: SceneValue) throws(SceneFileError) -> RecognizerDescription {
        let f = try value.fields(allowed: recognizerKeys)
        let typeValue = try f.required("type")
        guard let kind = RecognizerDescription.Kind(rawValue: try typeValue.text()) else {
            throw typeValue.error("expected one of: " + RecognizerDescription.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let name = try f["name"]?.name() ?? "UI\(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())GestureRecognizer"
        let selector = try f["action"]?.text() ?? "handleGesture:"
        var r = RecognizerDescription(
            kind: kind, name: name,
            action: ActionDescription(selector: selector, line: try f["log"]?.text() ?? "\(name) → \(selector)"),
            origin: value.error(""))
        r.hasGivenName = f["name"] != nil
        if let v = f["taps"] { r.taps = try v.integer(in: 1...10) }
        if let v = f["touches"] { r.touches = try v.integer(in: 1...10) }
        if let v = f["minimumPressDuration"] { r.minimumPressDuration = try v.number(in: 0...60) }
        if let v = f["edges"] {
            guard kind == .screenEdgePan else { throw v.error("edges are a screenEdgePan's") }
            let all: [String: UIRectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom, "all": .all]
            for name in try names(v) {
                guard let edge = all[name] else { throw v.error("expected edges among: left, right, top, bottom, all") }
                r.edges.insert(edge)
            }
        }
        if let v = f["enabled"] { r.isEnabled = try v.flag() }
        if let v = f["cancelsTouchesInView"] { r.cancelsTouchesInView = try v.flag() }
        if let v = f["delaysTouchesBegan"] { r.delaysTouchesBegan = try v.flag() }
        if let v = f["delaysTouchesEnded"] { r.delaysTouchesEnded = try v.flag() }
        if let v = f["requireToFail"] { r.requireToFail = try names(v) }
        if let v = f["simultaneousWith"] { r.simultaneousWith = try names(v) }
        try readAnswers(f, into: &r)
        if let v = f["class"] { r.className = try v.name() }
        if let v = f["target"] { r.action.target = try v.name() }
        if let v = f["effects"] { r.action.effects = try SceneActionEffect.read(v) }
        if let v = f["delegate"] {
            // `true`: it has a delegate whose methods the capture could not see (no Objective-C runtime).
            r.delegateMethods = v.string?.lowercased() == "true" ? nil : try methods(v, among: PrintedIdentity.delegateMethods)
        }
        if let v = f["state"] {
            // The state it was captured in: a scene starts every recognizer possible, as a new touch finds them.
            let states = ["possible", "began", "changed", "ended", "cancelled", "failed"]
            guard states.contains(try v.text()) else { throw v.error("expected a state among: " + states.joined(separator: ", ")) }
        }
        return r
    }

    /// A list of method names, each one of `allowed` (as Swift spells them: `hitTest(_:with:)`).
    static func methods(_ value: SceneValue, among allowed: [String]) throws(SceneFileError) -> [String] {
        var methods: [String] = []
        for item in try value.items() {
            let name = try item.text()
            guard allowed.contains(name) else { throw item.error("expected methods among: " + allowed.joined(separator: ", ")) }
            if !methods.contains(name) { methods.append(name) }
        }
        return methods
    }

    /// A name, or a list of names.
    static func names(_ value: SceneValue) throws(SceneFileError) -> [String] {
        if let name = value.string { return [name] }
        var names: [String] = []
        for item in try value.items() { names.append(try item.text()) }
        return names
    }

    static func readActions(_ value: SceneValue) throws(SceneFileError) -> [ActionDescription] {
        var actions: [ActionDescription] = []
        for item in try value.items() {
            let f = try item.fields(allowed: ["event", "action", "log", "target", "effects"])
            let eventValue = f["event"]
            let eventName = try eventValue?.text() ?? "touchUpInside"
            guard let event = events[eventName] else {
                throw (eventValue ?? item).error("expected one of: " + events.keys.sorted().joined(separator: ", "))
            }
            let selector = try f["action"]?.text() ?? "\(eventName):"
            var action = ActionDescription(event: event, selector: selector, line: try f["log"]?.text() ?? "\(selector) sent")
            action.target = try f["target"]?.name()
            action.effects = try f["effects"].map(SceneActionEffect.read) ?? []
            action.origin = item.error("")
            actions.append(action)
        }
        return actions
    }

    // MARK: Demo input

    private static func readDemo(_ value: SceneValue) throws(SceneFileError) -> [InputRecord] {
        var records: [(record: InputRecord, item: SceneValue, order: Int)] = []
        for item in try value.items() {
            let f = try item.fields(allowed: ["tap", "drag", "by", "steps", "at", "finger", "duration"])
            let t = try f["at"]?.number(in: 0...maximumTime) ?? 0.5
            let finger = try f["finger"]?.integer(in: 0...9) ?? 0
            let inputs: [InputRecord]
            switch (f["tap"], f["drag"]) {
            case (let tap?, nil):
                inputs = tapInput(at: try tap.point(), t: t, finger: finger,
                                  duration: try f["duration"]?.number(in: 0...60) ?? TouchTiming.tapDuration)
            case (nil, let drag?):
                inputs = dragInput(from: try drag.point(), by: try f.required("by").point(),
                                   steps: try f["steps"]?.integer(in: 1...600) ?? 10, t: t, finger: finger)
            default:
                throw item.error("expected `tap: [x, y]` or `drag: [x, y]` with `by: [dx, dy]`")
            }
            guard records.count + inputs.count <= maximumDemoInputs else {
                throw item.error("the demo makes more than \(maximumDemoInputs) inputs")
            }
            records += inputs.map { (record: $0, item: item, order: records.count) }
        }
        // In time order, the file's order among equal times; then checked as a trace's reader checks its inputs,
        // so a demo that could not be recorded and read back (a finger down twice) is refused here, at its item.
        records.sort { ($0.record.t, $0.order) < ($1.record.t, $1.order) }
        var checker = InputChecker()
        for entry in records {
            if let problem = checker.accept(entry.record) { throw entry.item.error("this input cannot be played: \(problem)") }
        }
        return records.map(\.record)
    }
}

extension SceneFileError {
    func with(_ message: String) -> SceneFileError {
        SceneFileError(file: file, line: line, column: column, path: path, message: message)
    }
}
