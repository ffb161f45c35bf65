import Examples
import Foundation
import Questions
import Testing

/// The one resolver of what a question is about: an id, a file's path (the command line), a scene's or a dump's
/// text (MCP), a variant — and the refusals every front end shows.
@Suite("SceneReference")
@MainActor
struct SceneReferenceTests {
    private func problem(_ reference: String, variant: String? = nil, readsFiles: Bool = false, listing: Int = .max) -> String? {
        do {
            _ = try SceneReference(reference, variant: variant, examples: Gallery.all, readsFiles: readsFiles, listing: listing)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("an id, with a variant it has; a variant it has not is refused with the valid ones")
    func ids() throws {
        let found = try SceneReference("image-view-tap", variant: "interaction-enabled", examples: Gallery.all, readsFiles: false)
        #expect(found.example.id == "image-view-tap" && found.variant == "interaction-enabled" && found.notes.isEmpty)
        #expect(problem("image-view-tap", variant: "nope") == "unknown variant 'nope' of image-view-tap (valid: interaction-enabled)")
    }

    @Test("an unknown id: the likely one, then the ids, cut at the listing")
    func unknown() {
        let text = problem("hit-test-ordr", listing: 3) ?? ""
        #expect(text.hasPrefix("unknown example 'hit-test-ordr'; did you mean 'hit-test-order'? valid ids:\n  "))
        #expect(text.hasSuffix("\n  … \(Gallery.all.count - 3) more"), "\(text)")
    }

    @Test("a scene's text and a dump's text, where text is read; as text they are ids where files are read")
    func texts() throws {
        let scene = "views:\n  - class: UIButton\n    frame: [10, 10, 100, 44]\n"
        #expect(try SceneReference(scene, variant: nil, examples: [], readsFiles: false).example.id == "scene")
        #expect(problem(scene, variant: "x") == "unknown variant 'x' of the scene (it names none under `variants:`)")
        let dump = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>\n   | garbage\n"
        let read = try SceneReference(dump, variant: nil, examples: [], readsFiles: false)
        #expect(read.example.id == "dump")
        #expect(read.notes.contains { $0.hasPrefix("dump:3: ") }, "\(read.notes)")
        #expect(problem("<nothing here", readsFiles: false)?.hasPrefix("no view to read in the dump") == true)
        #expect(problem(dump, variant: "x") == "unknown variant 'x' of the dump: a view dump has no variants")
        #expect(problem("a:b", readsFiles: true)?.hasPrefix("unknown example 'a:b'") == true, "no text where files are read")
    }

    @Test("a file's path where files are read: a scene file, a dump with its skipped lines numbered")
    func paths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("one.yaml").path
        try Data("views:\n  - class: UIButton\n    frame: [10, 10, 100, 44]\n".utf8).write(to: URL(fileURLWithPath: scene))
        #expect(try SceneReference(scene, variant: nil, examples: [], readsFiles: true).example.id == scene)
        let dump = folder.appendingPathComponent("screen.txt").path
        try Data("<UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n   | garbage\n".utf8).write(to: URL(fileURLWithPath: dump))
        let read = try SceneReference(dump, variant: nil, examples: [], readsFiles: true)
        #expect(read.notes == read.notes.filter { $0.hasPrefix(dump + ":2: ") } && !read.notes.isEmpty, "\(read.notes)")
        #expect(problem(folder.appendingPathComponent("none.yaml").path, readsFiles: true) != nil)
    }
}
