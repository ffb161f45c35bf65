import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (github.com/rs/SDSegmentedControl/issues/6; github.com/HeshamMegid/HMSegmentedControl/pull/190): a
// feed's "Latest | Popular" segmented control reloads the feed in its valueChanged action, and users tap the
// selected "Latest" to refresh. Nothing happens: UISegmentedControl sends valueChanged only when the selection
// changes (docs/uikit-rules.md R6.16). A momentary control sends it for every tap.

@Actions
final class SelectedSegmentTapViewController: UIViewController {
    private let momentary: Bool

    init(momentary: Bool) {
        self.momentary = momentary
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let feedKind = UISegmentedControl(items: ["Latest", "Popular"])
        feedKind.frame = SelectedSegmentTapScene.controlFrame
        feedKind.selectedSegmentIndex = 0
        // The fix: every tap sends valueChanged, the selected segment's too.
        feedKind.isMomentary = momentary
        feedKind.addTarget(self, action: #action(feedKindChanged(_:)), for: .valueChanged)
        view.addSubview(feedKind)
    }

    func feedKindChanged(_ sender: UISegmentedControl) { log("feedKindChanged: reload the feed") }
}

@MainActor
public enum SelectedSegmentTapScene {
    static let controlFrame = CGRect(x: 45, y: 120, width: 300, height: 32)
    public static let pointOnLatest = CGPoint(x: 120, y: 136)

    public static let example = Example(
        id: "selected-segment-tap",
        title: "A tap on the selected segment sends nothing",
        seed: "—",
        summary: """
            Bug (github.com/rs/SDSegmentedControl/issues/6): a feed reloads in its segmented control's \
            valueChanged action, and a tap on the selected "Latest" should refresh it. UISegmentedControl sends \
            valueChanged only when the selection changes, so nothing happens. momentary: isMomentary = true, and \
            every tap sends it.
            """,
        variants: ["momentary"],
        demoInput: tapInput(at: pointOnLatest, t: 0.5)
    ) { _, variant in
        makeWindow(root: SelectedSegmentTapViewController(momentary: variant == "momentary"))
    }
}
