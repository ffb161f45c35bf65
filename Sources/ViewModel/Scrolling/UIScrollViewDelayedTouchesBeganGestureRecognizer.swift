import Foundation

/// Holds the content's touches for `UIScrollView.contentTouchDelay` (UIKit's private class of that name, as the
/// seeds' debugger shows). When the delay ends it asks `touchesShouldBegin` and fails, which releases the held
/// touches; a lift before that fails it too, so the held began and the end arrive together.
@MainActor
@_spi(Engine) public final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    private var timer: Int?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, timer == nil, let scrollView = view as? UIScrollView else { return }
        // A touch on a moving scroll view only stops it, as it goes down; the content's touch, held once this
        // touch is delivered, is then dropped (R7.14).
        if scrollView.stopForTouch() {
            timer = scheduleTimer(after: 0) { [unowned self] in
                timer = nil
                recognize(because: GestureRule("the scroll view was still moving: a touch on it stops the scroll and goes no further"))
            }
            return
        }
        if touches.allSatisfy({ $0.view === scrollView }) {
            return fail(because: "the touch is on the scroll view itself, with no content to hold it for")
        }
        timer = scheduleTimer(after: UIScrollView.contentTouchDelay) { [unowned self] in
            timer = nil
            guard state == .possible, let content = trackedTouches.first?.view else { return }
            let allowed = scrollView.touchesShouldBegin(Set(trackedTouches), with: event, in: content)
            if allowed {
                fail(because: "the content-touch delay passed and touchesShouldBegin allowed the content's touches")
            } else {
                state = .recognized
            }
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "the finger lifted within the content-touch delay, releasing the held touch")
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "its touches were cancelled")
    }

    public override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
    }

    /// It only holds touches: recognizing (content refused) prevents no other recognizer.
    public override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
