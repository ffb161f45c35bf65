import Foundation

/// The recognizers of a scene file by name: each name once, every `requireToFail` and `simultaneousWith` naming
/// one that exists — one the file made, or one UIKit made that the file names (`navigation.pop`,
/// `navigation.contentPop`, `sheet.dismiss`, a scroll view's `panGestureRecognizer` or
/// `pinchGestureRecognizer` given a `name:`) — and no recognizer waiting
/// for itself through a chain of `requireToFail` (a cycle no touch could end). Checked before anything is built,
/// so a typo is an error, not a silent no-op.
enum SceneRecognizerNames {
    /// The names of a navigation controller's pop recognizers in a scene file.
    static let pop = "navigation.pop", contentPop = "navigation.contentPop"
    /// The name of a presented sheet's dismiss pan.
    static let sheetDismiss = "sheet.dismiss"

    /// Names the recognizers the file gives no name: by class, as `why` names them — `UITapGestureRecognizer`, or
    /// `UITapGestureRecognizer#1`, `#2` … in the file's order when several of a class have none.
    static func nameUnnamed(_ scene: inout SceneDescription) {
        var counts: [String: Int] = [:]
        forEachView(in: &scene) { view in
            for recognizer in view.recognizers where !recognizer.hasGivenName { counts[recognizer.name, default: 0] += 1 }
        }
        var seen: [String: Int] = [:]
        forEachView(in: &scene) { view in
            for index in view.recognizers.indices where !view.recognizers[index].hasGivenName {
                let name = view.recognizers[index].name
                guard counts[name, default: 0] > 1 else { continue }
                seen[name, default: 0] += 1
                view.recognizers[index].name += "#\(seen[name]!)"
            }
        }
    }

    /// Calls `body` on every view of every window and screen, nested ones included.
    static func forEachView(in scene: inout SceneDescription, _ body: (inout ViewDescription) -> Void) {
        func visitScreens(_ navigation: inout NavigationDescription) {
            for screen in navigation.screens.indices {
                visitRoot(&navigation.screens[screen].rootView)
                visit(&navigation.screens[screen].views)
                for page in navigation.screens[screen].pages?.indices ?? 0..<0 {
                    visit(&navigation.screens[screen].pages![page].views)
                }
            }
        }
        func visitRoot(_ root: inout ViewDescription?) {
            guard var view = root else { return }
            body(&view)
            root = view
        }
        func visit(_ views: inout [ViewDescription]) {
            for index in views.indices {
                body(&views[index])
                visit(&views[index].subviews)
                visit(&views[index].contentView)
                if case .stack(var stack)? = views[index].container {
                    visit(&stack.arranged)
                    views[index].container = .stack(stack)
                }
            }
        }
        for window in scene.windows.indices {
            visitRoot(&scene.windows[window].rootView)
            visit(&scene.windows[window].views)
            visit(&scene.windows[window].windowViews)
            if var present = scene.windows[window].present {
                visitRoot(&present.rootView)
                visit(&present.views)
                if present.navigation != nil { visitScreens(&present.navigation!) }
                scene.windows[window].present = present
            }
            if scene.windows[window].navigation != nil { visitScreens(&scene.windows[window].navigation!) }
        }
    }

    /// A recognizer's relations, whoever made it: whom it waits for (`requireToFail`, its delegate's
    /// `shouldRequireFailureOf`), who waits for it (its delegate's `shouldBeRequiredToFailBy`), and with whom it
    /// recognizes together.
    private struct Relations {
        let name: String
        var waitsFor: [String] = []
        var waitedForBy: [String] = []
        var simultaneousWith: [String] = []
        let origin: SceneFileError
    }

    @MainActor
    static func check(_ scene: SceneDescription) throws(SceneFileError) {
        var all: [Relations] = []
        var named: [String: SceneFileError] = [:]
        func add(_ relations: Relations, referable: Bool) throws(SceneFileError) {
            if referable {
                guard named[relations.name] == nil else {
                    throw relations.origin.with("two recognizers are named '\(relations.name)'; give each its own `name:`")
                }
                named[relations.name] = relations.origin
            }
            all.append(relations)
        }
        func add(_ system: SystemRecognizerDescription, referable: Bool) throws(SceneFileError) {
            try add(Relations(name: system.name, waitsFor: system.requireToFail, origin: system.origin), referable: referable)
        }
        var copy = scene
        var problem: SceneFileError?
        forEachView(in: &copy) { view in
            do {
                for r in view.recognizers {
                    try add(Relations(name: r.name, waitsFor: r.requireToFail + r.shouldRequireFailureOf,
                                      waitedForBy: r.shouldBeRequiredToFailBy, simultaneousWith: r.simultaneousWith,
                                      origin: r.origin), referable: true)
                }
                for system in [view.panGestureRecognizer, view.pinchGestureRecognizer].compactMap({ $0 }) {
                    try add(system, referable: system.hasGivenName)
                }
            } catch let error as SceneFileError {
                problem = problem ?? error
            } catch {}
        }
        if let problem { throw problem }
        for navigation in scene.windows.flatMap({ [$0.navigation, $0.present?.navigation].compactMap { $0 } }) {
            for system in [navigation.pop, navigation.contentPop] { try add(system, referable: true) }
            for pan in navigation.screens.compactMap(\.pagesPan) { try add(pan, referable: pan.hasGivenName) }
        }
        for present in scene.windows.compactMap(\.present) where present.isSheet { try add(present.dismiss, referable: true) }
        for relations in all {
            for other in relations.waitsFor + relations.waitedForBy + relations.simultaneousWith where named[other] == nil {
                let system = [pop, contentPop].contains(other) ? " (the scene has no `navigation:`)"
                    : other == sheetDismiss ? " (the scene presents no sheet)" : ""
                throw relations.origin.with("\(relations.name) names '\(other)', but no recognizer has that name\(system); "
                    + "recognizers: " + named.keys.sorted().joined(separator: ", "))
            }
        }
        try checkViewNames(scene)
        // Depth-first along the waits (either side may declare one); a name met again on the current path
        // closes a cycle.
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var waits: [String: [String]] = [:]
        for relations in all {
            waits[relations.name, default: []] += relations.waitsFor
            for waiter in relations.waitedForBy { waits[waiter, default: []].append(relations.name) }
        }
        var done: Set<String> = []
        func visit(_ name: String, path: [String]) throws(SceneFileError) {
            if let start = path.firstIndex(of: name) {
                throw byName[path[start]]!.origin.with("requireToFail goes round in a cycle: "
                    + (path[start...] + [name]).joined(separator: " → "))
            }
            guard !done.contains(name) else { return }
            for next in waits[name] ?? [] { try visit(next, path: path + [name]) }
            done.insert(name)
        }
        for relations in all { try visit(relations.name, path: []) }
    }
}
