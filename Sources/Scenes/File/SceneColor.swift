import Foundation
@_spi(Engine) import ViewModel

/// A colour in a scene file: `"#RRGGBB"`, `"#RRGGBBAA"`, or one of UIKit's colour names (`systemBlue`, `white`…).
enum SceneColor {
    static let named: [String: UIColor] = [
        "clear": .clear, "white": .white, "black": .black, "systemBlue": .systemBlue, "systemRed": .systemRed,
        "systemGreen": .systemGreen, "systemYellow": .systemYellow, "systemOrange": .systemOrange,
        "systemGray": .systemGray, "lightGray": UIColor(white: 0.67, alpha: 1), "darkGray": UIColor(white: 0.33, alpha: 1),
    ]

    static func read(_ value: SceneValue) throws(SceneFileError) -> UIColor {
        let text = try value.text()
        if let color = named[text] { return color }
        let hex = text.hasPrefix("#") ? text.dropFirst() : ""
        guard [6, 8].contains(hex.count), let bits = UInt32(hex, radix: 16) else {
            throw value.error("expected a colour: \"#RRGGBB\", \"#RRGGBBAA\" or one of " + named.keys.sorted().joined(separator: ", "))
        }
        let rgba = hex.count == 6 ? bits << 8 | 0xff : bits
        func component(_ shift: UInt32) -> CGFloat { CGFloat((rgba >> shift) & 0xff) / 255 }
        return UIColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }
}
