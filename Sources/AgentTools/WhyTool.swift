import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import MCP
import Questions
import Scenes
@_spi(Engine) import ViewModel

/// `why`: plays a tap, a drag, a pinch or an input script in the scene and explains it — the hit-test path and,
/// for a view, a recognizer or an action, what happened to it and one sentence naming the deciding object and rule.
struct WhyTool: AgentTool {
    let name = "why"
    let description = "Explain where a touch goes in a UIKit scene: plays a tap, drag, pinch or input script and returns the hit-test path (each view asked, its answer and the rule) and, for the view, gesture recognizer or action asked about, what happened to it and one sentence naming the object and rule that decided — e.g. why a button's action did not fire, why a pan did not begin."
    var inputSchema: Value {
        SceneArgument.schema(adding: [
            "tap": property("array", "[x, y]: tap there, in screen points."),
            "drag": property("object", "{\"from\": [x, y], \"to\": [x, y], \"seconds\": 0.3}: drag one finger."),
            "pinch": property("object", "{\"center\": [x, y], \"scale\": 2, \"seconds\": 0.5}: two fingers 100 pt apart about the centre, spread to 100 × scale."),
            "input": property("string", "An input script (JSON Lines: {\"t\", \"finger\", \"phase\", \"x\", \"y\"} per line) to explain instead of a gesture."),
            "view": property("string", "The view to explain, by name (describe_scene gives them)."),
            "recognizer": property("string", "The gesture recognizer to explain, by name."),
            "action": property("string", "The action method to explain (a control's or a recognizer's)."),
        ])
    }

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let gesture = try Self.gesture(arguments)
        let script = try arguments.text("input").map(ScriptArgument.records)
        guard (gesture == nil) != (script == nil) else {
            throw ToolFailure("give one of tap, drag, pinch and input")
        }
        let play: WhyRequest.Player = { sim in await CallBudget().play(script ?? [], in: sim).note }
        var request = WhyRequest(example: example, variant: variant,
                                 input: gesture.map { .gesture($0, setup: nil) } ?? .script(play))
        (request.view, request.recognizer, request.action) = (try arguments.text("view"), try arguments.text("recognizer"), try arguments.text("action"))
        // At most 100 names in an unknown name's error: an agent's answer stays short however large the screen.
        (request.notes, request.listing) = (notes, 100)
        do {
            return try await request.answer().text
        } catch {
            throw ToolFailure(error.description)
        }
    }

    static func gesture(_ arguments: ToolArguments) throws(ToolFailure) -> WhyGesture? {
        let given = ["tap", "drag", "pinch"].filter { arguments.values[$0] != nil }
        guard given.count <= 1 else { throw ToolFailure("give one of tap, drag and pinch") }
        if let tap = try arguments.point("tap") { return .tap(tap) }
        let seconds = 0.001...WhyGesture.maximumSeconds
        if let drag = arguments.values["drag"] {
            guard let fields = drag.objectValue, let from = fields["from"], let to = fields["to"] else {
                throw ToolFailure("drag must be {\"from\": [x, y], \"to\": [x, y], \"seconds\": s}")
            }
            return .drag(from: try ToolArguments.point(from, "drag.from"), to: try ToolArguments.point(to, "drag.to"),
                         seconds: try fields["seconds"].map { v throws(ToolFailure) in try ToolArguments.number(v, "drag.seconds", in: seconds) } ?? WhyGesture.dragSeconds)
        }
        if let pinch = arguments.values["pinch"] {
            guard let fields = pinch.objectValue, let center = fields["center"], let scale = fields["scale"] else {
                throw ToolFailure("pinch must be {\"center\": [x, y], \"scale\": 2, \"seconds\": s} (two fingers)")
            }
            return .pinch(center: try ToolArguments.point(center, "pinch.center"),
                          scale: try ToolArguments.number(scale, "pinch.scale", in: WhyGesture.scaleRange),
                          seconds: try fields["seconds"].map { v throws(ToolFailure) in try ToolArguments.number(v, "pinch.seconds", in: seconds) } ?? WhyGesture.pinchSeconds)
        }
        return nil
    }
}
