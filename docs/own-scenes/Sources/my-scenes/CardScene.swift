import Foundation
import Examples
import ViewModel

// A scene written in UIKit code, as an app writes it: a card with a tap recognizer holding a Buy button.
@Actions
final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 300))
        card.backgroundColor = .systemYellow
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #action(cardTapped(_:))))
        view.addSubview(card)
        let button = UIButton(frame: CGRect(x: 40, y: 40, width: 140, height: 44))
        button.setTitle("Buy", for: .normal)
        button.backgroundColor = .systemBlue
        button.addTarget(self, action: #action(buy(_:)), for: .touchUpInside)
        card.addSubview(button)
    }

    func cardTapped(_ sender: UITapGestureRecognizer) { log("card tapped") }
    func buy(_ sender: UIButton) { log("buy tapped") }
}

@MainActor
let cardScene = Example(
    id: "my-card",
    title: "A button on a tappable card",
    seed: "",
    summary: "The card's tap recognizer does not take the button's taps: a button's default action wins.",
    demoInput: tapInput(at: CGPoint(x: 130, y: 262), t: 0) + tapInput(at: CGPoint(x: 300, y: 450), t: 1)
) { _, _ in
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = CardViewController()
    return window
}
