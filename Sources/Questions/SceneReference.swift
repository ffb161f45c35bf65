import Dispatcher
import ExampleKit
import Foundation
import Scenes

/// The scene a question is about, however the asker names it: an example's id, and either a scene file's or a
/// dump's path (a front end that reads files: the command line) or a scene's or a dump's text (MCP); with a variant, and
/// with what the answer should note about it (a dump's lines it could not read). One resolver, so every front end
/// takes the same references and refuses the same ones with the same words.
@MainActor
package struct SceneReference {
    package let example: Example
    package let variant: String?
    /// A dump's lines skipped and its classes whose recognizers it does not describe, each with its line.
    package let notes: [String]

    /// Resolves `reference` among `examples` (their ids first), else as a path when `readsFiles` (a scene file by
    /// its extension, any other file a dump), else as text (a dump starts with `<`; a scene has a key). An unknown
    /// id is refused with the likely one and the ids, at most `listing` of them.
    package init(_ reference: String, variant: String?, examples: [Example], readsFiles: Bool, listing: Int = .max)
        throws(QuestionProblem)
    {
        if let example = examples.first(where: { $0.id == reference }) {
            try Self.check(variant, of: example, named: reference, none: "it has none")
            self.init(example: example, variant: variant, notes: [])
        } else if readsFiles, SceneFile.isScenePath(reference) {
            let example: Example
            do { example = try SceneFile.load(path: reference) } catch { throw QuestionProblem(error.description) }
            try Self.check(variant, of: example, named: reference, none: "it names none under `variants:`")
            self.init(example: example, variant: variant, notes: [])
        } else if readsFiles, DumpScene.isDumpPath(reference) {
            try Self.refuseVariant(variant, of: reference)
            let loaded: (example: Example, diagnostics: [DumpDiagnostic])
            do { loaded = try DumpScene.load(path: reference) } catch { throw QuestionProblem(error.description) }
            self.init(example: loaded.example, variant: nil, notes: loaded.diagnostics.map { $0.text(path: reference) })
        } else if !readsFiles, reference.drop(while: \.isWhitespace).hasPrefix("<") {
            try Self.refuseVariant(variant, of: "the dump")
            let dump = DumpParser.parse(reference)
            guard !dump.nodes.isEmpty else {
                throw QuestionProblem("no view to read in the dump: expected lines like <UIView: 0x7fe43c880a90; frame = (0 0; 375 667); …>")
            }
            self.init(example: DumpScene.example(dump, id: "dump"), variant: nil,
                      notes: DumpScene.diagnostics(of: dump).map { $0.text(path: "dump") })
        } else if !readsFiles, reference.contains("\n") || reference.contains(":") {
            let example: Example
            do { example = try SceneFile.example(text: reference, id: "scene") } catch { throw QuestionProblem(error.description) }
            try Self.check(variant, of: example, named: "the scene", none: "it names none under `variants:`")
            self.init(example: example, variant: variant, notes: [])
        } else {
            let ids = examples.map(\.id)
            let guess = NameGuess.nearest(to: reference, among: ids).map { "did you mean '\($0)'? " } ?? ""
            let shown = ids.prefix(listing)
            let more = ids.count > shown.count ? "\n  … \(ids.count - shown.count) more" : ""
            throw QuestionProblem("unknown example '\(reference)'; \(guess)valid ids:\n  " + shown.joined(separator: "\n  ") + more)
        }
    }

    private init(example: Example, variant: String?, notes: [String]) {
        (self.example, self.variant, self.notes) = (example, variant, notes)
    }

    private static func check(_ variant: String?, of example: Example, named name: String, none: String) throws(QuestionProblem) {
        if let variant, !example.variants.contains(variant) {
            let valid = example.variants.isEmpty ? none : "valid: " + example.variants.joined(separator: ", ")
            throw QuestionProblem("unknown variant '\(variant)' of \(name) (\(valid))")
        }
    }

    private static func refuseVariant(_ variant: String?, of name: String) throws(QuestionProblem) {
        if let variant { throw QuestionProblem("unknown variant '\(variant)' of \(name): a view dump has no variants") }
    }
}
