import Foundation
import Testing
@_spi(Engine) import ViewModel

final class NamedView: UIView {}
final class OtherView: UIView {}

@Suite("View tree and coordinate spaces")
@MainActor
struct ViewTreeTests {
    @Test func addingAViewToItselfIsRefusedNamingIt() {
        let view = NamedView()
        #expect(throws: UIViewHierarchyError.self) { try view.insertSubviewChecked(view, at: 0) }
        do {
            try view.insertSubviewChecked(view, at: 0)
        } catch {
            #expect(error.description.contains("NamedView"))
        }
        view.addSubview(view)  // refused, reported, no crash
        #expect(view.subviews.isEmpty)
    }

    @Test func addingAnAncestorIsRefusedNamingBothViews() {
        let outer = NamedView()
        let inner = OtherView()
        outer.addSubview(inner)
        do {
            try inner.insertSubviewChecked(outer, at: 0)
            Issue.record("no error")
        } catch {
            #expect(error.subviewName == "NamedView")
            #expect(error.superviewName == "OtherView")
            #expect(error.description.contains("NamedView") && error.description.contains("OtherView"))
        }
        inner.addSubview(outer)
        #expect(inner.subviews.isEmpty && outer.superview == nil)
    }

    @Test func subviewsKeepInsertionOrderAndMove() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [a, b, c])
        let other = UIView()
        other.addSubview(a)
        #expect(parent.subviews == [b, c] && a.superview == other)
    }

    @Test func frameFollowsCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("p_super = center + T·(p_local − (bounds.origin + anchor·size))")
    func conversionUsesCenterBoundsAnchorAndTransform() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(child)
        child.bounds.origin = CGPoint(x: 10, y: 5)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        let p = child.convert(CGPoint(x: 10, y: 5), to: parent)
        // center (150, 125) + 2·((10,5) − ((10,5) + (50,25))) = (150 − 100, 125 − 50)
        #expect(p == CGPoint(x: 50, y: 75))
        let back = child.convert(p, from: parent)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 5) < 1e-9)
        child.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(child.convert(CGPoint(x: 10, y: 5), to: parent) == CGPoint(x: 150, y: 125))
    }

    @Test func conversionBetweenCousins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -35))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 190, y: 40, width: 10, height: 10))
    }

    @Test func labelsAndImageViewsAreNotInteractiveByDefault() {
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIImageView().isUserInteractionEnabled)
        #expect(UIView().isUserInteractionEnabled)
        #expect(!UIView().isMultipleTouchEnabled)
    }
}
