import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seeds 003 and 004: a tab bar holds a round button that sticks out above it. Taps on the raised part miss the
// button — the tab bar's point(inside:) says no — until the tab bar's override answers for the button too.

/// Seed 004's CircleButton prints its responder chain when touched, then calls super.
final class CircleButton: UIButton {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var names = [String(describing: type(of: self))]
        var next = self.next
        while let current = next {
            names.append(String(describing: type(of: current)))
            next = current.next
        }
        log(names.joined(separator: " --> "))
        super.touchesBegan(touches, with: event)
    }
}

/// The seed's tab bar class, spelled as its device log prints it.
final class CustomeTabBar: UITabBar {
    let circleButton = CircleButton(frame: CGRect(x: 160, y: -25, width: 70, height: 70))
    /// Whether point(inside:) also answers for the raised button (the scene's switch).
    var answersForRaisedButton = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        circleButton.backgroundColor = .systemOrange
        circleButton.layer.cornerRadius = 35
        circleButton.setTitle("+", for: .normal)
        addSubview(circleButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if answersForRaisedButton {
            let pointTemp = convert(point, to: circleButton)
            if circleButton.point(inside: pointTemp, with: event) { return true }
        }
        return super.point(inside: point, with: event)
    }
}

/// Builds the scene into a plain `UIViewController` (the device log's chain names that class) and handles the
/// switch, the button and the table's rows, as their target. The controls hold it; it does not hold the controller.
@Actions
final class RaisedTabBarController: NSObject, UITableViewDataSource {
    // The 6.1-inch iPhone's bars, in points, as the app's layout code knows them.
    private static let statusBarHeight: CGFloat = 47
    private static let navigationBarHeight: CGFloat = 44
    private static let tabBarHeight: CGFloat = 49

    unowned let controller: UIViewController
    let tabBar = CustomeTabBar()
    let toggle = UIButton(type: .system)

    init(controller: UIViewController) {
        self.controller = controller
        super.init()
        controller.title = "Raised tab bar"
        let view: UIView = controller.view
        let bounds = view.bounds
        let barTop = bounds.height - 34 - Self.tabBarHeight
        let contentTop = Self.statusBarHeight + Self.navigationBarHeight
        toggle.frame = CGRect(x: 20, y: contentTop + 8, width: bounds.width - 40, height: 44)
        let tableTop = toggle.frame.maxY + 8
        let table = UITableView(frame: CGRect(x: 0, y: tableTop, width: bounds.width, height: barTop - tableTop))
        table.dataSource = self
        tabBar.frame = CGRect(x: 0, y: barTop, width: bounds.width, height: Self.tabBarHeight + 34)
        toggle.backgroundColor = UIColor(white: 0.9, alpha: 1)
        view.addSubview(table)
        view.addSubview(toggle)
        view.addSubview(tabBar)
        updateToggleTitle()
        toggle.addTarget(self, action: #action(toggleOverride(_:)), for: .touchUpInside)
        tabBar.circleButton.addTarget(self, action: #action(circleTapped(_:)), for: .touchUpInside)
    }

    func toggleOverride(_ sender: UIButton) {
        tabBar.answersForRaisedButton.toggle()
        updateToggleTitle()
        log("tab bar point(inside:) override: \(tabBar.answersForRaisedButton ? "on" : "off")")
    }

    func circleTapped(_ sender: UIButton) { log("circle button: touchUpInside") }

    private func updateToggleTitle() {
        toggle.setTitle("point(inside:) override: \(tabBar.answersForRaisedButton ? "on" : "off")", for: .normal)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
public enum RaisedTabBarScene {
    /// The part of the round button above the tab bar (window coordinates).
    public static let pointOnRaisedPart = CGPoint(x: 195, y: 748)
    /// The switch that turns the tab bar's override on and off.
    public static let pointOnToggle = CGPoint(x: 195, y: 121)

    public static let example = Example(
        id: "raised-tab-bar",
        title: "A raised tab bar button",
        seed: "003, 004",
        summary: """
            A round button sticks out above its tab bar. Tapping the raised part reaches the table view behind, \
            because the tab bar's point(inside:) says no and its subviews are never asked. Turn on the tab \
            bar's override, which also answers for the button, and the button gets the touch.
            """,
        demoInput: tapInput(at: pointOnRaisedPart, t: 0) + tapInput(at: pointOnToggle, t: 1)
            + tapInput(at: pointOnRaisedPart, t: 2)
    ) { _, _ in
        let controller = UIViewController()
        _ = RaisedTabBarController(controller: controller)
        return makeWindow(root: UINavigationController(rootViewController: controller))
    }
}
