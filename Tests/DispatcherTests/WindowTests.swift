import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A window that lets touches through where it has no subview.
final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Suite("Several windows (docs/uikit-rules.md R1.8)")
@MainActor
struct WindowTests {
    private func window(level: UIWindow.Level, passThrough: Bool = false) -> (UIWindow, Recorder) {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let window = passThrough ? PassThroughWindow(frame: frame) : UIWindow(frame: frame)
        window.windowLevel = level
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        return (window, view)
    }

    @Test("the highest windowLevel is asked first, whatever the order shown")
    func levels() {
        let sim = Simulator()
        let (alert, alertView) = window(level: .alert)
        let (normal, normalView) = window(level: .normal)
        sim.show(alert)
        sim.show(normal)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(alertView.events == ["began", "ended"])
        #expect(normalView.events.isEmpty)
        #expect(UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
    }

    @Test("among equal levels, the window shown last is asked first")
    func equalLevels() {
        let sim = Simulator()
        let (first, firstView) = window(level: .normal)
        let (second, secondView) = window(level: .normal)
        sim.show(first)
        sim.show(second)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(secondView.events == ["began", "ended"])
        #expect(firstView.events.isEmpty)
        #expect(sim.application.keyWindow === second)
    }

    @Test("a window whose hitTest answers nil lets the touch through to the windows below")
    func passThrough() {
        let sim = Simulator()
        let (below, belowView) = window(level: .normal)
        let (overlay, overlayView) = window(level: .alert, passThrough: true)
        sim.show(below)
        sim.show(overlay)
        sim.tap(at: CGPoint(x: 10, y: 500))
        #expect(belowView.events.isEmpty && overlayView.events.isEmpty)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(overlayView.events == ["began", "ended"])
        let (_, _) = (below, overlay)
        #expect(sim.log.lines.contains("# PassThroughWindow answered nil: the touch passes to the windows below"))
    }

    @Test("hidden windows are not asked")
    func hiddenWindows() {
        let sim = Simulator()
        let (top, topView) = window(level: .alert)
        let (bottom, bottomView) = window(level: .normal)
        sim.show(bottom)
        sim.show(top)
        top.isHidden = true
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(topView.events.isEmpty)
        #expect(bottomView.events == ["began", "ended"])
    }
}
