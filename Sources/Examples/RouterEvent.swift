import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 000: cells hold two buttons whose actions call routerEvent(with:userInfo:), which walks `next` until the
// controller handles it. The seed declares routerEvent in a UIResponder extension and overrides it in the
// controller; Swift on Linux cannot override a method declared in an extension, so the controller adopts
// `RouterEventHandling` instead and the extension asks for it.

@MainActor
protocol RouterEventHandling: AnyObject {
    func handleRouterEvent(with event: String, userInfo: [String: String])
}

extension UIResponder {
    /// Passes the event to the next responder, unless this one handles it.
    @MainActor
    func routerEvent(with event: String, userInfo: [String: String]) {
        if let handler = self as? RouterEventHandling {
            handler.handleRouterEvent(with: event, userInfo: userInfo)
            return
        }
        log(className(of: self) + "  routerEvent(with:userInfo:)")
        next?.routerEvent(with: event, userInfo: userInfo)
    }
}

@Actions
final class RouterEventCell: UITableViewCell {
    let firstButton = UIButton(type: .system)
    let secondButton = UIButton(type: .system)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        firstButton.frame = CGRect(x: 170, y: 12, width: 90, height: 40)
        secondButton.frame = CGRect(x: 280, y: 12, width: 90, height: 40)
        firstButton.setTitle("first", for: .normal)
        secondButton.setTitle("second", for: .normal)
        firstButton.backgroundColor = UIColor(white: 0.9, alpha: 1)
        secondButton.backgroundColor = UIColor(white: 0.9, alpha: 1)
        contentView.addSubview(firstButton)
        contentView.addSubview(secondButton)
        firstButton.addTarget(self, action: #action(firstButtonTapped(_:)), for: .touchUpInside)
        secondButton.addTarget(self, action: #action(secondButtonTapped(_:)), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func firstButtonTapped(_ sender: UIButton) {
        log(className(of: self) + "  firstButtonTapped(_:)")
        routerEvent(with: "firstButton", userInfo: [:])
    }

    func secondButtonTapped(_ sender: UIButton) {
        log(className(of: self) + "  secondButtonTapped(_:)")
        routerEvent(with: "secondButton", userInfo: [:])
    }
}

final class RouterEventVC: UIViewController, UITableViewDataSource, UITableViewDelegate, RouterEventHandling {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Router event"
        let table = UITableView(frame: view.bounds)
        table.rowHeight = 64
        table.register(RouterEventCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Cell \(indexPath.row)"
        return cell
    }

    // Tapping the cell itself routes from the cell too.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.cellForRow(at: indexPath)?.routerEvent(with: "cell", userInfo: [:])
    }

    func handleRouterEvent(with event: String, userInfo: [String: String]) {
        if event == "firstButton" {
            log("firstButton Clicked")
        } else if event == "secondButton" {
            log("secondButton Clicked")
        } else {
            log("Something else Clicked")
        }
    }
}

@MainActor
public enum RouterEventScene {
    /// The first row's buttons and the row itself (window coordinates; the table starts under the sheet's top).
    public static let pointOnFirstButton = CGPoint(x: 215, y: 32)
    public static let pointOnSecondButton = CGPoint(x: 325, y: 32)
    public static let pointOnCell = CGPoint(x: 60, y: 32)

    public static let example = Example(
        id: "router-event",
        title: "Routing events along the chain",
        seed: "000",
        summary: """
            Buttons inside table cells report through the responder chain instead of delegates or closures: \
            routerEvent(with:userInfo:) walks `next` — cell, table view, root view — until the controller, which \
            handles every event in one place.
            """,
        demoInput: tapInput(at: pointOnFirstButton, t: 0) + tapInput(at: pointOnSecondButton, t: 1)
            + tapInput(at: pointOnCell, t: 2)
    ) { _, _ in
        makeWindow(root: RouterEventVC())
    }
}
