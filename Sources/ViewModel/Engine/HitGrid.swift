import Foundation

/// What an app's `hitTest(_:with:)` answered, sampled on a grid (a capture asks it on the device): cells of `step`
/// points from `origin`, in the view's coordinates, each one answer. Outside the grid: no view.
@_spi(Engine) public struct HitGrid: Sendable, Equatable {
    /// One cell's answer.
    public enum Answer: Sendable, Equatable {
        /// No view: the touch passes to what is behind.
        case outside
        /// Inside; the subviews asked as UIKit's own `hitTest` asks them, else the view itself.
        case usual
        /// The view itself, in place of the subview that would have taken the touch.
        case itself
        /// Another view, `others[index]`, found from this one.
        case other(Int)
    }

    /// A way from the sampled view to another: up to the superview, or down to a subview by its index.
    public enum Step: Sendable, Equatable {
        case superview
        case subview(Int)
    }

    public let origin: CGPoint
    public let step: CGFloat
    /// The views `other` answers name, each as the way to it from the sampled view.
    public let others: [[Step]]
    /// One byte a cell: 0 outside, 1 usual, 2 itself, 3 + i `other(i)` (a megabyte at the readers' 1,000 × 1,000).
    private let cells: [[UInt8]]

    /// Nil when an `other` names no view of `others` or there are more than 250 of them.
    public init?(origin: CGPoint, step: CGFloat, rows: [[Answer]], others: [[Step]] = []) {
        guard others.count <= 250 else { return nil }
        var cells: [[UInt8]] = []
        for row in rows {
            var codes: [UInt8] = []
            codes.reserveCapacity(row.count)
            for answer in row {
                switch answer {
                case .outside: codes.append(0)
                case .usual: codes.append(1)
                case .itself: codes.append(2)
                case .other(let index):
                    guard others.indices.contains(index) else { return nil }
                    codes.append(UInt8(3 + index))
                }
            }
            cells.append(codes)
        }
        (self.origin, self.step, self.others, self.cells) = (origin, step, others, cells)
    }

    /// The answer of the cell holding `point`; any point, however far (or not a number), is a cell or outside.
    public func answer(at point: CGPoint) -> Answer {
        let (row, column) = (((point.y - origin.y) / step).rounded(.down), ((point.x - origin.x) / step).rounded(.down))
        guard let r = Int(exactly: row), let c = Int(exactly: column), r >= 0, c >= 0, r < cells.count,
              c < cells[r].count else { return .outside }
        switch cells[r][c] {
        case 0: return .outside
        case 1: return .usual
        case 2: return .itself
        case let code: return .other(Int(code) - 3)
        }
    }

    /// The view `others[index]` names, found from `view`; nil when the tree has no such view.
    @MainActor
    public func other(_ index: Int, from view: UIView) -> UIView? {
        guard others.indices.contains(index) else { return nil }
        var found: UIView? = view
        for step in others[index] {
            switch step {
            case .superview: found = found?.superview
            case .subview(let i): found = found.flatMap { $0.subviews.indices.contains(i) ? $0.subviews[i] : nil }
            }
        }
        return found
    }
}
