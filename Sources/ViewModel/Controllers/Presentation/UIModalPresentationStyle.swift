import Foundation

/// How a presented controller is shown, with UIKit's raw values. On an iPhone (horizontally compact) the sheet
/// styles, `.popover` among them since iOS 13, are page sheets (docs/uikit-rules.md R14.4).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}
