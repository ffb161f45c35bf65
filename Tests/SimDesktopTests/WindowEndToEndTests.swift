import Diagnosis
import Examples
import Foundation
import Testing

@testable import Desktop
@testable import Session

/// The built program in a real X window (Xvfb), clicked with xdotool as a user clicks: the click must reach
/// view E and the log line must appear on standard output.
///
/// The test starts `xvfb-run -a sh -c SCRIPT`; the script starts the app, waits for its window
/// (`xdotool search --sync`), writes the window's size to a file and waits for the test to answer with the
/// point to click, which the test computes by laying the window out with the app's own code at that size.
/// Skipped, saying so, when xvfb-run or xdotool is not installed.
@Suite(.serialized)
struct WindowEndToEndTests {
    static let tools = ["xvfb-run", "xdotool", "xauth"]
    static let missingTools = tools.filter { tool in
        !(ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(tool)")
        }
    }

    @Test(.enabled(if: missingTools.isEmpty, "needs \(missingTools.joined(separator: ", ")) (make deps installs them)"),
          .timeLimit(.minutes(10)))
    func aClickInTheWindowReachesViewE() async throws {
        let directory = NSTemporaryDirectory() + "touchsim-e2e-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sim-desktop").path
        let script = """
            set -u
            "$BIN" hit-test-order --exit-after 280 > "$DIR/out" 2> "$DIR/err" &  # long enough for a click under load
            app=$!
            wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^touchsim' | head -n 1)
            [ -n "$wid" ] || { echo "no window" >&2; kill $app; exit 3; }
            eval "$(xdotool getwindowgeometry --shell "$wid")"
            echo "$WIDTH $HEIGHT" > "$DIR/geometry"
            for i in $(seq 2400); do [ -s "$DIR/click" ] && break; sleep 0.1; done  # the test may be slow under load
            read x y < "$DIR/click"
            xdotool mousemove --window "$wid" "$x" "$y" click 1
            for i in $(seq 100); do grep -q 'EView touchesBegan' "$DIR/out" && break; sleep 0.1; done
            kill $app; wait $app
            exit 0
            """
        let (process, errors) = try startUnderXvfb(script, ["BIN": binary, "DIR": directory])

        let size = try await waitForGeometry(at: directory + "/geometry", while: process)
        let point = try await clickPoint(forWindowOf: size)
        try "\(Int(point.x)) \(Int(point.y))\n".write(toFile: directory + "/click", atomically: true, encoding: .utf8)
        process.waitUntilExit()

        let out = (try? String(contentsOfFile: directory + "/out", encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? ""
        let wrapper = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "xvfb-run: \(wrapper)\napp: \(err)")
        #expect(out.contains("# input finger 0 down"), "stdout: \(out.prefix(2000))")
        #expect(out.contains("-[EView touchesBegan:withEvent:]"), "stdout: \(out.prefix(2000))\nstderr: \(err)")
    }

    @Test("the live window resized to 200×200, 40×40 and back draws on, without trapping",
          .enabled(if: missingTools.isEmpty, "needs \(missingTools.joined(separator: ", ")) (make deps installs them)"),
          .timeLimit(.minutes(10)))
    func resizingTheWindowToTinySizes() throws {
        let directory = NSTemporaryDirectory() + "touchsim-resize-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sim-desktop").path
        // The replay's timeline is the tightest layout: a trace is replayed while the window shrinks.
        let trace = directory + "/t.trace"
        #expect(try runSimDesktop(["record", "double-tap", "--out", trace]).status == 0)
        let script = """
            set -u
            "$BIN" replay "$TRACE" --exit-after 60 > /dev/null 2> "$DIR/err" &
            app=$!
            wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^touchsim' | head -n 1)
            [ -n "$wid" ] || { echo "no window" >&2; kill $app; exit 3; }
            for size in "200 200" "40 40" "1 1" "1200 800"; do
                xdotool windowsize "$wid" $size
                sleep 1
                kill -0 $app 2> /dev/null || { echo "the app died at $size" >&2; exit 4; }
            done
            kill $app; wait $app
            exit 0
            """
        let (process, errors) = try startUnderXvfb(script, ["BIN": binary, "DIR": directory, "TRACE": trace])
        process.waitUntilExit()
        let wrapper = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = (try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "xvfb-run: \(wrapper)\napp: \(err)")
    }

    /// Starts `sh -c script` in a fresh X server (a real window, no SDL dummy driver), with `variables` set; its
    /// standard error is the returned pipe.
    private func startUnderXvfb(_ script: String, _ variables: [String: String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", "-c", script]
        var environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return (process, errors)
    }

    /// The window's size, once the script has written it.
    private func waitForGeometry(at path: String, while process: Process) async throws -> CGSize {
        for _ in 0..<400 {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
                if numbers.count == 2 { return CGSize(width: numbers[0], height: numbers[1]) }
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WindowNotFound()
    }

    /// Where view E is in a window of `size` (Xvfb: one pixel per window coordinate), laid out by the app's code.
    @MainActor
    private func clickPoint(forWindowOf size: CGSize) throws -> CGPoint {
        let context = try RenderContext.offscreen(width: Int(size.width), height: Int(size.height))
        let example = try #require(Gallery.example(id: "hit-test-order"))
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        let layout = FrameComposer(context: context).draw(bench).layout
        return layout.viewport.pixel(of: HitTestOrderScene.pointInE)
    }

    struct WindowNotFound: Error {}
}
