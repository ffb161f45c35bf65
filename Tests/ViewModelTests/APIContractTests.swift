import Dispatcher
import Foundation
import Testing
import ViewModel

// The UIKit names the workshop's API list promises, used as workshop code would use them: this file compiling is
// the check that they exist with UIKit's signatures.

final class ContractAppDelegate: UIResponder, UIApplicationDelegate {}

final class ContractTap: UITapGestureRecognizer { var count = 0 }

final class ContractView: UIView {
    var began = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func awakeFromNib() { super.awakeFromNib() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

final class ContractDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "c")
    }
}

final class ContractDelegate: NSObject, UIGestureRecognizerDelegate {}

/// Issue 35: code written as an iOS app writes it, against Apple's spellings.
final class SpelledCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SpelledController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SpelledDelegate: NSObject, UIGestureRecognizerDelegate, UIAdaptivePresentationControllerDelegate {}

@Suite("The public API contract (api.md)")
@MainActor
struct APIContractTests {
    @Test func geometryAndDrawingValues() {
        let t = CGAffineTransform.identity.concatenating(CGAffineTransform(translationX: 1, y: 2))
            .concatenating(CGAffineTransform(scaleX: 2, y: 2)).concatenating(CGAffineTransform(rotationAngle: 0))
        #expect(!t.isIdentity && t.inverted().concatenating(t).isIdentity)
        #expect(CGPoint(x: 1, y: 1).applying(.identity) == CGPoint(x: 1, y: 1))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(.identity).width == 1)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).width == 8)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = UIBezierPath(ovalIn: .zero)
        _ = UIBezierPath(roundedRect: .zero, cornerRadius: 2)
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.close()
        #expect(path.contains(CGPoint(x: 5, y: 5)) && path.bounds.width == 10)
        _ = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), .red, .blue, .white, .black, .clear, .systemBlue]
    }

    @Test func respondersViewsAndTheHost() {
        let sim = Simulator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        sim.show(window)
        sim.application.delegate = ContractAppDelegate()
        let view = ContractView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let other = UIView()
        controller.view.addSubview(view)
        controller.view.insertSubview(other, at: 0)
        controller.view.bringSubviewToFront(other)
        other.removeFromSuperview()
        view.frame = view.frame
        view.bounds = view.bounds
        view.center = view.center
        view.transform = .identity
        view.alpha = 1
        view.isHidden = false
        view.isUserInteractionEnabled = true
        view.isMultipleTouchEnabled = false
        view.isExclusiveTouch = false
        view.clipsToBounds = false
        view.backgroundColor = .yellow
        view.tag = 7
        view.layer.cornerRadius = 4
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.red.cgColor
        _ = (view.layer.position, view.layer.bounds, view.layer.frame, view.layer.opacity, view.layer.presentation())
        #expect(view.superview === controller.view && view.window === window && view.subviews.isEmpty)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(view.convert(CGPoint(x: 10, y: 10), from: nil) == .zero)
        #expect(view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: controller.view).origin == CGPoint(x: 10, y: 10))
        _ = view.convert(CGRect.zero, from: controller.view)
        let tap = ContractTap { _ in }
        tap.delegate = ContractDelegate()
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(view.next === controller.view && controller.view.next === controller && controller.next === window)
        #expect(window.next === sim.application && window.isKeyWindow && sim.application.keyWindow === window)
        #expect(UIWindow.Level.normal.rawValue == 0 && window.windowLevel == .normal)
        sim.touchDown(at: CGPoint(x: 20, y: 20))
        sim.advance(by: 0.3)
        sim.touchMove(to: CGPoint(x: 30, y: 20))
        sim.touchUp()
        sim.tap(at: CGPoint(x: 20, y: 20), finger: 1)
        sim.touchDown(at: CGPoint(x: 20, y: 20), finger: 2)
        sim.touchCancel(finger: 2)
        let now: TimeInterval = sim.now
        #expect(now > 0.3 && view.began == 3 && !sim.log.lines.isEmpty)
        #expect(!view.canBecomeFirstResponder && !view.isFirstResponder && !view.becomeFirstResponder())
        _ = view.resignFirstResponder()
        _ = view.canPerformAction("x:", withSender: nil)
        _ = view.target(forAction: "x:", withSender: nil)
        #expect(UIApplication.LaunchOptionsKey(rawValue: "k").rawValue == "k")
        _ = sim.application.windows
    }

    @Test func controllersControlsAndTables() {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.addChild(UIViewController())
        _ = nav.view
        let label = UILabel()
        label.text = "t"
        label.textColor = .black
        label.font = .systemFont(ofSize: 12)
        _ = UIImageView()
        let button = UIButton(type: .system)
        button.setTitle("B", for: .normal)
        button.addTarget(nil, action: "tapped:", for: .touchUpInside)
        button.removeTarget(nil, action: "tapped:", for: .touchUpInside)
        button.addAction(UIAction { _ in }, for: .primaryActionTriggered)
        button.sendAction("tapped:", to: nil, for: nil)
        button.sendActions(for: .valueChanged)
        _ = (button.isEnabled, button.isHighlighted, button.isSelected, button.isTracking, button.isTouchInside)
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6 && UIControl.Event.valueChanged.rawValue == 1 << 12)
        let scroll = UIScrollView(frame: .zero)
        scroll.contentOffset = .zero
        scroll.contentSize = CGSize(width: 10, height: 10)
        scroll.delaysContentTouches = true
        scroll.canCancelContentTouches = true
        _ = scroll.panGestureRecognizer
        (scroll.minimumZoomScale, scroll.maximumZoomScale, scroll.zoomScale) = (1, 4, 1)
        scroll.setZoomScale(2, animated: false)
        let zoomer: (any UIScrollViewDelegate)? = nil
        scroll.delegate = zoomer
        _ = (scroll.pinchGestureRecognizer, scroll.isZooming)
        let detent = UISheetPresentationController.Detent.custom(identifier: .init("peek")) { $0.maximumDetentValue / 3 }
        _ = (detent.identifier, UISheetPresentationController.Detent.custom { _ in nil }, UISheetPresentationController.Detent.medium())
        let table = UITableView(frame: .zero)
        _ = UITableView(frame: .zero, style: .plain)
        let source = ContractDataSource()
        table.dataSource = source
        table.delegate = source
        #expect(table.rowHeight == 44 && IndexPath(row: 1, section: 0).row == 1)
        _ = [UITabBar(), UINavigationBar()]
        let presenter = UIViewController()
        presenter.present(UIViewController(), animated: false, completion: nil)
    }

    @Test func recognizersAndAnimation() {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        _ = (pan.translation(in: nil), pan.velocity(in: nil))
        pan.setTranslation(.zero, in: nil)
        let tap = UITapGestureRecognizer(handler: { _ in })
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 1
        tap.require(toFail: pan)
        _ = (tap.state, tap.view, tap.isEnabled, tap.cancelsTouchesInView, tap.delaysTouchesBegan, tap.delaysTouchesEnded)
        _ = (tap.location(in: nil), tap.numberOfTouches, tap.canPrevent(pan), tap.canBePrevented(by: pan))
        tap.reset()
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        press.minimumPressDuration = 0.5
        press.allowableMovement = 10
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        swipe.direction = .left
        _ = (UIPinchGestureRecognizer(target: nil, action: nil).scale, UIRotationGestureRecognizer(target: nil, action: nil).rotation)
        _ = ContractTap(handler: { _ in }).count
        let view = UIView()
        UIView.animate(withDuration: 0.1, delay: 0, options: [.allowUserInteraction, .curveEaseInOut], animations: {
            view.alpha = 0.5
        }, completion: { _ in })
        UIView.animate(withDuration: 0.1) { view.alpha = 1 }
        UIView.animate(withDuration: 0.1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: {}, completion: nil)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        _ = (animator.isUserInteractionEnabled, animator.isManualHitTestingEnabled)
        animator.startAnimation()
        animator.pauseAnimation()
        animator.stopAnimation(true)
        _ = UIView.AnimationCurve.easeIn
    }

    /// Issue 35: Apple's names, nesting, types and kinds, used as an iOS app uses them.
    @Test func applesSpellings() {
        let sheet = SpelledController(title: "Sheet")
        sheet.modalPresentationStyle = UIModalPresentationStyle.popover
        #expect(sheet.title == "Sheet" && UIModalPresentationStyle.none.rawValue == -1)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
        let command = UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: [.command, .shift])
        #expect(command.modifierFlags.contains(UIKeyModifierFlags.command) && command.title == "Find" && command.input == "f")
        let action = UIAction(title: "Like", image: UIImage(systemName: "heart"), identifier: UIAction.Identifier("like"),
                              attributes: [.destructive], state: .on) { _ in }
        #expect(action.identifier.rawValue == "like" && action.sender == nil && action.state == .on)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(shape.path?.contains(CGPoint(x: 5, y: 5)) == true)
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIBezierPath(cgPath: shape.path!).contains(CGPoint(x: 9.9, y: 9.9)) == false)
        let scroll = UIScrollView()
        scroll.decelerationRate = .fast
        let pan: UIPanGestureRecognizer = scroll.panGestureRecognizer
        #expect(scroll.decelerationRate.rawValue == 0.99 && pan.view === scroll && scroll.pinchGestureRecognizer == nil)
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(font.pointSize == 17 && font.withSize(12).pointSize == 12 && UIFont(name: "Menlo", size: 11) != nil)
        let color: CGColor = UIColor.systemTeal.cgColor
        #expect(color.components?.count == 4 && color.alpha == 1 && UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        let copied = CABasicAnimation(keyPath: "opacity").copy() as? CABasicAnimation
        #expect(copied?.keyPath == "opacity")
        let item = UITabBarItem(title: "Home", image: nil, tag: 1)
        #expect(item.isEnabled && item.tag == 1 && item.title == "Home")
        #expect(SpelledCell(style: .default, reuseIdentifier: "c").reuseIdentifier == "c")
        let delegate = SpelledDelegate()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.delegate = delegate
        #expect(tap.delegate === delegate && delegate.isEqual(delegate))
        let detent = UISheetPresentationController.Detent.custom { context in context.maximumDetentValue / 3 }
        _ = (detent, UIScreen.main.bounds, UIScreen.main.scale)
        let parameters = UICubicTimingParameters(animationCurve: .easeIn)
        let archived = try? NSKeyedArchiver.archivedData(withRootObject: parameters, requiringSecureCoding: false)
        #expect(archived != nil && (parameters.copy() as? UICubicTimingParameters) === parameters)
    }

    /// Issue 8: names that ported UIKit code used and that were missing.
    @Test func namesPortedCodeUses() {
        let tap = UITapGestureRecognizer(handler: { _ in })
        let other: UIGestureRecognizer = UITapGestureRecognizer(handler: { _ in })
        #expect(tap == tap && !(other == tap) && Set([tap, tap]).count == 1)
        #expect(tap.isKind(of: UIGestureRecognizer.self) && tap.isMember(of: UITapGestureRecognizer.self))
        #expect(!tap.isKind(of: UIPanGestureRecognizer.self))
        let layer = CALayer()
        #expect(layer == layer && layer.isKind(of: CALayer.self))
        let view = ContractView()
        view.awakeFromNib()
        view.draw(view.bounds)
        view.setNeedsDisplay()
        #expect(view.isKind(of: UIView.self) && view.isKind(of: UIResponder.self) && !view.isKind(of: UIControl.self))
        let scroll = UIScrollView()
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        edge.edges = .left
        _ = (edge.translation(in: nil), UIRectEdge.all, GestureNumbers.screenEdgeRegion)
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: 0, y: 0)
        animation.toValue = CGPoint(x: 100, y: 0)
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        (animation.repeatCount, animation.autoreverses) = (2, true)
        (animation.isRemovedOnCompletion, animation.fillMode) = (false, .forwards)
        layer.add(animation, forKey: "slide")
        layer.removeAnimation(forKey: "slide")
        _ = (layer.animation(forKey: "slide"), CACurrentMediaTime())
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        _ = (CATransform3DIdentity, CATransform3DMakeTranslation(1, 2, 0), CATransform3DGetAffineTransform(layer.transform))
        let statusBar: UIStatusBarManager? = (nil as UIWindowScene?)?.statusBarManager
        _ = (statusBar?.statusBarFrame, statusBar?.isStatusBarHidden, statusBar?.statusBarStyle == UIStatusBarStyle.default)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        (field.text, field.placeholder) = ("", "Name")
        _ = (field.isEditing, field.delegate, field.becomeFirstResponder(), field.resignFirstResponder())
        field.addTarget(nil, action: "changed:", for: [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in _ = action.title })
        _ = (alert.actions.count, alert.preferredStyle, UIAlertController.Style.actionSheet)
    }
}
