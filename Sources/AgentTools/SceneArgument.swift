import Dispatcher
import ExampleKit
import Foundation
import MCP
import Scenes
import Traces

/// The scene a call is about: a gallery example's id, a scene file's text (YAML or JSON), or the text a debugger
/// prints for `po view.recursiveDescription()`; with the lines of a dump it could not read, as notes.
@MainActor
enum SceneArgument {
    static let properties: [String: Value] = [
        "scene": property("string", "A gallery example's id (list_examples gives them), a scene file's text (YAML or JSON, docs/scene-files.md), or the text of `po view.recursiveDescription()` from a real app."),
        "variant": property("string", "A gallery example's variant (list_examples names them)."),
    ]

    /// A tool's schema: the scene's properties with the tool's own, `scene` and `required` required.
    static func schema(adding properties: [String: Value] = [:], required: [String] = []) -> Value {
        AgentTools.schema(self.properties.merging(properties) { first, _ in first }, required: ["scene"] + required)
    }

    static func example(_ arguments: ToolArguments, examples: [Example]) throws(ToolFailure)
        -> (example: Example, variant: String?, notes: [String])
    {
        let scene = try arguments.requiredText("scene")
        let variant = try arguments.text("variant")
        if let example = examples.first(where: { $0.id == scene }) {
            if let variant, !example.variants.contains(variant) {
                let valid = example.variants.isEmpty ? "it has none" : "valid: " + example.variants.joined(separator: ", ")
                throw ToolFailure("unknown variant '\(variant)' of \(scene) (\(valid))")
            }
            return (example, variant, [])
        }
        if let variant { throw ToolFailure("unknown variant '\(variant)': only a gallery example has variants") }
        let trimmed = scene.drop { $0.isWhitespace }
        if trimmed.hasPrefix("<") {
            let dump = DumpParser.parse(scene)
            guard !dump.nodes.isEmpty else {
                throw ToolFailure("no view to read in the dump: expected lines like <UIView: 0x7fe43c880a90; frame = (0 0; 375 667); …>")
            }
            let notes = DumpScene.diagnostics(of: dump).prefix(20).map { $0.text(path: "dump") }
            return (DumpScene.example(dump, id: "dump"), nil, notes)
        }
        if !scene.contains("\n"), !scene.contains(":") {
            throw ToolFailure("unknown example '\(scene)' (list_examples gives the ids); a scene's text has `views:`")
        }
        do {
            return (try SceneFile.example(text: scene, id: "scene"), nil, [])
        } catch {
            throw ToolFailure(error.description)
        }
    }
}

/// An input script given as text (JSON Lines, as `run --input` reads), bounded in records and in virtual time so
/// no call runs long.
enum ScriptArgument {
    static let maximumInputs = 10_000
    static let maximumSeconds = 600.0

    static func records(_ text: String) throws(ToolFailure) -> [InputRecord] {
        let script: InputScript
        do {
            script = try InputScript(parsing: text)
        } catch {
            throw ToolFailure("input: \(error.description)")
        }
        guard script.records.count <= maximumInputs else {
            throw ToolFailure("input has \(script.records.count) inputs; the most is \(maximumInputs)")
        }
        if let last = script.records.last, last.t > maximumSeconds {
            throw ToolFailure("input runs to \(last.t) s; the most a call plays is \(Int(maximumSeconds)) s")
        }
        return script.records
    }
}
