import Session

/// `shot --step SIZE:N`: time paused before the input plays, then N steps of one size (record, visit or phase),
/// so a frame can show a tap part-way through, as the window shows it to a presenter stepping.
enum StepArgument {
    static let sizes: [(name: String, size: StepSize)] = [("record", .record), ("visit", .visit), ("phase", .phase)]

    static func parse(_ text: String) -> (size: StepSize, count: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let size = sizes.first(where: { $0.name == parts[0] })?.size,
            let count = Int(parts[1]), (0...10_000).contains(count)
        else { return nil }
        return (size, count)
    }

    static let problem = "--step must be SIZE:N, SIZE one of record, visit, phase and N from 0 to 10000, e.g. visit:6"
}
