import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `ContextMenuLongPressCheck`: `long-press-under-context-menu` — a long press a context menu's press prevents.
@Suite @MainActor
struct ContextMenuLongPressCheckTests: LintTesting {
    /// Gives every press a menu with one action.
    final class Menu: NSObject, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [UIAction(title: "A") { _ in }]) }
        }
    }

    @Test("the gallery's note: its 0.5 s long press is prevented by the menu's press; the 0.3 s fix is not reported")
    func gallery() throws {
        let report = try lint("context-menu-beats-long-press")
        #expect(summary(report).contains("long-press-under-context-menu NoteCardView"))
        let finding = try #require(report.findings.first { $0.rule == .longPressUnderContextMenu })
        #expect(finding.evidence.views == ["NoteCardView"])
        #expect(finding.message.contains("minimumPressDuration 0.5 s"))
        #expect(!summary(try lint("context-menu-beats-long-press", variant: "shorter-press")).contains { $0.hasPrefix("long-press-under") })
    }

    @Test("a menu on an ancestor prevents a subview's long press; no menu, or a menu whose delegate gives none, nothing")
    func ancestorsAndNoConfiguration() {
        let menu = Menu()
        let report = lint {
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 300))
            card.backgroundColor = .white
            card.addInteraction(UIContextMenuInteraction(delegate: menu))
            let photo = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
            photo.backgroundColor = .systemBlue
            photo.addGestureRecognizer(UILongPressGestureRecognizer(handler: { _ in }))
            card.addSubview(photo)
            let lone = UIView(frame: CGRect(x: 20, y: 500, width: 200, height: 100))
            lone.backgroundColor = .systemGreen
            lone.addGestureRecognizer(UILongPressGestureRecognizer(handler: { _ in }))
            return [card, lone]
        }
        #expect(summary(report).filter { $0.hasPrefix("long-press-under") } == ["long-press-under-context-menu UIView#3"])
        withExtendedLifetime(menu) {}
    }
}
