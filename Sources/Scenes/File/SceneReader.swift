import Dispatcher
import ExampleKit
import Foundation
import Traces
import ViewModel
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

    static let topKeys = ["title", "summary", "systemVersion", "demo", "controller", "views", "navigation", "present", "windows"]
    static let viewKeys = [
        "class", "frame", "bounds", "center", "color", "alpha", "hidden", "userInteractionEnabled", "clipsToBounds", "cornerRadius", "text",
        "tag", "transform", "hitArea", "recognizers", "actions", "contentSize", "contentOffset", "contentInset",
        "touchesWithoutSuper", "touchesBeganLog", "rows", "rowSelectedLog", "animate",
        "subviews", "contentView", "zPosition", "becomesFirstResponder",
    ] + scrollKeys + stackKeys + collectionKeys
    static let recognizerKeys = [
        "type", "name", "taps", "touches", "minimumPressDuration", "edges", "enabled", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail", "simultaneousWith", "action", "log",
    ]
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
        if let windows = fields["windows"] {
            if let other = fields["views"] ?? fields["navigation"] ?? fields["present"] {
                throw other.error("give either `views`, `navigation` and `present` (one window) or `windows`, not both")
            }
            if let controller = fields["controller"] { throw controller.error("with `windows`, each window names its controller") }
            for window in try windows.items() {
                scene.windows.append(try readWindow(try window.fields(allowed: ["controller", "views", "navigation", "present"]), window))
            }
            guard !scene.windows.isEmpty else { throw windows.error("expected at least one window") }
            guard scene.windows.filter({ $0.navigation != nil }).count <= 1 else {
                throw windows.error("at most one window holds a `navigation:` (its recognizers are named navigation.pop …)")
            }
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
        SceneRecognizerNames.nameUnnamed(&scene)
        try SceneRecognizerNames.check(scene)
        return scene
    }

    /// A window: `controller` and `views`, or `navigation`; and what its root presents.
    private static func readWindow(_ f: SceneValue.Fields, _ value: SceneValue) throws(SceneFileError) -> WindowDescription {
        var window = try readRoot(f, value)
        if let v = f["present"] { window.present = try readPresent(v) }
        return window
    }

    /// A window's root: `controller` and `views`, or `navigation`.
    private static func readRoot(_ f: SceneValue.Fields, _ value: SceneValue) throws(SceneFileError) -> WindowDescription {
        switch (f["views"], f["navigation"]) {
        case (let views?, nil):
            return WindowDescription(controller: try f["controller"]?.name() ?? "UIViewController",
                                     views: try readViews(views, depth: 0))
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

    static func readViews(_ value: SceneValue, depth: Int) throws(SceneFileError) -> [ViewDescription] {
        guard depth < maximumDepth else { throw value.error("views nest deeper than \(maximumDepth) levels") }
        var views: [ViewDescription] = []
        for item in try value.items() { views.append(try readView(item, depth: depth)) }
        return views
    }

    private static func readView(_ value: SceneValue, depth: Int) throws(SceneFileError) -> ViewDescription {
        value.budget.views -= 1
        guard value.budget.views >= 0 else { throw value.error("more than \(ViewLimits.maximumViews) views") }
        let f = try value.fields(allowed: viewKeys)
        let frame = try f.required("frame").numbers(4)
        guard frame[2] >= 0, frame[3] >= 0 else {
            throw try f.required("frame").error("a frame's width and height cannot be negative")
        }
        var spec = ViewSpec(className: try f["class"]?.name() ?? "UIView",
                            frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        if let v = f["bounds"] {
            // UIKit's bounds: its origin shifts the subviews, its size is the view's own (the frame's, untransformed).
            let b = try v.numbers(4)
            guard b[2] >= 0, b[3] >= 0 else { throw v.error("a bounds' width and height cannot be negative") }
            spec.boundsOrigin = CGPoint(x: b[0], y: b[1])
            spec.boundsSize = CGSize(width: b[2], height: b[3])
        }
        if let v = f["center"] {
            // The frame's centre moves there, its size kept.
            let c = try v.point()
            spec.frame.origin = CGPoint(x: c.x - spec.frame.width / 2, y: c.y - spec.frame.height / 2)
        }
        if let v = f["alpha"] { spec.alpha = try v.number(in: 0...1) }
        if let v = f["hidden"] { spec.isHidden = try v.flag() }
        if let v = f["userInteractionEnabled"] { spec.isUserInteractionEnabled = try v.flag() } else {
            // As UIKit: labels and image views start with interaction off.
            spec.isUserInteractionEnabled = !["UILabel", "UIImageView"].contains(ViewFactory.behaviour(of: spec.className))
        }
        if let v = f["clipsToBounds"] { spec.clipsToBounds = try v.flag() }
        if let v = f["text"] { spec.text = try v.text() }
        if let v = f["tag"] { spec.tag = try v.integer(in: -1_000_000...1_000_000) }
        if let v = f["color"] { spec.backgroundColor = try SceneColor.read(v) }
        if let v = f["transform"] { spec.transform = try readTransform(v) }
        if let v = f["contentSize"] {
            let size = try v.numbers(2, range: 0...1_000_000)
            spec.contentSize = CGSize(width: size[0], height: size[1])
        }
        if let v = f["contentOffset"] { spec.boundsOrigin = try v.point() }
        if let v = f["contentInset"] {
            let n = try v.numbers(4, range: -100_000...100_000)
            spec.contentInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        if let v = f["zPosition"] { spec.zPosition = try v.number() }
        var view = ViewDescription(spec: spec)
        if let v = f["cornerRadius"] { view.cornerRadius = try v.number(in: 0...100_000) }
        let behaviour = ViewFactory.behaviour(of: spec.className)
        if let v = f["hitArea"] {
            guard SceneOverrides.classes.contains(behaviour) else {
                throw v.error("a hitArea needs a view of class UIView, UIControl or UIButton (or one named after them); "
                    + "\(spec.className) behaves as \(behaviour)")
            }
            view.overrides.hitArea = try readHitArea(v)
        }
        if let v = f["touchesWithoutSuper"] {
            guard behaviour == "UIView" else { throw v.error("touchesWithoutSuper needs a plain view; \(spec.className) behaves as \(behaviour)") }
            for name in try names(v) {
                guard ["began", "moved", "ended", "cancelled"].contains(name) else {
                    throw v.error("expected began, moved, ended or cancelled")
                }
                view.overrides.touchesWithoutSuper.insert(name)
            }
        }
        if let v = f["touchesBeganLog"] {
            guard behaviour == "UIView" else { throw v.error("touchesBeganLog needs a plain view; \(spec.className) behaves as \(behaviour)") }
            view.overrides.touchesBeganLog = try v.text()
        }
        if let v = f["recognizers"] { for item in try v.items() { view.recognizers.append(try readRecognizer(item)) } }
        if let v = f["actions"] {
            guard ["UIButton", "UIControl", "UISwitch", "UISlider", "UITextField"].contains(behaviour) else {
                throw v.error("only a control (UIButton, UIControl, UISwitch, UISlider, UITextField or a class named …Button) sends actions")
            }
            view.actions = try readActions(v)
        }
        if let v = f["rows"] {
            guard behaviour == "UITableView" else { throw v.error("rows need a table: \(spec.className) behaves as \(behaviour)") }
            guard let items = try? v.items(), items.count <= 1_000 else { throw v.error("expected a list of at most 1,000 row titles") }
            v.budget.views -= items.count  // a row is a cell
            guard v.budget.views >= 0 else { throw v.error("more than \(ViewLimits.maximumViews) views and rows") }
            for item in items { view.rows.append(try item.text()) }
        }
        if let v = f["rowSelectedLog"] { view.rowSelectedLog = try v.text() }
        if let v = f["animate"] { view.animation = try readAnimation(v) }
        if let v = f["becomesFirstResponder"] {
            guard ["UITextField", "UITextView"].contains(behaviour) else {
                throw v.error("becomesFirstResponder needs a text field or text view: \(spec.className) behaves as \(behaviour)")
            }
            view.becomesFirstResponder = try v.flag()
        }
        view.container = try readContainer(f, behaviour: behaviour, className: spec.className, depth: depth)
        if let v = f["subviews"] { view.subviews = try readViews(v, depth: depth + 1) }
        if let v = f["contentView"] {
            guard ["UITableViewCell", "UICollectionViewCell"].contains(behaviour) else {
                throw v.error("contentView needs a cell: \(spec.className) behaves as \(behaviour)")
            }
            view.contentView = try readViews(v, depth: depth + 1)
        }
        try readScrolling(f, spec: spec, behaviour: behaviour, into: &view)
        return view
    }

    static let animationOptions: [String: UIView.AnimationOptions] = [
        "allowUserInteraction": .allowUserInteraction, "beginFromCurrentState": .beginFromCurrentState,
        "repeat": .repeat, "autoreverse": .autoreverse, "curveEaseInOut": .curveEaseInOut, "curveEaseIn": .curveEaseIn,
        "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
    ]

    private static func readAnimation(_ value: SceneValue) throws(SceneFileError) -> AnimationDescription {
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

    private static func readTransform(_ value: SceneValue) throws(SceneFileError) -> CGAffineTransform {
        let f = try value.fields(allowed: ["rotate", "scale", "translate"])
        var transform = CGAffineTransform.identity
        if let v = f["translate"] { let p = try v.point(); transform = transform.translatedBy(x: p.x, y: p.y) }
        if let v = f["rotate"] { transform = transform.rotated(by: try v.number(in: -3600...3600) * .pi / 180) }
        if let v = f["scale"] { let s = try v.number(in: 0.001...1000); transform = transform.scaledBy(x: s, y: s) }
        return transform
    }

    private static func readHitArea(_ value: SceneValue) throws(SceneFileError) -> HitArea {
        if let word = value.string {
            switch word {
            case "circle": return .circle
            case "self": return .swallowsSubviews
            case "passThrough": return .passThrough
            case "presentation": return .presentation
            default:
                throw value.error("expected circle, self, passThrough, presentation, {insets: [top, left, bottom, right]} "
                    + "or {polygon: [[x, y], …]}")
            }
        }
        let f = try value.fields(allowed: ["insets", "polygon"])
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

    private static func readRecognizer(_ value: SceneValue) throws(SceneFileError) -> RecognizerDescription {
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
        return r
    }

    /// A name, or a list of names.
    static func names(_ value: SceneValue) throws(SceneFileError) -> [String] {
        if let name = value.string { return [name] }
        var names: [String] = []
        for item in try value.items() { names.append(try item.text()) }
        return names
    }

    private static func readActions(_ value: SceneValue) throws(SceneFileError) -> [ActionDescription] {
        var actions: [ActionDescription] = []
        for item in try value.items() {
            let f = try item.fields(allowed: ["event", "action", "log"])
            let eventValue = f["event"]
            let eventName = try eventValue?.text() ?? "touchUpInside"
            guard let event = events[eventName] else {
                throw (eventValue ?? item).error("expected one of: " + events.keys.sorted().joined(separator: ", "))
            }
            let selector = try f["action"]?.text() ?? "\(eventName):"
            actions.append(ActionDescription(event: event, selector: selector,
                                             line: try f["log"]?.text() ?? "\(selector) sent"))
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
