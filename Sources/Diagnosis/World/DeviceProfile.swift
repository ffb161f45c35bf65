import Dispatcher
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// A device `--device` can name: the screen UIKit reports on it, in points, portrait, and the iOS it runs.
///
/// The world is built on that screen (`Simulator(screen:)`), so `UIScreen.main.bounds` and every window made
/// from it have the device's size; the window then scales the screen to fit.
package struct DeviceProfile: Equatable, Sendable {
    package let name: String
    package let screen: UIScreen
    package var systemVersion = UIApplication.defaultSystemVersion

    /// The default device first (the 6.1-inch iPhone the examples were laid out on).
    package static let all: [DeviceProfile] = [
        DeviceProfile(name: "iphone", screen: .iPhone),
        DeviceProfile(name: "iphone-se", width: 375, height: 667, scale: 2, statusBar: 20),
        DeviceProfile(name: "iphone-15", width: 393, height: 852, scale: 3, statusBar: 59),
        DeviceProfile(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, statusBar: 59),
        DeviceProfile(name: "ipad", width: 820, height: 1180, scale: 2, statusBar: 24),
        // iOS 26: the navigation controller's content pop (docs/uikit-rules.md R13.3).
        DeviceProfile(name: "iphone-17", width: 402, height: 874, scale: 3, statusBar: 62, systemVersion: "26.0"),
    ]

    package static var standard: DeviceProfile { all[0] }

    package static func named(_ name: String) -> DeviceProfile? { all.first { $0.name == name } }

    /// The device a trace was recorded on: the one its header names, when its screen is the header's (the
    /// status bar's height, which layouts use, is the profile's); else a screen of the header's size. The
    /// standard device for a trace without a header.
    package static func matching(_ header: TraceHeader?) -> DeviceProfile {
        guard let header else { return standard }
        let bounds = CGRect(x: 0, y: 0, width: header.screenWidth, height: header.screenHeight)
        if let named = named(header.device), named.screen.bounds == bounds, named.screen.scale == header.scale {
            return named
        }
        return DeviceProfile(name: header.device, screen: UIScreen(bounds: bounds, scale: header.scale))
    }

    private init(name: String, screen: UIScreen) {
        self.name = name
        self.screen = screen
    }

    private init(name: String, width: CGFloat, height: CGFloat, scale: CGFloat, statusBar: CGFloat,
                 systemVersion: String = UIApplication.defaultSystemVersion) {
        self.init(
            name: name,
            screen: UIScreen(
                bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale, statusBarHeight: statusBar))
        self.systemVersion = systemVersion
    }

    package static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool { lhs.name == rhs.name }
}
