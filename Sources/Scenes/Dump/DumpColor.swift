import Foundation
@_spi(Engine) import ViewModel

/// A dump's `backgroundColor = …` as a colour to draw: only drawing uses it (hit-testing never looks at colours),
/// so the window shows the app's screens rather than black rectangles. UIKit prints a colour as its colour space
/// and components (`UIExtendedSRGBColorSpace 1 0.5 0 1`, `UIExtendedGrayColorSpace 0 0.4`, and the older
/// `UIDeviceRGBColorSpace …`, `UIDeviceWhiteColorSpace …`), or a system colour by name
/// (`<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>`), drawn here in its light-mode value.
enum DumpColor {
    static let named: [String: UIColor] = [
        "systemBackgroundColor": .white, "secondarySystemBackgroundColor": UIColor(white: 0.95, alpha: 1),
        "tertiarySystemBackgroundColor": .white, "systemGroupedBackgroundColor": UIColor(white: 0.95, alpha: 1),
        "secondarySystemGroupedBackgroundColor": .white, "labelColor": .black, "systemBlueColor": .systemBlue,
        "systemRedColor": .systemRed, "systemGreenColor": .systemGreen, "systemYellowColor": .systemYellow,
        "systemOrangeColor": .systemOrange, "systemGrayColor": .systemGray, "clearColor": .clear,
        "whiteColor": .white, "blackColor": .black,
    ]

    /// The colour `text` prints, or nil when it is not one of these forms: an unreadable colour is drawn as none,
    /// never a reason to skip the view.
    static func read(_ text: String) -> UIColor? {
        if let range = text.range(of: "name = ") {
            let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
            return named[String(name)]
        }
        let words = text.split { $0 == " " || $0 == ">" || $0 == "<" || $0 == ";" }
        guard let space = words.firstIndex(where: { $0.hasSuffix("ColorSpace") }) else { return nil }
        let components = words[(space + 1)...].prefix(4).compactMap { Double($0) }.filter { (0...1).contains($0) }
        switch (words[space].contains("Gray") || words[space].contains("White"), components.count) {
        case (true, 2...): return UIColor(white: components[0], alpha: components[1])
        case (false, 4): return UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: return nil
        }
    }
}
