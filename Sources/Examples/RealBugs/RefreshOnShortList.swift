import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (github.com/CRAnimation/CRRefresh/issues/33; github.com/eggswift/pull-to-refresh/issues/24): a list
// with a refresh control and only two rows cannot be pulled down, so it never refreshes. A scroll view whose
// content is no taller than it cannot be dragged vertically unless `alwaysBounceVertical` is true (Apple's
// documentation); a table's long content hides the problem, a short collection view shows it (R7.11, R7.13).

@Actions
final class RefreshOnShortListViewController: UIViewController {
    private let alwaysBounces: Bool

    init(alwaysBounces: Bool) {
        self.alwaysBounces = alwaysBounces
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = UIScrollView(frame: RefreshOnShortListScene.listFrame)
        list.contentSize = CGSize(width: 390, height: 220)
        // The fix: the list can be dragged down however short its content.
        list.alwaysBounceVertical = alwaysBounces
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #action(reload(_:)), for: .valueChanged)
        list.refreshControl = refresh
        for row in 0..<2 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 110, width: 390, height: 100))
            cell.backgroundColor = .systemOrange
            list.addSubview(cell)
        }
        view.addSubview(list)
    }

    func reload(_ sender: UIRefreshControl) { log("reload: fetch the list") }
}

@MainActor
public enum RefreshOnShortListScene {
    static let listFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    public static let example = Example(
        id: "refresh-on-short-list",
        title: "A short list never refreshes",
        seed: "—",
        summary: """
            Bug (github.com/CRAnimation/CRRefresh/issues/33): a list of two rows with a refresh control cannot be \
            pulled down: a scroll view whose content is no taller than it is not dragged vertically, so the pull \
            never reaches the control. always-bounce: alwaysBounceVertical = true, and the pull refreshes.
            """,
        variants: ["always-bounce"],
        demoInput: dragInput(from: CGPoint(x: 195, y: 150), by: CGPoint(x: 0, y: 400), steps: 24, t: 0.5)
    ) { _, variant in
        makeWindow(root: RefreshOnShortListViewController(alwaysBounces: variant == "always-bounce"))
    }
}
