import Foundation


/// A page in a real browser — Debian's headless Chromium — driven through the DevTools protocol: evaluate
/// script, and touch the screen with one or more fingers (`Input.dispatchTouchEvent`, which the page receives as
/// Pointer Events, one pointer a finger).
final class DevToolsPage {
    static let browser = "/usr/bin/chromium-headless-shell"
    /// The program Debian's script starts: run directly, so stopping it stops the browser, not only the script.
    static let program = "/usr/lib/chromium/chromium-headless-shell"
    private let process = Process()
    private var socket: TestSocket!
    private var nextID = 0
    /// The page's session, once attached (commands before it go to the browser).
    private var session: String?

    /// Opens `url` in a new headless browser, 1280×900.
    init(url: String) async throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        process.executableURL = URL(fileURLWithPath: Self.program)
        process.arguments = ["--no-sandbox", "--disable-gpu", "--remote-debugging-port=0", "--remote-allow-origins=*", "--window-size=1280,900",
                             "--user-data-dir=\(profile.path)", url]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/…": the browser's socket.
        var text = ""
        while !text.contains("DevTools listening on ws://"), !text.hasSuffix("\n\n") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let start = text.range(of: "DevTools listening on ")?.upperBound else {
            throw DevToolsError("the browser printed no DevTools address: \(text.prefix(400))")
        }
        socket = TestSocket(String(text[start...].prefix { !$0.isWhitespace }))
        // The page's target, attached to with a session of its own (flat: the session's id in each command).
        var target: String?
        for _ in 0..<100 where target == nil {
            let targets = try await call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
            target = targets.first { $0["type"] as? String == "page" }?["targetId"] as? String
            if target == nil { try await Task.sleep(for: .milliseconds(100)) }
        }
        guard let target else { throw DevToolsError("the browser listed no page") }
        session = try await call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String
        _ = try await call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
    }

    /// Sends a DevTools command and waits for its answer.
    func call(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var command: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { command["sessionId"] = session }
        socket.send(command)
        while let message = await socket.next(within: 20) {
            guard message["id"] as? Int == id else { continue }
            if let error = message["error"] { throw DevToolsError("\(method): \(error)") }
            return message["result"] as? [String: Any] ?? [:]
        }
        throw DevToolsError("\(method): no answer")
    }

    /// The value of a JavaScript expression (JSON-able).
    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true (up to `seconds`).
    func wait(for expression: String, seconds: Double = 20) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try await evaluate(expression) as? Bool == true { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    /// Touches: `kind` touchStart, touchMove or touchEnd, with the fingers down at these page points.
    func touch(_ kind: String, _ points: [(id: Int, x: Double, y: Double)]) async throws {
        _ = try await call("Input.dispatchTouchEvent", [
            "type": kind, "touchPoints": points.map { ["x": $0.x, "y": $0.y, "id": $0.id] },
        ])
    }

    /// Shows the page as a screen of `width` × `height` CSS pixels at `scale` device pixels each (a phone's: 390 ×
    /// 844 at 3, mobile), as Chromium's device mode does; the page gets a resize.
    func viewport(width: Int, height: Int, scale: Double = 1, mobile: Bool = false) async throws {
        _ = try await call("Emulation.setDeviceMetricsOverride",
                           ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile])
    }

    /// The page as a PNG at `path` (to look at what a student sees).
    func screenshot(to path: String) async throws {
        let result = try await call("Page.captureScreenshot", ["format": "png"])
        if let data = (result["data"] as? String).flatMap({ Data(base64Encoded: $0) }) {
            try data.write(to: URL(fileURLWithPath: path))
        }
    }

    func close() {
        socket.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

struct DevToolsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
