import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// A watched scene file reloads when it changes: the session's input replays against the new scene; a file
/// that does not read keeps the old one and says why.
@Suite @MainActor
struct SceneReloadTests {
    @Test("a changed file is read again and the touches so far replay in it; an unreadable one keeps the scene")
    func reload() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID()).scene").path
        try "hit-test-order".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let watch = SceneWatch(path: path) { path in
            let id = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return Gallery.example(id: id).map { .success($0) } ?? .failure(SceneWatchError("\(path):1:1: no scene '\(id)'"))
        }
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: "hit-test-order")!, variant: nil,
                                                      device: .standard))
        bench.sceneWatch = watch
        bench.sim.tap(at: CGPoint(x: 195, y: 270))
        bench.sim.advance(by: 1)
        bench.reloadSceneIfChanged(now: 0)
        #expect(bench.session.example.id == "hit-test-order", "unchanged: nothing happens")

        try "image-view-tap".write(toFile: path, atomically: true, encoding: .utf8)
        bench.reloadSceneIfChanged(now: 0)
        #expect(bench.session.example.id == "image-view-tap")
        #expect(bench.sim.log.lines.contains("backdrop touched"), "the tap so far replayed against the new scene")
        #expect(bench.chrome.flashText(now: 0)?.hasPrefix("reloaded") == true)

        try "no-such-scene".write(toFile: path, atomically: true, encoding: .utf8)
        bench.reloadSceneIfChanged(now: 0)
        #expect(bench.session.example.id == "image-view-tap", "a file that does not read keeps the scene")
        #expect(bench.chrome.flashText(now: 0)?.contains("no scene 'no-such-scene'") == true)
    }
}
