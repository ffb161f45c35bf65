import Foundation
import Session

/// One overlay as the window shows it: its toolbar title and help line, where it draws over the phone's screen
/// among the others, the spots its drawing takes before badges are placed, and its section in the info column.
///
/// The frame composer, the toolbar and the help loop over `OverlayUnits.all`: a new overlay is its identity
/// (a case of `Overlay`: its digit key and its `shot --overlays` name), one file with its unit, and a line there.
@MainActor
package protocol OverlayUnit {
    /// The toggle that shows it.
    var overlay: Overlay { get }
    /// The toolbar's label.
    var title: String { get }
    /// How the help names it: "show or hide " + this.
    var helpName: String { get }
    /// Its place in the drawing over the screen: lower first (shading under outlines, dots on top).
    var layer: Int { get }
    /// Marks the spots its drawing will take, before any overlay places a numbered badge.
    func reserve(_ frame: OverlayFrame, in badges: inout BadgePlacement)
    /// Draws over the phone's screen (clipped to it).
    func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement)
    /// Its section in the info column, if it has one.
    func section(_ frame: OverlayFrame) -> InfoSection?
}

extension OverlayUnit {
    package var layer: Int { 1 }
    package func reserve(_ frame: OverlayFrame, in badges: inout BadgePlacement) {}
    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {}
    package func section(_ frame: OverlayFrame) -> InfoSection? { nil }
}

/// Every overlay's unit.
@MainActor
package enum OverlayUnits {
    /// In the order of the info column's sections (the toolbar and the help follow `Overlay`'s order).
    package static let all: [any OverlayUnit] = [
        HitTestOverlay(), ResponderChainOverlay(), RecognizerOverlay(), HitAreaOverlay(), TouchDotsOverlay(),
        LogOverlay(), GalleryOverlay(), ViewNamesOverlay(), InspectorOverlay(), TreeOverlay(),
    ]

    package static func unit(for overlay: Overlay) -> any OverlayUnit {
        guard let unit = all.first(where: { $0.overlay == overlay }) else {
            preconditionFailure("no unit for the overlay \(overlay.rawValue): add one to OverlayUnits.all")
        }
        return unit
    }
}
