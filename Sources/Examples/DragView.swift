import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 004 (事件的响应): a view that follows the finger. MovedView overrides touchesMoved, takes the difference of
// the touch's location and previous location in its own space, and translates its transform by it. Both points
// are converted through the current transform, so the difference is the finger's motion and the view follows it.

/// The seed's MovedView, ported line by line.
final class MovedView: UIView {
    // 重写touchesMoved方法(触摸滑动过程中持续调用)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        // 获取触摸对象
        guard let touch = touches.first else { return }
        // 获取前一个触摸点位置
        let prePoint = touch.previousLocation(in: self)
        // 获取当前触摸点位置
        let curPoint = touch.location(in: self)
        // 计算偏移量
        let offsetX = curPoint.x - prePoint.x
        let offsetY = curPoint.y - prePoint.y
        // 相对之前的位置偏移视图
        self.transform = self.transform.translatedBy(x: offsetX, y: offsetY)
    }

    /// Not in the seed: says where the view ended up, so a run prints something.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log(String(format: "MovedView moved to (%.0f, %.0f)", frame.origin.x, frame.origin.y))
    }
}

@MainActor
public enum DragViewScene {
    /// The view's tag, to find it in the window.
    public static let viewTag = 4004
    public static let viewFrame = CGRect(x: 135, y: 240, width: 120, height: 120)
    /// The demo drag: from the view's centre, by `dragOffset`, in `dragSteps` moves 1/60 s apart.
    public static let dragStart = CGPoint(x: 195, y: 300)
    public static let dragOffset = CGPoint(x: 80, y: 160)
    public static let dragSteps = 8

    public static let example = Example(
        id: "drag-view",
        title: "Dragging a view with touchesMoved",
        seed: "004",
        summary: """
            MovedView overrides touchesMoved: the difference between the touch's location and its previous \
            location, both in the view's own space, moves the view's transform. The view follows the finger.
            """,
        demoInput: dragInput(from: dragStart, by: dragOffset, steps: dragSteps, t: 0)
    ) { _, _ in
        let controller = UIViewController()
        controller.view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let moved = MovedView(frame: viewFrame)
        moved.tag = viewTag
        moved.backgroundColor = .systemOrange
        moved.layer.cornerRadius = 12
        controller.view.addSubview(moved)
        return makeWindow(root: controller)
    }
}
