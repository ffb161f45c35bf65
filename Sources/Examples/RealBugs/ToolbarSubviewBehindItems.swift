import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (Atlas-iOS PR #1418, github.com/layerhq/Atlas-iOS/pull/1418; SlackTextViewController issue #604): a
// button added with `toolbar.addSubview(button)` stopped working on iOS 11. The toolbar now holds its items in a
// content view (`_UIToolbarContentView`) made when the bar is first shown, in front of what the app added before,
// and it takes the button's taps (docs/uikit-rules.md R11.4). The fix: give the button to the bar as an item.

@Actions
final class ToolbarSubviewBehindItemsViewController: UIViewController {
    private let asItem: Bool

    init(asItem: Bool) {
        self.asItem = asItem
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 766, width: 390, height: 78))
        let camera = UIButton(frame: CGRect(x: 16, y: 17, width: 90, height: 44))
        camera.setTitle("Camera", for: .normal)
        camera.backgroundColor = .systemBlue
        camera.addTarget(self, action: #action(cameraTapped(_:)), for: .touchUpInside)
        let send = UIBarButtonItem(title: "Send", style: .plain, target: self, action: #action(sendTapped(_:)))
        if asItem {
            toolbar.items = [UIBarButtonItem(customView: camera), .flexibleSpace(), send]
        } else {
            toolbar.items = [.flexibleSpace(), send]
            toolbar.addSubview(camera)
        }
        view.addSubview(toolbar)
    }

    func cameraTapped(_ sender: UIButton) { log("Camera: touchUpInside") }
    func sendTapped(_ sender: UIBarButtonItem) { log("Send tapped") }
}

@MainActor
public enum ToolbarSubviewBehindItemsScene {
    public static let pointOnCamera = CGPoint(x: 60, y: 805)

    public static let example = Example(
        id: "toolbar-subview-behind-items",
        title: "A button added to a toolbar is behind its items",
        seed: "—",
        summary: """
            Bug (github.com/layerhq/Atlas-iOS/pull/1418): a Camera button added with toolbar.addSubview stopped \
            working on iOS 11. The toolbar holds its items in a content view made when the bar is first shown, \
            in front of the button, and it takes the taps. bar-button-item: UIBarButtonItem(customView: camera) \
            in the bar's items, and Camera fires.
            """,
        variants: ["bar-button-item"],
        demoInput: tapInput(at: pointOnCamera, t: 0.5)
    ) { _, variant in
        makeWindow(root: ToolbarSubviewBehindItemsViewController(asItem: variant == "bar-button-item"))
    }
}
