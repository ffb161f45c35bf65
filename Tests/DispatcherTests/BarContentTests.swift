import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R13.4 and R13.5: how a navigation bar sizes a title view and a custom item's view, whose
/// size is its touch area from iOS 11 (larger before), and how a button's image and title make its size.
@Suite("Bar content: title views, custom-view items and a button's size")
@MainActor
struct BarContentTests {
    /// A screen whose `viewDidLoad` fills its navigation item, as apps do.
    final class Screen: UIViewController {
        let fill: (UINavigationItem) -> Void
        init(fill: @escaping (UINavigationItem) -> Void) {
            self.fill = fill
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            fill(navigationItem)
        }
    }

    /// A title view an app lays out with constraints it never gives itself: no intrinsic size, a zero frame.
    final class SegmentsTitleView: UIView {
        let left = UIButton(type: .system), right = UIButton(type: .system)
        var wantsSize: CGSize?
        override init(frame: CGRect) {
            super.init(frame: frame)
            left.frame = CGRect(x: 0, y: 7, width: 90, height: 30)
            right.frame = CGRect(x: 90, y: 7, width: 90, height: 30)
            left.setTitle("Mail", for: .normal)
            right.setTitle("Chats", for: .normal)
            addSubview(left)
            addSubview(right)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { wantsSize ?? super.intrinsicContentSize }
    }

    private func world(version: String = "18.0", _ fill: @escaping (UINavigationItem) -> Void) -> (Simulator, UINavigationBar) {
        let sim = Simulator(systemVersion: version)
        let (navigation, window) = sim.run {
            let navigation = UINavigationController(rootViewController: Screen(fill: fill))
            let window = UIWindow(frame: sim.screen.bounds)
            window.rootViewController = navigation
            return (navigation, window)
        }
        sim.show(window)
        return (sim, navigation.navigationBar)
    }

    /// Where `view`'s centre is on the screen.
    private func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("a title view with no intrinsic size and a zero frame is zero-sized in _UITAMICAdaptorView: its buttons show but take no taps")
    func zeroSizedTitleView() throws {
        let titleView = SegmentsTitleView(frame: .zero)
        var taps = 0
        titleView.right.addAction(UIAction(title: "chats") { _ in taps += 1 }, for: .touchUpInside)
        let (sim, bar) = world { $0.titleView = titleView }
        #expect(titleView.bounds.size == .zero)
        #expect(className(of: try #require(titleView.superview)) == "_UITAMICAdaptorView")
        sim.tap(at: centre(of: titleView.right))
        sim.advance(by: 1)
        #expect(taps == 0, "the buttons lie outside their zero-sized superview")
        #expect(bar.title == nil, "a title view replaces the title")
    }

    @Test("the fix: an intrinsicContentSize gives the title view its size, centred on the bar, and the button takes the tap")
    func intrinsicSizedTitleView() {
        let titleView = SegmentsTitleView(frame: .zero)
        titleView.wantsSize = CGSize(width: 180, height: 44)
        var taps = 0
        titleView.right.addAction(UIAction(title: "chats") { _ in taps += 1 }, for: .touchUpInside)
        let (sim, bar) = world { $0.titleView = titleView }
        #expect(titleView.superview is _UINavigationBarContentView, "a view with an intrinsic size needs no adaptor")
        #expect(titleView.frame == CGRect(x: 105, y: 0, width: 180, height: 44))
        sim.tap(at: centre(of: titleView.right))
        sim.advance(by: 1)
        #expect(taps == 1)
        withExtendedLifetime(bar) {}
    }

    @Test("a title view made with a frame keeps it (sizeThatFits answers its own size), but no wider than the room between the items")
    func framedTitleView() {
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let (_, _) = world { $0.titleView = narrow }
        #expect(narrow.superview?.frame == CGRect(x: 95, y: 7, width: 200, height: 30))
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (_, _) = world {
            $0.titleView = wide
            $0.rightBarButtonItem = item
        }
        // Room: from the 16 pt margin to the Edit button (52 pt wide at 16 pt from the end) less 8 pt spacing.
        #expect(abs(wide.bounds.width - (390 - 16 - 16 - 52 - 8)) < 1e-9, "\(wide.bounds.width - 298)")
        #expect(wide.superview?.frame.minX == 16)
    }

    @Test("iOS 11+: a custom view's touch area is its own size — an image button is as small as its image, a tap 6 pt beside it misses")
    func customViewTouchArea() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.setImage(UIImage(named: "close"), for: .normal)
        var taps = 0
        button.addAction(UIAction(title: "close") { _ in taps += 1 }, for: .touchUpInside)
        let (sim, _) = world { $0.rightBarButtonItem = UIBarButtonItem(customView: button) }
        #expect(button.frame.size == CGSize(width: 24, height: 24), "the intrinsic size wins over the frame the app gave")
        let c = centre(of: button)
        sim.tap(at: CGPoint(x: c.x - 12 - 6, y: c.y))
        sim.advance(by: 1)
        #expect(taps == 0)
        sim.tap(at: c)
        sim.advance(by: 1)
        #expect(taps == 1)
    }

    @Test("iOS 10: the bar sent a tap beside a custom view, and anywhere in the bar's height, to it")
    func customViewTouchAreaBeforeIOS11() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "close"), for: .normal)
        var taps = 0
        button.addAction(UIAction(title: "close") { _ in taps += 1 }, for: .touchUpInside)
        let (sim, bar) = world(version: "10.3") { $0.rightBarButtonItem = UIBarButtonItem(customView: button) }
        let c = centre(of: button)
        sim.tap(at: CGPoint(x: c.x - 12 - 6, y: bar.frame.maxY - 2))
        sim.advance(by: 1)
        #expect(taps == 1)
        sim.tap(at: CGPoint(x: c.x - 12 - 30, y: c.y))
        sim.advance(by: 1)
        #expect(taps == 1, "30 pt away is no longer the item's")
    }

    @Test("the fix on iOS 11+: contentEdgeInsets grow the button, and with it the touch area")
    func contentEdgeInsetsGrowTheTouchArea() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "close"), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        var taps = 0
        button.addAction(UIAction(title: "close") { _ in taps += 1 }, for: .touchUpInside)
        let (sim, _) = world { $0.rightBarButtonItem = UIBarButtonItem(customView: button) }
        #expect(button.frame.size == CGSize(width: 44, height: 44))
        let c = centre(of: button)
        sim.tap(at: CGPoint(x: c.x - 12 - 6, y: c.y))
        sim.advance(by: 1)
        #expect(taps == 1)
        #expect(button.imageView?.frame == CGRect(x: 10, y: 10, width: 24, height: 24))
    }

    @Test("a button's size: title one line plus 6 pt above and below; image beside title; sizeToFit takes it; a label's is its line")
    func buttonSize() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 54, height: 33))
        button.setImage(UIImage(named: "star"), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 78, height: 33))
        #expect(button.currentImage?.name == "star" && button.image(for: .highlighted)?.name == "star")
        button.frame.origin = CGPoint(x: 20, y: 30)
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 20, y: 30, width: 78, height: 33))
        #expect(button.imageView?.frame == CGRect(x: 0, y: 4.5, width: 24, height: 24))
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 21))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
