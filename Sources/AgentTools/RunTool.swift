import Dispatcher
import ExampleKit
import Foundation
import MCP

/// `run`: plays an input (the example's demo, or the given script) and returns the dispatch log — every hit-test
/// visit, delivery, recognizer state and action, in UIKit's notation — bounded in lines.
struct RunTool: AgentTool {
    let name = "run"
    let description = "Play an input in a scene (the example's demo, or the given JSON Lines script) and return the dispatch log: each hit-test visit, touches delivered along the responder chain, recognizer states with reasons, control events and actions, in UIKit's method notation."
    var inputSchema: Value {
        SceneArgument.schema(adding: [
            "input": property("string", "An input script (JSON Lines: {\"t\", \"finger\", \"phase\", \"x\", \"y\"} per line)."),
        ])
    }

    /// The most log lines returned; the rest is counted.
    static let maximumLines = 5_000

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let inputs = try arguments.text("input").map(ScriptArgument.records) ?? example.demoInput
        let sim = example.world(variant: variant)
        sim.log.removeAll(keepingCapacity: true)
        var lines: [String] = []
        var more = 0
        let token = sim.log.addObserver { record in
            if lines.count < Self.maximumLines { lines.append(record.text) } else { more += 1 }
        }
        let spent = await CallBudget().play(inputs, in: sim) {
            // The observer has the lines; the log itself stays small however long the input.
            if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
        }
        sim.advance(by: 2)
        sim.log.removeObserver(token)
        if more > 0 { lines.append("… \(more) more lines") }
        return (lines + notes + [spent.note].compactMap { $0 }).joined(separator: "\n")
    }
}
