internal import CGif
import Foundation
import Traces

/// Frames of the window as an animated GIF, which every slide tool takes: each frame reduced to its own 256
/// colours (giflib's median cut: the window's chrome needs few, the scene the rest) and LZW-encoded by giflib,
/// looping forever. Every byte giflib writes goes through an `OutputSink`, so the file is whole or not there.
package final class GifWriter {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let sink: OutputSink
    private let width: Int, height: Int
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Starts a GIF in `output`, opened beforehand so that a bad output is refused before any frame is drawn.
    package init(output: OutputFile, width: Int, height: Int) throws(Failure) {
        sink = OutputSink(output)
        (self.width, self.height) = (width, height)
        var error: Int32 = 0
        let write: OutputFunc = { gif, bytes, count in
            guard let gif, let bytes, count > 0, let context = gif.pointee.UserData else { return 0 }
            let sink = Unmanaged<OutputSink>.fromOpaque(context).takeUnretainedValue()
            return sink.append(UnsafeRawBufferPointer(start: bytes, count: Int(count))) ? count : 0
        }
        guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
            throw Self.failure("open", error)
        }
        self.file = file
        EGifSetGifVersion(file, true)
        guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { throw fail("the screen") }
        // NETSCAPE2.0, loop count 0: play forever.
        var application = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(file, 11, &application) == GIF_OK, EGifPutExtensionBlock(file, 3, &loop) == GIF_OK,
              EGifPutExtensionTrailer(file) == GIF_OK
        else { throw fail("the loop") }
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
            sink.abandon()
        }
    }

    /// Adds `rgba` (width × height pixels, 4 bytes each) shown for `centiseconds`.
    package func add(rgba: [UInt8], centiseconds: Int) throws(Failure) {
        guard let file else { throw Failure(description: "already closed") }
        let count = width * height
        guard rgba.count == count * 4 else { throw Failure(description: "a frame of the wrong size") }
        var (red, green, blue) = ([UInt8](repeating: 0, count: count), [UInt8](repeating: 0, count: count),
                                  [UInt8](repeating: 0, count: count))
        for i in 0..<count { (red[i], green[i], blue[i]) = (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]) }
        guard let map = GifMakeMapObject(256, nil) else { throw fail("a colour map") }
        defer { GifFreeMapObject(map) }
        var size: Int32 = 256
        var indices = [UInt8](repeating: 0, count: count)
        guard GifQuantizeBuffer(UInt32(width), UInt32(height), &size, &red, &green, &blue, &indices, map.pointee.Colors)
            == GIF_OK
        else { throw fail("the colours") }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(max(2, min(65_535, centiseconds))), TransparentColor: -1)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes) == GIF_OK,
              EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, map) == GIF_OK
        else { throw fail("a frame") }
        for row in 0..<height {
            let status = indices.withUnsafeMutableBufferPointer { buffer in
                EGifPutLine(file, buffer.baseAddress! + row * width, Int32(width))
            }
            guard status == GIF_OK else { throw fail("a frame's pixels") }
        }
    }

    /// Finishes the file and puts it in place.
    package func close() throws(Failure) {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            sink.abandon()
            throw sink.failure.map { Failure(description: "\($0); nothing was written") } ?? Self.failure("finish", error)
        }
        do {
            try sink.commit()
        } catch {
            throw Failure(description: error.description)
        }
    }

    private func fail(_ what: String) -> Failure {
        if let failure = sink.failure { return Failure(description: "\(failure); nothing was written") }
        return Self.failure("write \(what) of", file?.pointee.Error ?? 0)
    }

    private static func failure(_ what: String, _ code: Int32) -> Failure {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return Failure(description: "cannot \(what) the GIF: \(reason)")
    }
}
