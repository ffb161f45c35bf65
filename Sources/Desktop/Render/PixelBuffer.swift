internal import CSDL2
import Foundation
import Session

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

    /// Writes the pixels as a PNG file (SDL2_image).
    /// Writes the PNG beside `path` and renames it over `path`, so a failure (a full disk) leaves no partial
    /// image; the error carries SDL's or the system's reason.
    package func savePNG(to path: String) throws(SDLError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .failed("\(path): it is a directory")
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())").path
        var bytes = rgba
        let status: Int32 = bytes.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, temporary)
        }
        guard status == 0 else {
            unlink(temporary)
            throw .failed("\(path): \(String(cString: SDL_GetError()))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .failed("\(path): \(reason)")
        }
    }
}
