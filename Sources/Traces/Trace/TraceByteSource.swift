import CZstd
import Foundation

/// A trace file's bytes in chunks, decompressed when the file is Zstandard-compressed — known by zstd's magic
/// number at its start, whatever its name — so every reader of traces (replay, verification, exports, input
/// scripts) takes both forms. Memory stays bounded: a chunk at a time, and a compressed file may not ask for a
/// window larger than `maximumWindowLog` allows.
final class TraceByteSource {
    private static let chunkSize = 1 << 16
    private static let magic: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]
    /// 2^24 bytes (16 MiB): far above what the writer uses (its level's window is 512 KiB), far below what a
    /// hostile file could make a decoder allocate without a limit.
    static let maximumWindowLog: Int32 = 24

    private let handle: FileHandle
    private var decoder: OpaquePointer?
    /// Compressed bytes read from the file and not yet decoded.
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var fileEnded = false
    private var started = false

    init(handle: FileHandle) { self.handle = handle }

    deinit { if let decoder { ZSTD_freeDCtx(decoder) } }

    /// The next bytes of the trace; empty at its end. A compressed stream that is cut short ends where its
    /// complete blocks end (what a killed recorder leaves); one that is corrupt is a failure.
    func read() throws(ZstdFailure) -> [UInt8] {
        if !started {
            started = true
            let first = [UInt8](handle.readData(ofLength: Self.chunkSize))
            guard first.starts(with: Self.magic) else { return first }
            decoder = ZSTD_createDCtx()
            ZSTD_DCtx_setParameter(decoder, ZSTD_d_windowLogMax, Self.maximumWindowLog)
            pending = first
        }
        guard let decoder else { return [UInt8](handle.readData(ofLength: Self.chunkSize)) }
        var output = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            if pendingStart == pending.count, !fileEnded {
                pending = [UInt8](handle.readData(ofLength: Self.chunkSize))
                pendingStart = 0
                fileEnded = pending.isEmpty
            }
            let (result, consumed, produced) = pending.withUnsafeBytes { source in
                output.withUnsafeMutableBytes { target in
                    var input = ZSTD_inBuffer(src: source.baseAddress, size: source.count, pos: pendingStart)
                    var out = ZSTD_outBuffer(dst: target.baseAddress, size: target.count, pos: 0)
                    let result = ZSTD_decompressStream(decoder, &out, &input)
                    return (result, input.pos, out.pos)
                }
            }
            if ZSTD_isError(result) != 0 { throw ZstdFailure(code: result) }
            pendingStart = consumed
            if produced > 0 { return Array(output[..<produced]) }
            if fileEnded, pendingStart == pending.count { return [] }
        }
    }
}
