import Foundation
import Testing

/// Runs the built `sim-desktop` binary, as a user does.
func runSimDesktop(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil)
    throws -> (status: Int32, stdout: String, stderr: String)
{
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let binary = directory.appendingPathComponent("sim-desktop")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let environment { process.environment = environment }
    let (out, err, input) = (Pipe(), Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
}

@Suite("The command line", .serialized)
struct CommandLineTests {
    @Test func listPrintsEveryExample() async throws {
        let result = await runInProcess(["list"])
        #expect(result.status == 0)
        for id in ["hit-test-order", "hit-test-overlap", "responder-chain", "router-event", "raised-tab-bar"] {
            #expect(result.stdout.contains(id))
        }
    }

    @Test func runPrintsTheExamplesLines() async throws {
        let result = await runInProcess(["run", "responder-chain"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("IFXView3\n-IFXView2\n"))
        #expect(result.stdout.contains("IFXResponderChainVC touchesEnded"))
    }

    @Test func runPlaysAScriptFromStandardInputWithTheWholeLog() throws {
        let script = """
            {"t": 0, "finger": 0, "phase": "down", "x": 280, "y": 215}
            {"t": 0.1, "finger": 0, "phase": "up", "x": 280, "y": 215}
            """
        let result = try runSimDesktop(["run", "hit-test-order", "--input", "-", "--log", "--timed"], stdin: script)
        #expect(result.status == 0)
        #expect(result.stdout.contains("-[EView touchesBegan:withEvent:]"))
        #expect(result.stdout.contains("0.100000 #"))
    }

    @Test("a bad script line stops the run with its line number and exit code 2")
    func badScript() throws {
        let script = """
            {"t": 0, "finger": 0, "phase": "down", "x": 280, "y": 215}
            {"t": 0.1, "finger": 1, "phase": "move", "x": 280, "y": 215}
            """
        let result = try runSimDesktop(["run", "hit-test-order", "--input", "-"], stdin: script)
        #expect(result.status == 2)
        #expect(result.stderr.contains("line 2: move for finger 1 before its down"))
    }

    @Test("--skip-bad reports the line and goes on")
    func skipBad() throws {
        let script = """
            {"t": 0, "finger": 0, "phase": "down", "x": 280, "y": 215}
            this is not json
            {"t": 0.1, "finger": 0, "phase": "up", "x": 280, "y": 215}
            """
        let result = try runSimDesktop(["run", "hit-test-order", "--input", "-", "--skip-bad", "--log"], stdin: script)
        #expect(result.status == 0)
        #expect(result.stderr.contains("line 2: not a JSON object"))
        #expect(result.stdout.contains("-[EView touchesBegan:withEvent:]"))
    }

    @Test("an unknown example id exits 2 and lists the valid ones")
    func unknownExample() async throws {
        let result = await runInProcess(["run", "no-such-example"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("hit-test-order"))
    }

    @Test("the window without a display exits 2 and names `shot` and `run`")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        let result = try runSimDesktop(["hit-test-order"], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("sim-desktop run"))
        #expect(result.stderr.contains("sim-desktop shot"))
    }
}
