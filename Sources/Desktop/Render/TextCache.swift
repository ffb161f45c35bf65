internal import CSDL2
import Foundation
import Session

/// A line of text rendered once into a texture (SDL_ttf), kept while it is drawn.
package final class TextTexture {
    package let handle: OpaquePointer
    /// The texture's size in pixels.
    package let width: Int
    package let height: Int
    private let context: RenderContext  // the renderer must outlive the texture

    fileprivate init(handle: OpaquePointer, width: Int, height: Int, context: RenderContext) {
        (self.handle, self.width, self.height, self.context) = (handle, width, height, context)
    }

    deinit { SDL_DestroyTexture(handle) }
}

/// Rendered text, cached as textures keyed by (string, pixel size, weight, colour).
///
/// Rendering a string with SDL_ttf costs about as much as drawing fifty cached ones, and a frame redraws every
/// label, so each text is rendered once and reused; entries not drawn for a while are dropped (a resize
/// changes every pixel size). Without a usable font, text is skipped and a warning is printed once.
package final class TextCache {
    package struct Key: Hashable {
        package var text: String
        package var pixelSize: Int
        package var bold: Bool
        package var color: DrawColor
    }

    private struct FontKey: Hashable {
        package var pixelSize: Int
        package var bold: Bool
    }

    private let context: RenderContext
    /// The font file that loaded, if any.
    package let fontPath: String?
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var entries: [Key: (texture: TextTexture, lastUsed: Int)] = [:]
    private var frame = 0
    private let warn: (String) -> Void
    private var hasWarned = false

    /// Keeps unused entries this many frames before dropping them, once there are `softLimit` entries.
    private let keepFrames = 120
    private let softLimit = 128

    package init(
        context: RenderContext, fontCandidates: [String] = AssetLocator.fontCandidates(),
        warn: @escaping (String) -> Void = printToStandardError
    ) {
        self.context = context
        self.warn = warn
        fontPath = fontCandidates.first { path in
            guard let font = TTF_OpenFont(path, 12) else { return false }
            TTF_CloseFont(font)
            return true
        }
        if fontPath == nil {
            warnOnce("no usable font (tried: \(fontCandidates.joined(separator: ", ")); set TOUCHSIM_ASSETS to "
                + "the Assets directory); drawing without text")
        }
    }

    deinit {
        entries.removeAll()
        for font in fonts.values { TTF_CloseFont(font) }
    }

    package var count: Int { entries.count }

    /// The texture of `text`, rendered at `pixelSize` pixels in `color` (its alpha is ignored: it is applied
    /// when drawing); nil for empty text or when there is no font.
    package func texture(for text: String, pixelSize: Int, bold: Bool = false, color: DrawColor) -> TextTexture? {
        guard !text.isEmpty, pixelSize > 0 else { return nil }
        let key = Key(text: text, pixelSize: min(pixelSize, 512), bold: bold, color: color.opaque)
        if let entry = entries[key] {
            entries[key]?.lastUsed = frame
            return entry.texture
        }
        guard let texture = render(key) else { return nil }
        entries[key] = (texture, frame)
        return texture
    }

    /// The size in pixels `text` takes at `pixelSize` (zero for empty text or when there is no font).
    package func size(of text: String, pixelSize: Int, bold: Bool = false) -> CGSize {
        guard !text.isEmpty, pixelSize > 0, let font = font(FontKey(pixelSize: min(pixelSize, 512), bold: bold)) else {
            return .zero
        }
        var (w, h): (Int32, Int32) = (0, 0)
        guard TTF_SizeUTF8(font, text, &w, &h) == 0 else { return .zero }
        return CGSize(width: Int(w), height: Int(h))
    }

    /// Marks the end of a frame and drops what has not been drawn for a while.
    package func endFrame() {
        frame += 1
        if entries.count > softLimit {
            entries = entries.filter { frame - $0.value.lastUsed <= keepFrames }
        }
    }

    private func render(_ key: Key) -> TextTexture? {
        guard let font = font(FontKey(pixelSize: key.pixelSize, bold: key.bold)) else { return nil }
        let color = SDL_Color(r: key.color.r, g: key.color.g, b: key.color.b, a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font, key.text, color) else {
            warnOnce("cannot render text: \(String(cString: SDL_GetError()))")
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(context.renderer, surface) else {
            warnOnce("cannot make a text texture: \(String(cString: SDL_GetError()))")
            return nil
        }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
        return TextTexture(
            handle: handle, width: Int(surface.pointee.w), height: Int(surface.pointee.h), context: context)
    }

    private func font(_ key: FontKey) -> OpaquePointer? {
        if let font = fonts[key] { return font }
        guard let fontPath, let font = TTF_OpenFont(fontPath, Int32(key.pixelSize)) else { return nil }
        if key.bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        fonts[key] = font
        return font
    }

    private func warnOnce(_ message: String) {
        guard !hasWarned else { return }
        hasWarned = true
        warn(message)
    }
}
