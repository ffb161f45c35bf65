import Foundation
import Testing
import ViewModel
@testable import Dispatcher

// UIKit code written as iOS apps write it, ported to touchsim. Every line that differs from the iOS original
// ends with a `// port:` note saying what changed; the last test counts those notes, so the numbers the docs
// and docs/porting.md give are checked. What Linux forces, and nothing else: `@objc` deleted, `#selector`
// spelled `#action`, one `@Actions` per class that has action methods, an outlet made in code (no storyboard
// here), `@UIApplicationMain` deleted (the test launches the delegate instead).

// MARK: 1. A piece dragged by a pan: centre = initial centre + translation

@Actions  // port: one annotation per class instead of @objc on each action
final class DragPieceController: UIViewController {
    let piece = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    private var initialCenter = CGPoint()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(piece)
        let pan = UIPanGestureRecognizer(target: self, action: #action(panPiece(_:)))  // port: #selector → #action
        piece.addGestureRecognizer(pan)
    }

    func panPiece(_ recognizer: UIPanGestureRecognizer) {  // port: @objc deleted
        guard let piece = recognizer.view else { return }
        let translation = recognizer.translation(in: piece.superview)
        if recognizer.state == .began { initialCenter = piece.center }
        if recognizer.state != .cancelled {
            piece.center = CGPoint(x: initialCenter.x + translation.x, y: initialCenter.y + translation.y)
        } else {
            piece.center = initialCenter
        }
    }
}

// MARK: 2. Single and double taps on a photo; the single tap reads where the finger was

@Actions  // port: one annotation per class instead of @objc on each action
final class PhotoController: UIViewController {
    let photo = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        let double = UITapGestureRecognizer(target: self, action: #action(zoom(_:)))  // port: #selector → #action
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(target: self, action: #action(showControls(_:)))  // port: #selector → #action
        single.require(toFail: double)
        photo.addGestureRecognizer(double)
        photo.addGestureRecognizer(single)
    }

    func zoom(_ recognizer: UITapGestureRecognizer) {  // port: @objc deleted
        events.append("zoom at \(recognizer.location(in: photo))")
    }

    func showControls(_ recognizer: UITapGestureRecognizer) {  // port: @objc deleted
        let point = recognizer.location(ofTouch: 0, in: photo)
        events.append("controls at \(point), \(recognizer.numberOfTouches) touch")
    }
}

// MARK: 3. A button's action, and a nil-targeted action that climbs to the controller

final class SaveView: UIView {
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
        button.addTarget(nil, action: #action(EditorController.save(_:)), for: .touchUpInside)  // port: #selector → #action
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Actions  // port: one annotation per class instead of @objc on each action
final class EditorController: UIViewController {
    var saved: [String] = []

    override func loadView() { view = SaveView(frame: UIScreen.main.bounds) }

    func save(_ sender: UIButton) {  // port: @objc deleted
        saved.append("saved by \(type(of: sender))")
    }
}

// MARK: 4. A scroll view whose buttons still let a drag scroll (no edit at all)

final class DraggableContentScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton { return true }
        return super.touchesShouldCancel(in: view)
    }
}

// MARK: 5. Pinch and rotate together, the delegate allowing both

@Actions  // port: one annotation per class instead of @objc on each action
final class PhotoTransformController: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIView(frame: CGRect(x: 45, y: 250, width: 300, height: 300))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        let pinch = UIPinchGestureRecognizer(target: self, action: #action(pinched(_:)))  // port: #selector → #action
        let rotation = UIRotationGestureRecognizer(target: self, action: #action(rotated(_:)))  // port: #selector → #action
        pinch.delegate = self
        rotation.delegate = self
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
    }

    func pinched(_ recognizer: UIPinchGestureRecognizer) {  // port: @objc deleted
        photo.transform = photo.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
    }

    func rotated(_ recognizer: UIRotationGestureRecognizer) {  // port: @objc deleted
        photo.transform = photo.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

// MARK: 6. An app delegate that makes its window, and a controller whose button was an outlet

final class CounterController: UIViewController {
    let countButton = UIButton(frame: CGRect(x: 40, y: 100, width: 200, height: 50))  // port: @IBOutlet made here
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(countButton)  // port: the storyboard added it
        countButton.addAction(UIAction { [unowned self] _ in count += 1 }, for: .touchUpInside)
    }
}

final class CounterAppDelegate: UIResponder, UIApplicationDelegate {  // port: @UIApplicationMain deleted
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CounterController()
        window?.makeKeyAndVisible()
        return true
    }
}

@Suite("Ported UIKit snippets behave as on iOS, with only the edits Linux forces")
@MainActor
struct PortedSnippetsTests {
    private func show(_ controller: UIViewController) -> Simulator {
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = controller
        sim.show(window)
        return sim
    }

    @Test("1: the dragged piece stays under the finger")
    func dragPiece() {
        let controller = DragPieceController()
        let sim = show(controller)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        for step in 1...5 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 100 + CGFloat(step) * 6, y: 100 + CGFloat(step) * 8))
        }
        sim.touchUp()
        #expect(controller.piece.center == CGPoint(x: 130, y: 140))
    }

    @Test("2: a single tap reads its touch in its action; a double tap zooms at the first tap")
    func photoTaps() {
        let controller = PhotoController()
        let sim = show(controller)
        sim.tap(at: CGPoint(x: 100, y: 200))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 300))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 205, y: 305))
        sim.advance(by: 1)
        #expect(controller.events == [
            "controls at \(CGPoint(x: 100, y: 100)), 1 touch", "zoom at \(CGPoint(x: 200, y: 200))",
        ])
    }

    @Test("3: a nil-targeted action from a view climbs the chain to the controller that implements it")
    func nilTargetedSave() {
        let controller = EditorController()
        let sim = show(controller)
        sim.tap(at: CGPoint(x: 60, y: 40))
        #expect(controller.saved == ["saved by UIButton"])
    }

    @Test("4: a drag that starts on a button scrolls the scroll view and cancels the button")
    func dragFromButton() {
        let scroll = DraggableContentScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 190, height: 60))
        scroll.addSubview(button)
        let (sim, _) = makeWorld { $0.addSubview(scroll) }
        var cancelled = 0
        button.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        sim.touchDown(at: CGPoint(x: 150, y: 130))
        sim.advance(by: 0.3)  // past the content delay: the button is tracking
        sim.touchMove(to: CGPoint(x: 150, y: 100))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 150, y: 60))
        sim.touchUp()
        #expect(cancelled == 1)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test("5: pinch and rotation work at once when the delegate allows it")
    func pinchAndRotate() {
        let controller = PhotoTransformController()
        let sim = show(controller)
        sim.touchDown(at: CGPoint(x: 145, y: 400), finger: 0)
        sim.touchDown(at: CGPoint(x: 245, y: 400), finger: 1)
        for step in 1...6 {
            sim.advance(by: 0.05)
            let angle = CGFloat(step) * 0.1, radius = 50 + CGFloat(step) * 10
            sim.touchMove(to: CGPoint(x: 195 + radius * cos(angle), y: 400 + radius * sin(angle)), finger: 1)
            sim.touchMove(to: CGPoint(x: 195 - radius * cos(angle), y: 400 - radius * sin(angle)), finger: 0)
        }
        sim.touchUp(finger: 0)
        sim.touchUp(finger: 1)
        let t = controller.photo.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot(), angle = atan2(t.b, t.a)
        #expect(scale > 1.3)
        #expect(angle > 0.3)
    }

    @Test("6: the launched delegate's window is shown and its controller's button counts taps")
    func launchedApp() throws {
        let sim = Simulator()
        let delegate = CounterAppDelegate()
        sim.launch(delegate)  // what @UIApplicationMain did
        let controller = try #require(delegate.window?.rootViewController as? CounterController)
        #expect(sim.application.keyWindow === delegate.window)
        sim.tap(at: CGPoint(x: 100, y: 120))
        sim.tap(at: CGPoint(x: 100, y: 120))
        #expect(controller.count == 2)
        #expect(sim.application.delegate === delegate)
    }

    @Test("the edits: 2 per action method (@objc, #selector), 1 per class with actions, 2 per outlet, 1 per app delegate: 19 in 6 snippets")
    func editCount() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let notes = source.components(separatedBy: "\n").filter { $0.contains("// port: ") && !$0.contains("\"") }
        #expect(notes.filter { $0.contains("@objc deleted") }.count == 6)
        #expect(notes.filter { $0.contains("#selector → #action") }.count == 6)
        #expect(notes.filter { $0.contains("one annotation per class") }.count == 4)
        #expect(notes.filter { $0.contains("@IBOutlet made here") || $0.contains("the storyboard added it") }.count == 2)
        #expect(notes.filter { $0.contains("@UIApplicationMain deleted") }.count == 1)
        #expect(notes.count == 19)
    }
}
