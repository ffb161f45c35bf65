import Dispatcher
import ExampleKit
import Foundation
import MCP
import Questions

/// `run`: plays an input (the example's demo, or the given script) and returns the dispatch log — every hit-test
/// visit, delivery, recognizer state and action, in UIKit's notation — or only the scene's own lines, bounded in
/// lines: a `RunRequest`, as `sim-desktop run` asks it.
struct RunTool: AgentTool {
    let name = "run"
    let description = "Play an input in a scene (the example's demo, or the given JSON Lines script) and return the dispatch log: each hit-test visit, touches delivered along the responder chain, recognizer states with reasons, control events and actions, in UIKit's method notation — or, with log false, only the lines the scene's own code writes, as `sim-desktop run` prints them."
    var inputSchema: Value {
        SceneArgument.schema(adding: [
            "input": property("string", "An input script (JSON Lines: {\"t\", \"finger\", \"phase\", \"x\", \"y\"} per line)."),
            "log": property("boolean", "The whole dispatch log (the default), or, false, only the lines the scene's own code writes (`sim-desktop run` without --log)."),
            "timed": property("boolean", "Lead each line with its virtual time and sequence number (`run --timed`)."),
            "changes": property("array", "What-if changes made before the input plays, each \"Target.property=value\" (`run --set`)."),
        ])
    }

    /// The most log lines returned; the rest is counted.
    static let maximumLines = 5_000

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let inputs = try arguments.text("input").map(ScriptArgument.records) ?? example.demoInput
        let texts = try arguments.texts("changes")
        var request = RunRequest(example: example, variant: variant) { sim in
            // The request's observer has the lines; the log itself stays small however long the input.
            await CallBudget().play(inputs, in: sim) {
                if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
            }.note
        }
        (request.wholeLog, request.timed) = (try arguments.flag("log") ?? true, try arguments.flag("timed") ?? false)
        (request.notes, request.limit) = (notes, Self.maximumLines)
        var lines: [String] = []
        do throws(QuestionProblem) {
            request.changes = texts.isEmpty ? [] : try WhatIfRequest.changes(texts)
            let report = try await request.answer { lines.append($0) }
            return (lines + report.trailer).joined(separator: "\n")
        } catch {
            throw ToolFailure(error.description)
        }
    }
}
