import Foundation

/// The recognizers of a scene file by name: each name once, every `requireToFail` and `simultaneousWith` naming
/// one that exists, and no recognizer waiting for itself through a chain of `requireToFail` (a cycle no touch
/// could end) — checked before anything is built, so a typo is an error, not a silent no-op.
enum SceneRecognizerNames {
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
