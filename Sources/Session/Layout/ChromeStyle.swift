import Dispatcher
import Foundation

/// The window's own look: colours and sizes of everything around and over the simulated screen.
///
/// Sizes are in chrome points; the painter turns them into pixels (HiDPI and large fonts scale them). The
/// colours are dark around the phone so its screen stands out on a projector, and the overlays' colours are
/// bright and few, one meaning each.
package enum ChromeStyle {
    package static let background = DrawColor(r: 0x1c, g: 0x1c, b: 0x1e)
    package static let panel = DrawColor(r: 0x26, g: 0x26, b: 0x28)
    package static let separator = DrawColor(r: 0x3a, g: 0x3a, b: 0x3c)
    package static let bezel = DrawColor(r: 0x0b, g: 0x0b, b: 0x0c)
    package static let text = DrawColor(r: 0xf2, g: 0xf2, b: 0xf7)
    package static let secondaryText = DrawColor(r: 0xa1, g: 0xa1, b: 0xa8)
    package static let accent = DrawColor(r: 0x0a, g: 0x84, b: 0xff)
    package static let button = DrawColor(r: 0x3a, g: 0x3a, b: 0x3c)
    package static let selection = DrawColor(r: 0x0a, g: 0x84, b: 0xff, a: 90)
    package static let stepHighlight = DrawColor(r: 0xff, g: 0xd6, b: 0x0a, a: 80)
    package static let paused = DrawColor(r: 0xff, g: 0xd6, b: 0x0a)
    package static let shade = DrawColor(r: 0, g: 0, b: 0, a: 170)
    /// The record button while recording.
    package static let recording = DrawColor(r: 0xff, g: 0x45, b: 0x3a)

    // The replay's timeline: the part played, the playhead.
    package static let played = DrawColor(r: 0x32, g: 0x32, b: 0x36)
    package static let playhead = DrawColor(r: 0xff, g: 0xd6, b: 0x0a)

    // Hit-test outcomes and the responder chain: Okabe and Ito's colour-blind-safe palette (the green and the
    // vermillion lightened a little to read as text on the dark panels), none of them a colour UIKit scenes
    // usually paint with; the badges' shapes and the outlines' dashes say the same again.
    package static let asking = DrawColor(r: 0xf0, g: 0xe4, b: 0x42)
    package static let skipped = DrawColor(r: 0x9a, g: 0x9a, b: 0x9a)
    package static let outside = DrawColor(r: 0xe8, g: 0x64, b: 0x1e)
    package static let inside = DrawColor(r: 0x56, g: 0xb4, b: 0xe9)
    package static let declined = DrawColor(r: 0xe6, g: 0x9f, b: 0x00)
    package static let hit = DrawColor(r: 0x1d, g: 0xb3, b: 0x8a)

    /// The responder chain's arrows and numbers.
    package static let chain = DrawColor(r: 0xcc, g: 0x79, b: 0xa7)
    /// The dark rim around every overlay mark, so a mark never vanishes on a scene of its own colour.
    package static let badgeHalo = DrawColor(r: 0x11, g: 0x11, b: 0x13)
    /// The hit area's shading.
    package static let hitArea = DrawColor(r: 0x64, g: 0xd2, b: 0xff, a: 110)
    package static let hitAreaEdge = DrawColor(r: 0x00, g: 0x7a, b: 0xa8)
    /// The plate under a view's name: dark and nearly opaque, so the white name reads on any scene colour.
    package static let namePlate = DrawColor(r: 0x1c, g: 0x1c, b: 0x1e, a: 215)

    // Log lines.
    package static let inputLine = DrawColor(r: 0x64, g: 0xd2, b: 0xff)
    package static let noteLine = DrawColor(r: 0xa1, g: 0xa1, b: 0xa8)
    package static let userLine = DrawColor(r: 0xff, g: 0xd6, b: 0x0a)

    /// One colour per finger number (finger 10 takes the first again).
    package static let fingers: [DrawColor] = [
        DrawColor(r: 0xff, g: 0x3b, b: 0x30), DrawColor(r: 0x00, g: 0x7a, b: 0xff),
        DrawColor(r: 0x34, g: 0xc7, b: 0x59), DrawColor(r: 0xff, g: 0x95, b: 0x00),
        DrawColor(r: 0xaf, g: 0x52, b: 0xde), DrawColor(r: 0x30, g: 0xb0, b: 0xc7),
        DrawColor(r: 0xff, g: 0x2d, b: 0x55), DrawColor(r: 0xa2, g: 0x84, b: 0x5e),
        DrawColor(r: 0x58, g: 0x56, b: 0xd6), DrawColor(r: 0x8e, g: 0x8e, b: 0x93),
    ]

    package static func finger(_ number: Int) -> DrawColor { fingers[number % fingers.count] }

    // Text sizes, in chrome points.
    package static let titleSize: CGFloat = 15
    package static let bodySize: CGFloat = 13
    package static let smallSize: CGFloat = 11.5
    package static let badgeSize: CGFloat = 12
}

extension HitTestPass.Outcome {
    package var color: DrawColor {
        switch self {
        case .asking: ChromeStyle.asking
        case .skipped: ChromeStyle.skipped
        case .outside: ChromeStyle.outside
        case .inside: ChromeStyle.inside
        case .declined: ChromeStyle.declined
        case .hit: ChromeStyle.hit
        }
    }
}
