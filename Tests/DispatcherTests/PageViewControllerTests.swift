import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// `UIPageViewController` with the `.scroll` style: its pages side by side in a paging `_UIQueuingScrollView`; a
/// swipe that settles on a neighbour shows it, asks the data source for the next, and tells the delegate.
@Suite("Page view controllers: a paging scroll view of pages")
@MainActor
struct PageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { index -> UIViewController in
            let page = UIViewController()
            page.title = "page \(index)"
            return page
        }
        var finished: [Bool] = []

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            self.finished.append(completed)
        }
    }

    @Test("a swipe toward the leading edge shows the next page; the first page has no page before it")
    func swipe() throws {
        let pages = Pages()
        let sim = Simulator()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let window = sim.run { () -> UIWindow in
            controller.dataSource = pages
            controller.delegate = pages
            controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
            let window = UIWindow(frame: sim.screen.bounds)
            window.rootViewController = controller
            return window
        }
        sim.show(window)
        let scroll = try #require(controller.view.subviews.first as? UIScrollView)
        #expect(className(of: controller.view) == "_UIPageViewControllerContentView" && className(of: scroll) == "_UIQueuingScrollView")
        #expect(scroll.contentSize.width == 2 * 390 && scroll.contentOffset.x == 0)
        sim.touchDown(at: CGPoint(x: 300, y: 400))
        for step in 1...10 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 300 - CGFloat(step) * 25, y: 400))
        }
        sim.touchUp()
        sim.advance(by: 2)
        #expect(controller.viewControllers?.first === pages.pages[1])
        #expect(scroll.contentSize.width == 3 * 390 && scroll.contentOffset.x == 390)
        #expect(pages.finished == [true])
        withExtendedLifetime(pages) {}
    }
}
