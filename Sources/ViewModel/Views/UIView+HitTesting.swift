import Foundation

/// The numbers of UIKit's hit-testing.
public enum HitTesting {
    /// Views more transparent than this are not hits. Apple's documentation: "an alpha level less than 0.01".
    public static let minimumAlpha: CGFloat = 0.01
    /// How deep hit-testing descends below the window before it stops, with an error in the log, and picks the
    /// deepest view reached. UIKit has no such limit, but each level is a few nested calls on the stack (about
    /// 1 KB in a debug build), and a tree of many thousands of levels would overflow it: a crash, where the
    /// simulator owes an answer. Real view trees are a few dozen levels deep.
    public static let maximumDepth = 2_000
}

extension UIView {
    /// UIKit's default `hitTest(_:with:)`: refuse a hidden, non-interactive or transparent view; ask
    /// `point(inside:)`; then the subviews front to back, each in its own space; else self.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let refusal = hitTestRefusal {
            event?.tracer?.record(.hitTestRefused(self, refusal))
            return nil
        }
        guard tracedPoint(inside: point, with: event) else { return nil }
        if let event, event.hitTestDepth >= HitTesting.maximumDepth {
            if event.hitTestDepth == HitTesting.maximumDepth {
                reportError("error: hit-testing stopped \(HitTesting.maximumDepth) views deep, at \(className(of: self)); "
                    + "the touch goes to it", to: event.tracer)
            }
            return self
        }
        let list = subviewList
        var index = list.count
        while index > 0 {
            index -= 1
            let subview = list[index]
            if let hit = subview.tracedHitTest(subview.hitTestPoint(fromSuperview: point, with: event), with: event) {
                return hit
            }
        }
        return self
    }

    /// Calls `hitTest(_:with:)` on this view, logging the call and its answer to the event's world.
    @_spi(Engine)
    public func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        event?.hitTestDepth += 1
        defer { event?.hitTestDepth -= 1 }
        guard let tracer = event?.tracer else { return answeredHitTest(point, with: event) }
        tracer.record(.hitTest(self))
        let result = answeredHitTest(point, with: event)
        tracer.record(.hitTestResult(self, result))
        return result
    }

    /// `hitTest(_:with:)`, with the override given as data (`hitAreaAnswer`) around it.
    private func answeredHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let answer = hitAreaAnswer else { return hitTest(point, with: event) }
        return answer.answer(hitTest(answer.hitTestPoint(point, in: self), with: event), at: point, for: self, with: event)
    }

    /// `point(inside:with:)`, or the override given as data (`hitAreaAnswer`) in its place.
    @_spi(Engine)
    public func answeredPoint(inside point: CGPoint, with event: UIEvent?) -> Bool {
        hitAreaAnswer?.contains(point, in: bounds) ?? self.point(inside: point, with: event)
    }

    /// Calls `point(inside:with:)` on this view, logging the call and its answer to the event's world.
    @_spi(Engine)
    public func tracedPoint(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let tracer = event?.tracer else { return answeredPoint(inside: point, with: event) }
        tracer.record(.pointInside(self))
        let result = answeredPoint(inside: point, with: event)
        tracer.record(.pointInsideResult(self, result))
        return result
    }
}
