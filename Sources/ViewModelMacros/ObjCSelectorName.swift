/// The Objective-C selector Swift gives a method, from its base name and argument labels — what
/// `#selector(buttonTapped(_:))` names on Apple's platforms.
///
/// The rules are the compiler's: no parameters → the base name; otherwise each parameter adds a piece ending in
/// a colon. The first piece is the base name, followed, when the first parameter has a label, by that label
/// capitalized — with "With" between them unless the label starts with a preposition or the base name ends with
/// one (`tapped(sender:)` → `tappedWithSender:`, `move(to:)` → `moveTo:`). Later pieces are the labels (`_` → empty).
enum ObjCSelectorName {
    static func make(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var firstPiece = base
        if let label = first {
            let needsWith = !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: base))
            firstPiece += (needsWith ? "With" : "") + capitalizingFirst(label)
        }
        let rest = labels.dropFirst().map { $0 ?? "" }
        return ([firstPiece] + rest).joined(separator: ":") + ":"
    }

    /// The compiler's list of prepositions (they suppress the "With").
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    private static func capitalizingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The words of a camel-case identifier: a new word at each capital letter.
    private static func words(of identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in identifier {
            if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func firstWord(of identifier: String) -> String { words(of: identifier).first ?? identifier }
    private static func lastWord(of identifier: String) -> String { words(of: identifier).last ?? identifier }
}
