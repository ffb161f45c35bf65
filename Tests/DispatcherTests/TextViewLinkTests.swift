import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R9.5: a selectable, non-editable text view in a cell — its text tap takes taps on its text
/// from the row; on a link it asks the delegate and opens it; not selectable, the row gets the tap and links do nothing.
@Suite("Text views with links in cells: the text tap, links, row selection")
@MainActor
struct TextViewLinkTests {
    /// A chat's messages: each cell shows its message in a text view that detects links, as chat apps build them.
    final class Messages: NSObject, UITableViewDataSource, UITableViewDelegate, UITextViewDelegate {
        var calls: [String] = []
        var selectable = true
        var opensLinks = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            let text = UITextView(frame: CGRect(x: 16, y: 7, width: 300, height: 30))
            text.isEditable = false
            text.isScrollEnabled = false
            text.isSelectable = selectable
            text.dataDetectorTypes = [.link, .phoneNumber]
            text.text = "See https://example.com or 555-0100-1234"
            text.delegate = self
            cell.contentView.addSubview(text)
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            calls.append("shouldInteractWith \(URL.absoluteString) at \(characterRange.location)")
            return opensLinks
        }
    }

    private func world(_ configure: (Messages) -> Void = { _ in }) -> (Simulator, Messages) {
        let messages = Messages()
        configure(messages)
        let (sim, _) = makeWorld { root in
            let table = UITableView(frame: root.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            (table.dataSource, table.delegate) = (messages, messages)
            root.addSubview(table)
        }
        return (sim, messages)
    }

    /// Row 1's character `column` of the first line (12 pt text: 9/17 em a character, after 5 pt of padding).
    private func character(_ column: Int) -> CGPoint {
        CGPoint(x: 16 + 5 + (CGFloat(column) + 0.5) * 12 * 9 / 17, y: 44 + 7 + 8 + 7)
    }

    private func notes(_ sim: Simulator) -> [String] {
        sim.log.lines.filter { $0.hasPrefix("# UITextView") }
    }

    @Test("a tap on the text (not a link) is the text tap's: the row's touches are cancelled, it is not selected")
    func plainTextTakesTheTap() throws {
        let (sim, messages) = world()
        sim.tap(at: character(1))
        sim.advance(by: 1)
        #expect(messages.calls.isEmpty)
        #expect(sim.log.lines.contains { $0.contains("UITextTapRecognizer") && $0.contains("recognized") }, "\(sim.log.lines)")
        sim.tap(at: CGPoint(x: 360, y: 44 + 22))
        sim.advance(by: 1)
        #expect(messages.calls == ["didSelect 1"], "beside the text view the row is selected")
    }

    @Test("a tap on a link asks the delegate and opens it; the row is not selected; a phone number is a tel: link")
    func linkOpens() {
        let (sim, messages) = world()
        sim.tap(at: character(10))
        sim.advance(by: 1)
        #expect(messages.calls == ["shouldInteractWith https://example.com at 4"])
        #expect(notes(sim) == ["# UITextView opens https://example.com (the link's default action)"])
        sim.tap(at: character(30))
        sim.advance(by: 1)
        #expect(messages.calls.last == "shouldInteractWith tel:55501001234 at 27")
    }

    @Test("the delegate's false keeps the link closed")
    func delegateRefuses() {
        let (sim, messages) = world { $0.opensLinks = false }
        sim.tap(at: character(10))
        sim.advance(by: 1)
        #expect(messages.calls == ["shouldInteractWith https://example.com at 4"])
        #expect(notes(sim).first?.contains("does not open https://example.com") == true, "\(sim.log.lines.filter { $0.hasPrefix("#") })")
    }

    @Test("not selectable: no text tap — the tap climbs to the row, which is selected, and links open nothing")
    func notSelectable() {
        let (sim, messages) = world { $0.selectable = false }
        sim.tap(at: character(10))
        sim.advance(by: 1)
        #expect(messages.calls == ["didSelect 1"])
        #expect(notes(sim).isEmpty)
        #expect(!sim.log.lines.contains { $0.contains("UITextTapRecognizer") })
    }

    @Test("an editable text view has no text tap: a tap begins editing (R9.4)")
    func editableHasNoTextTap() {
        let text = UITextView(frame: .zero)
        #expect(text.gestureRecognizers?.contains { $0 is UITextTapRecognizer } != true)
        text.isEditable = false
        #expect(text.gestureRecognizers?.contains { $0 is UITextTapRecognizer } == true)
        text.isSelectable = false
        #expect(text.gestureRecognizers?.contains { $0 is UITextTapRecognizer } != true)
    }

    @Test("an app's font of 0 pt, or not a number, and a view a million points wide: a tap finds no link and does not trap")
    func hostileMetrics() {
        for (size, width) in [(CGFloat(0), CGFloat(300)), (.nan, 300), (12, 1e6)] {
            let text = UITextView(frame: CGRect(x: 0, y: 100, width: width, height: 30))
            text.isEditable = false
            text.dataDetectorTypes = .link
            text.font = .systemFont(ofSize: size)
            text.text = "https://example.com"
            let (sim, _) = makeWorld { $0.addSubview(text) }
            sim.tap(at: CGPoint(x: 30, y: 115))
            sim.advance(by: 1)
            #expect(sim.log.lines.contains("# UITextView opens https://example.com (the link's default action)") == (size == 12))
        }
    }
}

