import Foundation

/// Writes a trace's dispatch log in the seeds' notation, one record a line, with its time and sequence number.
public enum TextExporter {
    public static func export(tracePath: String, to outputPath: String, skippingBadLines: Bool = false) throws(TraceError) {
        let reader = try TraceReader(path: tracePath, skippingBadLines: skippingBadLines)
        guard !OutputFile.isSameFile(outputPath, as: tracePath) else {
            throw .cannotWrite("\(outputPath): it is the trace being read")
        }
        let out = try OutputFile(path: outputPath, mode: .replacing)
        var committed = false
        defer { if !committed { out.abandon() } }
        var buffer: [UInt8] = []
        while let item = try reader.next() {
            let line: String
            switch item {
            case .log(let log): line = log.timed
            case .input(let input): line = JSONText.time(input.t) + " # input " + input.jsonLine
            case .marker(let t, let label): line = JSONText.time(t) + " # marker " + label
            case .header, .end: continue
            }
            buffer.append(contentsOf: line.utf8)
            buffer.append(0x0A)
            if buffer.count > 1 << 16 {
                if let error = out.write(buffer) { throw .cannotWrite("\(outputPath): \(error)") }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if let error = out.write(buffer) { throw .cannotWrite("\(outputPath): \(error)") }
        committed = true
        if let error = out.commit() { throw .cannotWrite("\(outputPath): \(error)") }
    }
}
