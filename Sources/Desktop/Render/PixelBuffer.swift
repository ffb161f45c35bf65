internal import CSDL2
import Foundation
import Session
import Traces

/// Pixels read back from the renderer, RGBA, row by row: for screenshots and render tests.
package struct PixelBuffer {
    package let width: Int
    package let height: Int
    /// 4 bytes a pixel, red first, no padding between rows.
    package let rgba: [UInt8]

    /// The pixel at (x, y), or nil outside the buffer.
    package func pixel(x: Int, y: Int) -> DrawColor? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let i = (y * width + x) * 4
        return DrawColor(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }

    /// Writes the pixels as a PNG file (SDL2_image), whole or not at all: SDL_image writes through an `OutputSink`
    /// (an SDL_RWops whose write callback feeds it), so a full disk or a refused write fails the save, and the
    /// target is replaced only once every byte is on disk. The error carries SDL's or the system's reason.
    package func savePNG(to path: String) throws(SDLError) {
        let sink: OutputSink
        do {
            sink = OutputSink(try OutputFile(path: path, mode: .replacing))
        } catch {
            throw SDLError(description: error.description)
        }
        guard let stream = SDL_AllocRW() else { throw SDLError(description: "\(path): \(String(cString: SDL_GetError()))") }
        defer { SDL_FreeRW(stream) }
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        stream.pointee.write = { stream, bytes, size, count in
            guard let stream, let bytes, let context = stream.pointee.hidden.unknown.data1 else { return 0 }
            let (total, overflow) = size.multipliedReportingOverflow(by: count)
            let sink = Unmanaged<OutputSink>.fromOpaque(context).takeUnretainedValue()
            guard !overflow, sink.append(UnsafeRawBufferPointer(start: bytes, count: total)) else { return 0 }
            return count
        }
        // Only "where am I" is answered: the stream goes one way.
        stream.pointee.seek = { stream, offset, whence in
            guard let stream, let context = stream.pointee.hidden.unknown.data1, offset == 0, whence == RW_SEEK_CUR
            else { return -1 }
            return Int64(Unmanaged<OutputSink>.fromOpaque(context).takeUnretainedValue().count)
        }
        var bytes = rgba
        let status: Int32 = bytes.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG_RW(surface, stream, 0)
        }
        guard status == 0, sink.failure == nil else {
            let reason = sink.failure ?? String(cString: SDL_GetError())
            sink.abandon()
            throw SDLError(description: "\(path): \(reason); nothing was written")
        }
        do {
            try sink.commit()
        } catch {
            throw SDLError(description: "\(path): \(error)")
        }
    }
}
