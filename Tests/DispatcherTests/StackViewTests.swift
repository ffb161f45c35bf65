import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R11.3 and R6.12: a stack view places its arranged views and, being an ordinary interactive
/// view, takes the touches between and on its non-interactive views, so a control around it tracks nothing.
@Suite("Stack views: placing arranged views; a stack view in a control takes its touches")
@MainActor
struct StackViewTests {
    private func views(_ widths: [CGFloat]) -> [UIView] {
        widths.map { UIView(frame: CGRect(x: 0, y: 0, width: $0, height: 20)) }
    }

    @Test("distributions and alignments place the arranged views; hidden ones take no room")
    func placing() {
        let stack = UIStackView(arrangedSubviews: views([50, 100, 50]))
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        #expect(stack.arrangedSubviews.map(\.frame.width) == [50, 100, 130], "fill: the last takes what is left")
        #expect(stack.arrangedSubviews[1].frame.minX == 60)
        stack.distribution = .fillEqually
        let third: CGFloat = 280 / 3
        #expect(stack.arrangedSubviews.map(\.frame.width) == [third, third, third])
        stack.distribution = .equalSpacing
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 100, 250])
        stack.alignment = .center
        #expect(stack.arrangedSubviews[0].frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        stack.axis = .vertical
        stack.arrangedSubviews[1].isHidden = true
        stack.alignment = .fill
        #expect(stack.arrangedSubviews[2].frame.minY > 0)
        stack.removeArrangedSubview(stack.arrangedSubviews[0])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 3, "still a subview, as in UIKit")
    }

    @Test("a tap on a label in a stack view in a control: the stack view is hit, the control sends nothing")
    func inControl() {
        var fired = 0
        var stack: UIStackView!
        let (sim, window) = makeWorld { root in
            let control = UIControl(frame: CGRect(x: 20, y: 200, width: 300, height: 60))
            control.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            label.text = "Buy"
            stack = UIStackView(arrangedSubviews: [label])
            stack.frame = control.bounds
            control.addSubview(stack)
            root.addSubview(control)
        }
        #expect(window.hitTest(CGPoint(x: 60, y: 230), with: nil) === stack)
        sim.tap(at: CGPoint(x: 60, y: 230))
        sim.advance(by: 1)
        #expect(fired == 0)
        stack.isUserInteractionEnabled = false
        sim.tap(at: CGPoint(x: 60, y: 230))
        sim.advance(by: 1)
        #expect(fired == 1, "the fix: the control is hit and tracks")
    }
}
