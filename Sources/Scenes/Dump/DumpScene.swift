import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// A dump file as an `Example`, so every command that takes an example takes a real app's views: `open`, `why`,
/// `run`, `shot`. The example's window is the dump's window, or — for a dump that starts below the window — a
/// window of the screen's size with the dump's top view at its printed frame. Either way the window's space is the
/// space the first line's frame is printed in, where `--at` points are given.
@MainActor
public enum DumpScene {
    /// The largest dump file read: far more than 100,000 views' lines take.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// Why a dump cannot be opened at all.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether a command-line argument names a dump rather than a gallery id: a `.txt` path, or any file that
    /// exists.
    public static func isDumpPath(_ argument: String) -> Bool {
        argument.hasSuffix(".txt") || FileManager.default.fileExists(atPath: argument)
    }

    /// The dump at `path` as an example, with the lines it skipped; a failure when the file cannot be read, is
    /// too large, or holds no view that can be read.
    public static func load(path: String) throws(Failure) -> (example: Example, diagnostics: [DumpDiagnostic]) {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maximumFileSize, what: "a view dump")
        } catch {
            throw Failure(description: error.description)
        }
        let dump = DumpParser.parse(String(decoding: bytes, as: UTF8.self))
        guard !dump.nodes.isEmpty else {
            let reason = dump.diagnostics.isEmpty ? "it is empty" : "none of its \(dump.diagnostics.count) lines could be read"
            let first = dump.diagnostics.prefix(3).map { "\n  " + $0.text(path: path) }.joined()
            throw Failure(description: "\(path): no view to read: \(reason). Expected the text of "
                + "`po view.recursiveDescription()`, lines like <UIView: 0x7fe43c880a90; frame = (0 0; 375 667); …>"
                + first)
        }
        return (example(dump, id: path), diagnostics(of: dump))
    }

    /// What a reader of the dump is told, in line order: the lines skipped, the views whose recognizers it does not
    /// describe, the pasted recognizers left out.
    public static func diagnostics(of dump: ParsedDump) -> [DumpDiagnostic] {
        (dump.diagnostics + DumpRecognizers.unknown(in: dump) + DumpRecognizers.system(in: dump) + DumpRecognizers.leftOut(dump))
            .sorted { $0.line < $1.line }
    }

    /// The dump as an example named `id`, with no demo input.
    public static func example(_ dump: ParsedDump, id: String) -> Example {
        let nodes = dump.nodes
        let name = (id as NSString).lastPathComponent
        return Example(
            id: id, title: name, seed: "",
            summary: "\(nodes.count) views read from \(name), a dump of a real app's view hierarchy." + warning(dump),
            demoInput: []
        ) { sim, _ in
            let windows = windows(for: nodes, recognizers: dump.recognizers)
            for window in windows.dropFirst() { sim.show(window) }
            return windows[0]
        }
    }

    /// The views of `nodes` in windows, back to front: the dump's own windows when its top lines are windows (a
    /// dump of several, such as the app's window and the keyboard's `UITextEffectsWindow`, gives each its
    /// behaviour and level), else one window of the screen's size holding them. The key window is the first.
    public static func windows(for nodes: [DumpNode], recognizers: [(recognizer: PrintedRecognizer, owner: Int)] = [])
        -> [UIWindow]
    {
        var views: [UIView] = []
        views.reserveCapacity(nodes.count)
        var windows: [UIWindow] = []
        var claimedContentViews = Set<ObjectIdentifier>()
        for node in nodes {
            if node.parent == nil, ViewFactory.isWindow(node.spec.className) {
                let window = ViewFactory.makeView(node.spec) as? UIWindow ?? UIWindow(frame: node.spec.frame)
                ViewFactory.apply(node.spec, to: window)
                windows.append(window)
                views.append(window)
                continue
            }
            if windows.isEmpty { windows.append(UIWindow(frame: UIScreen.main.bounds)) }
            let superview = node.parent.map { views[$0] } ?? windows[0]
            // A cell makes its own content view; the dump's line for it describes that one, in its place among
            // the cell's subviews. A cell whose dump shows none has none: the dump is authoritative.
            if let cell = superview as? UITableViewCell, node.spec.className == "UITableViewCellContentView",
                claimedContentViews.insert(ObjectIdentifier(cell)).inserted
            {
                ViewFactory.apply(node.spec, to: cell.contentView)
                cell.addSubview(cell.contentView)
                views.append(cell.contentView)
                continue
            }
            let view = ViewFactory.makeView(node.spec, inside: superview)
            (view as? UITableViewCell)?.contentView.removeFromSuperview()
            superview.addSubview(view)
            views.append(view)
        }
        DumpRecognizers.equip(views)
        DumpRecognizers.add(recognizers, to: views)
        return windows
    }

    /// The window's word on views whose recognizers the dump does not describe.
    private static func warning(_ dump: ParsedDump) -> String {
        let unknown = DumpRecognizers.unknown(in: dump)
        guard !unknown.isEmpty else { return "" }
        let names = dump.nodes.filter { node in unknown.contains { $0.line == node.line } }.prefix(3)
            .map { $0.spec.className }.joined(separator: ", ")
        return " Warning: \(unknown.count) of its views have gesture recognizers the dump does not describe (\(names)"
            + (unknown.count > 3 ? " …" : "") + "); answers that involve them may differ from the device."
    }

    /// The notes `why` adds to an answer about a scene from a dump, a capture or a file — the window touchsim
    /// added, the code along the path no scene carries — and whether the touch landed outside the scene: one set,
    /// whichever front end asks (the command line, MCP).
    package static func whyNotes(for answer: TouchAnswer) -> (notes: [String], outsideScene: Bool) {
        let addedWindow = addedWindowNote(hit: answer.hit)
        return ([addedWindow, overrideNote(along: answer.pass.visits.map(\.view))].compactMap { $0 }, addedWindow != nil)
    }

    /// A note for `why` when the touch lands on the window touchsim put around a dump that starts below a window (a
    /// cell, a bar): that window is not the app's, so the answer there is not the device's; nil otherwise.
    public static func addedWindowNote(hit: UIView?) -> String? {
        guard let window = hit as? UIWindow, window.printedIdentity == nil,
              let top = window.subviews.first?.printedIdentity
        else { return nil }
        return "Note: the point is outside the dump's views. The dump starts at \(top.name), not at a window, so "
            + "touchsim put it in a window of the screen's size, which the app does not have: on the device, what "
            + "surrounds \(top.className) takes this touch. Dump the window (po window.recursiveDescription()) "
            + "for the whole answer."
    }

    /// A note for `why` about code along the hit-test path that may change the answer, which no scene carries:
    /// the overrides a capture found (`hitTest(_:with:)`, the touches methods…) and the delegate methods of the
    /// recognizers there; or, where nothing could tell (a dump, a file written by hand), an app's own classes,
    /// whose `hitTest(_:with:)` or `point(inside:with:)` may be overridden. Nil when there is none.
    public static func overrideNote(along views: [UIView]) -> String? {
        var unknown: [String] = [], found: [String] = []
        for view in views {
            if let printed = view.printedIdentity, let methods = printed.overrides {
                if !methods.isEmpty { found.append("\(printed.name) overrides " + methods.joined(separator: ", ")) }
            } else if let printed = view.printedIdentity, ViewFactory.isAppClass(printed.className),
                      !unknown.contains(printed.className) {
                unknown.append(printed.className)
            }
            for recognizer in view.gestureRecognizers ?? [] {
                guard let methods = recognizer.printedIdentity?.overrides, !methods.isEmpty else { continue }
                let name = recognizer.name.map { "\(className(of: recognizer)) \"\($0)\"" } ?? className(of: recognizer)
                found.append("\(name)'s delegate implements " + methods.joined(separator: ", "))
            }
        }
        var notes: [String] = []
        if !found.isEmpty {
            notes.append("Note: " + found.prefix(5).joined(separator: "; ") + (found.count > 5 ? " and \(found.count - 5) more" : "")
                + ": that code may change this answer, and a scene cannot carry it; this answer is UIKit's default behaviour.")
        }
        if !unknown.isEmpty {
            let list = unknown.prefix(5).joined(separator: ", ") + (unknown.count > 5 ? " and \(unknown.count - 5) more" : "")
            notes.append("Note: \(list) \(unknown.count == 1 ? "is an app's own class" : "are an app's own classes"): "
                + "an override of hitTest(_:with:) or point(inside:with:) would change this answer, and this description cannot show one; "
                + "this answer is UIKit's default behaviour.")
        }
        return notes.isEmpty ? nil : notes.joined(separator: "\n")
    }
}
