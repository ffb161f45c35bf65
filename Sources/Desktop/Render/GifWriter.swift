internal import CGif
import Foundation
import Traces

/// Frames of the window as an animated GIF, which every slide tool takes: each frame reduced to its own 256
/// colours (giflib's median cut: the window's chrome needs few, the scene the rest) and LZW-encoded by giflib,
/// looping forever. A frame after the first is written as the rectangle that changed since the one before (drawn
/// over it), so a moving playhead costs a strip, not a screen. Every byte giflib writes goes through an
/// `OutputSink`, so the file is whole or not there.
package final class GifWriter {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let sink: OutputSink
    private let width: Int, height: Int
    private var file: UnsafeMutablePointer<GifFileType>?
    /// The last frame written, which the next is drawn over.
    private var previous: [UInt8]?

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
        guard rgba.count == width * height * 4 else { throw Failure(description: "a frame of the wrong size") }
        let box = previous.map { Self.changed(from: $0, to: rgba, width: width, height: height) }
            ?? (x: 0, y: 0, width: width, height: height)
        previous = rgba
        let count = box.width * box.height
        var (red, green, blue) = ([UInt8](repeating: 0, count: count), [UInt8](repeating: 0, count: count),
                                  [UInt8](repeating: 0, count: count))
        for row in 0..<box.height {
            for column in 0..<box.width {
                let (i, o) = (((box.y + row) * width + box.x + column) * 4, row * box.width + column)
                (red[o], green[o], blue[o]) = (rgba[i], rgba[i + 1], rgba[i + 2])
            }
        }
        guard let map = GifMakeMapObject(256, nil) else { throw fail("a colour map") }
        defer { GifFreeMapObject(map) }
        var size: Int32 = 256
        var indices = [UInt8](repeating: 0, count: count)
        guard GifQuantizeBuffer(UInt32(box.width), UInt32(box.height), &size, &red, &green, &blue, &indices,
                                map.pointee.Colors) == GIF_OK
        else { throw fail("the colours") }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(max(2, min(65_535, centiseconds))), TransparentColor: -1)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes) == GIF_OK,
              EGifPutImageDesc(file, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height), false, map) == GIF_OK
        else { throw fail("a frame") }
        for row in 0..<box.height {
            let status = indices.withUnsafeMutableBufferPointer { buffer in
                EGifPutLine(file, buffer.baseAddress! + row * box.width, Int32(box.width))
            }
            guard status == GIF_OK else { throw fail("a frame's pixels") }
        }
    }

    /// The smallest rectangle holding every pixel that differs between two frames (a pixel when none does).
    private static func changed(from old: [UInt8], to new: [UInt8], width: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int)
    {
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        old.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                let (p, q) = (a.bindMemory(to: UInt32.self), b.bindMemory(to: UInt32.self))
                for y in 0..<height {
                    let rowStart = y * width
                    var x = 0
                    while x < width, p[rowStart + x] == q[rowStart + x] { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while last > x, p[rowStart + last] == q[rowStart + last] { last -= 1 }
                    (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, last), min(minY, y), y)
                }
            }
        }
        return maxX < 0 ? (0, 0, 1, 1) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
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
