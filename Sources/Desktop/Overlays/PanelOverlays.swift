import Session

/// The dispatch log: a panel in the info column, drawn by the composer under the overlays' sections.
package struct LogOverlay: OverlayUnit {
    package let overlay = Overlay.log
    package let title = "Log"
    package let helpName = "the dispatch log"
}

/// The examples: a panel on the left, drawn by the composer.
package struct GalleryOverlay: OverlayUnit {
    package let overlay = Overlay.gallery
    package let title = "Examples"
    package let helpName = "the examples"
}
