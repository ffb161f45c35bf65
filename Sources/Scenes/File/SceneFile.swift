import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// A scene file as an `Example`: every command that takes an example id takes a scene file's path too (`open`,
/// `run`, `record`, `shot`, `why`, `lint`). The example keeps the file's text (`Example.source`), so a trace
/// recorded from it embeds the scene and replays without the file.
@MainActor
public enum SceneFile {
    /// Whether a command-line argument names a scene file: a path ending in .yaml, .yml or .json.
    nonisolated public static func isScenePath(_ argument: String) -> Bool {
        [".yaml", ".yml", ".json"].contains { argument.lowercased().hasSuffix($0) }
    }

    /// The scene file at `path` as an example; an error naming the line, column and key when it is not a valid
    /// scene.
    public static func load(path: String) throws(SceneFileError) -> Example {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: SceneReader.maximumBytes, what: "a scene file")
        } catch {
            throw SceneFileError(file: path, line: 0, column: 0, path: "", message: error.description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneFileError(file: path, line: 1, column: 1, path: "", message: "not UTF-8 text")
        }
        return try example(text: text, id: path)
    }

    /// A scene file's text as an example named `id` (its path; for a trace's embedded scene, the path it was
    /// recorded from).
    public static func example(text: String, id: String) throws(SceneFileError) -> Example {
        let scene = try SceneReader.read(text, file: id)
        // YAML refuses a key given twice, so each name is once.
        let variants = Dictionary(scene.variants.map { ($0.name, $0.changes) }, uniquingKeysWith: { first, _ in first })
        var example = Example(id: id, title: scene.title, seed: "", summary: scene.summary,
                              variants: scene.variants.map(\.name), systemVersion: scene.systemVersion,
                              demoInput: scene.demoInput) { sim, variant in
            let windows = SceneBuilder.windows(of: scene, screen: sim.screen.bounds)
            if scene.inWindowScene { for window in windows { window.windowScene = sim.windowScene } }
            // Checked when the file was read (below), so the changes apply.
            try? ViewSetting.apply(variant.flatMap { variants[$0] } ?? [], in: windows)
            for window in windows.dropLast() { sim.show(window) }
            return windows[windows.count - 1]
        }
        example.source = text
        example.instructions = scene.instructions
        // Each variant's changes must name the scene's views and recognizers: tried once in a world of its own.
        for variant in scene.variants {
            let sim = Simulator()
            let windows = sim.run { SceneBuilder.windows(of: scene, screen: sim.screen.bounds) }
            do {
                try ViewSetting.apply(variant.changes, in: windows)
            } catch {
                throw variant.value.error("the variant '\(variant.name)': \(error)")
            }
        }
        return example
    }
}
