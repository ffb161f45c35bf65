import Foundation
@_spi(Engine) import ViewModel

/// Every key a view may carry in a scene file, in the order they are read (a later key may use an earlier one:
/// `center` moves the `frame`, zooming needs the `subviews`). Adding a key is one entry here, with its field in
/// `ViewDescription` (or `ViewSpec`) and its use in `SceneBuilder`.
extension SceneViewKey {
    static let scrollViews = Owners(behaviours: ["UIScrollView", "UITableView", "UICollectionView", "UITextView"],
                                    words: "a scroll view (UIScrollView, UITableView, UICollectionView, UITextView)")
    static let plainViews = Owners(behaviours: ["UIView"], words: "a plain view (UIView)")
    static let stacks = Owners(behaviours: ["UIStackView"], words: "a stack view (UIStackView)")
    static let collections = Owners(behaviours: ["UICollectionView"], words: "a collection view (UICollectionView)")
    static let lists = Owners(behaviours: ["UITableView", "UICollectionView"],
                              words: "a table or collection view (UITableView, UICollectionView)")
    static let zoomers = Owners(behaviours: ["UIScrollView"], words: "a plain scroll view (UIScrollView)")

    /// The zoom scales a file may give.
    static let zoomScaleRange = 0.01...100.0

    /// `class` and `frame`, read before the table: every other key works on the view they make.
    static let first = ["class", "baseClass", "frame"]

    static let all: [SceneViewKey] = [
        SceneViewKey("bounds") { v, r throws(SceneFileError) in
            // UIKit's bounds: its origin shifts the subviews, its size is the view's own (the frame's, untransformed).
            let b = try v.numbers(4)
            guard b[2] >= 0, b[3] >= 0 else { throw v.error("a bounds' width and height cannot be negative") }
            r.view.spec.boundsOrigin = CGPoint(x: b[0], y: b[1])
            r.view.spec.boundsSize = CGSize(width: b[2], height: b[3])
        },
        SceneViewKey("center") { v, r throws(SceneFileError) in
            // The frame's centre moves there, its size kept.
            let c = try v.point()
            let size = r.view.spec.frame.size
            r.view.spec.frame.origin = CGPoint(x: c.x - size.width / 2, y: c.y - size.height / 2)
        },
        SceneViewKey("color") { v, r throws(SceneFileError) in r.view.spec.backgroundColor = try SceneColor.read(v) },
        SceneViewKey("alpha") { v, r throws(SceneFileError) in r.view.spec.alpha = try v.number(in: 0...1) },
        SceneViewKey("hidden") { v, r throws(SceneFileError) in r.view.spec.isHidden = try v.flag() },
        SceneViewKey("userInteractionEnabled") { v, r throws(SceneFileError) in
            r.view.spec.isUserInteractionEnabled = try v.flag()
        },
        SceneViewKey("clipsToBounds") { v, r throws(SceneFileError) in r.view.spec.clipsToBounds = try v.flag() },
        SceneViewKey("text") { v, r throws(SceneFileError) in r.view.spec.text = try v.text() },
        SceneViewKey("tag") { v, r throws(SceneFileError) in r.view.spec.tag = try v.integer(in: -1_000_000...1_000_000) },
        SceneViewKey("transform") { v, r throws(SceneFileError) in r.view.spec.transform = try SceneReader.readTransform(v) },
        SceneViewKey("contentSize") { v, r throws(SceneFileError) in
            let size = try v.numbers(2, range: 0...1_000_000)
            r.view.spec.contentSize = CGSize(width: size[0], height: size[1])
        },
        SceneViewKey("contentOffset") { v, r throws(SceneFileError) in r.view.spec.boundsOrigin = try v.point() },
        SceneViewKey("contentInset") { v, r throws(SceneFileError) in
            let n = try v.numbers(4, range: -100_000...100_000)
            r.view.spec.contentInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        },
        SceneViewKey("zPosition") { v, r throws(SceneFileError) in r.view.spec.zPosition = try v.number() },
        SceneViewKey("cornerRadius") { v, r throws(SceneFileError) in r.view.cornerRadius = try v.number(in: 0...100_000) },
        SceneViewKey("hitArea") { v, r throws(SceneFileError) in r.view.hitArea = try SceneReader.readHitArea(v) },
        SceneViewKey("touchesWithoutSuper", on: plainViews) { v, r throws(SceneFileError) in
            for name in try SceneReader.names(v) {
                guard ["began", "moved", "ended", "cancelled"].contains(name) else {
                    throw v.error("expected began, moved, ended or cancelled")
                }
                r.view.overrides.touchesWithoutSuper.insert(name)
            }
        },
        SceneViewKey("touchesBeganLog", on: plainViews) { v, r throws(SceneFileError) in
            r.view.overrides.touchesBeganLog = try v.text()
        },
        SceneViewKey("gestureRecognizerShouldBegin") { v, r throws(SceneFileError) in
            let word = try v.text()
            guard let answer = ShouldBeginAnswer(rawValue: word) else {
                throw v.error("expected always, never or ownOnly (yes only to the view's own recognizers)")
            }
            r.view.shouldBeginAnswer = answer
        },
        SceneViewKey("overrides") { v, r throws(SceneFileError) in
            r.view.spec.overrides = try SceneReader.methods(v, among: PrintedIdentity.overridableMethods)
        },
        SceneViewKey("recognizers") { v, r throws(SceneFileError) in
            for item in try v.items() { r.view.recognizers.append(try SceneReader.readRecognizer(item)) }
        },
        SceneViewKey("actions", on: Owners(
            behaviours: ["UIButton", "UIControl", "UISwitch", "UISlider", "UITextField", "UIStepper", "UIPageControl",
                         "UISegmentedControl"],
            words: "a control (UIButton, UIControl, UISwitch, UISlider, UITextField, UIStepper, UIPageControl, "
                + "UISegmentedControl or a class named …Button)")) {
            v, r throws(SceneFileError) in r.view.actions = try SceneReader.readActions(v)
        },
        SceneViewKey("rows", on: Owners(behaviours: ["UITableView"], words: "a table (UITableView)")) {
            v, r throws(SceneFileError) in
            guard let items = try? v.items(), items.count <= 1_000 else { throw v.error("expected a list of at most 1,000 row titles") }
            v.budget.views -= items.count  // a row is a cell
            guard v.budget.views >= 0 else { throw v.error("more than \(ViewLimits.maximumViews) views and rows") }
            for item in items { r.view.rows.append(try item.text()) }
        },
        contextMenuKey,
        SceneViewKey("popoverPassthrough") { v, r throws(SceneFileError) in r.view.popoverPassthrough = try v.flag() },
        SceneViewKey("rowSelectedLog") { v, r throws(SceneFileError) in r.view.rowSelectedLog = try v.text() },
        SceneViewKey("accessoryTappedLog", on: Owners(behaviours: ["UITableView"], words: "a table (UITableView)")) {
            v, r throws(SceneFileError) in r.view.accessoryTappedLog = try v.text()
        },
        SceneViewKey("animate") { v, r throws(SceneFileError) in r.view.animation = try SceneReader.readAnimation(v) },
        SceneViewKey("becomesFirstResponder", on: Owners(behaviours: ["UITextField", "UITextView"],
                                                         words: "a text field or text view")) {
            v, r throws(SceneFileError) in r.view.becomesFirstResponder = try v.flag()
        },
        // A container's keys, read together once the table is done.
        SceneViewKey("arrangedSubviews", on: stacks, read: nil),
        SceneViewKey("axis", on: stacks, read: nil),
        SceneViewKey("spacing", on: stacks, read: nil),
        SceneViewKey("alignment", on: stacks, read: nil),
        SceneViewKey("distribution", on: stacks, read: nil),
        SceneViewKey("layout", on: collections, read: nil),
        SceneViewKey("items", on: Owners(behaviours: ["UICollectionView", "UIToolbar"],
                                         words: "a collection view or a toolbar (UICollectionView, UIToolbar)"), read: nil),
        SceneViewKey("sections", on: collections, read: nil),
        SceneViewKey("didSelectLog", on: collections, read: nil),
        SceneViewKey("allowsMultipleSelection", on: collections, read: nil),
        SceneViewKey("register", on: lists, read: nil),
        SceneViewKey("cell", on: lists, read: nil),
        SceneViewKey("subviews") { v, r throws(SceneFileError) in
            r.view.subviews = try SceneReader.readViews(v, depth: r.depth + 1)
        },
        SceneViewKey("contentView", on: Owners(behaviours: ["UITableViewCell", "UICollectionViewCell"], words: "a cell")) {
            v, r throws(SceneFileError) in r.view.contentView = try SceneReader.readViews(v, depth: r.depth + 1)
        },
        // A scroll view's: touch delays, paging, its pan, and pinch to zoom.
        SceneViewKey("delaysContentTouches", on: scrollViews) { v, r throws(SceneFileError) in
            r.view.delaysContentTouches = try v.flag()
        },
        SceneViewKey("pagingEnabled", on: scrollViews) { v, r throws(SceneFileError) in r.view.isPagingEnabled = try v.flag() },
        SceneViewKey("scrollEnabled", on: scrollViews) { v, r throws(SceneFileError) in r.view.isScrollEnabled = try v.flag() },
        SceneViewKey("canCancelContentTouches", on: scrollViews) { v, r throws(SceneFileError) in
            r.view.canCancelContentTouches = try v.flag()
        },
        SceneViewKey("panGestureRecognizer", on: scrollViews) { v, r throws(SceneFileError) in
            r.view.panGestureRecognizer = try SceneReader.readSystemRecognizer(
                v, name: "\(r.className).panGestureRecognizer", owner: v, nameable: true)
        },
        SceneViewKey("minimumZoomScale", on: zoomers, read: readZoomScales),
        SceneViewKey("maximumZoomScale", on: zoomers, read: readZoomScales),
        SceneViewKey("pinchGestureRecognizer", on: scrollViews) { v, r throws(SceneFileError) in
            guard let scales = r.view.zoomScales, scales.upperBound > scales.lowerBound else {
                throw v.error("the scroll view has no pinch: UIKit adds it when maximumZoomScale is above minimumZoomScale")
            }
            r.view.pinchGestureRecognizer = try SceneReader.readSystemRecognizer(
                v, name: "\(r.className).pinchGestureRecognizer", owner: v, nameable: true)
        },
    ] + controlKeys + scrollPhysicsKeys

    /// Both zoom scales, read at whichever comes first (each defaults to 1, as UIKit's do).
    private static func readZoomScales(_ v: SceneValue, _ r: inout Reading) throws(SceneFileError) {
        guard r.view.zoomScales == nil else { return }
        let minimum = try r.fields["minimumZoomScale"]?.number(in: zoomScaleRange)
        let maximum = try r.fields["maximumZoomScale"]?.number(in: zoomScaleRange)
        guard !r.view.subviews.isEmpty else {
            throw v.error("a zooming scroll view zooms its first subview (its delegate's viewForZooming); give it one")
        }
        let (low, high) = (CGFloat(minimum ?? 1), CGFloat(maximum ?? 1))
        guard low <= high else { throw v.error("minimumZoomScale \(low) is above maximumZoomScale \(high)") }
        r.view.zoomScales = low...high
    }
}
