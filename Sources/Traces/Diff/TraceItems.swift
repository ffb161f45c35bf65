import Dispatcher

/// A world's dispatch log as the items a recording of it would hold — inputs, and log lines naming objects as a
/// trace names them — so a session in memory compares with `TraceDiff` as a trace file does.
public enum TraceItems {
    @MainActor
    /// `names`: the world's objects named when the records begin (`ObjectNames(windows:)` just after the build).
    public static func items(of records: some Sequence<DispatchRecord>, names: ObjectNames) -> [TraceItem] {
        var encoder = TraceLineEncoder(names: names)
        return records.compactMap { record in
            if case .input(let input) = record.kind { return .input(input) }
            return encoder.line(for: record).map(TraceItem.log)
        }
    }
}
