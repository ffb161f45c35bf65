import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// What a frame's drawing left for input: the layout (where the phone is, for the mouse), the click targets,
/// and when replaying where the timeline's time runs (for seeking).
package struct FrameLayout {
    package let layout: WindowLayout
    package let targets: [ClickTarget]
    package var timeline: TimelineScale? = nil

    /// The command for a click at `pixel` (output pixels): the topmost target under it.
    package func command(at pixel: CGPoint) -> WindowCommand? {
        targets.last { $0.rect.contains(pixel) }?.command
    }
}

/// Draws a whole frame of the window — toolbar, examples, phone, overlays, info column, help — from a
/// workbench, without presenting it. The window and `shot` both draw with it, so a screenshot is the window.
@MainActor
package final class FrameComposer {
    package let context: RenderContext
    package let views: ViewRenderer

    package init(context: RenderContext, fontCandidates: [String] = AssetLocator.fontCandidates()) {
        self.context = context
        views = ViewRenderer(context: context, fontCandidates: fontCandidates)
    }

    /// Draws `bench` as it is now; `realTime` (seconds) times the flash message.
    @discardableResult
    package func draw(_ bench: Workbench, realTime: Double = 0) -> FrameLayout {
        let settings = bench.settings
        let (output, window) = (context.outputSize, context.windowSize)
        let hiDPI = window.width > 0 ? output.width / window.width : 1
        let painter = ChromePainter(canvas: views.canvas, text: views.textCache,
                                    unit: hiDPI * settings.fontScale(window: window.width > 0 ? window : output))
        views.canvas.clear(ChromeStyle.background)
        var targets: [ClickTarget] = []

        var toolbar = Toolbar(settings: settings, isRecording: bench.recorder != nil)
        if toolbar.height(width: output.width, painter: painter) > output.height * Toolbar.compactShare {
            toolbar = toolbar.compacted(width: output.width, painter: painter)
        }
        let captionHeight = painter.lineHeight(ChromeStyle.titleSize) + painter.lineHeight(ChromeStyle.bodySize)
            + painter.px(12)
        // The presenter's layout gives the toolbar's height to the phone: its keys do what the buttons do.
        let toolbarHeight = settings.presenting ? 0 : toolbar.height(width: output.width, painter: painter)
        let timelineHeight = bench.input.replay.map {
            min(TimelinePanel.height(for: $0, painter: painter), (output.height * 0.4).rounded())
        }
        let narration = settings.presenting ? bench.presenterCaption : settings.narratesSteps ? bench.stepNarration : nil
        let layout = settings.presenting
            ? WindowLayout(presenting: output, window: window, unit: painter.unit, toolbarHeight: toolbarHeight,
                           timelineHeight: timelineHeight ?? 0,
                           captionBandHeight: StepCaptionBand.height(StepCaptionBand.presenting, painter: painter),
                           screen: bench.sim.screen.bounds)
            : WindowLayout(
                output: output, window: window, unit: painter.unit, toolbarHeight: toolbarHeight,
                captionHeight: captionHeight, timelineHeight: timelineHeight ?? 0,
                stepCaptionHeight: narration == nil ? 0 : StepCaptionBand.height(painter: painter), overlays: settings.overlays,
                screen: bench.sim.screen.bounds)
        let recording = bench.recorder.map { "● REC " + ($0.path as NSString).lastPathComponent }
        let status = Self.status(settings, recording: recording, flash: bench.chrome.flashText(now: realTime))
        if !settings.presenting { drawCaption(of: bench.session, status: status, in: layout.stage, painter: painter) }
        let viewport = layout.viewport
        let screen = viewport.screenInPixels
        let bezel = WindowLayout.bezel * painter.unit
        painter.fill(screen.insetBy(dx: -bezel, dy: -bezel), ChromeStyle.bezel, radius: bezel * 2.5)
        views.drawScreen(windows: bench.session.windowsBackToFront, viewport: viewport)

        let overlays = OverlayFrame(bench: bench, viewport: viewport)
        let shown = OverlayUnits.all.filter { settings.shows($0.overlay) }
        painter.clip(screen)
        var badges = BadgePlacement(radius: painter.px(11), bounds: screen)
        for rect in views.textRects { badges.reserve(rect) }
        for unit in shown { unit.reserve(overlays, in: &badges) }
        for unit in shown.sorted(by: { $0.layer < $1.layer }) {
            unit.draw(overlays, painter: painter, badges: &badges)
        }
        painter.clip(nil)
        if let band = layout.stepCaption, let narration {
            StepCaptionBand.draw(narration, style: settings.presenting ? StepCaptionBand.presenting : StepCaptionBand.stepping,
                                 in: band, painter: painter)
        }

        if let gallery = layout.gallery {
            painter.fill(gallery, ChromeStyle.panel)
            bench.chrome.galleryScroll = GallerySidebar.draw(
                bench.examples, selected: bench.exampleIndex, variant: bench.session.variant, scroll: bench.chrome.galleryScroll,
                revealSelection: bench.chrome.galleryRevealsSelection, in: gallery, painter: painter, targets: &targets)
            bench.chrome.galleryRevealsSelection = false
        }
        if let info = layout.info, settings.presenting {
            painter.fill(info, ChromeStyle.panel)
            PresenterPanel.draw(bench, frame: overlays, status: status, in: info, painter: painter, targets: &targets)
        } else if let info = layout.info {
            painter.fill(info, ChromeStyle.panel)
            InfoColumn.draw(
                legend: LegendEntry.entries(hitTest: settings.shows(.hitTest), chain: settings.shows(.chain)),
                sections: shown.compactMap { $0.section(overlays) },
                log: settings.shows(.log) ? (bench.sim.log, bench.cursor, bench.chrome.logScroll) : nil,
                in: info, painter: painter, targets: &targets)
        }
        var timeline: TimelineScale?
        if let replay = bench.input.replay, let rect = layout.timeline {
            timeline = TimelinePanel.draw(replay, now: bench.sim.now, in: rect, painter: painter)
        }
        if !settings.presenting { _ = toolbar.draw(width: output.width, painter: painter, targets: &targets) }
        if settings.showsHelp {
            HelpOverlay.draw(in: CGRect(origin: .zero, size: output), painter: painter, targets: &targets)
        }
        views.textCache.endFrame()
        return FrameLayout(layout: layout, targets: targets, timeline: timeline)
    }

    /// The example's title over the phone (its variant and device beside it when not the defaults), and under
    /// it the state of time — paused, slowed down — or a passing message.
    private func drawCaption(of session: ExampleSession, status: String?, in stage: CGRect, painter: ChromePainter) {
        let extras = [session.variant, session.device == .standard ? nil : session.device.name].compactMap { $0 }
        let detail = extras.isEmpty ? "" : "  " + extras.joined(separator: " · ")
        let title = painter.measure(session.example.title, size: ChromeStyle.titleSize, bold: true)
        let extra = painter.measure(detail, size: ChromeStyle.bodySize)
        let x = max(stage.minX + painter.px(8), stage.midX - (title.width + extra.width) / 2)
        let y = stage.minY + painter.px(8)
        painter.clip(stage)
        painter.text(session.example.title, at: CGPoint(x: x, y: y), size: ChromeStyle.titleSize, ChromeStyle.text,
                     bold: true)
        painter.text(detail, at: CGPoint(x: x + title.width, y: y + (title.height - extra.height) / 2 + painter.px(1)),
                     size: ChromeStyle.bodySize, ChromeStyle.secondaryText)
        if let status {
            painter.text(status, centredAt: CGPoint(x: stage.midX, y: y + painter.lineHeight(ChromeStyle.titleSize)
                                                        + painter.lineHeight(ChromeStyle.bodySize) / 2),
                         size: ChromeStyle.bodySize, ChromeStyle.paused, bold: true)
        }
        painter.clip(nil)
    }

    /// "● REC file.trace · PAUSED · → steps · ×0.25", a flash message: what the caption's second line says, if
    /// anything.
    package static func status(_ settings: WorkshopSettings, recording: String? = nil, flash: String?) -> String? {
        var parts: [String] = recording.map { [$0] } ?? []
        if settings.isPaused { parts.append("PAUSED — → steps, Space resumes") }
        if settings.speed != 1 { parts.append("slow motion " + settings.speedLabel) }
        if let flash { parts.append(flash) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The window's frame for `bench` at `width`×`height` pixels, drawn by the software renderer into memory.
    package static func frame(of bench: Workbench, width: Int, height: Int) throws(SDLError) -> PixelBuffer {
        let context = try RenderContext.offscreen(width: width, height: height)
        FrameComposer(context: context).draw(bench)
        guard let frame = context.readPixels() else { throw .failed("SDL_RenderReadPixels") }
        return frame
    }
}
