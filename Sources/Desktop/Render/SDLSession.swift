internal import CSDL2
import Foundation
import Session

/// SDL's and SDL_ttf's initialisation, held for as long as anything draws.
///
/// Both libraries count their initialisations, so every window or offscreen renderer holds its own session and
/// the libraries shut down when the last one goes (tests make several, one after another). Everything that
/// owns SDL handles keeps the session alive through a strong reference, so handles die before the libraries.
package final class SDLSession {
    package let hasVideo: Bool

    /// Starts SDL (with the video subsystem when a window is wanted) and SDL_ttf.
    package init(video: Bool) throws(SDLError) {
        if video {
            guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { throw .failed("SDL_Init(VIDEO)") }
        }
        guard TTF_Init() == 0 else {
            if video { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
            throw .failed("TTF_Init")
        }
        hasVideo = video
    }

    deinit {
        TTF_Quit()
        if hasVideo { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
    }
}

/// A failed SDL call, with SDL's own explanation.
package struct SDLError: Error, CustomStringConvertible {
    package let description: String

    package static func failed(_ call: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(description: reason.isEmpty ? "\(call) failed" : "\(call) failed: \(reason)")
    }
}
