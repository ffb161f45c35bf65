import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 002: the App Store's preview. A paging scroll view sits in the middle, its neighbours' pages show at its
// sides, and the parent's hitTest returns the scroll view for any hit, so a drag on a side scrolls it too.

/// The parent that forwards every hit to its scroll view.
final class ForwardingView: UIView {
    let scrollView = PagingScrollView(frame: CGRect(x: 70, y: 200, width: 250, height: 400))

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.contentSize = CGSize(width: 250 * 5, height: 400)
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemRed, .purple]
        for (index, color) in colors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(index) * 250 + 10, y: 0, width: 230, height: 400))
            page.backgroundColor = color
            page.layer.cornerRadius = 12
            scrollView.addSubview(page)
        }
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        var hitTestView = super.hitTest(point, with: event)
        if hitTestView != nil { hitTestView = scrollView }
        return hitTestView
    }
}

/// Logs the page it settles on.
final class PagingScrollView: UIScrollView {
    private var page = 0

    override var contentOffset: CGPoint {
        didSet {
            let current = Int((contentOffset.x / bounds.width).rounded())
            if current != page, contentOffset.x == CGFloat(current) * bounds.width {
                page = current
                log("page \(page)")
            }
        }
    }
}

@MainActor
public enum EventForwardingScene {
    /// On the right neighbour, outside the scroll view's bounds.
    public static let pointOnRightNeighbour = CGPoint(x: 355, y: 400)

    /// A leftward drag on the right neighbour: 12 moves of 10 pt every 16 ms.
    public static var dragOnNeighbour: [InputRecord] {
        let start = pointOnRightNeighbour
        var records = [InputRecord(t: 0, phase: .down, x: start.x, y: start.y)]
        for step in 1...12 {
            records.append(InputRecord(t: Double(step) * 0.016, phase: .move, x: start.x - CGFloat(step) * 10, y: start.y))
        }
        records.append(InputRecord(t: 0.2, phase: .up, x: start.x - 120, y: start.y))
        return records
    }

    public static let example = Example(
        id: "event-forwarding",
        title: "Forwarding touches to a scroll view",
        seed: "002",
        summary: """
            The pages beside the scroll view lie outside its bounds, so hit-testing would not find it there. The \
            parent's hitTest returns the scroll view for any hit, so a drag on a neighbour scrolls it.
            """,
        demoInput: dragOnNeighbour
    ) { _, _ in
        let controller = UIViewController()
        controller.view.addSubview(ForwardingView(frame: controller.view.bounds))
        return makeWindow(root: controller)
    }
}
