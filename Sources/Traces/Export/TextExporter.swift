import Dispatcher
import Foundation

/// Writes a trace's dispatch log in the seeds' notation, one record a line, with its time and sequence number.
public enum TextExporter {
    public static func export(tracePath: String, to outputPath: String, skippingBadLines: Bool = false) throws(TraceError) {
        let (reader, out) = try TraceExport.open(tracePath, to: outputPath, skippingBadLines: skippingBadLines)
        var committed = false
        defer { if !committed { out.abandon() } }
        var buffer: [UInt8] = []
        var count = 0
        while let item = try reader.next() {
            count += 1
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
        guard count > 0 else { throw .empty(tracePath) }
        if let error = out.write(buffer) { throw .cannotWrite("\(outputPath): \(error)") }
        committed = true
        if let error = out.commit() { throw .cannotWrite("\(outputPath): \(error)") }
    }
}
