import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (github.com/yuping1989/YPTabBarController/issues/11; github.com/Monntay/CustomTabBarShape/issues/2):
// a tab bar controller's custom tab bar, installed with `setValue(_:forKey: "tabBar")`, carries a round "+"
// button raised above it. Taps on the raised half do nothing: hit-testing asks the tab bar, whose point(inside:)
// says no above its top, so its subviews are never asked and the touch goes to the screen behind. The fix overrides
// the tab bar's point(inside:) to answer for the button too (R1.2, R11.5).

/// The app's tab bar: a raised button, and (the fix) a point(inside:) that reaches it.
final class ComposeTabBar: UITabBar {
    let composeButton = UIButton(frame: CGRect(x: 160, y: -25, width: 70, height: 70))
    var reachesRaisedButton = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        composeButton.backgroundColor = .systemOrange
        composeButton.layer.cornerRadius = 35
        composeButton.setTitle("+", for: .normal)
        addSubview(composeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if reachesRaisedButton, composeButton.point(inside: convert(point, to: composeButton), with: event) { return true }
        return super.point(inside: point, with: event)
    }
}

@Actions
final class TabBarRaisedButtonController: UITabBarController {
    private let reachesRaisedButton: Bool

    init(reachesRaisedButton: Bool) {
        self.reachesRaisedButton = reachesRaisedButton
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = ComposeTabBar()
        bar.reachesRaisedButton = reachesRaisedButton
        bar.composeButton.addTarget(self, action: #action(compose(_:)), for: .touchUpInside)
        setValue(bar, forKey: "tabBar")
        let (home, profile) = (UIViewController(), UIViewController())
        (home.title, profile.title) = ("Home", "Profile")
        viewControllers = [home, profile]
    }

    func compose(_ sender: UIButton) { log("compose: new post") }
}

@MainActor
public enum TabBarRaisedButtonScene {
    /// On the raised half of the button, 15 pt above the bar's top (761).
    public static let pointAboveBar = CGPoint(x: 195, y: 746)

    public static let example = Example(
        id: "tab-bar-raised-button",
        title: "A raised tab bar button is dead above the bar",
        seed: "—",
        summary: """
            Bug (github.com/yuping1989/YPTabBarController/issues/11): a custom tab bar installed with \
            setValue(_:forKey: "tabBar") carries a round + button raised above it. A tap on the raised half does \
            nothing: the tab bar's point(inside:) says no above its top, so its subviews are never asked. \
            point-inside: the tab bar's point(inside:) answers for the button too.
            """,
        variants: ["point-inside"],
        demoInput: tapInput(at: pointAboveBar, t: 0.5)
    ) { _, variant in
        makeWindow(root: TabBarRaisedButtonController(reachesRaisedButton: variant == "point-inside"))
    }
}
