import Foundation

/// The device a world runs on, as UIKit describes it: the system's name and version. The version decides which
/// of UIKit's behaviours the world has where they changed — iOS 26's content pop (docs/uikit-rules.md R13.3).
@MainActor
open class UIDevice: NSObject {
    public let systemVersion: String
    public var systemName: String { "iOS" }

    init(systemVersion: String) {
        self.systemVersion = systemVersion
        super.init()
    }

    /// The device of the world being dispatched; the default system outside any world.
    public static var current: UIDevice {
        UIDevice(systemVersion: UIApplication.current?.systemVersion ?? UIApplication.defaultSystemVersion)
    }

    /// The major version: 18 for "18.2".
    var majorVersion: Int { Int(systemVersion.prefix { $0.isNumber }) ?? 0 }

    /// The major version of the world `view` is shown in, else of the world being dispatched.
    static func majorVersion(for view: UIView?) -> Int {
        view?.application.map { UIDevice(systemVersion: $0.systemVersion) }?.majorVersion ?? current.majorVersion
    }
}
