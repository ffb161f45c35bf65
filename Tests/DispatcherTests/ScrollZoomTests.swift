import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R7.10: a scroll view's pinch exists only while zooming is possible, scales the view its
/// delegate gives, keeps the point between the fingers under them, stops at the limits, and tells the delegate.
@Suite("Scroll views: pinch to zoom")
@MainActor
struct ScrollZoomTests {
    final class Zoomer: NSObject, UIScrollViewDelegate {
        let view: UIView?
        var events: [String] = []
        init(_ view: UIView?) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("will") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if events.last != "zoom" { events.append("zoom") } }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append("end \(scale)")
        }
    }

    private func world(zooms: Bool = true) -> (Simulator, UIScrollView, UIView, Zoomer) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        let zoomer = Zoomer(zooms ? image : nil)
        scroll.delegate = zoomer
        let (sim, _) = makeWorld { $0.addSubview(scroll) }
        return (sim, scroll, image, zoomer)
    }

    /// Two fingers about (195, 300) in the window, `from` apart horizontally, moved to `to` apart.
    private func pinch(_ sim: Simulator, from: CGFloat, to: CGFloat) {
        sim.touchDown(at: CGPoint(x: 195 - from / 2, y: 300), finger: 0)
        sim.touchDown(at: CGPoint(x: 195 + from / 2, y: 300), finger: 1)
        for step in 1...10 {
            sim.advance(by: 0.02)
            let d = from + (to - from) * CGFloat(step) / 10
            sim.touchMove(to: CGPoint(x: 195 - d / 2, y: 300), finger: 0)
            sim.touchMove(to: CGPoint(x: 195 + d / 2, y: 300), finger: 1)
        }
        sim.touchUp(finger: 0)
        sim.touchUp(finger: 1)
        sim.advance(by: 0.5)
    }

    @Test("no pinch until maximumZoomScale is above minimumZoomScale; back to nil when they meet again")
    func pinchExistsOnlyWhenZoomable() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.pinchGestureRecognizer == nil && scroll.zoomScale == 1)
        scroll.maximumZoomScale = 3
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch is UIScrollViewPinchGestureRecognizer && scroll.gestureRecognizers?.contains { $0 === pinch } == true)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil && scroll.gestureRecognizers?.contains { $0 === pinch } == false)
    }

    @Test("fingers twice as far apart double the scale; the content grows and the point between them stays put")
    func pinchZooms() {
        let (sim, scroll, image, zoomer) = world()
        scroll.maximumZoomScale = 4
        pinch(sim, from: 100, to: 200)
        #expect(abs(scroll.zoomScale - 2) < 0.01)
        #expect(abs(scroll.contentSize.width - 780) < 2 && abs(image.frame.width - 780) < 2)
        // (195, 200) in the scroll view's content was under the fingers; at scale 2 it is (390, 400), still at (195, 200).
        #expect(abs(scroll.contentOffset.x - 195) < 2 && abs(scroll.contentOffset.y - 200) < 2)
        #expect(zoomer.events.first == "will" && zoomer.events.contains("zoom") && zoomer.events.last?.hasPrefix("end 2") == true)
        #expect(!scroll.isZooming)
    }

    @Test("the scale stops at the limits")
    func limits() {
        let (sim, scroll, _, zoomer) = world()
        defer { withExtendedLifetime(zoomer) {} }  // the scroll view holds its delegate weakly
        (scroll.minimumZoomScale, scroll.maximumZoomScale) = (0.5, 1.5)
        pinch(sim, from: 100, to: 300)
        #expect(scroll.zoomScale == 1.5)
        pinch(sim, from: 300, to: 20)
        #expect(scroll.zoomScale == 0.5)
    }

    @Test("with no view for zooming the pinch does not begin")
    func nothingToZoom() {
        let (sim, scroll, _, zoomer) = world(zooms: false)
        scroll.maximumZoomScale = 4
        pinch(sim, from: 100, to: 200)
        #expect(scroll.zoomScale == 1 && zoomer.events.isEmpty)
        #expect(sim.log.lines.contains { $0.contains("UIScrollViewPinchGestureRecognizer") && $0.contains("failed") })
    }
}
