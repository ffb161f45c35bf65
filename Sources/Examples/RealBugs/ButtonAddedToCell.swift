import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (PinpointKit PR #277, github.com/Lickability/PinpointKit/pull/277): a cell's initializer adds its
// button with `addSubview(button)`. Since iOS 14 the cell makes its content view when the table shows it, in front
// of the button, so the content view takes the tap and the row is selected instead (docs/uikit-rules.md R7.7).

/// A contact's row (its class shows in the log as the report's does).
final class ContactCell: UITableViewCell {}

@Actions
final class ButtonAddedToCellViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let toContentView: Bool

    init(toContentView: Bool) {
        self.toContentView = toContentView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: ButtonAddedToCellScene.tableFrame)
        table.register(ContactCell.self, forCellReuseIdentifier: "contact")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ButtonAddedToCellScene.names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        // The report's cell adds the button in its initializer; here, before anything reads contentView, is the same.
        let button = UIButton(frame: ButtonAddedToCellScene.callFrame)
        button.setTitle("Call", for: .normal)
        button.backgroundColor = .systemGreen
        button.addTarget(self, action: #action(callTapped(_:)), for: .touchUpInside)
        if toContentView { cell.contentView.addSubview(button) } else { cell.addSubview(button) }
        cell.textLabel?.text = ButtonAddedToCellScene.names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log("row selected: open the contact") }

    func callTapped(_ sender: UIButton) { log("Call tapped") }
}

@MainActor
public enum ButtonAddedToCellScene {
    static let tableFrame = CGRect(x: 0, y: 100, width: 390, height: 400)
    static let callFrame = CGRect(x: 290, y: 0, width: 80, height: 44)
    static let names = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov"]
    public static let pointOnCall = CGPoint(x: 330, y: 100 + 44 + 22)

    public static let example = Example(
        id: "button-added-to-cell",
        title: "A button added to a cell, not its content view",
        seed: "—",
        summary: """
            Bug (github.com/Lickability/PinpointKit/pull/277): the Call button is added with cell.addSubview. Since \
            iOS 14 a cell makes its contentView when the table shows it, in front of the button, so the content \
            view takes the tap and the row is selected instead. content-view: cell.contentView.addSubview(button), \
            and Call fires.
            """,
        variants: ["content-view"],
        demoInput: tapInput(at: pointOnCall, t: 0.5)
    ) { _, variant in
        makeWindow(root: ButtonAddedToCellViewController(toContentView: variant == "content-view"))
    }
}
