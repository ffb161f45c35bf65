import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (gist.github.com/niw/569b49648fcab22124e1d12c195fe595; matrixprojects.net/p/uibarbuttonitem-ios11):
// a mailbox menu button in the navigation bar's title view. From iOS 11 the bar sizes its title view by
// `intrinsicContentSize`, else by `sizeThatFits(_:)` — its own size, zero here: the app lays the view out with
// constraints that never give it a size. The button shows, overhanging its zero-sized superview, and no tap
// reaches it (docs/uikit-rules.md R13.4). The fix: the title view says its size in `intrinsicContentSize`.

/// The title view: a button that opens the mailbox menu, laid out from the view's top-left corner.
final class MailboxTitleView: UIView {
    let button = UIButton(type: .system)
    private let saysItsSize: Bool

    init(saysItsSize: Bool) {
        self.saysItsSize = saysItsSize
        super.init(frame: .zero)
        button.frame = TitleViewButtonScene.buttonFrame
        button.setTitle("Inbox ▾", for: .normal)
        button.backgroundColor = UIColor(white: 0.9, alpha: 1)
        addSubview(button)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The fix: the bar gives the view the size it says.
    override var intrinsicContentSize: CGSize {
        saysItsSize ? TitleViewButtonScene.titleViewSize : super.intrinsicContentSize
    }
}

@Actions
final class TitleViewButtonViewController: UIViewController {
    private let saysItsSize: Bool

    init(saysItsSize: Bool) {
        self.saysItsSize = saysItsSize
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let titleView = MailboxTitleView(saysItsSize: saysItsSize)
        titleView.button.addTarget(self, action: #action(mailboxMenuTapped(_:)), for: .touchUpInside)
        navigationItem.titleView = titleView
    }

    func mailboxMenuTapped(_ sender: UIButton) { log("mailboxMenuTapped: show the mailboxes") }
}

@MainActor
public enum TitleViewButtonScene {
    static let buttonFrame = CGRect(x: 0, y: 7, width: 120, height: 30)
    static let titleViewSize = CGSize(width: 120, height: 44)
    /// On the button both where the bug draws it (from the bar's centre) and where the fix puts it (centred).
    public static let pointOnButton = CGPoint(x: 230, y: 80)

    public static let example = Example(
        id: "title-view-button",
        title: "A button in the title view shows but takes no taps",
        seed: "—",
        summary: """
            Bug (gist.github.com/niw/569b49648fcab22124e1d12c195fe595): a mailbox menu button in the navigation \
            bar's title view. From iOS 11 the bar sizes a title view by its intrinsicContentSize, else its own \
            size — zero here — so the button overhangs a zero-sized view and no tap reaches it. \
            intrinsic-size: the view says its size, and the tap opens the menu.
            """,
        variants: ["intrinsic-size"],
        demoInput: tapInput(at: pointOnButton, t: 0.5)
    ) { _, variant in
        let inbox = TitleViewButtonViewController(saysItsSize: variant == "intrinsic-size")
        return makeWindow(root: UINavigationController(rootViewController: inbox))
    }
}
