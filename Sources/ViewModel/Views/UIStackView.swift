import Foundation

/// Auto Layout's axes, as `UIStackView.axis` names them.
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// Lines up its arranged subviews along an axis.
///
/// For touches it is an ordinary view: interactive, so a touch on it (between or beside its arranged views, or
/// on a label in it) hits the stack view itself, and a control it sits in never tracks that touch
/// (docs/uikit-rules.md R6.12, R11.3). It has no Auto Layout here: each arranged view keeps its own length along
/// the axis as its intrinsic size, and `distribution` and `alignment` place them as UIKit's constraints would.
@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top: Alignment = .leading
        public static let bottom: Alignment = .trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrange() } }
    open var distribution: Distribution = .fill { didSet { arrange() } }
    open var alignment: Alignment = .fill { didSet { arrange() } }
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// Each arranged view's own size, as it was when it was arranged (its intrinsic size).
    private var ownSizes: [ObjectIdentifier: CGSize] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { arrange() } }
    }

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { arrange() } }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        ownSizes[ObjectIdentifier(view)] = view.bounds.size
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Stops arranging `view`; as in UIKit, it stays a subview until removed from its superview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        ownSizes[ObjectIdentifier(view)] = nil
        arrange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Places the visible arranged views; hidden ones take no room (docs/uikit-rules.md R11.3).
    private func arrange() {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let room = horizontal ? bounds.width : bounds.height
        let across = horizontal ? bounds.height : bounds.width
        let sizes = views.map { ownSizes[ObjectIdentifier($0)] ?? .zero }
        let own = sizes.map { horizontal ? $0.width : $0.height }
        let gaps = CGFloat(views.count - 1)
        var lengths = own
        var gap = spacing
        switch distribution {
        case .fill:
            lengths[lengths.count - 1] = max(0, room - gaps * spacing - own.dropLast().reduce(0, +))
        case .fillEqually:
            lengths = Array(repeating: max(0, (room - gaps * spacing) / CGFloat(views.count)), count: views.count)
        case .fillProportionally:
            let total = own.reduce(0, +)
            let free = max(0, room - gaps * spacing)
            lengths = own.map { total > 0 ? $0 / total * free : free / CGFloat(views.count) }
        case .equalSpacing, .equalCentering:
            if gaps > 0 { gap = max(spacing, (room - own.reduce(0, +)) / gaps) }
        }
        var position = horizontal ? bounds.origin.x : bounds.origin.y
        for ((view, length), ownSize) in zip(zip(views, lengths), sizes) {
            let ownAcross = horizontal ? ownSize.height : ownSize.width
            let size = alignment == .fill ? across : min(ownAcross, across)
            let offset: CGFloat = switch alignment {
            case .fill, .leading, .firstBaseline: 0
            case .center: (across - size) / 2
            case .trailing, .lastBaseline: across - size
            }
            let start = (horizontal ? bounds.origin.y : bounds.origin.x) + offset
            view.frame = horizontal
                ? CGRect(x: position, y: start, width: length, height: size)
                : CGRect(x: start, y: position, width: size, height: length)
            position += length + gap
        }
    }
}
