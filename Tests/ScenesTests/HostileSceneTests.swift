import Diagnosis
import Dispatcher
import Examples
import Foundation
import Glibc
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes
@testable import Session

/// Issue 19, scene files and dumps: names by one rule, views and demo inputs bounded however a file unfolds, a
/// demo refused where it could not be recorded, and a window's scene rewritten fifty ways while it is shown.
@Suite @MainActor
struct HostileSceneTests {
    private func error(_ text: String) -> String {
        do {
            _ = try SceneReader.read(text, file: "s.yaml")
            return ""
        } catch {
            return error.description
        }
    }

    @Test("a class or recognizer name is letters, digits, _, . and $: numbered, empty, '=' and escapes are refused",
          arguments: ["UIButton#2", "''", "A=B", "\"\\e[31mRed\"", "9Lives", "a b"])
    func names(name: String) {
        #expect(error("views:\n  - {class: \(name), frame: [0, 0, 10, 10]}\n").contains("at views[0].class: expected a name"))
        #expect(error("views:\n  - {frame: [0, 0, 10, 10], recognizers: [{type: tap, name: \(name)}]}\n")
            .contains("expected a name"))
        #expect(error("controller: \(name)\nviews: []\n").contains("at controller: expected a name"))
    }

    @Test("dumps take the same rule: a line whose class breaks it is skipped with its number")
    func dumpNames() {
        let dump = DumpParser.parse("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <A=B: 0x2; frame = (0 0; 1 1)>\n")
        #expect(dump.nodes.count == 1 && dump.diagnostics.first?.line == 2)
    }

    @Test("views and table rows count against one limit; a demo against its own, each with the place")
    func limits() {
        let rows = "views:\n" + String(repeating: "  - {class: UITableView, frame: [0, 0, 10, 10], rows: [\(Array(repeating: "r", count: 1_000).joined(separator: ", "))]}\n", count: 21)
        #expect(error(rows).contains("more than 20000 views and rows"))
        let drags = "demo:\n" + String(repeating: "  - {drag: [1, 1], by: [5, 5], steps: 600}\n", count: 17) + "views: []\n"
        #expect(error(drags).contains("at demo[16]: the demo makes more than 10000 inputs"))
        #expect(error("demo:\n  - {tap: [1, 1], at: 1, duration: 5}\n  - {tap: [2, 2], at: 3}\nviews: []\n")
            .contains("s.yaml:3:5: at demo[1]: this input cannot be played: down for finger 0, which is already down"))
    }

    @Test("a scene file rewritten fifty ways while the window shows it: every reload keeps a scene, none traps")
    func fiftyRewrites() throws {
        let folder = NSTemporaryDirectory() + "touchsim-rewrites-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/scene.yaml"
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/scenes")
        let valid = try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted().map {
            try String(contentsOf: scenes.appendingPathComponent($0), encoding: .utf8)
        }
        try valid[0].write(toFile: path, atomically: true, encoding: .utf8)
        let bench = Workbench(session: ExampleSession(example: try SceneFile.load(path: path), variant: nil, device: .standard))
        bench.sceneWatch = SceneWatch(path: path) { path in
            Result { () throws(SceneFileError) in try SceneFile.load(path: path) }.mapError { SceneWatchError($0.description) }
        }
        bench.sim.tap(at: CGPoint(x: 195, y: 300))
        for round in 0..<50 {
            switch round % 5 {
            case 0, 3: try valid[round % valid.count].write(toFile: path, atomically: true, encoding: .utf8)
            case 1: try String(valid[round % valid.count].prefix(round * 7)).write(toFile: path, atomically: false, encoding: .utf8)
            case 2:
                unlink(path)
                #expect(FileManager.default.createFile(atPath: path, contents: nil) && truncate(path, 1 << 30) == 0)
            default: unlink(path)
            }
            bench.reloadSceneIfChanged(now: Double(round))
            bench.sim.tap(at: CGPoint(x: 100 + Double(round), y: 400))
            bench.sim.advance(by: 0.5)
            _ = HierarchyTree(windows: bench.sim.application.windows, names: ViewNames(windows: bench.sim.application.windows),
                              pass: nil)
        }
        #expect(!bench.sim.application.windows.isEmpty)
    }
}
