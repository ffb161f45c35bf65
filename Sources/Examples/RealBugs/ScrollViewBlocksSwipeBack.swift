import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (XLPagerTabStrip issue #468, github.com/xmartlabs/XLPagerTabStrip/issues/468; PagingMenuController
// issue #372): a screen pushed on a navigation stack holds a horizontal paging scroll view across its whole width.
// A swipe from the leading edge should go back, but the scroll view's pan, on a view deeper than the navigation
// controller's edge pan, recognizes first and the edge pan fails: the pages rubber-band instead
// (docs/uikit-rules.md R13.2). The fix the reports give: the scroll view's pan waits for the edge pan to fail.

/// The screen below: it logs when it comes back, by its title.
final class AlbumsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(title ?? "Albums") appeared")
    }
}

@Actions
final class PhotoPagerViewController: UIViewController {
    private let waitsForEdgeSwipe: Bool

    init(waitsForEdgeSwipe: Bool) {
        self.waitsForEdgeSwipe = waitsForEdgeSwipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pager = UIScrollView(frame: ScrollViewBlocksSwipeBackScene.pagerFrame)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 3 * 390, height: pager.bounds.height)
        let purple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
        for (page, color) in [UIColor.systemOrange, .systemTeal, purple].enumerated() {
            let photo = UIView(frame: CGRect(x: CGFloat(page) * 390, y: 0, width: 390, height: pager.bounds.height))
            photo.backgroundColor = color
            pager.addSubview(photo)
        }
        view.addSubview(pager)
        // The fix: a swipe that starts at the edge belongs to the navigation controller.
        if waitsForEdgeSwipe, let pop = navigationController?.interactivePopGestureRecognizer {
            pager.panGestureRecognizer.require(toFail: pop)
        }
    }
}

@MainActor
public enum ScrollViewBlocksSwipeBackScene {
    static let pagerFrame = CGRect(x: 0, y: 91, width: 390, height: 753)

    public static let example = Example(
        id: "scroll-view-blocks-swipe-back",
        title: "A horizontal scroll view blocks the swipe back",
        seed: "—",
        summary: """
            Bug (github.com/xmartlabs/XLPagerTabStrip/issues/468): a pushed screen holds a paging scroll view \
            across its width. A swipe from the leading edge should go back, but the scroll view's pan recognizes \
            first and the navigation controller's edge pan fails: the pages rubber-band. require-to-fail: \
            pager.panGestureRecognizer.require(toFail: navigationController.interactivePopGestureRecognizer), \
            and the swipe goes back to Albums.
            """,
        variants: ["require-to-fail"],
        demoInput: dragInput(from: CGPoint(x: 6, y: 500), by: CGPoint(x: 260, y: 0), steps: 12, t: 0.5)
    ) { _, variant in
        let albums = AlbumsViewController()
        albums.title = "Albums"
        let navigation = UINavigationController(rootViewController: albums)
        let photos = PhotoPagerViewController(waitsForEdgeSwipe: variant == "require-to-fail")
        photos.title = "Photos"
        navigation.pushViewController(photos, animated: false)
        return makeWindow(root: navigation)
    }
}
