import Dispatcher

/// What every export does first: open the trace, refuse to write over it, and open the output beside its target
/// (renamed into place only when the export succeeds).
enum TraceExport {
    static func open(_ tracePath: String, to outputPath: String, skippingBadLines: Bool) throws(TraceError)
        -> (TraceReader, OutputFile)
    {
        let reader = try TraceReader(path: tracePath, skippingBadLines: skippingBadLines)
        do {
            return (reader, try OutputFile(path: outputPath, mode: .replacing, notOver: tracePath))
        } catch {
            throw .cannotWrite(error.description)
        }
    }
}
