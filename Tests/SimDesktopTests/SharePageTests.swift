import Foundation
import Testing

/// `export TRACE --html`: the page opens from a `file:` URL in headless Chromium (Debian's
/// chromium-headless-shell, which scripts/install-deps.sh installs), steps to the hit view and shows its name and
/// the reasons, with no console error; a trace that does not verify, or a bad output path, writes nothing.
@Suite("The shared web page", .serialized)
struct SharePageTests {
    private static let browser = "/usr/bin/chromium-headless-shell"

    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The page's DOM after its script ran with `hash`, and what the browser printed on standard error.
    private func load(_ page: String, hash: String) throws -> (dom: String, console: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.browser)
        process.arguments = ["--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                             "--virtual-time-budget=3000", "--dump-dom", "file://\(page)#\(hash)"]
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let console = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (dom, console)
    }

    @Test("stepped to the hit view in a browser: EView, the reasons, the chain, no console error")
    func steppedInABrowser() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.browser),
                     "the page test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("s.trace.zst").path
        let page = directory.appendingPathComponent("s.html").path
        #expect(await runInProcess(["record", "hit-test-order", "--out", trace]).status == 0)
        let export = await runInProcess(["export", trace, "--html", page])
        #expect(export.status == 0, "\(export.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "nothing is fetched")

        let (dom, console) = try load(page, hash: "visit=6")
        #expect(dom.contains("6. EView<span class=\"reason\"> being asked"), "\(dom.suffix(2000))")
        #expect(dom.contains("5. FView") && dom.contains("outside: pointInside NO"))
        #expect(dom.contains("[hit-test] asking EView: hitTest(_:with:)"), "the window's sentence, not the log's line")
        let errors = console.components(separatedBy: "\n").filter {
            $0.contains("Uncaught") || ($0.contains(":CONSOLE") && $0.contains("ERROR"))
        }
        #expect(errors.isEmpty, "\(errors)")

        let (end, _) = try load(page, hash: "record=100000")
        #expect(end.contains("6. EView<span class=\"reason\"> the hit view"), "\(end.suffix(2000))")
        #expect(end.contains("1. EView") && end.contains("UIViewController"), "the chain, once hit-testing is over")
    }

    @Test("the gesture arena in a browser: a double tap's lanes, the single tap waiting, the winner first with why's sentence")
    func arenaInABrowser() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.browser),
                     "the page test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("d.trace").path, page = directory.appendingPathComponent("d.html").path
        #expect(await runInProcess(["record", "double-tap", "--out", trace]).status == 0)
        #expect(await runInProcess(["export", trace, "--html", page]).status == 0)
        let (end, console) = try load(page, hash: "record=100000")
        let arena = try #require(end.range(of: "<div id=\"arena\">").map { String(end[$0.upperBound...]) })
        #expect(arena.hasPrefix("<div class=\"arena-row\"><div class=\"won\">wins: double</div>"), "\(arena.prefix(600))")
        #expect(arena.contains("double recognized and sent its action"))
        #expect(arena.contains("Requires double to fail. single failed: it requires double to fail (require(toFail:)), and double recognized"))
        #expect(arena.contains("class=\"thin\" title=\"possible, waiting"), "the single tap's wait")
        #expect(!console.contains("Uncaught"))
        // Mid-gesture, the sentences wait for its end.
        let (middle, _) = try load(page, hash: "record=80")
        #expect(middle.contains("the gesture goes on"), "\(middle.suffix(1500))")
    }

    @Test("an exercise's 'try the variant' on a page: the recording's touches played in each other variant, a button each, #variant= opens one")
    func variantsOnThePage() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.browser),
                     "the page test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("v.trace").path, page = directory.appendingPathComponent("v.html").path
        #expect(await runInProcess(["record", "button-vs-parent-tap", "--out", trace]).status == 0)
        let export = await runInProcess(["export", trace, "--html", page])
        #expect(export.stdout.contains("it offers the touches played in 1 other variant too"), "\(export.stdout)")
        // Recorded: the button's action alone; in the variant whose tap does not cancel touches, both fire.
        // (The log list only: the page's data, in the DOM too, holds every variant's.)
        func log(_ dom: String) -> String {
            guard let start = dom.range(of: "<ul id=\"log\">")?.upperBound,
                  let end = dom.range(of: "</ul>", range: start..<dom.endIndex)?.lowerBound else { return "" }
            return String(dom[start..<end])
        }
        let (recorded, console) = try load(page, hash: "record=100000")
        #expect(log(recorded).contains("button tapped") && !log(recorded).contains("gesture fired"), "\(log(recorded))")
        #expect(recorded.contains("<button class=\"on\">default (recorded)</button><button>cancels-touches-off</button>"),
                "\(recorded.suffix(3000))")
        #expect(!console.contains("Uncaught"))
        let (variant, _) = try load(page, hash: "variant=cancels-touches-off&record=100000")
        #expect(log(variant).contains("button tapped") && log(variant).contains("gesture fired"), "\(log(variant))")
        #expect(variant.contains("<button class=\"on\">cancels-touches-off</button>"))
        #expect(variant.contains("played again in the variant cancels-touches-off: what it would have done"))
    }

    @Test("an animation between inputs is in the page: the view drawn where it moves, hit-tested where it ends")
    func animation() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("a.trace").path, page = directory.appendingPathComponent("a.html").path
        #expect(await runInProcess(["record", "animated-hit-test", "--out", trace]).status == 0)
        #expect(await runInProcess(["export", trace, "--html", page]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let start = try #require(html.range(of: "<script id=\"page-data\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let snapshots = try #require(data["snapshots"] as? [[String: Any]])
        #expect(snapshots.count > 100, "30 a second while the button crosses the screen")
        let moving = snapshots.filter { ($0["views"] as? [[String: Any]])?.contains { $0["shown"] != nil } == true }
        #expect(moving.count > 100)
    }

    @Test("a title, summary and log line holding <!--, <script> and </script> show as text and the page still runs")
    func markupInTheData() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.browser),
                     "the page test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("s.yaml").path
        try """
            title: "<!--<script>alert(1)</script>"
            summary: "x <!-- y"
            demo: [{tap: [60, 60], at: 0.5}]
            views:
              - {class: UIButton, frame: [10, 10, 100, 100], actions: [{event: touchUpInside, action: "t:", log: "<!--</script>"}]}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let trace = directory.appendingPathComponent("s.trace").path
        let page = directory.appendingPathComponent("s.html").path
        #expect(await runInProcess(["record", scene, "--out", trace]).status == 0)
        #expect(await runInProcess(["export", trace, "--html", page]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let data = try #require(html.range(of: "<script id=\"page-data\"").map { html[$0.upperBound...] })
        #expect(!data.prefix(while: { $0 != "\n" }).dropFirst(30).contains("<!--"), "no comment opens in the data")
        let (dom, _) = try load(page, hash: "record=100000")
        #expect(dom.contains("the hit view"), "the script ran: \(dom.suffix(1500))")
        #expect(dom.contains("&lt;!--&lt;/script&gt;"), "the log line shows as text")
    }

    @Test("the demo page in docs/traces is what export makes of its trace now, byte for byte")
    func demoPageIsCurrent() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/traces")
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("p.html").path
        let trace = root.appendingPathComponent("hit-test-order.trace").path
        #expect(await runInProcess(["export", trace, "--html", page]).status == 0)
        let committed = try Data(contentsOf: root.appendingPathComponent("hit-test-order.html"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == committed,
                "regenerate it: sim-desktop export docs/traces/hit-test-order.trace --html docs/traces/hit-test-order.html")
    }

    @Test("a trace that does not verify, a cut one, the input as output, a directory: exit 2 and no page")
    func refusals() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("s.trace").path
        #expect(await runInProcess(["record", "hit-test-order", "--out", trace]).status == 0)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let tampered = directory.appendingPathComponent("tampered.trace").path
        try text.replacingOccurrences(of: "-[EView touchesBegan:withEvent:]", with: "-[DView touchesBegan:withEvent:]")
            .write(toFile: tampered, atomically: true, encoding: .utf8)
        let cut = directory.appendingPathComponent("cut.trace").path
        try text.components(separatedBy: "\n").prefix(20).joined(separator: "\n").write(toFile: cut, atomically: true, encoding: .utf8)
        let page = directory.appendingPathComponent("p.html").path
        for input in [tampered, cut] {
            let result = await runInProcess(["export", input, "--html", page])
            #expect(result.status == 2, "\(input): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: page), "no page for \(input)")
        }
        #expect(await runInProcess(["export", trace, "--html", trace]).stderr.contains("that is the input"))
        #expect(await runInProcess(["export", trace, "--html", directory.path]).stderr.contains("is a directory"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".partial") }
        #expect(leftovers.isEmpty)
    }
}
