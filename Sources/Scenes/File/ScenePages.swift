import Foundation
@_spi(Engine) import ViewModel

/// A scene's page view controller: its pages in order, side by side in a paging scroll view.
final class ScenePages: UIPageViewController, UIPageViewControllerDataSource {
    let pages: [UIViewController]

    init(pages: [UIViewController]) {
        self.pages = pages
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The paging scroll view UIKit keeps inside (found as apps find it: the scroll view among its view's
    /// descendants).
    var pagingScrollView: UIScrollView? {
        func find(_ view: UIView) -> UIScrollView? {
            view as? UIScrollView ?? view.subviews.lazy.compactMap(find).first
        }
        return find(view)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers(Array(pages.prefix(1)), direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}
