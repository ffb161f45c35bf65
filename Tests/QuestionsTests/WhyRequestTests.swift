import Diagnosis
import Dispatcher
import Examples
import Foundation
import Questions
import Testing
@_spi(Engine) import ViewModel

/// The `why` request every front end fills: its checks and its answer, without a front end.
@Suite("WhyRequest")
@MainActor
struct WhyRequestTests {
    private func request(_ id: String, _ input: WhyRequest.Input) -> WhyRequest {
        WhyRequest(example: Gallery.example(id: id)!, variant: nil, input: input)
    }

    private func problem(_ request: WhyRequest) async -> String? {
        do {
            _ = try await request.answer()
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a tap explained: the hit view, and the verdict for the view asked about")
    func answers() async throws {
        var asked = request("hit-test-order", .gesture(.tap(HitTestOrderScene.pointInE), setup: nil))
        asked.view = "EView"
        let answer = try await asked.answer()
        #expect(answer.report.hit == "EView")
        #expect(answer.text.hasSuffix("Why: EView got the touch: hit-test chose it."))
    }

    @Test("two subjects, an unknown name (with the likely one, the list cut where asked), a bad change: refused in words")
    func refusals() async {
        var two = request("double-tap", .gesture(.tap(CGPoint(x: 200, y: 400)), setup: nil))
        (two.view, two.recognizer) = ("TapColorView", "double")
        #expect(await problem(two) == "ask about one of a view, a recognizer and an action")
        var typo = request("double-tap", .gesture(.tap(CGPoint(x: 200, y: 400)), setup: nil))
        (typo.recognizer, typo.listing) = ("doubel", 1)
        #expect(await problem(typo) == "no recognizer named 'doubel' in double-tap; did you mean 'double'? its recognizers:\n  single\n  … 1 more")
        var change = request("double-tap", .gesture(.tap(CGPoint(x: 200, y: 400)), setup: nil))
        change.changes = [try! ViewSetting(parsing: "NoSuchView.hidden=true")]
        #expect(await problem(change)?.hasPrefix("--set: ") == true)
    }

    @Test("a script explained must put a finger down and lift every finger it puts down; cut short by a budget, it need not")
    func scripts() async {
        let down = InputRecord(t: 0, phase: .down, x: 280, y: 215)
        let leftDown = request("hit-test-order", .script { sim in sim.play(down); return nil })
        #expect(await problem(leftDown)?.hasPrefix("the script ends with finger 0 still down") == true)
        let none = request("hit-test-order", .script { _ in nil })
        #expect(await problem(none) == "the input puts no finger down: there is no touch to explain")
        let cut = request("hit-test-order", .script { sim in sim.play(down); return "Budget: stopped after input 1" })
        #expect(await problem(cut) == nil)
    }
}
