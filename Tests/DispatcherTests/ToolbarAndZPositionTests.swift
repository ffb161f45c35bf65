import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R11.4 and R1.10: a toolbar's items are controls in a content view made when it is shown,
/// in front of what was added to the bar before; `zPosition` orders drawing, never hit-testing.
@Suite("Toolbars and zPosition")
@MainActor
struct ToolbarAndZPositionTests {
    @Test("items are laid out from the leading edge, flexible spaces share the rest; a tap sends the item's action")
    func items() {
        let target = UIView()
        var bar: UIToolbar!
        let (sim, window) = makeWorld { view in
            bar = UIToolbar(frame: CGRect(x: 0, y: 766, width: 390, height: 44))
            let edit = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Selector("edit"))
            let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
            bar.items = [edit, .flexibleSpace(), trash]
            view.addSubview(bar)
        }
        let buttons = bar.subviews.last?.subviews ?? []
        #expect(className(of: bar.subviews.last!) == "_UIToolbarContentView")
        #expect(buttons.map { className(of: $0) } == ["_UIButtonBarButton", "_UIButtonBarButton"])
        #expect(buttons.first?.frame.minX == 16 && buttons.last?.frame.maxX == 374)
        #expect(window.hitTest(CGPoint(x: 30, y: 788), with: nil) === buttons.first)
        _ = sim
    }

    @Test("a view added to the toolbar before it is shown lies behind the content view")
    func addedEarly() {
        let early = UIButton(frame: CGRect(x: 300, y: 0, width: 80, height: 44))
        var bar: UIToolbar!
        let (_, window) = makeWorld { view in
            bar = UIToolbar(frame: CGRect(x: 0, y: 766, width: 390, height: 44))
            bar.addSubview(early)
            view.addSubview(bar)
        }
        #expect(window.hitTest(CGPoint(x: 340, y: 788), with: nil) === bar.subviews.last)
        let late = UIButton(frame: CGRect(x: 200, y: 0, width: 80, height: 44))
        bar.addSubview(late)
        #expect(window.hitTest(CGPoint(x: 240, y: 788), with: nil) === late)
    }

    @Test("a higher zPosition draws a view in front; hit-testing still follows the subviews' order")
    func zPosition() {
        var back: UIView!, front: UIView!
        let (_, window) = makeWorld { view in
            back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            front = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            back.layer.zPosition = 1
            view.addSubview(back)
            view.addSubview(front)
        }
        let root = back.superview!
        #expect(root.subviewsInDrawingOrder.last === back)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
    }
}
