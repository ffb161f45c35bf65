import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import MCP
@_spi(Engine) import ViewModel

/// `describe_scene`: a scene's view tree with the names the other tools take, each view's frame on the screen,
/// the flags that decide hit-testing, and its recognizers.
struct DescribeSceneTool: AgentTool {
    let name = "describe_scene"
    let description = "Describe a scene as its view tree: each view's name (as why, what_if and lint name it), its frame in screen points, the flags that decide where a touch goes (hidden, alpha, userInteractionEnabled, clipsToBounds), and its gesture recognizers by name."
    let inputSchema = SceneArgument.schema()

    /// The most views described; a larger scene says how many were left out.
    static let maximumRows = 3_000

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let sim = example.world(variant: variant)
        let windows = sim.application.windows
        let names = ViewNames(windows: windows)
        let recognizers = RecognizerNames(views: names)
        let tree = HierarchyTree(windows: windows, names: names, pass: nil)
        var lines = ["\(example.title) (\(example.id)\(variant.map { ", " + $0 } ?? "")): \(tree.rows.count) views"]
        for row in tree.rows.prefix(Self.maximumRows) {
            let view = row.view
            let frame = view.convert(view.bounds, to: nil)
            var flags: [String] = []
            if view.isHidden { flags.append("hidden") }
            if view.alpha <= 0.01 { flags.append("alpha \(view.alpha)") }
            if !view.isUserInteractionEnabled { flags.append("userInteractionEnabled=false") }
            if view.clipsToBounds { flags.append("clipsToBounds") }
            if let control = view as? UIControl, !control.isEnabled { flags.append("isEnabled=false") }
            let own = (view.gestureRecognizers ?? []).map(recognizers.name(of:))
            if !own.isEmpty { flags.append("recognizers: " + own.joined(separator: ", ")) }
            lines.append(String(repeating: "  ", count: row.depth) + row.name + " "
                + DispatchRecord.format(frame.origin) + " " + DispatchRecord.format(CGPoint(x: frame.width, y: frame.height))
                    .dropFirst().dropLast().replacingOccurrences(of: ", ", with: " × ") + (flags.isEmpty ? "" : "  [" + flags.joined(separator: "; ") + "]"))
        }
        if tree.rows.count > Self.maximumRows { lines.append("… \(tree.rows.count - Self.maximumRows) more views") }
        return (lines + notes).joined(separator: "\n")
    }
}
