import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (JDFPeekaboo PR #19, github.com/JoeFryer/JDFPeekaboo/pull/19; KIF issue #1064,
// github.com/kif-framework/KIF/issues/1064): a table runs to the bottom of the screen, under a toolbar. Scrolled
// to its end, its last row still lies under the bar, which is later in `subviews` and takes every tap there
// (docs/uikit-rules.md R1.2, R7.9). The fix: a bottom `contentInset` the bar's height, so the last row can scroll out.

@Actions
final class TableUnderToolbarViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let insets: Bool

    init(insets: Bool) {
        self.insets = insets
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        table.dataSource = self
        table.delegate = self
        if insets { table.contentInset.bottom = TableUnderToolbarScene.toolbarFrame.height }
        view.addSubview(table)
        let toolbar = UIToolbar(frame: TableUnderToolbarScene.toolbarFrame)
        toolbar.items = [.flexibleSpace(), UIBarButtonItem(title: "Compose", style: .plain, target: self,
                                                             action: #action(compose(_:)))]
        view.addSubview(toolbar)
    }

    func compose(_ sender: UIBarButtonItem) { log("Compose tapped") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("row \(indexPath.row) selected")
    }
}

@MainActor
public enum TableUnderToolbarScene {
    /// Across the bottom of the screen, home-indicator area included.
    static let toolbarFrame = CGRect(x: 0, y: 766, width: 390, height: 78)
    /// Just above the toolbar, where the last row (19) rests once scrolled out with the inset.
    public static let pointAboveToolbar = CGPoint(x: 195, y: 744)

    public static let example = Example(
        id: "table-under-toolbar",
        title: "The last row stays under the toolbar",
        seed: "—",
        summary: """
            Bug (github.com/JoeFryer/JDFPeekaboo/pull/19): the table runs under the toolbar. Scrolled to its end, \
            row 19 still lies under the bar, which takes every tap there, so the tap just above the bar selects \
            row 17 and the last row can never be tapped. content-inset: table.contentInset.bottom = 78, the \
            last row scrolls out from under the bar, and the same tap selects row 19.
            """,
        variants: ["content-inset"],
        demoInput: dragInput(from: CGPoint(x: 195, y: 600), by: CGPoint(x: 0, y: -450), steps: 10, t: 0.5)
            + tapInput(at: pointAboveToolbar, t: 3.5)
    ) { _, variant in
        makeWindow(root: TableUnderToolbarViewController(insets: variant == "content-inset"))
    }
}
