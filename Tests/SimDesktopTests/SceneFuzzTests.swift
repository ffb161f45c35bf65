import Diagnosis
import Dispatcher
import Examples
import Foundation
import Fuzzing
import Glibc
import Scenes
import Testing
@_spi(Engine) import ViewModel
@testable import Desktop
@testable import Session

/// Issue 19's fuzz target: mutants of the shipped scene files and dumps, of every gallery example's capture, and of
/// one seed per class of hostile input found, each read and — when it still reads — run (its demo), asked `why`, linted and drawn, in process,
/// as `run`, `why`, `lint` and `shot` do. Nothing may trap; every mutant takes bounded time; the process never
/// holds more than 1 GB. Deterministic (SplitMix): a failing mutant is made again from its number.
/// `make test` runs `defaultIterations`; `TOUCHSIM_SCENE_FUZZ_ITERATIONS=20000 swift test --filter SceneFuzzTests`
/// is the long run.
@Suite("Fuzz: mutated scene files and dumps through run, why, lint and shot")
@MainActor
struct SceneFuzzTests {
    static let defaultIterations = 300
    /// The longest any one mutant may take, all four commands together, in seconds (a debug build).
    static let mutantTimeLimit: Double = 60

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let hostileSeeds: [String] = HostileSurfacesTests.extremeScenes.map(\.yaml) + [
        "views:\n  - &a {class: UIView, frame: [0, 0, 1e6, 1e-6], transform: {scale: 1000, rotate: 45}, subviews: [*a]}\n",
        "views:\n  - {class: UIView, frame: [0, 0, 390, 0], recognizers: [{type: pan, name: p, requireToFail: [p]}]}\n",
        "<UIView: 0x1; frame = (0 0; 1e+06 1e-06); transform = [1e-300, 0, 0, 1e-300, 0, 0]; layer = <CALayer: 0x2>>\n",
        "<UITableViewCell: 0x1; frame = (0 0; 390 0); layer = <CALayer: 0x2>>\n   | <UIButton: 0x3; frame = (0 0; 44 44)>\n",
        // Attack run 2: transforms nearly singular, nested (Foundation's rectangle arithmetic trapped on them).
        "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
            + "   | <UIView: 0x3; frame = (0 0; 300 300); transform = [1e-150, 0, 0, 1e-150, 5, 5]; layer = <CALayer: 0x4>>\n"
            + "   |    | <UIView: 0x5; frame = (0 0; 300 300); transform = [1e-150, 0, 0, 1e-150, 5, 5]; layer = <CALayer: 0x6>>\n"
            + "   |    |    | <UIButton: 0x7; frame = (0 0; 44 44); transform = [1e-150, 0, 0, 1e-150, 5, 5]; layer = <CALayer: 0x8>>\n",
        // Pasted recognizers chained by must-fail, and a variant that changes a relation's recognizer.
        "<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>\n"
            + "   | <UIView: 0x3; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>\n"
            + "<UITapGestureRecognizer: 0xa1 (a); state = Possible; view = <UIView 0x3>; target= <(action=a:, target=<VC 0x9>)>; "
            + "must-fail = { <UITapGestureRecognizer: 0xa2; state = Possible; view = <UIView 0x3>> }>\n"
            + "<UITapGestureRecognizer: 0xa2 (b); state = Possible; view = <UIView 0x3>; numberOfTapsRequired = 2>\n",
        "views:\n  - {class: UIView, frame: [0, 0, 390, 844], recognizers: [{type: tap, name: a}, {type: tap, name: b, requireToFail: a}]}\n"
            + "variants:\n  fix: [\"a.isEnabled=false\", \"b.cancelsTouchesInView=false\"]\n",
        // The value controls, scroll physics, tabs and popovers of issue 37, each key at an edge of its range.
        "views:\n  - {class: UIStepper, frame: [0, 0, 94, 32], minimumValue: -1e9, maximumValue: 1e9, value: 0, stepValue: 1e9, wraps: true}\n"
            + "  - {class: UIPageControl, frame: [0, 100, 390, 26], numberOfPages: 1000, currentPage: 999}\n"
            + "  - {class: UISegmentedControl, frame: [0, 200, 1e6, 32], segments: [a, b, c], selectedSegmentIndex: 2, momentary: true}\n"
            + "  - {class: UITextField, frame: [0, 300, 300, 44], text: x, clearButtonMode: always}\n"
            + "  - {class: UIScrollView, frame: [0, 400, 390, 400], contentSize: [0, 0], bounces: true, alwaysBounceVertical: true, "
            + "decelerationRate: 0.999999, keyboardDismissMode: interactive, refreshControl: {action: \"r:\"}}\n",
        "tabs:\n  selectedIndex: 1\n  tabBar: {class: MyTabBar, frame: [0, 0, 390, 83], hitArea: {insets: [-1e4, 0, 0, 0]}}\n"
            + "  items: [{title: A, views: []}, {title: B, navigation: {stack: [{views: []}]}}]\n"
            + "present: {style: popover, popover: {source: [-1e5, 1e5, 0, 0], size: [1e5, 1e5], adaptivePresentationStyle: none}, views: []}\n",
        // Bar content, text views with links and context menus, the rest of issue 37.
        "navigation:\n  stack:\n    - title: A\n      titleView: {class: UIView, frame: [0, 0, 1e5, 1e5]}\n"
            + "      rightItems: [{customView: {class: UIButton, frame: [0, 0, 0, 0], image: {size: [1e4, 0]}, contentEdgeInsets: [-1e4, 1e4, 0, 0]}}]\n"
            + "      leftItems: [{title: Edit, action: \"e:\"}, flexibleSpace, {fixedSpace: 1e5}]\n"
            + "      views:\n        - {class: UITextView, frame: [0, 100, 390, 31], editable: false, dataDetectorTypes: [all], "
            + "text: \"www.a 1234567 https://b\"}\n"
            + "        - {class: UIView, frame: [0, 200, 390, 100], contextMenu: {displayLog: m, actions: [{title: A, destructive: true}]}}\n",
    ]

    static let tokens = [
        "1e308", "-0", "5e-324", "1e-300", "NaN", ".inf", "-.inf", "999999999999", "[[[[", "{", "}", "&x", "*x",
        "\n  - ", "\n    subviews:\n      - ", "\u{1B}[31m", "<!--", "| ", "; transform = [", "0x", "'", "\"",
        "frame: [0, 0, 1000000, 1000000]", "scale: 1000", "duration: 5e-324", "options: [repeat, autoreverse]",
    ]

    /// Every seed, and whether it is a dump (else a scene file).
    static func seeds() throws -> [(bytes: [UInt8], isDump: Bool)] {
        var seeds: [(bytes: [UInt8], isDump: Bool)] = []
        for folder in ["docs/scenes", "docs/dumps", "docs/captures"] {
            let directory = repository.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where folder != "docs/captures" || name.hasSuffix(".yaml") {
                seeds.append((Array(try Data(contentsOf: directory.appendingPathComponent(name))), folder == "docs/dumps"))
            }
        }
        // Captures in TouchCapture's own dialect (its marks, `# Left out` lines, flags a capture writes), one per
        // gallery example, beside the sample app's.
        let captures = try Gallery.all.map { (Array(try CaptureRoundTrip($0).sceneText.utf8), false) }
        return seeds + captures + hostileSeeds.map { (Array($0.utf8), $0.hasPrefix("<")) }
    }

    /// The mutant as an example, read as its seed was (a scene file or a dump); nil when it does not read.
    static func example(_ bytes: [UInt8], isDump: Bool) -> Example? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard isDump else { return try? SceneFile.example(text: text, id: "fuzz.yaml") }
        let dump = DumpParser.parse(text)
        return dump.nodes.isEmpty ? nil : DumpScene.example(dump, id: "fuzz.txt")
    }

    @Test("mutants never trap, hang or hold a gigabyte through run, why, lint and shot")
    func fuzz() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["TOUCHSIM_SCENE_FUZZ_ITERATIONS"] ?? "")
            ?? Self.defaultIterations
        let seeds = try Self.seeds()
        let mutator = ByteMutator(seeds: seeds.map(\.bytes), tokens: Self.tokens)
        var rng = SplitMix(seed: 0x7363_656E_6521)
        var outcomes = (read: 0, refused: 0, slowest: 0.0, slowestIteration: -1)
        let context = try RenderContext.offscreen(width: 320, height: 240)
        let composer = FrameComposer(context: context)
        for iteration in 0..<iterations {
            let seed = seeds[Int(rng.next() % UInt64(seeds.count))]
            let mutant = mutator.mutate(seed.bytes, &rng)
            let started = Date()
            guard let example = Self.example(mutant, isDump: seed.isDump) else {
                outcomes.refused += 1
                continue
            }
            outcomes.read += 1
            // run
            let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
            bench.play(example.demoInput, until: (example.demoInput.last?.t ?? 0) + 1)
            // shot
            composer.draw(bench)
            // why, at a point drawn from the run
            let sim = Simulator()
            example.build(in: sim, variant: nil)
            let point = CGPoint(x: rng.unit() * 420 - 15, y: rng.unit() * 880 - 15)
            let question = TouchQuestion(in: sim, at: point)
            let answer = question.ask(in: sim, settle: 0.5)
            for entry in question.names.entries.prefix(3) { _ = answer.verdict(for: entry.view).sentence }
            // lint
            _ = TouchLint(example: example, variant: nil).run().text
            let seconds = Date().timeIntervalSince(started)
            if seconds > outcomes.slowest { (outcomes.slowest, outcomes.slowestIteration) = (seconds, iteration) }
        }
        #expect(outcomes.read > 0 && outcomes.refused > 0, "\(outcomes)")
        #expect(outcomes.slowest < Self.mutantTimeLimit, "mutant \(outcomes.slowestIteration) took \(outcomes.slowest) s")
        #expect(Self.peakMemoryKB() < 1 << 20, "the process held \(Self.peakMemoryKB()) KB")
        print("scene fuzz: \(iterations) mutants, \(outcomes.read) read, \(outcomes.refused) refused, "
            + "slowest \(String(format: "%.2f", outcomes.slowest)) s (#\(outcomes.slowestIteration)), "
            + "peak \(Self.peakMemoryKB() / 1024) MB")
    }

    /// The most memory this process has held (VmHWM).
    static func peakMemoryKB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
