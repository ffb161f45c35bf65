import Dispatcher
import Foundation
import TouchCapture
@_spi(Engine) import ViewModel

/// The app of the developer guide's capture walkthrough, "my Like button does not respond": a feed card that shrinks while it is
/// pressed, through a long press with `minimumPressDuration = 0` — which begins the moment a finger is down and
/// cancels the touches of the views under it, the Like button's among them (a bug reported often, e.g.
/// https://stackoverflow.com/questions/30003516). Its window hands events to TouchCapture as an app's swapped
/// `sendEvent(_:)` does on iOS.
@MainActor
enum CaptureSampleApp {
    /// Where the Like button is on the screen.
    static let likeButton = CGPoint(x: 324, y: 378)

    /// The app running in `sim`, its window shown.
    static func launch(in sim: Simulator) {
        let window = sim.run { () -> UIWindow in
            let window = RecordingWindow(frame: sim.screen.bounds)
            window.rootViewController = FeedViewController()
            return window
        }
        sim.show(window)
    }
}

final class RecordingWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) {
        TouchCapture.received(event)
        super.sendEvent(event)
    }
}

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UIScrollView(frame: view.bounds)
        feed.contentSize = CGSize(width: view.bounds.width, height: 2_000)
        let card = CardView(frame: CGRect(x: 16, y: 120, width: 358, height: 300))
        card.backgroundColor = UIColor(white: 0.95, alpha: 1)
        card.layer.cornerRadius = 12
        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 358, height: 220))
        photo.backgroundColor = .systemBlue
        let title = UILabel(frame: CGRect(x: 16, y: 236, width: 240, height: 44))
        title.text = "Sunset over the bay"
        let like = LikeButton(frame: CGRect(x: 270, y: 236, width: 76, height: 44))
        like.setTitle("Like", for: .normal)
        like.backgroundColor = .systemRed
        like.addTarget(self, action: "likeTapped:", for: .touchUpInside)
        // The press feedback: the card shrinks while a finger is on it.
        let press = UILongPressGestureRecognizer(target: self, action: "cardPressed:")
        press.minimumPressDuration = 0
        press.name = "pressFeedback"
        card.addGestureRecognizer(press)
        for subview in [photo, title, like] { card.addSubview(subview) }
        feed.addSubview(card)
        view.addSubview(feed)
    }

    override func actionMethod(for selector: Selector) -> ActionMethod? {
        ActionMethod(selector, swiftName: selector.name) { _, _ in .called }
    }
}

final class CardView: UIView {}
final class LikeButton: UIButton {}
