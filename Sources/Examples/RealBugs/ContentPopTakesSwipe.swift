import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug of iOS 26 (mobile-air PR #481, github.com/NativePHP/mobile-air/pull/481; Official-Kodi-Remote-iOS PR
// #1465): a pushed screen has a view that follows a sideways swipe with its touches methods — swipe to reply on a
// message. iOS 26's `interactiveContentPopGestureRecognizer`, on the navigation controller's view, begins on any
// pan toward the trailing edge anywhere in the content, cancels the view's touches and pops the screen
// (docs/uikit-rules.md R13.3). The fix those apps shipped: turn the content pop off on that screen.

/// A message that slides to reply; it logs the start of each touch.
final class MessageBubbleView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("bubble: touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

final class ConversationViewController: UIViewController {
    private let contentPopEnabled: Bool

    init(contentPopEnabled: Bool) {
        self.contentPopEnabled = contentPopEnabled
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bubble = MessageBubbleView(frame: ContentPopTakesSwipeScene.bubbleFrame)
        bubble.backgroundColor = .systemBlue
        bubble.layer.cornerRadius = 16
        view.addSubview(bubble)
        // The fix: on this screen a sideways swipe is the message's.
        if #available(iOS 26.0, *), !contentPopEnabled {
            navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
        }
    }
}

@MainActor
public enum ContentPopTakesSwipeScene {
    static let bubbleFrame = CGRect(x: 60, y: 380, width: 300, height: 60)

    public static let example = Example(
        id: "content-pop-takes-swipe",
        title: "iOS 26: the content pop takes a sideways swipe",
        seed: "—",
        summary: """
            Bug (github.com/NativePHP/mobile-air/pull/481), iOS 26: a message on a pushed screen follows a swipe to \
            reply with its touches methods. iOS 26's interactiveContentPopGestureRecognizer begins on any pan toward \
            the trailing edge in the content, cancels the message's touches and pops the screen. \
            content-pop-disabled: the screen turns the content pop off (isEnabled = false), and the swipe is the \
            message's. The scene runs iOS 26 on any device.
            """,
        variants: ["content-pop-disabled"],
        systemVersion: "26.0",
        demoInput: dragInput(from: CGPoint(x: 120, y: 410), by: CGPoint(x: 150, y: 0), steps: 12, t: 0.5)
    ) { _, variant in
        let chats = AlbumsViewController()
        chats.title = "Chats"
        let navigation = UINavigationController(rootViewController: chats)
        let conversation = ConversationViewController(contentPopEnabled: variant != "content-pop-disabled")
        conversation.title = "Ada"
        navigation.pushViewController(conversation, animated: false)
        return makeWindow(root: navigation)
    }
}
