/// The likely name behind a mistyped one, for the error that lists the names: one place, so every front end
/// guesses the same.
package enum NameGuess {
    /// The candidate closest to a mistyped `text`, when it is close enough to be a likely typo.
    package static func nearest(to text: String, among candidates: [String]) -> String? {
        let nearest = candidates.min { editDistance($0, text) < editDistance($1, text) }
        return nearest.flatMap { editDistance($0, text) <= max(2, text.count / 3) ? $0 : nil }
    }

    /// The Levenshtein distance between two names: how many letters to insert, delete or change.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous + (a[i - 1] == b[j - 1] ? 0 : 1)
                previous = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[b.count]
    }
}
