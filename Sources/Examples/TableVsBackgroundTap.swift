import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 004: a background view with a tap recognizer holds a table view and a button. Quick taps on a cell do
// nothing for the cell, short presses are cancelled, long presses select; the button always works.

final class GLTableView: UITableView {}
final class GLButton: UIButton {}

@Actions
final class BackgroundTapViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let backView = UIView(frame: view.bounds)
        backView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        view.addSubview(backView)
        backView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #action(actionTapView)))
        let table = GLTableView(frame: CGRect(x: 0, y: 100, width: view.bounds.width, height: 400))
        table.dataSource = self
        table.delegate = self
        backView.addSubview(table)
        let button = GLButton(frame: CGRect(x: 95, y: 560, width: 200, height: 50))
        button.setTitle("Button", for: .normal)
        button.backgroundColor = .systemBlue
        backView.addSubview(button)
        button.addTarget(self, action: #action(buttonTap), for: .touchUpInside)
    }

    func actionTapView() { log("backview taped") }
    func buttonTap() { log("button clicked!") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.textLabel?.text = "Cell \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("cell selected!")
    }
}

@MainActor
public enum TableVsBackgroundTapScene {
    public static let pointOnCell = CGPoint(x: 195, y: 122)
    public static let pointOnButton = CGPoint(x: 195, y: 585)

    public static let example = Example(
        id: "table-vs-background-tap",
        title: "A table view on a view with a tap recognizer",
        seed: "004",
        summary: """
            A table view holds its content's touches for 0.15 s. A quick tap ends first, the background's tap \
            recognizes, and the cell never hears of it. A short press reaches the table and is cancelled when \
            the tap recognizes. A long press outlasts the tap (0.75 s), so the cell is selected. The button's \
            default action beats the background's tap.
            """,
        demoInput: tapInput(at: pointOnCell, t: 0, duration: 0.05) + tapInput(at: pointOnCell, t: 1, duration: 0.3)
            + tapInput(at: pointOnCell, t: 2, duration: 2) + tapInput(at: pointOnButton, t: 5)
    ) { _, _ in
        makeWindow(root: BackgroundTapViewController())
    }
}
