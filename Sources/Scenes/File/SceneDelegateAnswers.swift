import Diagnosis
import Foundation

/// A recognizer's delegate answers in a scene file, the cases an app's delegate methods write:
///
///     shouldReceive: notOnControls                      # !(touch.view is UIControl)
///     shouldReceive: {notOnControls: true, notOn: [List], notOnClasses: [UITableViewCell]}
///     shouldBegin: {directions: [horizontal], notOn: [Slider]}
///     shouldRequireFailureOf: [doubleTap]               # gestureRecognizer(_:shouldRequireFailureOf:)
///     shouldBeRequiredToFailBy: [UIScrollView.panGestureRecognizer]
///
/// Views are named as `why` names them (`Class` or `Class#n`), recognizers as `requireToFail` names them; both
/// are checked once the whole file is read (`SceneRecognizerNames.check`).
extension SceneReader {
    static let answerKeys = ["shouldReceive", "shouldBegin", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]

    static func readAnswers(_ f: SceneValue.Fields, into r: inout RecognizerDescription) throws(SceneFileError) {
        if let v = f["shouldReceive"] {
            if let word = v.string {
                guard word == "notOnControls" else {
                    throw v.error("expected notOnControls, or {notOnControls: true, notOn: [views], notOnClasses: [classes]}")
                }
                r.answers.refusesControls = true
            } else {
                let g = try v.fields(allowed: ["notOnControls", "notOn", "notOnClasses"])
                r.answers.refusesControls = try g["notOnControls"]?.flag() ?? false
                r.answers.refusedViews = try g["notOn"].map(names) ?? []
                r.answers.refusedClasses = try g["notOnClasses"].map(names) ?? []
                guard r.answers.refusesTouches else { throw v.error("shouldReceive refuses nothing: give notOnControls, notOn or notOnClasses") }
            }
        }
        if let v = f["shouldBegin"] {
            let g = try v.fields(allowed: ["directions", "notOn"])
            if let d = g["directions"] {
                guard r.kind == .pan else { throw d.error("directions are a pan's (its velocity's): this is a \(r.kind.rawValue)") }
                for word in try names(d) {
                    guard let direction = DelegateAnswers.Direction(rawValue: word) else {
                        throw d.error("expected directions among: " + DelegateAnswers.Direction.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    r.answers.beginDirections.append(direction)
                }
            }
            r.answers.beginRefusedIn = try g["notOn"].map(names) ?? []
            guard r.answers.refusesBegins else { throw v.error("shouldBegin refuses nothing: give directions or notOn") }
        }
        if let v = f["shouldRequireFailureOf"] { r.shouldRequireFailureOf = try names(v) }
        if let v = f["shouldBeRequiredToFailBy"] { r.shouldBeRequiredToFailBy = try names(v) }
    }
}

extension SceneRecognizerNames {
    /// Every view an answer names is one the file has: its class (`Class`, or `Class#n` when several share it)
    /// is a view's class in the file, or a UIKit view touchsim builds (`UINavigationBar`).
    @MainActor
    static func checkViewNames(_ scene: SceneDescription) throws(SceneFileError) {
        var copy = scene
        var classes: Set<String> = Set(ViewFactory.knownClasses)
        var asked: [(name: String, origin: SceneFileError)] = []
        forEachView(in: &copy) { view in
            classes.insert(view.spec.className)
            for r in view.recognizers {
                // A recognizer is named as requireToFail names it, or by its class (`UITapGestureRecognizer#2`).
                classes.formUnion([r.name, r.className ?? "UI" + r.kind.rawValue.prefix(1).uppercased() + r.kind.rawValue.dropFirst() + "GestureRecognizer"])
                for name in r.answers.refusedViews + r.answers.beginRefusedIn + r.action.effects.flatMap(\.names) {
                    asked.append((name, r.origin))
                }
            }
            for action in view.actions {
                for name in action.effects.flatMap(\.names) { asked.append((name, action.origin!)) }
            }
            // The classes of the screens actions push or present, which later effects may name.
            var shown = (view.actions.map(\.effects) + view.recognizers.map(\.action.effects)).flatMap { $0.flatMap(\.shownViews) }
            while let next = shown.popLast() {
                classes.insert(next.spec.className)
                shown += next.nested + next.actions.flatMap { $0.effects.flatMap(\.shownViews) }
            }
        }
        for (name, origin) in asked {
            let base = name.split(separator: "#", maxSplits: 1).first.map(String.init) ?? name
            guard classes.contains(base) else {
                let own = classes.subtracting(ViewFactory.knownClasses).sorted()
                throw origin.with("no view is named '\(name)': a view is named by its class (Class, or Class#n when "
                    + "several share it); the file's own classes: " + (own.isEmpty ? "none" : own.joined(separator: ", ")))
            }
        }
    }
}
