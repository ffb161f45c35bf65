import Foundation

/// A row of segments, one selected. The touch chooses the segment under the finger when it lifts — a drag along
/// the row moves the choice with it (iOS 13 and later) — and `.valueChanged` is sent when that changes the
/// selection; a tap on the selected segment sends nothing (Apple: since iOS 3). A momentary control sends it for
/// every tap and shows no selection after. A disabled segment is not chosen (docs/uikit-rules.md R6.16).
///
/// Its default action, a single tap, beats a superview's tap recognizer, as Apple documents for
/// UISegmentedControl. Each segment is a subview (UIKit's `UISegment`, with its `UISegmentLabel`) that takes no
/// touches itself: hit-testing gives the touch to the control.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index that selects no segment.
    public class var noSegment: Int { -1 }
    /// The most segments a control holds (a scene gets an error past it; `insertSegment` ignores more).
    @_spi(Engine) public static let maximumSegments = 100
    /// The height `init(items:)` gives *(assumed: 32 pt, iOS 13 and later)*.
    @_spi(Engine) public static let height: CGFloat = 32

    private var segments: [Segment] = []

    /// One segment's title, enabled state and fixed width (0: shared).
    private struct Segment {
        var title: String?
        var isEnabled = true
        var width: CGFloat = 0
        let view: UISegment
    }

    open var numberOfSegments: Int { segments.count }
    /// Apple: `noSegment` until a touch selects one; set it to clear the selection.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < 0 || selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
            showSelection()
        }
    }
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false {
        didSet { layoutSegments() }
    }

    /// The segment under the finger while a touch is tracked (shown as chosen until the lift decides).
    private var touchedSegment: Int?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 9
    }

    /// Segments with the titles given (strings; other items — images, actions — become untitled segments), sized
    /// to fit them.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in (items ?? []).prefix(Self.maximumSegments) {
            insertSegment(withTitle: item as? String, at: segments.count, animated: false)
        }
        let width = segments.reduce(0) { $0 + Self.contentWidth(of: $1.title) }
        frame = CGRect(x: 0, y: 0, width: width, height: Self.height)
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        guard segments.count < Self.maximumSegments else { return }
        let index = min(max(segment, 0), segments.count)  // Apple: pinned to the end
        let view = UISegment(frame: .zero)
        addSubview(view)
        segments.insert(Segment(title: title, view: view), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        layoutSegments()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = existing(segment) else { return }
        segments.remove(at: index).view.removeFromSuperview()
        if selectedSegmentIndex == index { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
        layoutSegments()
    }

    open func removeAllSegments() {
        segments.forEach { $0.view.removeFromSuperview() }
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = existing(segment) else { return }
        segments[index].title = title
        layoutSegments()
    }

    open func titleForSegment(at segment: Int) -> String? { existing(segment).flatMap { segments[$0].title } }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = existing(segment) else { return }
        segments[index].isEnabled = enabled
        showSelection()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { existing(segment).map { segments[$0].isEnabled } ?? false }

    /// 0 shares the width left among the segments without a width of their own.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = existing(segment), width.isFinite, width >= 0 else { return }
        segments[index].width = width
        layoutSegments()
    }

    open func widthForSegment(at segment: Int) -> CGFloat { existing(segment).map { segments[$0].width } ?? 0 }

    /// Apple pins an index past the end to the last segment.
    private func existing(_ segment: Int) -> Int? {
        segments.isEmpty || segment < 0 ? nil : min(segment, segments.count - 1)
    }

    /// The segment whose column holds `x` (in the control's space), pinned to the first and last.
    private func segment(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty else { return nil }
        return segments.firstIndex { x < $0.view.frame.maxX } ?? segments.count - 1
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(atX: touch.location(in: self).x), segments[index].isEnabled else { return false }
        touchedSegment = index
        showSelection()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let index = segment(atX: touch.location(in: self).x), segments[index].isEnabled { touchedSegment = index }
        showSelection()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            touchedSegment = nil
            showSelection()
        }
        guard let chosen = touchedSegment, isTouchInside else { return }
        if isMomentary {
            selectedSegmentIndex = chosen
            sendActions(for: .valueChanged)
            selectedSegmentIndex = Self.noSegment
        } else if chosen != selectedSegmentIndex {
            selectedSegmentIndex = chosen
            sendActions(for: .valueChanged)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        touchedSegment = nil
        showSelection()
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isSuperviewSingleTap(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Layout and drawing

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutSegments() } }
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutSegments() } }
    }

    /// A title's width as drawn with its margins *(assumed: 8 pt a character and 12 pt each side)*.
    static func contentWidth(of title: String?) -> CGFloat { CGFloat(min(title?.count ?? 2, 1_000)) * 8 + 24 }

    private func layoutSegments() {
        guard !segments.isEmpty else { return }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let shared = segments.filter { $0.width == 0 }
        let left = max(bounds.width - fixed, 0)
        let content = shared.reduce(0) { $0 + Self.contentWidth(of: $1.title) }
        var x: CGFloat = 0
        for segment in segments {
            var width = segment.width
            if width == 0 {
                width = apportionsSegmentWidthsByContent && content > 0
                    ? left * Self.contentWidth(of: segment.title) / content : left / CGFloat(shared.count)
            }
            segment.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            segment.view.label.text = segment.title
            x += width
        }
        showSelection()
    }

    private func showSelection() {
        let shown = touchedSegment ?? (isMomentary ? nil : selectedSegmentIndex >= 0 ? selectedSegmentIndex : nil)
        for (index, segment) in segments.enumerated() {
            segment.view.isChosen = index == shown
            segment.view.label.alpha = segment.isEnabled ? 1 : 0.35
        }
    }
}

/// One segment of a segmented control, as UIKit's private class draws it: its label, and the selected segment's
/// white thumb. It takes no touches (the control tracks them).
@MainActor
final class UISegment: UIView {
    let label = UISegmentLabel(frame: .zero)

    var isChosen = false {
        didSet { backgroundColor = isChosen ? .white : nil }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 7
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override var frame: CGRect {
        didSet { label.frame = CGRect(x: 2, y: 2, width: max(bounds.width - 4, 0), height: max(bounds.height - 4, 0)) }
    }
}

/// A segment's title.
@MainActor
final class UISegmentLabel: UILabel {}
