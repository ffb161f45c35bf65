internal import CSDL2
import Foundation
import Session

/// An SDL renderer and what it draws into: a window, or an offscreen surface (tests, golden images).
///
/// Owns its handles and destroys them in order (renderer, window, surface); anything that makes textures with
/// the renderer (the text cache) holds the context strongly, so the renderer outlives its textures.
package final class RenderContext {
    package let session: SDLSession
    package let renderer: OpaquePointer
    package let window: OpaquePointer?
    private let surface: UnsafeMutablePointer<SDL_Surface>?

    private init(
        session: SDLSession, renderer: OpaquePointer, window: OpaquePointer?,
        surface: UnsafeMutablePointer<SDL_Surface>?
    ) {
        self.session = session
        self.renderer = renderer
        self.window = window
        self.surface = surface
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        if let window { SDL_DestroyWindow(window) }
        if let surface { SDL_FreeSurface(surface) }
    }

    /// A resizable, HiDPI-aware window with a renderer (accelerated when there is one, else software). With
    /// `fitToDisplay`, a size larger than the display's usable area is scaled down to fit, keeping its shape.
    package static func window(
        title: String, width: Int, height: Int, fitToDisplay: Bool = true, software: Bool = false
    ) throws(SDLError) -> RenderContext {
        let session = try SDLSession(video: true)
        var frame = CGRect(x: CGFloat(SDL_WINDOWPOS_CENTERED_MASK), y: CGFloat(SDL_WINDOWPOS_CENTERED_MASK),
                           width: CGFloat(width), height: CGFloat(height))
        var usable = SDL_Rect()
        if fitToDisplay, SDL_GetDisplayUsableBounds(0, &usable) == 0 {
            frame = placed(frame.size, on: CGRect(x: Int(usable.x), y: Int(usable.y), width: Int(usable.w), height: Int(usable.h)))
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, Int32(frame.minX), Int32(frame.minY), Int32(frame.width),
                                            Int32(frame.height), flags) else {
            throw .failed("SDL_CreateWindow")
        }
        let preferred = software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, preferred) ?? SDL_CreateRenderer(window, -1, 0) else {
            let error = SDLError.failed("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            throw error
        }
        return RenderContext(session: session, renderer: renderer, window: window, surface: nil)
    }

    /// A software renderer drawing into an RGBA surface of `width`×`height` pixels; needs no display.
    package static func offscreen(width: Int, height: Int) throws(SDLError) -> RenderContext {
        let session = try SDLSession(video: false)
        let format = SDL_PIXELFORMAT_RGBA32.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format) else {
            throw .failed("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError.failed("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        return RenderContext(session: session, renderer: renderer, window: nil, surface: surface)
    }

    /// The most a window manager's title bar and frame take around the window, in pixels: the window is fitted
    /// and placed so they stay on the display too.
    package static let decoration = (top: CGFloat(48), side: CGFloat(16), bottom: CGFloat(16))

    /// Where a window of `size` goes on a display's `usable` area: scaled down (never up) so that it and its
    /// title bar fit, centred in what is left below the title bar. A 1280×720 display gets 1026×656 at y 48.
    package static func placed(_ size: CGSize, on usable: CGRect) -> CGRect {
        let room = CGRect(x: usable.minX + decoration.side, y: usable.minY + decoration.top,
                          width: usable.width - 2 * decoration.side,
                          height: usable.height - decoration.top - decoration.bottom)
        let fitted = fitted(size, into: room.size)
        return CGRect(x: (room.midX - fitted.width / 2).rounded(.down), y: (room.midY - fitted.height / 2).rounded(.down),
                      width: fitted.width, height: fitted.height)
    }

    /// `size` scaled down (never up) to fit in `available`, keeping its aspect ratio.
    package static func fitted(_ size: CGSize, into available: CGSize) -> CGSize {
        guard available.width > 0, available.height > 0, size.width > 0, size.height > 0 else { return size }
        let factor = min(1, available.width / size.width, available.height / size.height)
        return CGSize(width: (size.width * factor).rounded(.down), height: (size.height * factor).rounded(.down))
    }

    /// The SDL video driver in use ("x11", "wayland", "offscreen", "dummy"…); nil offscreen.
    package var videoDriver: String? {
        guard window != nil, let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    /// The renderer's name ("software", "opengl"…).
    package var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "?" }
        return String(cString: name)
    }

    /// The drawable size in pixels.
    package var outputSize: CGSize {
        var (w, h): (Int32, Int32) = (0, 0)
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    /// The window's size in window coordinates (mouse events use them); the output size offscreen.
    package var windowSize: CGSize {
        guard let window else { return outputSize }
        var (w, h): (Int32, Int32) = (0, 0)
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    /// What has been drawn since the last present, as RGBA bytes (read it before `present()`).
    package func readPixels() -> PixelBuffer? {
        let size = outputSize
        let (width, height) = (Int(size.width), Int(size.height))
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let status = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        return status == 0 ? PixelBuffer(width: width, height: height, rgba: bytes) : nil
    }

    package func present() { SDL_RenderPresent(renderer) }
}
