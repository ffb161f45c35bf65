internal import CSDL2
import Foundation
import Session

/// Real elapsed seconds, for the app's frame loop.
///
/// The engine never reads the wall clock (its time is virtual, so runs repeat exactly); the window is where real
/// time enters: each frame the app measures how long the last one took and advances the simulator by that.
package struct FrameClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    /// Seconds since the clock was made.
    package func seconds() -> Double {
        Double(SDL_GetPerformanceCounter() &- start) / frequency
    }
}
