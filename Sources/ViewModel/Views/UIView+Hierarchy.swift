import Foundation

/// A change to the view tree that would make it illegal.
@_spi(Engine) public struct UIViewHierarchyError: Error, CustomStringConvertible, Equatable {
    public let subviewName: String
    public let superviewName: String
    public let description: String
}

extension UIView {
    /// Adds `view` on top of the other subviews. An illegal add (a view into itself or into one of its own
    /// subviews) is refused and reported; use `insertSubviewChecked(_:at:)` to get the error.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewList.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        do {
            try insertSubviewChecked(view, at: index)
        } catch {
            reportHierarchyError(error)
        }
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviewList.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewList.count
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviewList.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `view` at `index`, or throws, naming both views, when that would make a cycle.
    @_spi(Engine) public func insertSubviewChecked(_ view: UIView, at index: Int) throws(UIViewHierarchyError) {
        if view === self {
            let name = Self.describe(self)
            throw UIViewHierarchyError(
                subviewName: name, superviewName: name, description: "cannot add \(name) as a subview of itself")
        }
        if !view.subviewList.isEmpty, isDescendant(of: view) {
            let (sub, sup) = (Self.describe(view), Self.describe(self))
            throw UIViewHierarchyError(
                subviewName: sub, superviewName: sup,
                description: "cannot add \(sub) as a subview of \(sup): \(sup) is already inside \(sub)")
        }
        let oldWindow = view.window
        let newWindow = window
        treeChanged()
        if view.superview === self, let current = subviewList.firstIndex(where: { $0 === view }) {
            subviewList.remove(at: current)
            subviewList.insert(view, at: min(max(index, 0), subviewList.count))
            return
        }
        if oldWindow !== newWindow { view.notifyWindowChange(to: newWindow) }
        view.detachFromSuperview()
        view.willMove(toSuperview: self)
        view.superview = self
        subviewList.insert(view, at: min(max(index, 0), subviewList.count))
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWindowChange(to: nil) }
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        treeChanged()
        subviewList.append(subviewList.remove(at: index))
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        treeChanged()
        subviewList.insert(subviewList.remove(at: index), at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        treeChanged()
        subviewList.swapAt(index1, index2)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewList {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.treeChanged()
        parent.willRemoveSubview(self)
        parent.subviewList.removeAll { $0 === self }
        superview = nil
    }

    /// Counts a change to the tree of the window the view is in, if an application shows it.
    func treeChanged() { window?.shownBy?.treeVersion &+= 1 }

    /// Tells the view and its subviews they are changing window; touches bound to them end first.
    private func notifyWindowChange(to newWindow: UIWindow?) {
        if let engine = window?.application?.engine { engine.viewWillStopReceivingTouches(self) }
        forEachInTree {
            $0.willMove(toWindow: newWindow)
            if !($0 is UIWindow) { $0.currentWindow = newWindow }
        }
    }

    private func notifyDidMoveToWindow() {
        forEachInTree { view in
            view.didMoveToWindow()
            if view.needsDisplay { view.window?.enqueueDisplay(of: view) }
        }
    }

    /// Visits this view and every view below it, parents first, without recursion.
    @_spi(Engine) public func forEachInTree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviewList.reversed())
        }
    }

    private func reportHierarchyError(_ error: UIViewHierarchyError) {
        let message = "error: \(error.description)"
        if let tracer = (window?.application ?? UIApplication.current)?.tracer {
            tracer.record(.note(message))
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    /// A view's name for messages: its class, and its tag when it has one.
    @_spi(Engine) public static func describe(_ view: UIView) -> String {
        view.tag == 0 ? className(of: view) : "\(className(of: view))(tag \(view.tag))"
    }
}
