import AgentTools
import Foundation
import MCP
import Scenes

/// The MCP server's figure: `why` on the generated 2,000-view dump (`LintBench.dumpText`), asked as an agent asks
/// it — the dump's text parsed, its world built, a tap on a row's button explained — through the tools' call, best
/// of 5. The floor: the same dump parsed and its world built, with no question asked — what any answer must pay.
@MainActor
enum AgentBench {
    static func run() async -> [(String, String)] {
        let box = ToolBox(examples: [])
        let dump = LintBench.dumpText()
        let why = CallTool.Parameters(name: "why", arguments: [
            "scene": .string(dump), "tap": [330, 130], "view": "UIButton 0x7fb100000b00",
        ])
        let seconds = await bestAsync { _ = await box.call(why) }
        let floor = best { _ = DumpScene.example(DumpParser.parse(dump), id: "dump").world() }
        return [
            ("mcp.why_dump_2000_ms", String(format: "%.1f", seconds * 1000)),
            ("mcp.floor_ms", String(format: "%.1f", floor * 1000)),
            ("mcp.vs_floor", String(format: "%.2f", seconds / max(floor, 1e-9))),
        ]
    }

    private static func bestAsync(_ body: () async -> Void) async -> Double {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            await body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.min() ?? 0
    }

    private static func best(_ body: () -> Void) -> Double {
        (0..<5).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min() ?? 0
    }
}
