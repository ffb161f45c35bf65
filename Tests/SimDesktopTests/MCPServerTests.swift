import Benchmarks
import Foundation
import MCP
import SystemPackage
import Testing

/// `sim-desktop mcp`, started as an agent starts it and driven by the MCP SDK's own client over a pipe: the tools
/// listed, each tool answering, bad calls as tool errors, and — talking raw JSON-RPC — garbage, a 100 MB request
/// and a message cut short, after each of which the server goes on serving.
@Suite("The MCP server", .serialized)
struct MCPServerTests {
    /// A running `sim-desktop mcp` with its standard input and output.
    final class ServerProcess {
        let process = Process()
        let toServer = Pipe()
        let fromServer = Pipe()

        init() throws {
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("sim-desktop")
            process.arguments = ["mcp"]
            process.standardInput = toServer
            process.standardOutput = fromServer
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func stop() {
            try? toServer.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        /// A client of the SDK, connected over the pipes.
        func client() async throws -> Client {
            let transport = StdioTransport(
                input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
            let client = Client(name: "touchsim-tests", version: "1.0")
            _ = try await client.connect(transport: transport)
            return client
        }

        /// Writes raw bytes, then reads lines until one has `"id":id`.
        func exchange(_ bytes: Data, answerTo id: Int) throws -> [String: Any] {
            toServer.fileHandleForWriting.write(bytes)
            var buffer = Data()
            while true {
                let chunk = fromServer.fileHandleForReading.availableData
                guard !chunk.isEmpty else { throw CancellationError() }
                buffer.append(chunk)
                while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = buffer[..<end]
                    buffer = Data(buffer[(end + 1)...])
                    if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
                       (object["id"] as? Int) == id
                    {
                        return object
                    }
                }
            }
        }
    }

    static func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case .text(let text, _, _) = $0 { return text } else { return nil } }.joined()
    }

    func text(_ content: [Tool.Content]) -> String { Self.text(content) }

    @Test("the SDK's client lists the tools and each answers: why on a gesture, describe, lint, what-if, run",
          .timeLimit(.minutes(10)))
    func tools() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        let tools = try await client.listTools().tools.map(\.name)
        #expect(tools == ["list_examples", "describe_scene", "why", "lint", "what_if", "run", "fix"])

        let list = try await client.callTool(name: "list_examples")
        #expect(text(list.content).contains("double-tap — Single and double taps (variants: without-require-to-fail)"))

        let why = try await client.callTool(name: "why", arguments: [
            "scene": "pan-in-scroll-view", "variant": "require-to-fail",
            "drag": ["from": [200, 400], "to": [350, 405], "seconds": 0.4],
            "recognizer": "UIScrollViewPanGestureRecognizer",
        ])
        #expect(why.isError == false)
        #expect(text(why.content).hasSuffix("Why: UIScrollViewPanGestureRecognizer failed: the drag went 10 pt across first, along an axis the scroll view cannot scroll."))

        let scene = "views:\n  - class: UIImageView\n    frame: [0, 0, 200, 200]\n    subviews:\n      - class: UIButton\n        frame: [10, 10, 100, 44]\n"
        let described = try await client.callTool(name: "describe_scene", arguments: ["scene": .string(scene)])
        #expect(text(described.content).contains("UIImageView (0, 0) 200 × 200  [userInteractionEnabled=false]"), "\(text(described.content))")
        let lint = try await client.callTool(name: "lint", arguments: ["scene": .string(scene)])
        #expect(text(lint.content).contains("unreachable"), "\(text(lint.content))")

        let whatIf = try await client.callTool(name: "what_if", arguments: [
            "scene": "image-view-tap", "changes": ["UIImageView.isUserInteractionEnabled=true"],
        ])
        #expect(whatIf.isError == false)
        #expect(text(whatIf.content).contains("→"), "\(text(whatIf.content))")

        let run = try await client.callTool(name: "run", arguments: [
            "scene": "hit-test-order", "input": "{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 280, \"y\": 215}\n{\"t\": 0.1, \"finger\": 0, \"phase\": \"up\", \"x\": 280, \"y\": 215}",
        ])
        #expect(text(run.content).contains("-[EView touchesBegan:withEvent:]"), "\(text(run.content))")

        // The notes the command line gives a dump's answer, through MCP too: an app's class along the path.
        let dump = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
            + "   | <MyApp.CardView: 0x3; frame = (0 0; 390 400); layer = <CALayer: 0x4>>\n"
        let dumpWhy = try await client.callTool(name: "why", arguments: ["scene": .string(dump), "tap": [100, 100]])
        #expect(text(dumpWhy.content).contains("Note: MyApp.CardView is an app's own class"), "\(text(dumpWhy.content))")
        await client.disconnect()
    }

    @Test("bad calls are tool errors that name what is wrong, and the server goes on", .timeLimit(.minutes(10)))
    func badCalls() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        let calls: [(String, [String: Value], String)] = [
            ("why", ["scene": "double-tap", "tap": [200, 400], "recognizer": "Tap"], "no recognizer named 'Tap' in double-tap; its recognizers:\n  single\n  double"),
            ("why", ["scene": "double-tap", "drag": ["from": [1, 2], "to": [3, 4], "seconds": -1]], "drag.seconds must be a number from 0.001"),
            ("why", ["scene": "double-tap", "drag": ["from": [1e308, 2], "to": [3, 4]]], "drag.from[0] must be a number"),
            ("why", ["scene": "double-tap", "pinch": ["center": [1, 2]]], "pinch must be"),
            ("why", ["scene": "double-tap"], "give one of tap, drag, pinch and input"),
            ("why", ["scene": "nope", "tap": [1, 2]], "unknown example 'nope'"),
            ("why", ["scene": "views: 7", "tap": [1, 2]], "scene:"),
            ("run", ["scene": "double-tap", "input": "{\"t\": 1e9, \"finger\": 0, \"phase\": \"down\", \"x\": 1, \"y\": 1}"], "input: line 1"),
            ("run", ["scene": "double-tap", "input": "{\"t\": 900, \"finger\": 0, \"phase\": \"down\", \"x\": 1, \"y\": 1}"], "the most a call plays is 600 s"),
            ("lint", ["scene": .string(String(repeating: "x", count: 1_000_001))], "the most is 1000000"),
            ("nothing", [:], "unknown tool 'nothing'"),
        ]
        for (tool, arguments, message) in calls {
            let result = try await client.callTool(name: tool, arguments: arguments)
            #expect(result.isError == true, "\(tool) \(arguments.keys.sorted())")
            #expect(text(result.content).contains(message), "\(text(result.content))")
        }
        let still = try await client.callTool(name: "why", arguments: ["scene": "hit-test-order", "tap": [280, 215], "view": "EView"])
        #expect(text(still.content).hasSuffix("Why: EView got the touch: hit-test chose it."))
        await client.disconnect()
    }

    @Test("raw JSON-RPC: garbage, a 100 MB request and a truncated message are answered or dropped, and it serves on",
          .timeLimit(.minutes(10)))
    func rawGarbage() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
        #expect(try server.exchange(Data((initialize + "\n").utf8), answerTo: 1)["result"] != nil)
        let garbage = "{]\n\u{0}\u{1}not json\n{\"jsonrpc\":\"2.0\",\"id\":\n"
        let huge = Data(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"lint","arguments":{"scene":""#.utf8)
            + Data(repeating: UInt8(ascii: "a"), count: 100_000_000) + Data("\"}}}\n".utf8)
        let refusal = try server.exchange(Data(garbage.utf8) + huge, answerTo: 7)
        let result = try #require(refusal["result"] as? [String: Any])
        #expect(result["isError"] as? Bool == true)
        #expect("\(result["content"] ?? "")".contains("the most touchsim reads is 8388608"))
        let list = #"{"jsonrpc":"2.0","id":8,"method":"tools/list"}"#
        let tools = try server.exchange(Data((list + "\n").utf8), answerTo: 8)
        #expect(((tools["result"] as? [String: Any])?["tools"] as? [Any])?.count == 7)
    }

    @Test("JSON-RPC's rules: a bad id is an invalid request under null, a parse error under the id its text shows (else null), and the server ends as its input closes",
          .timeLimit(.minutes(10)))
    func jsonRPCRules() throws {
        let server = try ServerProcess()
        let started = Date()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let lines = [
            #"{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}"#, #"{"jsonrpc":"2.0","id":true,"method":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":[1],"method":"tools/list"}"#, #"{"jsonrpc":"2.0","id":{},"method":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":null,"method":"tools/list"}"#, "not json",
            #"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"x":1e400}}"#,
            #"{"jsonrpc":"2.0","id":8,"method":"tools/list","params":{"x":"\ud800"}}"#,
            #"{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{"x":\#(deep)}}"#,
            #"{"jsonrpc":"2.0","id":"ten","method":"tools/list"}"#,
        ]
        server.toServer.fileHandleForWriting.write(Data(lines.joined(separator: "\n").utf8))
        server.stop()
        #expect(Date().timeIntervalSince(started) < 10, "the server waited after its input closed")
        let answers = String(decoding: server.fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        func code(_ answer: [String: Any]) -> Int? { (answer["error"] as? [String: Any])?["code"] as? Int }
        let unnamed = answers.filter { $0["id"] is NSNull }
        #expect(unnamed.filter { code($0) == -32600 }.count == 5, "\(answers)")
        #expect(unnamed.filter { code($0) == -32700 }.count == 1, "\(answers)")
        for id in [7, 8, 9] { #expect(answers.contains { $0["id"] as? Int == id && code($0) == -32700 }, "\(id)") }
        #expect(answers.contains { $0["id"] as? String == "ten" && $0["result"] != nil })
        #expect(answers.count == 10)
    }

    @Test("requests written and the input closed at once (the last with no newline): every one is answered before the server ends",
          .timeLimit(.minutes(10)))
    func answersBeforeEnding() throws {
        let server = try ServerProcess()
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
        let calls = (2...4).map { id in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"what_if","arguments":{"scene":"image-view-tap","changes":["UIImageView.isUserInteractionEnabled=true"]}}}"#
        }
        server.toServer.fileHandleForWriting.write(Data(([initialize] + calls).joined(separator: "\n").utf8))
        server.stop()
        let output = String(decoding: server.fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let ids = output.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? Int
        }
        #expect(Set(ids) == [1, 2, 3, 4], "\(output.prefix(1000))")
    }

    @Test("heavy calls on a 20,000-view dump — why of 100 taps, run of 10,000 inputs — stop at the call's budget and say where; a call sent after them is answered first; the server stays under 1 GB",
          .timeLimit(.minutes(10)))
    func heavyCallsAreBounded() throws {
        let views = (0..<19_999).map { " | <UIView: 0x\(String(0x100000 + $0, radix: 16)); frame = (0 0; 1 1)>" }
        let dump = (["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"] + views).joined(separator: "\n")
        func taps(_ count: Int) -> String {
            (0..<count).map { n in
                let t = Double(n) * 0.1
                return #"{"t": \#(t), "finger": 0, "phase": "down", "x": 300, "y": 700}"# + "\n"
                    + #"{"t": \#(t + 0.05), "finger": 0, "phase": "up", "x": 300, "y": 700}"#
            }.joined(separator: "\n")
        }
        func call(_ id: Int, _ name: String, _ arguments: [String: Any]) throws -> String {
            let request: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": "tools/call",
                                          "params": ["name": name, "arguments": arguments]]
            return String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
        }
        let server = try ServerProcess()
        defer { server.stop() }
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
        let lines = [initialize, try call(2, "run", ["scene": dump, "input": taps(5_000)]),
                     try call(3, "list_examples", [:]), try call(4, "why", ["scene": dump, "input": taps(100)])]
        server.toServer.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        var order: [Int] = []
        var answers: [Int: String] = [:]
        var buffer = Data()
        while answers.count < 4 {
            let chunk = server.fromServer.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            buffer.append(chunk)
            while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let object = try? JSONSerialization.jsonObject(with: buffer[..<end]) as? [String: Any]
                buffer = Data(buffer[(end + 1)...])
                guard let object, let id = object["id"] as? Int else { continue }
                order.append(id)
                let content = ((object["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first
                answers[id] = content?["text"] as? String ?? ""
            }
        }
        let status = (try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        #expect(Set(order) == [1, 2, 3, 4], "answered: \(order)")
        #expect((order.firstIndex(of: 3) ?? .max) < (order.firstIndex(of: 2) ?? .max), "list_examples waited for run: \(order)")
        for id in [2, 4] {
            let text = answers[id] ?? ""
            #expect(text.contains("Budget: stopped after input ") && text.contains("budget of \(1_000_000)"), "\(text.suffix(400))")
            #expect(text.utf8.count <= 512 * 1024 + 200, "answer \(id) is \(text.utf8.count) bytes")
        }
        #expect(answers[4]?.contains("The touch goes to UIWindow 0x1.") == true, "the verdict survives the cut: \(answers[4]?.suffix(600) ?? "")")
        #expect(peak > 0 && peak < 1_000_000, "peak resident memory \(peak) kB")
    }

    @Test("why on a generated 2,000-view dump, through the server: the time it takes (bench: mcp.why_dump_2000_ms)",
          .timeLimit(.minutes(10)))
    func largeDump() async throws {
        let dump = await LintBench.dumpText()
        let server = try ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        let start = Date()
        let why = try await client.callTool(name: "why", arguments: ["scene": .string(dump), "tap": [330, 130], "view": "UIButton 0x7fb100000b00"])
        let seconds = Date().timeIntervalSince(start)
        #expect(why.isError == false, "\(text(why.content))")
        #expect(text(why.content).contains("Why: UIButton 0x7fb100000b00 got the touch"), "\(text(why.content).suffix(500))")
        print("MCP why on the 2,000-view dump, debug build: \(Int(seconds * 1000)) ms")
        await client.disconnect()
    }
}
