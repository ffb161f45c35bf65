import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// docs/uikit-rules.md R6.17: a text field's clear button — when it shows, what its tap does, the delegate's
/// say, and its tap against a keyboard-dismissing tap on the background.
@Suite @MainActor
struct ClearButtonTests {
    final class FieldDelegate: NSObject, UITextFieldDelegate {
        var keeps = false
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log("shouldClear")
            return !keeps
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log("shouldChangeCharacters")
            return true
        }
    }

    private func clearButton(of field: UITextField) -> UIView? {
        field.subviews.first { className(of: $0) == "_UITextFieldClearButton" }
    }

    private func lines(_ sim: Simulator) -> [String] { sim.log.records.filter(\.isUserLine).map(\.text) }

    @Test("whileEditing: shown only while editing with text; its tap empties the field with editingChanged, asks shouldClear, never shouldChangeCharacters, and editing goes on")
    func whileEditing() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.text = "hello"
        field.clearButtonMode = .whileEditing
        let delegate = FieldDelegate()
        field.delegate = delegate
        let (sim, _) = makeWorld { $0.addSubview(field) }
        let actions = ActionLog(sim)
        field.addAction(actions.action("changed"), for: .editingChanged)
        #expect(clearButton(of: field) == nil, "not editing")
        sim.tap(at: CGPoint(x: 100, y: 122))
        sim.advance(by: 1)
        let button = try #require(clearButton(of: field))
        #expect(button.frame == CGRect(x: 274, y: 12.5, width: 19, height: 19))
        sim.tap(at: CGPoint(x: 20 + 283.5, y: 122))
        sim.advance(by: 1)
        #expect(field.text == "" && actions.calls == ["changed"])
        #expect(lines(sim) == ["shouldClear"])
        #expect(field.isEditing && sim.application.isKeyboardShown && clearButton(of: field) == nil, "no text, no button")
        withExtendedLifetime(delegate) {}
    }

    @Test("shouldClear false keeps the text; unlessEditing shows the button at rest, and its tap clears and begins editing")
    func keepsAndUnlessEditing() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.text = "hello"
        field.clearButtonMode = .unlessEditing
        let delegate = FieldDelegate()
        delegate.keeps = true
        field.delegate = delegate
        let (sim, _) = makeWorld { $0.addSubview(field) }
        #expect(clearButton(of: field) != nil)
        sim.tap(at: CGPoint(x: 303.5, y: 122))
        sim.advance(by: 1)
        #expect(field.text == "hello" && !field.isEditing)
        delegate.keeps = false
        sim.tap(at: CGPoint(x: 303.5, y: 122))
        sim.advance(by: 1)
        #expect(field.text == "" && field.isEditing)
    }

    @Test("the clear button's tap beats a keyboard-dismissing tap on the background (R6.7; a 2026 report says otherwise)")
    func beatsBackgroundTap() {
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.text = "hello"
        field.clearButtonMode = .always
        background.addSubview(field)
        let (sim, _) = makeWorld { $0.addSubview(background) }
        let actions = ActionLog(sim)
        background.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("background")))
        sim.tap(at: CGPoint(x: 303.5, y: 122))
        sim.advance(by: 1)
        #expect(field.text == "" && !actions.calls.contains { $0.hasPrefix("background") }, "\(actions.calls)")
    }
}
