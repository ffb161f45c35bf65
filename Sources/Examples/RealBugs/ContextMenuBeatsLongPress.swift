import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (github.com/adamshin/SwiftReorder/issues/63, iOS 13): a board picks a note up to move it with a long
// press of 0.5 s, and the app adds a context menu to the notes. The menu shows at 0.4 s and its press, beginning
// first, prevents the long press: the note is never picked up (docs/uikit-rules.md R14.7). The workaround the
// reporter found: a shorter long press (0.3 s), which begins first and prevents the menu's press.

/// A note on the board: what the long press and the context menu are on.
final class NoteCardView: UIView {}

@Actions
final class ContextMenuBeatsLongPressViewController: UIViewController, UIContextMenuInteractionDelegate {
    private let pickUpDuration: TimeInterval

    init(pickUpDuration: TimeInterval) {
        self.pickUpDuration = pickUpDuration
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let note = NoteCardView(frame: ContextMenuBeatsLongPressScene.noteFrame)
        note.backgroundColor = .systemYellow
        let pickUp = UILongPressGestureRecognizer(target: self, action: #action(pickUp(_:)))
        // The workaround: 0.3 s, under the menu's 0.4 s.
        pickUp.minimumPressDuration = pickUpDuration
        note.addGestureRecognizer(pickUp)
        note.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(note)
    }

    func pickUp(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { log("reorder: pick up the note") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Share") { _ in log("share the note") },
                              UIAction(title: "Delete", attributes: .destructive) { _ in log("delete the note") }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log("context menu shown")
    }
}

@MainActor
public enum ContextMenuBeatsLongPressScene {
    static let noteFrame = CGRect(x: 40, y: 200, width: 310, height: 120)
    public static let pointOnNote = CGPoint(x: 195, y: 260)

    public static let example = Example(
        id: "context-menu-beats-long-press",
        title: "A context menu stops a long press from picking a note up",
        seed: "—",
        summary: """
            Bug (github.com/adamshin/SwiftReorder/issues/63): a board picks a note up with a 0.5 s long press, and \
            its notes have a context menu. The menu's press begins at 0.4 s and prevents the long press, so the \
            note is never picked up. shorter-press: a 0.3 s long press begins first and prevents the menu.
            """,
        variants: ["shorter-press"],
        demoInput: tapInput(at: pointOnNote, t: 0.5, duration: 1)
    ) { _, variant in
        makeWindow(root: ContextMenuBeatsLongPressViewController(pickUpDuration: variant == "shorter-press" ? 0.3 : 0.5))
    }
}
