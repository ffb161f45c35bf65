import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (SCLAlertView-Swift PR #45, github.com/vikmeup/SCLAlertView-Swift/pull/45): once the text field is
// editing, the keyboard — a window of its own above the app's — covers the Send button at the bottom of the
// screen, and a tap there is the keyboard's (docs/uikit-rules.md R9.4). The pull request's fix: a tap on the
// background ends editing, the keyboard goes, and Send can be tapped.

@Actions
final class KeyboardCoversButtonViewController: UIViewController {
    private let dismissesOnTap: Bool

    init(dismissesOnTap: Bool) {
        self.dismissesOnTap = dismissesOnTap
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let field = UITextField(frame: KeyboardCoversButtonScene.fieldFrame)
        field.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(field)
        let send = UIButton(frame: KeyboardCoversButtonScene.sendFrame)
        send.setTitle("Send", for: .normal)
        send.backgroundColor = .systemBlue
        send.addTarget(self, action: #action(sendTapped(_:)), for: .touchUpInside)
        view.addSubview(send)
        if dismissesOnTap {
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #action(backgroundTapped(_:))))
        }
    }

    func sendTapped(_ sender: UIButton) { log("Send: touchUpInside") }

    func backgroundTapped(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
        log("background tapped: end editing")
    }
}

@MainActor
public enum KeyboardCoversButtonScene {
    static let fieldFrame = CGRect(x: 20, y: 120, width: 350, height: 44)
    static let sendFrame = CGRect(x: 20, y: 740, width: 350, height: 50)
    public static let pointOnField = CGPoint(x: 195, y: 142)
    public static let pointOnBackground = CGPoint(x: 195, y: 300)
    public static let pointOnSend = CGPoint(x: 195, y: 765)

    public static let example = Example(
        id: "keyboard-covers-button",
        title: "The keyboard covers a button",
        seed: "—",
        summary: """
            Bug (github.com/vikmeup/SCLAlertView-Swift/pull/45): a tap on the text field shows the keyboard, a \
            window of its own above the app's, and it covers Send at the bottom: the tap on Send is the \
            keyboard's. dismiss-on-tap: a tap recognizer on the background ends editing, the keyboard goes, and \
            Send fires.
            """,
        variants: ["dismiss-on-tap"],
        demoInput: tapInput(at: pointOnField, t: 0.5) + tapInput(at: pointOnBackground, t: 1.5)
            + tapInput(at: pointOnSend, t: 2.5)
    ) { _, variant in
        makeWindow(root: KeyboardCoversButtonViewController(dismissesOnTap: variant == "dismiss-on-tap"))
    }
}
