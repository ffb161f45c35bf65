import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (github.com/kmikael/PBWebViewController/pull/1; github.com/andreamazz/AMPopTip/issues/60): a tip shown
// in a popover, kept a popover on the iPhone, says "tap Share to send the page". The user taps Share: the popover
// goes away and nothing is shared. A touch outside a popover dismisses it and goes no further (R14.6); the fix
// lists the Share button in the popover's passthroughViews.

@Actions
final class PopoverSwallowsTapViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    private let passesShare: Bool

    init(passesShare: Bool) {
        self.passesShare = passesShare
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private let share = UIButton(frame: PopoverSwallowsTapScene.shareFrame)

    override func viewDidLoad() {
        super.viewDidLoad()
        share.setTitle("Share", for: .normal)
        share.backgroundColor = .systemBlue
        share.addTarget(self, action: #action(shareTapped(_:)), for: .touchUpInside)
        view.addSubview(share)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let tip = UIViewController()
        tip.modalPresentationStyle = .popover
        tip.preferredContentSize = CGSize(width: 240, height: 80)
        let words = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        words.text = "Tap Share to send the page"
        words.textAlignment = .center
        tip.view.addSubview(words)
        tip.popoverPresentationController?.sourceView = share
        tip.popoverPresentationController?.delegate = self
        // The fix: the button the tip points at still takes its tap while the tip is up.
        if passesShare { tip.popoverPresentationController?.passthroughViews = [share] }
        present(tip, animated: false)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }

    func shareTapped(_ sender: UIButton) { log("share: send the page") }
}

@MainActor
public enum PopoverSwallowsTapScene {
    static let shareFrame = CGRect(x: 145, y: 400, width: 100, height: 44)

    public static let example = Example(
        id: "popover-swallows-tap",
        title: "A tap on the button a popover points at only closes it",
        seed: "—",
        summary: """
            Bug (github.com/kmikael/PBWebViewController/pull/1): a tip in a popover, kept a popover on the \
            iPhone, says to tap Share. Tapping Share only dismisses the popover: a touch outside it is taken to \
            dismiss it and goes no further. passthrough: passthroughViews = [share], and the tap shares.
            """,
        variants: ["passthrough"],
        demoInput: tapInput(at: CGPoint(x: 195, y: 422), t: 0.5)
    ) { _, variant in
        makeWindow(root: PopoverSwallowsTapViewController(passesShare: variant == "passthrough"))
    }
}
