import Foundation

/// The recognizers of a scene file by name: each name once, every `requireToFail` and `simultaneousWith` naming
/// one that exists, and no recognizer waiting for itself through a chain of `requireToFail` (a cycle no touch
/// could end) — checked before anything is built, so a typo is an error, not a silent no-op.
enum SceneRecognizerNames {
    /// Names the recognizers the file gives no name: by class, as `why` names them — `UITapGestureRecognizer`, or
    /// `UITapGestureRecognizer#1`, `#2` … in the file's order when several of a class have none.
    static func nameUnnamed(_ scene: inout SceneDescription) {
        var counts: [String: Int] = [:]
        func visit(_ views: [ViewDescription], _ body: (inout RecognizerDescription) -> Void) -> [ViewDescription] {
            views.map { view in
                var view = view
                for index in view.recognizers.indices where !view.recognizers[index].hasGivenName {
                    body(&view.recognizers[index])
                }
                view.subviews = visit(view.subviews, body)
                return view
            }
        }
        for window in scene.windows.indices {
            _ = visit(scene.windows[window].views) { counts[$0.name, default: 0] += 1 }
        }
        var seen: [String: Int] = [:]
        for window in scene.windows.indices {
            scene.windows[window].views = visit(scene.windows[window].views) { recognizer in
                guard counts[recognizer.name, default: 0] > 1 else { return }
                seen[recognizer.name, default: 0] += 1
                recognizer.name += "#\(seen[recognizer.name]!)"
            }
        }
    }

    static func check(_ scene: SceneDescription) throws(SceneFileError) {
        var all: [RecognizerDescription] = []
        func collect(_ views: [ViewDescription]) {
            for view in views {
                all += view.recognizers
                collect(view.subviews)
            }
        }
        for window in scene.windows { collect(window.views) }
        var byName: [String: RecognizerDescription] = [:]
        for recognizer in all {
            guard byName[recognizer.name] == nil else {
                throw recognizer.origin.with("two recognizers are named '\(recognizer.name)'; give each its own `name:`")
            }
            byName[recognizer.name] = recognizer
        }
        for recognizer in all {
            for other in recognizer.requireToFail + recognizer.simultaneousWith where byName[other] == nil {
                throw recognizer.origin.with("\(recognizer.name) names '\(other)', but no recognizer has that name; "
                    + "recognizers: " + byName.keys.sorted().joined(separator: ", "))
            }
        }
        // Depth-first along requireToFail; a name met again on the current path closes a cycle.
        var done: Set<String> = []
        func visit(_ name: String, path: [String]) throws(SceneFileError) {
            if let start = path.firstIndex(of: name) {
                throw byName[name]!.origin.with("requireToFail goes round in a cycle: "
                    + (path[start...] + [name]).joined(separator: " → "))
            }
            guard !done.contains(name) else { return }
            for next in byName[name]!.requireToFail { try visit(next, path: path + [name]) }
            done.insert(name)
        }
        for recognizer in all { try visit(recognizer.name, path: []) }
    }
}
