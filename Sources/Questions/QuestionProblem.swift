import Diagnosis

/// Why a question cannot be answered, in the words every front end shows (the command line exits 2 with
/// them; MCP returns them as the tool's error).
package struct QuestionProblem: Error, CustomStringConvertible {
    package let description: String
    /// Whether the problem is the script's own (its fingers, its touches): a front end reading it from a file
    /// names the file.
    package let isAboutTheScript: Bool

    package init(_ description: String, aboutTheScript: Bool = false) {
        (self.description, isAboutTheScript) = (description, aboutTheScript)
    }

    /// A name that names nothing of its kind in `scene`: the likely one, then the names there are, at most
    /// `listing` of them (the rest counted).
    package init(_ unknown: WhySubject.Unknown, in scene: String, listing limit: Int = .max) {
        let guess = NameGuess.nearest(to: unknown.name, among: unknown.known).map { "did you mean '\($0)'? " } ?? ""
        let shown = unknown.known.prefix(limit)
        let more = unknown.known.count > shown.count ? "\n  … \(unknown.known.count - shown.count) more" : ""
        let list = unknown.known.isEmpty ? "it has none" : "its \(unknown.kind)s:\n  " + shown.joined(separator: "\n  ") + more
        description = "no \(unknown.kind) named '\(unknown.name)' in \(scene); \(guess)\(list)"
        isAboutTheScript = false
    }
}
