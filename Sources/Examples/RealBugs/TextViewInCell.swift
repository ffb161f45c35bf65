import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (github.com/lionheart/openradar-mirror/issues/18278; github.com/GetStream/stream-chat-swift/pull/671):
// a chat's messages are rows whose text is a non-editable UITextView detecting links, so links open. A tap on a
// message should open its thread, and on iOS 11+ nothing happens: a selectable text view's text tap recognizes on
// its text and cancels the row's touches (docs/uikit-rules.md R9.5). The fix reporters reach first: isSelectable
// = false, and the row gets the tap — but links no longer open; the full fix passes taps through except on a
// link, which needs UIKit's text layout (`closestPosition(to:)`).

@Actions
final class TextViewInCellViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let messages = ["See https://example.com for the notes", "Call me at 555-0100-1234", "Lunch at noon?"]
    private let selectable: Bool

    init(selectable: Bool) {
        self.selectable = selectable
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: TextViewInCellScene.tableFrame)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let text = UITextView(frame: TextViewInCellScene.textFrame)
        text.isEditable = false
        text.isScrollEnabled = false
        text.dataDetectorTypes = [.link, .phoneNumber]
        // The fix: the text view no longer takes taps (nor opens links).
        text.isSelectable = selectable
        text.text = messages[indexPath.row]
        cell.contentView.addSubview(text)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("row selected: open the thread")
    }
}

@MainActor
public enum TextViewInCellScene {
    static let tableFrame = CGRect(x: 0, y: 100, width: 390, height: 400)
    static let textFrame = CGRect(x: 16, y: 6, width: 300, height: 31)
    /// On the words "for the" of the first message (12 pt text, 5 pt padding, 8 pt inset).
    public static let pointOnText = CGPoint(x: 180, y: 100 + 6 + 8 + 7)

    public static let example = Example(
        id: "text-view-in-cell",
        title: "A tap on a message's text does not select its row",
        seed: "—",
        summary: """
            Bug (github.com/lionheart/openradar-mirror/issues/18278): each chat message is a non-editable text \
            view that detects links. On iOS 11+ a tap on its text is the text view's (UITextTapRecognizer), which \
            cancels the row's touches: the thread does not open. not-selectable: isSelectable = false, and the row \
            is selected — but links no longer open.
            """,
        variants: ["not-selectable"],
        demoInput: tapInput(at: pointOnText, t: 0.5)
    ) { _, variant in
        makeWindow(root: TextViewInCellViewController(selectable: variant != "not-selectable"))
    }
}
