import Foundation

/// Where the parts of the window go, in output pixels: the toolbar across the top; when replaying, the trace's
/// timeline across the bottom; the examples on the left; the info column (hit-test visits, responder chain,
/// recognizers, hit area, log) on the right; in the middle, the example's caption over the phone, which is
/// scaled to fit in its bezel.
package struct WindowLayout {
    package let gallery: CGRect?
    package let info: CGRect?
    package let timeline: CGRect?
    /// Under the phone, while paused: the band for the step caption (nil when none was asked for).
    package let stepCaption: CGRect?
    /// The middle: the caption's line at its top, the phone and its bezel below.
    package let stage: CGRect
    package let viewport: ScreenViewport

    /// The overlays that live in the info column.
    package static let infoOverlays: Set<Overlay> = [.hitTest, .chain, .hitAreas, .recognizers, .log, .inspector, .tree]

    /// The most of the window's width the examples and the info column may take: the phone's column keeps the
    /// rest, at least 45 % in every layout, so the panels give way first on a small projector (their lists
    /// shorten and their lines wrap) and the phone stays what the room looks at.
    package static let galleryShare: CGFloat = 0.20
    package static let infoShare: CGFloat = 0.35

    /// The bezel's width around the screen, in chrome points.
    package static let bezel: CGFloat = 12

    package init(output: CGSize, window: CGSize, unit: CGFloat, toolbarHeight: CGFloat, captionHeight: CGFloat,
         timelineHeight: CGFloat = 0, stepCaptionHeight: CGFloat = 0, overlays: Set<Overlay>, screen: CGRect) {
        let timelineHeight = min(timelineHeight, max(0, output.height - toolbarHeight))
        timeline = timelineHeight > 0
            ? CGRect(x: 0, y: output.height - timelineHeight, width: output.width, height: timelineHeight) : nil
        let below = CGRect(x: 0, y: toolbarHeight, width: output.width,
                           height: max(0, output.height - toolbarHeight - timelineHeight))
        let galleryWidth = overlays.contains(.gallery) ? min(290 * unit, (output.width * Self.galleryShare).rounded(.down)) : 0
        let infoWidth = overlays.isDisjoint(with: Self.infoOverlays) ? 0 : min(440 * unit, (output.width * Self.infoShare).rounded(.down))
        gallery = galleryWidth > 0 ? CGRect(x: 0, y: below.minY, width: galleryWidth, height: below.height) : nil
        info = infoWidth > 0
            ? CGRect(x: output.width - infoWidth, y: below.minY, width: infoWidth, height: below.height) : nil
        stage = CGRect(x: galleryWidth, y: below.minY, width: max(0, output.width - galleryWidth - infoWidth),
                       height: below.height)
        let margin = (12 + Self.bezel) * unit
        let phoneArea = CGRect(x: stage.minX, y: stage.minY + captionHeight, width: stage.width,
                               height: max(0, stage.height - captionHeight - stepCaptionHeight))
        stepCaption = stepCaptionHeight > 0
            ? CGRect(x: stage.minX, y: phoneArea.maxY, width: stage.width, height: min(stepCaptionHeight, stage.height))
            : nil
        viewport = ScreenViewport(screen: screen, output: output, window: window,
                                  area: phoneArea.insetBy(dx: margin, dy: margin))
    }

    /// The share of the width the presenter's phone column takes; its one side panel has the rest.
    package static let presenterStageShare: CGFloat = 0.45

    /// The presenter's layout: no examples' list; the phone column on the left, the phone as tall as the window
    /// leaves it with the caption band under it (`stepCaptionHeight`, always there); one side panel on the right.
    package init(presenting output: CGSize, window: CGSize, unit: CGFloat, toolbarHeight: CGFloat,
                 timelineHeight: CGFloat = 0, captionBandHeight: CGFloat, screen: CGRect) {
        let timelineHeight = min(timelineHeight, max(0, output.height - toolbarHeight))
        timeline = timelineHeight > 0
            ? CGRect(x: 0, y: output.height - timelineHeight, width: output.width, height: timelineHeight) : nil
        let height = max(0, output.height - toolbarHeight - timelineHeight)
        let stageWidth = (output.width * Self.presenterStageShare).rounded(.down)
        gallery = nil
        stage = CGRect(x: 0, y: toolbarHeight, width: stageWidth, height: height)
        info = CGRect(x: stageWidth, y: toolbarHeight, width: output.width - stageWidth, height: height)
        let band = min(captionBandHeight, height)
        stepCaption = CGRect(x: 0, y: stage.maxY - band, width: stageWidth, height: band)
        let margin = (4 + Self.bezel) * unit
        let phoneArea = CGRect(x: 0, y: stage.minY, width: stageWidth, height: height - band)
        viewport = ScreenViewport(screen: screen, output: output, window: window,
                                  area: phoneArea.insetBy(dx: margin, dy: margin))
    }
}
