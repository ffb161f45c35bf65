import CZstd

/// Compresses a trace as it is written (Zstandard, fast level). Every `compress` ends a block, so the file on
/// disk decodes up to the last flush: a killed recorder's compressed trace is as readable as a plain one.
///
/// Why zstd: a trace repeats itself (the same views, methods and reasons for every touch); at its fastest level
/// zstd makes it about 16 times smaller at several hundred MB a second, so recording stays cheap.
final class ZstdEncoder {
    private let context: OpaquePointer
    /// Level 1: of zstd's levels, the one that compressed our traces smallest per CPU second (measured; higher
    /// levels gained little on these repetitive lines).
    private static let level: Int32 = 1

    init() {
        context = ZSTD_createCCtx()
        ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, Self.level)
    }

    deinit { ZSTD_freeCCtx(context) }

    /// The compressed form of `bytes`, flushed (`ending` also closes the frame); the library's reason on failure.
    func compress(_ bytes: [UInt8], ending: Bool) -> Result<[UInt8], ZstdFailure> {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(ZSTD_CStreamOutSize(), 1 << 16))
        let directive = ending ? ZSTD_e_end : ZSTD_e_flush
        return bytes.withUnsafeBytes { source in
            var input = ZSTD_inBuffer(src: source.baseAddress, size: source.count, pos: 0)
            while true {
                let (remaining, written) = chunk.withUnsafeMutableBytes { target in
                    var out = ZSTD_outBuffer(dst: target.baseAddress, size: target.count, pos: 0)
                    let remaining = ZSTD_compressStream2(context, &out, &input, directive)
                    return (remaining, out.pos)
                }
                if ZSTD_isError(remaining) != 0 { return .failure(ZstdFailure(code: remaining)) }
                output.append(contentsOf: chunk[..<written])
                if remaining == 0 { return .success(output) }
            }
        }
    }
}

/// A failure zstd reported, with its own description.
struct ZstdFailure: Error, CustomStringConvertible {
    let code: Int

    var description: String { "zstd: " + String(cString: ZSTD_getErrorName(code)) }
}
