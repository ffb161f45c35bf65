import Dispatcher
import ExampleKit
import Foundation
import MCP
import Questions
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

    /// The scene the arguments name, as every front end resolves it (`SceneReference`); at most 20 of a dump's
    /// notes, and 100 ids in an unknown id's error: an agent's answer stays short.
    static func example(_ arguments: ToolArguments, examples: [Example]) throws(ToolFailure)
        -> (example: Example, variant: String?, notes: [String])
    {
        let scene = try arguments.requiredText("scene")
        let variant = try arguments.text("variant")
        do throws(QuestionProblem) {
            let reference = try SceneReference(scene, variant: variant, examples: examples, readsFiles: false, listing: 100)
            return (reference.example, reference.variant, Array(reference.notes.prefix(20)))
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
