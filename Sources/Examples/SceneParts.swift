import ExampleKit
import Foundation
import ViewModel

// Parts the everyday-bug scenes share.

/// A label that names a part of a scene in the window and its screenshots. A label takes no touches
/// (`isUserInteractionEnabled` is false), so a caption never changes where a touch goes.
@MainActor
func captionLabel(
    _ text: String, frame: CGRect, size: CGFloat = 15, color: UIColor = .darkGray,
    alignment: NSTextAlignment = .center
) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.textColor = color
    label.textAlignment = alignment
    return label
}

/// Rows of a list, "Product 1" to "Product `count`", each `rowHeight` tall, as a scroll view's content.
@MainActor
func addProductRows(to scrollView: UIScrollView, count: Int, rowHeight: CGFloat) {
    scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: rowHeight * CGFloat(count))
    for row in 0..<count {
        let frame = CGRect(x: 20, y: CGFloat(row) * rowHeight, width: 200, height: rowHeight)
        scrollView.addSubview(captionLabel("Product \(row + 1)", frame: frame, size: 17, color: .black, alignment: .left))
    }
}

/// Logs when a scroll view's pan begins and ends dragging (with the offset it ended at): the scenes' way to show
/// when the scroll view, not its content, took the touch.
@MainActor
func logScrollDragging(_ pan: UIPanGestureRecognizer) {
    guard let scrollView = pan.view as? UIScrollView else { return }
    switch pan.state {
    case .began: log("scroll view: dragging began")
    case .ended: log("scroll view: dragging ended at contentOffset.y \(Int(scrollView.contentOffset.y))")
    default: break
    }
}
