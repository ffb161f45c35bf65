import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// An everyday bug: a button in a scroll view highlights late. The scroll view holds its content's touches for
// 0.15 s (delaysContentTouches) in case they turn into a scroll, and only then does the button hear of them.
// Turning the delay off fixes the highlight but breaks scrolling from the button, because touchesShouldCancel(in:)
// is false for a control; the usual fix also answers true for buttons.

/// The usual fix's scroll view: a drag may take the touch from a button too (UIKit's default keeps controls').
final class ButtonCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton { return true }
        return super.touchesShouldCancel(in: view)
    }
}

@Actions
final class ScrollViewButtonViewController: UIViewController {
    private let variant: String?

    init(variant: String?) {
        self.variant = variant
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(captionLabel("Products — a UIScrollView", frame: CGRect(x: 20, y: 55, width: 350, height: 36),
                                     size: 20, color: .black))
        let frame = ScrollViewButtonScene.scrollFrame
        let scrollView = variant == "cancel-on-drag" ? ButtonCancellingScrollView(frame: frame) : UIScrollView(frame: frame)
        scrollView.delaysContentTouches = variant == nil
        scrollView.backgroundColor = .white
        addProductRows(to: scrollView, count: 20, rowHeight: 80)
        let button = UIButton(frame: ScrollViewButtonScene.buttonFrame)
        button.setTitle("Buy", for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        scrollView.addSubview(button)
        view.addSubview(scrollView)
        button.addTarget(self, action: #action(buyTouchDown(_:)), for: .touchDown)
        button.addTarget(self, action: #action(buyTouchUpInside(_:)), for: .touchUpInside)
        button.addTarget(self, action: #action(buyTouchUpOutside(_:)), for: .touchUpOutside)
        button.addTarget(self, action: #action(buyTouchCancel(_:)), for: .touchCancel)
        // Adding a target to the scroll view's own pan is UIKit's way to hear when a drag scrolls.
        scrollView.panGestureRecognizer.addTarget(self, action: #action(scrollPanned(_:)))
    }

    func buyTouchDown(_ sender: UIButton) { log("Buy: touchDown (highlighted)") }
    func buyTouchUpInside(_ sender: UIButton) { log("Buy: touchUpInside") }
    func buyTouchUpOutside(_ sender: UIButton) { log("Buy: touchUpOutside") }
    func buyTouchCancel(_ sender: UIButton) { log("Buy: touchCancel") }

    func scrollPanned(_ pan: UIPanGestureRecognizer) { logScrollDragging(pan) }
}

@MainActor
public enum ScrollViewButtonScene {
    public static let scrollFrame = CGRect(x: 0, y: 100, width: 390, height: 744)
    /// The Buy button in the third row, in the scroll view's content.
    static let buttonFrame = CGRect(x: 250, y: 175, width: 120, height: 50)
    /// The Buy button's centre in the window.
    public static let pointOnButton = CGPoint(x: 310, y: 300)
    /// The press is held long enough for the delayed highlight to show.
    public static let pressDuration: TimeInterval = 0.3
    /// Then a drag upward that starts on the button, 15 pt per 1/60 s: it passes the pan's 10 pt in the first
    /// move, well inside the 0.15 s delay.
    public static let dragStartTime: TimeInterval = 1
    public static let dragOffset = CGPoint(x: 0, y: -150)

    public static let example = Example(
        id: "scroll-view-button",
        title: "A button in a scroll view highlights late",
        seed: "—",
        summary: """
            Bug: a scroll view holds its content's touches for 0.15 s (delaysContentTouches) in case they become a \
            scroll, so the Buy button highlights 0.15 s after the finger lands. A drag that starts on it scrolls, \
            and the button never hears of it. no-delay: delaysContentTouches = false; the button highlights at \
            once, but now it keeps a drag that starts on it (touchesShouldCancel(in:) is false for a control), \
            so the list does not scroll. cancel-on-drag: no delay, and touchesShouldCancel(in:) true for buttons: \
            the highlight comes at once, and a drag cancels the button's touch and scrolls.
            """,
        variants: ["no-delay", "cancel-on-drag"],
        demoInput: tapInput(at: pointOnButton, t: 0, duration: pressDuration)
            + dragInput(from: pointOnButton, by: dragOffset, steps: 10, t: dragStartTime)
    ) { _, variant in
        makeWindow(root: ScrollViewButtonViewController(variant: variant))
    }
}
