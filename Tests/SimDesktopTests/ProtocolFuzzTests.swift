import AgentTools
import Dispatcher
import Examples
import Foundation
import Fuzzing
import LiveRoom
import MCP
import Testing

/// Issue 36's fuzz targets for what strangers send: mutants of JSON-RPC requests through the MCP server's check
/// of each line (`MessageCheck`), of tools' arguments through the tools themselves (`ToolBox.call`), and of the
/// live room's messages through a room with a student and a teacher
/// (`Room.handle`, `Room.handleTeacher`). Nothing traps; every answer the check writes is JSON-RPC; the room
/// answers and goes on. Deterministic (SplitMix): a failing mutant is made again from its number.
/// `TOUCHSIM_PROTOCOL_FUZZ_ITERATIONS=20000 swift test --filter ProtocolFuzzTests` is the long run.
@Suite("Fuzz: mutated JSON-RPC requests and live-room messages")
struct ProtocolFuzzTests {
    static var iterations: Int { Int(ProcessInfo.processInfo.environment["TOUCHSIM_PROTOCOL_FUZZ_ITERATIONS"] ?? "") ?? 2_000 }

    static let tokens = [
        "1e400", "-0", "1.5", "true", "null", "[", "]", "{", "}", "\"", "\\ud800", "\\u0000", "\"id\":", "\"method\":",
        "999999999999999999999", "\n", ",", ":", String(repeating: "[", count: 100),
    ]

    @Test("JSON-RPC mutants: each line is passed on or answered with JSON-RPC, never a trap")
    func jsonRPC() throws {
        let seeds = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"f","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"why","arguments":{"scene":"double-tap","tap":[200,400]}}}"#,
            #"{"jsonrpc":"2.0","id":7,"result":{}}"#,
        ].map { Array($0.utf8) }
        let mutator = ByteMutator(seeds: seeds, tokens: Self.tokens)
        var rng = SplitMix(seed: 0x6A73_6F6E_7270)
        var (passed, answered) = (0, 0)
        for iteration in 0..<Self.iterations {
            let line = Data(mutator.mutant(&rng))
            switch MessageCheck.check(line) {
            case .pass: passed += 1
            case .answer(let answer):
                answered += 1
                let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any]
                #expect(object?["jsonrpc"] as? String == "2.0" && object?["error"] != nil, "mutant \(iteration)")
            }
        }
        #expect(passed > 0 && answered > 0, "\(passed) passed, \(answered) answered")
    }

    @Test("live-room mutants: a student's and the teacher's messages are answered or refused, and the room goes on")
    @MainActor
    func roomMessages() async throws {
        let room = Room(code: "ABCDEF", secret: "s", scenes: [try #require(Gallery.example(id: "hit-test-order")),
                                                              try #require(Gallery.example(id: "double-tap"))])
        let teacher = Outbox()
        let teacherID = room.joinTeacher(teacher)
        let seeds = [
            #"{"type":"pointer","phase":"down","finger":0,"x":200,"y":400,"t":10}"#,
            #"{"type":"pointer","phase":"up","finger":0,"x":200,"y":400,"t":10.1}"#,
            #"{"type":"tick","t":11}"#, #"{"type":"select","x":100,"y":300}"#, #"{"type":"whatif","property":"isUserInteractionEnabled","view":"EView"}"#,
            #"{"type":"variant","variant":null}"#, #"{"type":"reset"}"#, #"{"type":"choose","scene":"double-tap"}"#,
        ].map { Array($0.utf8) }
        let mutator = ByteMutator(seeds: seeds, tokens: Self.tokens)
        var rng = SplitMix(seed: 0x726F_6F6D_2121)
        var (updates, refusals) = (0, 0)
        // Students come and go in turns of 100 messages (an outbox holds 256 answers; the browser reads them).
        for _ in 0..<max(1, Self.iterations / 100) {
            let student = Outbox()
            let id = try #require(room.join(student, from: "10.0.0.1"))
            for _ in 0..<100 {
                let text = String(decoding: mutator.mutant(&rng), as: UTF8.self)
                if rng.next() % 8 == 0 { room.handleTeacher(text, from: teacherID) } else { room.handle(text, from: id) }
            }
            room.handle(#"{"type":"reset"}"#, from: id)
            room.leave(id)
            for await text in student.messages {
                if text.contains(#""type":"update""#) { updates += 1 }
                if text.contains(#""type":"error""#) { refusals += 1 }
            }
        }
        #expect(updates > 0 && refusals > 0, "\(updates) updates, \(refusals) refusals")
        #expect(room.studentCount == 0)
    }

    @Test("tool-call mutants: mutated arguments of every tool, called in process, answer a result or a tool error — never a trap, each call bounded")
    @MainActor
    func toolCalls() async throws {
        let scene = #"views:\n  - {class: UIView, frame: [0, 0, 390, 844], recognizers: [{type: tap, name: t}], subviews: [{class: UIButton, frame: [10, 10, 100, 44], actions: [{event: touchUpInside, action: go}]}]}\n"#
        let script = #"{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 50, \"y\": 30}\n{\"t\": 0.05, \"finger\": 0, \"phase\": \"up\", \"x\": 50, \"y\": 30}"#
        let seeds = [
            #"{"name":"why","arguments":{"scene":"double-tap","tap":[200,400],"recognizer":"double"}}"#,
            #"{"name":"why","arguments":{"scene":"pinch-rotate","pinch":{"center":[195,400],"scale":2,"seconds":0.5}}}"#,
            #"{"name":"why","arguments":{"scene":"\#(scene)","drag":{"from":[50,30],"to":[300,600]},"action":"go"}}"#,
            #"{"name":"why","arguments":{"scene":"\#(scene)","input":"\#(script)","view":"UIButton"}}"#,
            #"{"name":"describe_scene","arguments":{"scene":"\#(scene)"}}"#,
            #"{"name":"lint","arguments":{"scene":"hit-test-order","variant":null}}"#,
            #"{"name":"what_if","arguments":{"scene":"image-view-tap","changes":["UIImageView.isUserInteractionEnabled=true"]}}"#,
            #"{"name":"run","arguments":{"scene":"\#(scene)","input":"\#(script)"}}"#,
            #"{"name":"list_examples","arguments":{}}"#,
        ].map { Array($0.utf8) }
        let box = ToolBox(examples: Gallery.all)
        let mutator = ByteMutator(seeds: seeds, tokens: Self.tokens + ["[1e308, 5e-324]", "\"seconds\":0", "NaN"])
        var rng = SplitMix(seed: 0x746F_6F6C_7321)
        var (results, errors, unread, slowest) = (0, 0, 0, 0.0)
        for seed in seeds {
            let parameters = try JSONDecoder().decode(CallTool.Parameters.self, from: Data(seed))
            let answer = await box.call(parameters)
            #expect(answer.isError != true, "seed \(parameters.name): \(answer.content)")
        }
        let decoded = try seeds.map { try JSONDecoder().decode(CallTool.Parameters.self, from: Data($0)) }
        // Values a hostile agent puts in an argument's place, beside the byte mutants.
        let hostile: [Value] = [.null, true, 0, -1, 1e308, -1e308, 5e-324, "", "NaN", .string(String(repeating: "[", count: 10_000)),
                                [], [1e308, 5e-324], [.null, .null], ["from": [0, 0]], ["center": [1e6, -1e6], "scale": 1e-9],
                                .array(Array(repeating: 1, count: 1_000)), "UIView.isHidden=true", "{\"t\": -1}"]
        for _ in 0..<Self.iterations {
            let parameters: CallTool.Parameters
            if rng.next() % 2 == 0 {
                // One argument of a seed's call replaced, or one added, by a hostile value.
                let seed = decoded[Int(rng.next() % UInt64(decoded.count))]
                var arguments = seed.arguments ?? [:]
                let keys = Array(arguments.keys).sorted() + ["tap", "drag", "pinch", "input", "view", "variant", "changes"]
                arguments[keys[Int(rng.next() % UInt64(keys.count))]] = hostile[Int(rng.next() % UInt64(hostile.count))]
                parameters = CallTool.Parameters(name: seed.name, arguments: arguments)
            } else {
                guard let read = try? JSONDecoder().decode(CallTool.Parameters.self, from: Data(mutator.mutant(&rng))) else {
                    unread += 1
                    continue
                }
                parameters = read
            }
            let started = Date()
            let answer = await box.call(parameters)
            slowest = max(slowest, Date().timeIntervalSince(started))
            if answer.isError == true { errors += 1 } else { results += 1 }
        }
        #expect(results > 0 && errors > 0, "\(results) results, \(errors) tool errors, \(unread) unread")
        #expect(slowest < 30, "the slowest call took \(slowest) s")
        #expect(SceneFuzzTests.peakMemoryKB() < 1 << 20, "the process held \(SceneFuzzTests.peakMemoryKB()) KB")
        print("tool-call fuzz: \(results) results, \(errors) tool errors, \(unread) not parameters, slowest \(String(format: "%.2f", slowest)) s")
    }
}
