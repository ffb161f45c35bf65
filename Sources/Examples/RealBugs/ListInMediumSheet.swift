import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real report (react-native-true-sheet PR #585, github.com/lodev09/react-native-true-sheet/pull/585): a list in a
// sheet resting at its medium detent does not scroll — an upward swipe grows the sheet to large instead, because
// `prefersScrollingExpandsWhenScrolledToEdge` is true by default (docs/uikit-rules.md R14.2). Apps that want the
// list to scroll at the smaller detent turn it off.

final class CommentsViewController: UIViewController, UITableViewDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 787))
        table.dataSource = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Comment \(indexPath.row)"
        return cell
    }
}

/// The post: it shows its comments in a medium sheet as soon as it appears.
final class PostViewController: SheetOnAppearViewController {}

@MainActor
public enum ListInMediumSheetScene {
    public static let example = Example(
        id: "list-in-medium-sheet",
        title: "A list in a medium sheet grows the sheet instead of scrolling",
        seed: "—",
        summary: """
            Report (github.com/lodev09/react-native-true-sheet/pull/585): comments in a sheet resting at its medium \
            detent. An upward swipe on the list grows the sheet to large instead of scrolling it: \
            prefersScrollingExpandsWhenScrolledToEdge is true by default, so the sheet takes the drag while a \
            larger detent is left. no-expand: it is false, and the list scrolls at the medium detent.
            """,
        variants: ["no-expand"],
        demoInput: dragInput(from: CGPoint(x: 195, y: 700), by: CGPoint(x: 0, y: -250), steps: 20, t: 0.5)
    ) { _, variant in
        makeWindow(root: PostViewController {
            let comments = CommentsViewController()
            comments.modalPresentationStyle = .pageSheet  // before reading sheetPresentationController
            if let sheet = comments.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                // The fix: scrolling scrolls the list at the medium detent; the grabber area still grows the sheet.
                sheet.prefersScrollingExpandsWhenScrolledToEdge = variant != "no-expand"
            }
            return comments
        })
    }
}
