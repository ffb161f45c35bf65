import Examples
import Foundation
import MCP
import Testing

/// One run, one answer: `run` through the command line and through MCP — both filling the same `RunRequest` —
/// gives the same lines for every gallery example's demo: the whole dispatch log (`--log`, MCP's default) and the
/// scene's own lines (MCP's `log: false`), with the same notes; `--timed` and `timed` alike.
@Suite("run through the command line and MCP", .serialized)
struct RunParityTests {
    @Test("every example: the same log, the same own lines, the same notes", .timeLimit(.minutes(10)))
    func sameLines() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        var compared = 0
        for id in await MainActor.run(body: { Gallery.all.map(\.id) }) {
            for (flags, log, timed) in [(["--log"], true, false), ([], false, false), (["--log", "--timed"], true, true)] {
                let line = await runInProcess(["run", id] + flags)
                let agent = try await client.callTool(
                    name: "run", arguments: ["scene": .string(id), "log": .bool(log), "timed": .bool(timed)])
                let context = "\(id) \(flags)"
                #expect(line.status == 0 && agent.isError != true, "\(context): \(line.stderr)")
                // The command line prints the notes on standard error (each after the program's name), apart from
                // the log; MCP after it.
                let notes = line.stderr.split(separator: "\n").map { String($0.dropFirst($0.hasPrefix("sim-desktop: ") ? 13 : 0)) }
                let both = ([line.stdout.trimmingCharacters(in: .newlines)] + notes).filter { !$0.isEmpty }.joined(separator: "\n")
                let answer = MCPServerTests.text(agent.content)
                if answer.components(separatedBy: "\n").count <= 5_000 {
                    #expect(both == answer, "\(context)")
                } else {
                    #expect(answer.hasSuffix(" more lines") || answer.contains(" more lines\n"), "\(context): MCP counts what it left out")
                }
                compared += 1
            }
        }
        await client.disconnect()
        #expect(compared >= 60)
    }
}
