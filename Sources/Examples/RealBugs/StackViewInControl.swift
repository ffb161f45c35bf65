import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (radar 30592429, github.com/lionheart/openradar-mirror/issues/16943; LBTATools PR #21,
// github.com/bhlvoong/LBTATools/pull/21): a custom control lays out its icon and title in a UIStackView. The stack
// view is an ordinary interactive view, so hit-testing answers it, not the control, and a control tracks only the
// touches that hit it: the action never fires (docs/uikit-rules.md R6.12, R11.3).

/// A tappable card: a UIControl holding a stack view.
final class CardControl: UIControl {}

@Actions
final class StackViewInControlViewController: UIViewController {
    private let stackInteractive: Bool

    init(stackInteractive: Bool) {
        self.stackInteractive = stackInteractive
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = CardControl(frame: StackViewInControlScene.cardFrame)
        card.backgroundColor = .systemBlue
        card.addTarget(self, action: #action(addToCart(_:)), for: .touchUpInside)
        let stack = UIStackView(frame: card.bounds)
        stack.axis = .horizontal
        stack.spacing = 8
        // The fix: the stack view answers no hit-test, so its touches go to the control.
        stack.isUserInteractionEnabled = stackInteractive
        let icon = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        icon.text = "+"
        icon.textAlignment = .center
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        title.text = "Add to cart"
        stack.addArrangedSubview(icon)
        stack.addArrangedSubview(title)
        card.addSubview(stack)
        view.addSubview(card)
    }

    func addToCart(_ sender: CardControl) { log("Add to cart: touchUpInside") }
}

@MainActor
public enum StackViewInControlScene {
    static let cardFrame = CGRect(x: 45, y: 300, width: 300, height: 60)
    public static let pointOnTitle = CGPoint(x: 220, y: 330)

    public static let example = Example(
        id: "stack-view-in-control",
        title: "A stack view in a control swallows its taps",
        seed: "—",
        summary: """
            Bug (github.com/lionheart/openradar-mirror/issues/16943): a custom UIControl lays out its icon and \
            title in a UIStackView. The stack view is interactive, so hit-testing answers it instead of the \
            control, and a control tracks only touches that hit it: Add to cart never fires. \
            stack-not-interactive: stackView.isUserInteractionEnabled = false, and the control gets the tap.
            """,
        variants: ["stack-not-interactive"],
        demoInput: tapInput(at: pointOnTitle, t: 0.5)
    ) { _, variant in
        makeWindow(root: StackViewInControlViewController(stackInteractive: variant != "stack-not-interactive"))
    }
}
