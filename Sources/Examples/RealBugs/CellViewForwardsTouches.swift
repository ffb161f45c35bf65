import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (AsyncDisplayKit issue #199, github.com/facebookarchive/AsyncDisplayKit/issues/199; issue #402): a
// view in a cell handles its own touches (a heart that likes the post) but calls super, as the documentation
// asks of an override that forwards. The touches climb the responder chain — content view, cell, table — and the
// table highlights and selects the row too. Overriding every touches method without super keeps them
// (docs/uikit-rules.md R2.5, R7.6).

/// The heart: it likes on touchesBegan; it forwards the touches to super unless told not to.
final class LikeView: UIView {
    var forwardsTouches = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("like: touchesBegan")
        if forwardsTouches { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if forwardsTouches { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if forwardsTouches { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if forwardsTouches { super.touchesCancelled(touches, with: event) }
    }
}

final class PostCell: UITableViewCell {}

@Actions
final class CellViewForwardsTouchesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let forwards: Bool

    init(forwards: Bool) {
        self.forwards = forwards
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        table.register(PostCell.self, forCellReuseIdentifier: "post")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        let heart = LikeView(frame: CellViewForwardsTouchesScene.heartFrame)
        heart.backgroundColor = .systemRed
        heart.forwardsTouches = forwards
        cell.contentView.addSubview(heart)
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("row \(indexPath.row) selected: open the post")
    }
}

@MainActor
public enum CellViewForwardsTouchesScene {
    static let heartFrame = CGRect(x: 330, y: 7, width: 30, height: 30)
    /// The heart of row 1.
    public static let pointOnHeart = CGPoint(x: 345, y: 100 + 44 + 22)

    public static let example = Example(
        id: "cell-view-forwards-touches",
        title: "A view in a cell forwards its touches: the row is selected",
        seed: "—",
        summary: """
            Bug (github.com/facebookarchive/AsyncDisplayKit/issues/199): a heart in a cell likes the post in \
            touchesBegan and calls super. The touches climb the responder chain to the cell and the table, which \
            highlights and selects the row too: one tap likes and opens the post. no-super: the heart overrides \
            every touches method without calling super, and only the like happens.
            """,
        variants: ["no-super"],
        demoInput: tapInput(at: pointOnHeart, t: 0.5)
    ) { _, variant in
        makeWindow(root: CellViewForwardsTouchesViewController(forwards: variant != "no-super"))
    }
}
