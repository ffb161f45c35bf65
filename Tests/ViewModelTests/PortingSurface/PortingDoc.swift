import Foundation

/// What docs/porting.md names: touchsim's own names on UIKit's types that app code needs on Linux (its
/// adaptations table) and touchsim's earlier spellings of Apple's names, kept deprecated (its earlier spellings
/// table). Each table's rows start with the name in backquotes.
struct PortingDoc {
    static let path = "docs/porting.md"
    static let adaptationsHeading = "## touchsim's own names on UIKit's types"
    static let earlierSpellingsHeading = "## Earlier spellings"

    let adaptations: [String]
    let earlierSpellings: [String]

    init(text: String) {
        adaptations = Self.names(in: text, under: Self.adaptationsHeading)
        earlierSpellings = Self.names(in: text, under: Self.earlierSpellingsHeading)
    }

    /// The first backquoted name of each table row in the section under `heading`.
    private static func names(in text: String, under heading: String) -> [String] {
        var names: [String] = []
        var inSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inSection = line.hasPrefix(heading) }
            guard inSection, line.hasPrefix("| `") else { continue }
            let rest = line.dropFirst(3)
            if let end = rest.firstIndex(of: "`") { names.append(String(rest[..<end])) }
        }
        return names
    }
}
