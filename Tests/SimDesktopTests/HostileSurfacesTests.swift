import Foundation
import Glibc
import Testing

/// Issue 19, the surfaces added since the last hardening — scene files, dumps, drawing, outputs, lint, what-if —
/// attacked as a user's files and command lines would: one test per class of failure, each through the binary.
@Suite("Hostile scene files, dumps and outputs", .serialized)
struct HostileSurfacesTests {
    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "touchsim-surfaces-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Nested views, each scaled 1000× and rotated, with a vast corner radius; and animations too short to
    /// measure: the numbers that passed the readers but overflowed in drawing and timing.
    static let extremeScenes: [(name: String, yaml: String)] = {
        var nested = "title: deep\nviews:\n"
        var indent = ""
        for level in 0..<20 {
            nested += indent + "  - class: UIButton\n" + indent + "    frame: [10, 10, 100, 100]\n"
                + indent + "    cornerRadius: 100000\n" + indent + "    text: L\(level)\n"
                + indent + "    transform: {rotate: 33.3, scale: 1000}\n"
                + indent + "    recognizers: [{type: tap}]\n" + indent + "    subviews:\n"
            indent += "      "
        }
        nested += indent + "  - {class: UILabel, frame: [0, 0, 10, 10], text: end}\n"
        func animated(_ duration: String, _ options: String, _ change: String) -> String {
            """
            title: anim
            demo:
              - {tap: [100, 100], at: 0.5}
            views:
              - class: UIButton
                frame: [50, 50, 100, 100]
                actions: [{event: touchUpInside, action: "tapped:", log: tapped}]
                animate: {duration: \(duration), options: [\(options)], \(change)}
            """
        }
        return [
            ("nested", nested),
            ("tiny-repeat", animated("5e-324", "repeat, autoreverse", "frame: [0, 0, 1000000, 1000000]")),
            ("tiny-plain", animated("1e-300", "allowUserInteraction", "center: [300, 600]")),
            ("tiny-animator", animated("5e-324", "repeat", "alpha: 0, propertyAnimator: true")),
        ]
    }()

    @Test("numbers finite after the arithmetic: run, lint, why and shot of extreme scenes never trap",
          arguments: extremeScenes.map(\.name))
    func extremeNumbers(name: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/\(name).yaml"
        try write(Self.extremeScenes.first { $0.name == name }!.yaml, scene)
        for arguments in [["run", scene], ["lint", scene], ["why", scene, "--at", "60,60"],
                          ["shot", scene, "--at", "0.7", "--size", "640x360", "--out", folder + "/s.png"]] {
            let result = try runSimDesktop(arguments)
            #expect([0, 1].contains(result.status), "\(arguments): \(result.status) \(result.stderr.suffix(300))")
        }
    }

    @Test("bounded work: 20,001 views, a 10,001-input demo and 1,001 --set are refused at once; a 1 GiB file is not read")
    func boundedWork() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2 KB of YAML that unfolds into 21 × 21 × 50 = 22,050 buttons through aliases.
        let bomb = """
            views:
              - &b {class: UIButton, frame: [0, 0, 10, 10]}
              - &c {class: UIView, frame: [0, 0, 10, 10], subviews: [\(Array(repeating: "*b", count: 21).joined(separator: ", "))]}
              - &d {class: UIView, frame: [0, 0, 10, 10], subviews: [\(Array(repeating: "*c", count: 21).joined(separator: ", "))]}
              - {class: UIView, frame: [0, 0, 10, 10], subviews: [\(Array(repeating: "*d", count: 50).joined(separator: ", "))]}
            """
        try write(bomb, folder + "/bomb.yaml")
        let views = try runSimDesktop(["lint", folder + "/bomb.yaml"])
        #expect(views.status == 2 && views.stderr.contains("more than 20000 views"), "\(views.stderr)")

        let demo = "demo:\n" + String(repeating: "  - {drag: [10, 10], by: [100, 0], steps: 600, at: 1}\n", count: 20)
            + "views:\n  - {class: UIView, frame: [0, 0, 10, 10]}\n"
        try write(demo, folder + "/demo.yaml")
        let inputs = try runSimDesktop(["run", folder + "/demo.yaml"])
        #expect(inputs.status == 2 && inputs.stderr.contains("more than 10000 inputs"), "\(inputs.stderr)")

        let changes = Array(repeating: ["--set", "EView.hidden=true"], count: 1_001).flatMap { $0 }
        let set = try runSimDesktop(["run", "hit-test-order"] + changes)
        #expect(set.status == 2 && set.stderr.contains("1001 changes; at most 1000"), "\(set.stderr)")

        let huge = folder + "/huge.yaml"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 1 << 30) == 0)  // sparse: a GiB that takes no disk
        let started = Date()
        let file = try runSimDesktop(["run", huge])
        #expect(file.status == 2 && file.stderr.contains("is too large for a scene file"), "\(file.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
        let zero = try runSimDesktop(["run", "/dev/zero"])
        #expect(zero.status == 2 && zero.stderr.contains("too large for a view dump"), "\(zero.stderr)")
    }

    @Test("what record writes, replay reads: a demo with a finger down twice is refused where it is, -0 verifies")
    func writtenIsReadable() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let twice = "demo:\n  - {tap: [10, 10], at: 1, duration: 2}\n  - {tap: [20, 20], at: 2}\n"
            + "views:\n  - {class: UIView, frame: [0, 0, 100, 100]}\n"
        try write(twice, folder + "/twice.yaml")
        let refused = try runSimDesktop(["record", folder + "/twice.yaml", "--out", folder + "/t.trace"])
        #expect(refused.status == 2 && refused.stderr.contains("twice.yaml:3:5: at demo[1]: this input cannot be played: "
            + "down for finger 0, which is already down"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.trace"))

        let far = "demo:\n  - {drag: [999990, 10], by: [100, 0]}\nviews:\n  - {class: UIView, frame: [0, 0, 100, 100]}\n"
        try write(far, folder + "/far.yaml")
        let beyond = try runSimDesktop(["record", folder + "/far.yaml", "--out", folder + "/f.trace"])
        #expect(beyond.status == 2 && beyond.stderr.contains("outside -1000000…1000000"), "\(beyond.stderr)")

        let late = try runSimDesktop(["record", "hit-test-order", "--settle", "1000000", "--out", folder + "/l.trace"])
        #expect(late.status == 2 && late.stderr.contains("the session cannot end there"), "\(late.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/l.trace"), "a trace that cannot be read back is removed")

        for change in ["EView.alpha=-0", "EView.hidden=1", "EView.alpha=.5"] {
            let trace = folder + "/s.trace"
            #expect(try runSimDesktop(["record", "hit-test-order", "--set", change, "--out", trace]).status == 0)
            let replay = try runSimDesktop(["replay", trace, "--headless", "--verify"])
            #expect(replay.status == 0, "\(change): \(replay.stdout.suffix(400))")
        }
    }

    @Test("outputs: a pipe nobody reads and /dev/full fail with exit 2; the pipe stays a pipe; nothing is left")
    func outputs() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let trace = folder + "/t.trace"
        #expect(try runSimDesktop(["record", "hit-test-order", "--out", trace]).status == 0)
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        for (arguments, what) in [(["shot", "hit-test-order", "--size", "320x200"], "shot"),
                                  (["export", trace, "--gif"], "gif"), (["export", trace, "--html"], "html"),
                                  (["export", trace, "--text"], "text"), (["record", "hit-test-order"], "record")] {
            let flag = what == "shot" || what == "record" ? ["--out"] : []
            for target in [fifo, "/dev/full"] {
                let result = try runSimDesktop(arguments + flag + [target])
                #expect(result.status == 2, "\(what) → \(target): \(result.status) \(result.stderr)")
            }
            var info = stat()
            #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "\(what) replaced the pipe")
            #expect(lstat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "\(what) replaced /dev/full")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("partial") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test("answers that do not lie: names by one rule, one selector for two senders, escapes shown, empty diffs refused")
    func honestAnswers() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, words) in [("UIButton#2", "expected a name"), ("''", "expected a name"), ("A=B", "expected a name"),
                              ("\"\\e[31mRed\"", "expected a name")] {
            try write("views:\n  - {class: \(name), frame: [0, 0, 10, 10]}\n", folder + "/n.yaml")
            let result = try runSimDesktop(["run", folder + "/n.yaml"])
            #expect(result.status == 2 && result.stderr.contains(words), "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"))
        }
        try write("views:\n  - {class: MyApp.Card, frame: [0, 0, 10, 10]}\n", folder + "/dotted.yaml")
        let dotted = try runSimDesktop(["run", folder + "/dotted.yaml", "--set", "MyApp.Card.hidden=true"])
        #expect(dotted.status == 0, "a dotted class name is targetable: \(dotted.stderr)")
        let selector = """
            demo: [{tap: [80, 120], at: 0.5}, {tap: [280, 120], at: 1.0}]
            views:
              - {class: UIButton, frame: [20, 100, 120, 44], actions: [{event: touchUpInside, action: "tapped:", log: left}]}
              - {class: UIButton, frame: [220, 100, 120, 44], actions: [{event: touchUpInside, action: "tapped:", log: right}]}
              - {class: UILabel, frame: [0, 0, 10, 10], text: x, userInteractionEnabled: true, recognizers: [{type: tap, log: "\\e]0;pwned\\a"}]}
            """
        try write(selector, folder + "/s.yaml")
        let run = try runSimDesktop(["run", folder + "/s.yaml"])
        #expect(run.status == 0 && run.stdout == "left\nright\n", "\(run.stdout)")
        let escaped = try runSimDesktop(["run", folder + "/s.yaml", "--input", "-"],
                                        stdin: #"{"t": 0, "finger": 0, "phase": "down", "x": 5, "y": 5}"# + "\n"
                                            + #"{"t": 0.1, "finger": 0, "phase": "up", "x": 5, "y": 5}"# + "\n")
        #expect(escaped.stdout.contains("\\u{1B}]0;pwned\\u{7}") && !escaped.stdout.contains("\u{1B}"), "\(escaped.stdout)")

        FileManager.default.createFile(atPath: folder + "/empty.trace", contents: Data())
        let trace = folder + "/t.trace"
        #expect(try runSimDesktop(["record", "hit-test-order", "--out", trace]).status == 0)
        let diff = try runSimDesktop(["diff", folder + "/empty.trace", trace])
        #expect(diff.status == 2 && diff.stderr.contains("is empty"), "\(diff.stderr)")
    }

    @Test("a dump that starts below a window: a touch outside it gets no view of the dump (hit null), with the note")
    func dumpBelowAWindow() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dump = "<UITableViewCell: 0x7f01; frame = (0 100; 390 44); layer = <CALayer: 0x1>>\n"
            + "   | <UITableViewCellContentView: 0x7f02; frame = (0 0; 390 44); layer = <CALayer: 0x2>>\n"
        try write(dump, folder + "/cell.txt")
        let outside = try runSimDesktop(["why", folder + "/cell.txt", "--at", "100,400"])
        #expect(outside.status == 0 && outside.stdout.contains("the point is outside the dump's views"), "\(outside.stdout)")
        let inside = try runSimDesktop(["why", folder + "/cell.txt", "--at", "100,120"])
        #expect(!inside.stdout.contains("outside the dump's views"), "\(inside.stdout)")
        #expect(outside.stdout.contains("No view gets the touch.") && !outside.stdout.contains("goes to UIWindow"))
        let json = try runSimDesktop(["why", folder + "/cell.txt", "--at", "100,400", "--json"])
        #expect(json.status == 0 && json.stdout.contains("\"hit\" : null") && json.stdout.contains("outside the dump"), "\(json.stdout)")
    }

    @Test("lint: a zero-height view with a recognizer is unreachable; 5,000 buttons lint in bounded memory")
    func lintBounds() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("""
            views:
              - class: UITableViewCell
                frame: [0, 100, 390, 0]
                recognizers: [{type: tap}]
            """, folder + "/zero.yaml")
        let zero = try runSimDesktop(["lint", folder + "/zero.yaml"])
        #expect(zero.status == 1 && zero.stdout.contains("It is 390 × 0 pt: no point is inside it"), "\(zero.stdout)")
        // A dump's zero-height cell that clips holds a button no touch can reach: reported, not skipped as unseen.
        try write("""
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UITableViewCell: 0x7f01; frame = (0 100; 390 0); clipsToBounds = YES; layer = <CALayer: 0x12>>
               |    | <UITableViewCellContentView: 0x7f02; frame = (0 0; 390 0); layer = <CALayer: 0x13>>
               |    |    | <UIButton: 0x7f03; frame = (10 0; 100 44); opaque = NO; layer = <CALayer: 0x14>>
            """, folder + "/cell.txt")
        let cell = try runSimDesktop(["lint", folder + "/cell.txt"])
        #expect(cell.status == 1 && cell.stdout.contains("zero-size-ancestor: UITableViewCell 0x7f01: It is 390 × 0 pt and clips")
                    && cell.stdout.contains("UIButton 0x7f03 inside it"), "\(cell.stdout)")

        var dump = ["<UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x1>>"]
        for i in 0..<5_000 {
            dump.append("   | <UIButton: 0x\(String(0x10000 + i, radix: 16)); frame = (\(i % 10 * 39) \(i / 10 % 21 * 40); "
                + "30 30); layer = <CALayer: 0x2>>")
        }
        try write(dump.joined(separator: "\n") + "\n", folder + "/buttons.txt")
        let lint = try runSimDesktop(["lint", folder + "/buttons.txt"])
        #expect(lint.status == 1 && lint.stdout.contains("findings give no reason"), "\(lint.stdout.suffix(500))")
        // The largest of this process's children so far, this lint among them (it took 1.7 GB before).
        var usage = rusage()
        #expect(getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 && usage.ru_maxrss < 1 << 20, "\(usage.ru_maxrss) KB")
    }

    @Test("relations that are not linear: 2,400 recognizers each requiring the next, and 1,000 pasted ones chained by must-fail, are answered (they ran past 60 s)",
          .timeLimit(.minutes(10)))
    func chainedRequirements() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chain = (0..<2_400).map { n in "      - {type: tap, name: r\(n)" + (n < 2_399 ? ", requireToFail: r\(n + 1)}" : "}") }
        try write("views:\n  - class: UIView\n    frame: [0, 0, 390, 844]\n    recognizers:\n" + chain.joined(separator: "\n") + "\n",
                  folder + "/chain.yaml")
        let scene = try runSimDesktop(["why", folder + "/chain.yaml", "--at", "100,100", "--recognizer", "r2399"])
        #expect(scene.status == 0 && scene.stdout.contains("r2399"), "\(scene.stderr)")
        var dump = ["<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>",
                    "   | <UIView: 0x3; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>"]
        for n in 0..<1_000 {
            let next = n < 999 ? "; must-fail = { <UITapGestureRecognizer: 0x\(String(0x10000 + n + 1, radix: 16)); state = Possible; view = <UIView 0x3>> }" : ""
            dump.append("<UITapGestureRecognizer: 0x\(String(0x10000 + n, radix: 16)) (t\(n)); state = Possible; view = <UIView 0x3>; "
                + "target= <(action=tap\(n):, target=<MyApp.VC 0x9>)>\(next)>")
        }
        try write(dump.joined(separator: "\n") + "\n", folder + "/pasted.txt")
        let pasted = try runSimDesktop(["why", folder + "/pasted.txt", "--at", "100,100"])
        #expect(pasted.status == 0 && pasted.stdout.contains("The touch goes to UIView 0x3"), "\(pasted.stderr)")
    }

    @Test("shot --step visit:10000 through a tap that visits every one of 10,000 views: names and the arena are not made again at each step",
          .timeLimit(.minutes(10)))
    func steppingAHugePass() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let views = (0..<10_000).map { n in
            "   | <UIView: 0x\(String(0x100000 + n, radix: 16)); frame = (0 0; 1 1); layer = <CALayer: 0x\(String(0x200000 + n, radix: 16))>>"
        }
        try write((["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"] + views).joined(separator: "\n") + "\n",
                  folder + "/views.txt")
        try write(#"{"t": 0, "finger": 0, "phase": "down", "x": 300, "y": 700}"# + "\n"
                    + #"{"t": 0.05, "finger": 0, "phase": "up", "x": 300, "y": 700}"# + "\n", folder + "/tap.jsonl")
        let shot = try runSimDesktop(["shot", folder + "/views.txt", "--input", folder + "/tap.jsonl", "--step", "visit:10000",
                                      "--size", "640x360", "--out", folder + "/s.png"])
        #expect(shot.status == 0, "\(shot.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/s.png"))
    }

    @Test("a dump 2,000 levels deep (10 MB of indentation) is read once, not once a place in each line (it ran past 60 s at 50 MB)",
          .timeLimit(.minutes(10)))
    func deepDump() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines = ["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"]
        for depth in 1...2_000 {
            lines.append(String(repeating: "   | ", count: depth)
                + "<UIView: 0x\(String(0x100000 + depth, radix: 16)); frame = (0 0; 390 844); layer = <CALayer: 0x3>>")
        }
        try write(lines.joined(separator: "\n") + "\n", folder + "/deep.txt")
        let why = try runSimDesktop(["why", folder + "/deep.txt", "--at", "100,100"])
        #expect(why.status == 0 && why.stdout.contains("The touch goes to UIView"), "\(why.stderr.prefix(300))")
    }
}

