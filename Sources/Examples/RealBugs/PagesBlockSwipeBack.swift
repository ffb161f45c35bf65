import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (ICViewPager issue #121, github.com/iltercengiz/ICViewPager/issues/121; Pageboy issue #270): a page
// view controller pushed on a navigation stack. Its pages sit in a paging scroll view (`_UIQueuingScrollView`)
// whose pan recognizes before the navigation controller's edge pan, so the swipe from the leading edge never goes
// back, even on the first page (docs/uikit-rules.md R13.2). The fix: that scroll view's pan waits for the edge pan.

/// A page of the article: a coloured view.
final class ArticlePageViewController: UIViewController {
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

final class ArticlePagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    private let pages = [UIColor.systemOrange, .systemBlue, .systemGreen].map { ArticlePageViewController(color: $0) }
    private let waitsForEdgeSwipe: Bool

    init(waitsForEdgeSwipe: Bool) {
        self.waitsForEdgeSwipe = waitsForEdgeSwipe
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
        // The fix: find the page view controller's scroll view and make its pan wait for the edge swipe.
        if waitsForEdgeSwipe, let pop = navigationController?.interactivePopGestureRecognizer,
           let pager = view.subviews.first(where: { $0 is UIScrollView }) as? UIScrollView
        {
            pager.panGestureRecognizer.require(toFail: pop)
        }
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

@MainActor
public enum PagesBlockSwipeBackScene {
    public static let example = Example(
        id: "pages-block-swipe-back",
        title: "A page view controller blocks the swipe back",
        seed: "—",
        summary: """
            Bug (github.com/iltercengiz/ICViewPager/issues/121): a page view controller pushed on a navigation \
            stack. Its pages sit in a paging scroll view whose pan recognizes before the navigation controller's \
            edge pan, so the swipe from the leading edge never goes back, even on the first page. require-to-fail: \
            that scroll view's pan waits for interactivePopGestureRecognizer, and the swipe goes back to Articles.
            """,
        variants: ["require-to-fail"],
        demoInput: dragInput(from: CGPoint(x: 6, y: 500), by: CGPoint(x: 260, y: 0), steps: 12, t: 0.5)
    ) { _, variant in
        let articles = AlbumsViewController()
        articles.title = "Articles"
        let navigation = UINavigationController(rootViewController: articles)
        let pages = ArticlePagesViewController(waitsForEdgeSwipe: variant == "require-to-fail")
        pages.title = "Article"
        navigation.pushViewController(pages, animated: false)
        return makeWindow(root: navigation)
    }
}
