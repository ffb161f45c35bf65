import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (TouchDraw issue #50, github.com/dehli/TouchDraw/issues/50; fixed in PR #51): a drawing view in a
// page sheet. A stroke that goes down is also a drag of the sheet: the sheet's pan begins, cancels the drawing
// view's touches and moves the sheet (docs/uikit-rules.md R14.2). The fix: the drawing view refuses other views'
// recognizers in `gestureRecognizerShouldBegin(_:)`.

/// Draws with the finger; it logs each stroke's start.
final class SignatureView: UIView {
    var refusesOtherGestures = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("signature: touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // The fix: a drag that starts on the drawing draws; the sheet's pan (on a superview) may not begin.
        refusesOtherGestures ? gestureRecognizer.view === self : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

final class SignatureViewController: UIViewController {
    let refusesOtherGestures: Bool

    init(refusesOtherGestures: Bool) {
        self.refusesOtherGestures = refusesOtherGestures
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let signature = SignatureView(frame: DrawingViewInSheetScene.signatureFrame)
        signature.backgroundColor = UIColor(white: 0.93, alpha: 1)
        signature.refusesOtherGestures = refusesOtherGestures
        view.addSubview(signature)
    }
}

/// The document: it asks for the signature in a page sheet as soon as it appears.
final class DocumentViewController: SheetOnAppearViewController {}

@MainActor
public enum DrawingViewInSheetScene {
    /// In the sheet's coordinates: the sheet's top is 57 pt down the screen.
    static let signatureFrame = CGRect(x: 20, y: 100, width: 350, height: 300)
    public static let strokeStart = CGPoint(x: 120, y: 200)

    public static let example = Example(
        id: "drawing-view-in-sheet",
        title: "A drawing view in a page sheet loses its strokes",
        seed: "—",
        summary: """
            Bug (github.com/dehli/TouchDraw/issues/50): a signature view in a page sheet. A stroke that goes \
            down is also a drag of the sheet: the sheet's pan begins, cancels the drawing's touches and moves the \
            sheet. should-begin: the drawing view's gestureRecognizerShouldBegin refuses recognizers of other \
            views, and the stroke draws.
            """,
        variants: ["should-begin"],
        demoInput: dragInput(from: strokeStart, by: CGPoint(x: 40, y: 160), steps: 20, t: 0.5)
    ) { _, variant in
        makeWindow(root: DocumentViewController {
            SignatureViewController(refusesOtherGestures: variant == "should-begin")
        })
    }
}
