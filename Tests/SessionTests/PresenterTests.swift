import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// The presenter's layout's choices: the one side panel the current step needs, Tab's order, the caption under
/// the phone; the window's names shown when a summary names views; the what-if's plain sentence.
@Suite("The presenter")
@MainActor
struct PresenterTests {
    private func bench(_ id: String, opens: Bool = false) -> Workbench {
        var settings = WorkshopSettings()
        (settings.presenting, settings.opensUsefulPanels) = (true, opens)
        return Workbench(session: ExampleSession(example: Gallery.example(id: id)!, variant: nil, device: .standard),
                         settings: settings)
    }

    private func tap(_ bench: Workbench, _ point: CGPoint) {
        bench.sim.tap(at: point)
        bench.sim.advance(by: 1)
        bench.refresh()
    }

    @Test("the panel follows the step: hit-test after a tap, the arena after a gesture, the phase while stepping, the inspector with a selection")
    func panelFollowsTheStep() throws {
        let order = bench("hit-test-order")
        #expect(order.presenterPanel == .hitTest)
        #expect(order.presenterCaption.hasPrefix("Touch the phone"), "before a touch: what to do")
        tap(order, CGPoint(x: 280, y: 215))
        #expect(order.presenterPanel == .hitTest)
        #expect(order.presenterCaption.hasPrefix("The touch went to EView"))

        let taps = bench("double-tap")
        tap(taps, CGPoint(x: 200, y: 400))
        #expect(taps.presenterPanel == .recognizers, "recognizers saw the gesture")
        #expect(taps.presenterCaption.contains("took the gesture"))

        let stepping = bench("hit-test-order")
        stepping.perform(.pause)
        stepping.sim.tap(at: CGPoint(x: 280, y: 215))
        stepping.refresh()
        stepping.perform(.stepBy(.visit, forward: true))
        #expect(stepping.presenterPanel == .hitTest)
        #expect(stepping.presenterCaption == stepping.stepNarration)
        while let current = stepping.cursor.current, stepping.sim.log.records[current].phase != .delivery {
            stepping.perform(.step(forward: true))
        }
        #expect(stepping.presenterPanel == .chain, "delivery along the chain")

        let names = ViewNames(windows: order.sim.application.windows)
        order.select(try #require(names.view(named: "CView")))
        #expect(order.presenterPanel == .inspector)
    }

    @Test("Tab goes through the panels from the one shown, then back to the automatic choice")
    func tabCyclesPanels() {
        let order = bench("hit-test-order")
        var seen: [Overlay?] = []
        for _ in 0..<Workbench.presenterPanels.count {
            order.perform(.nextPresenterPanel)
            seen.append(order.settings.presenterPanel)
        }
        #expect(seen == [.chain, .recognizers, .inspector, .log, nil])
        #expect(order.presenterPanel == .hitTest)

        // Past the hit-test, at a step along the chain: Tab still reaches the hit-test's panel, then the step's again.
        order.perform(.pause)
        order.sim.tap(at: CGPoint(x: 280, y: 215))
        order.refresh()
        order.perform(.stepBy(.visit, forward: true))
        while let current = order.cursor.current, order.sim.log.records[current].phase != .delivery {
            order.perform(.step(forward: true))
        }
        #expect(order.presenterPanel == .chain)
        seen = []
        for _ in 0..<Workbench.presenterPanels.count {
            order.perform(.nextPresenterPanel)
            seen.append(order.settings.presenterPanel)
        }
        #expect(seen == [.recognizers, .inspector, .log, .hitTest, nil])
    }

    @Test("V goes through the scene's variants, then back to the default: the presenter's layout switches too")
    func variantsByKey() throws {
        let example = try #require(Gallery.example(id: "pan-vs-touches"))
        let bench = bench("pan-vs-touches")
        bench.settings.presenting = true
        var seen: [String?] = []
        for _ in 0...example.variants.count {
            bench.perform(.nextVariant)
            seen.append(bench.session.variant)
        }
        #expect(seen == example.variants.map(Optional.some) + [nil])
    }

    @Test("a summary that names views (Tap E) opens the window with the names shown; one that names none does not")
    func namesWhenReferred() {
        #expect(bench("hit-test-order", opens: true).settings.shows(.names))
        #expect(Workbench.refersToViews("Tap E: A, C, F and E are asked", names: ["UIView", "EView"]))
        #expect(!Workbench.refersToViews("Tap the square twice", names: ["UIView", "SquareView#2"]))
        #expect(!bench("hit-test-order").settings.shows(.names), "shot's overlays are what it is told")
    }

    @Test("the what-if leads with one plain sentence: what fires now, what still fires")
    func whatIfSentence() throws {
        let example = Gallery.example(id: "button-vs-parent-tap")!
        let inputs = example.demoInput
        let difference = try #require(try WhatIfComparison(
            example: example, variant: nil, device: .standard, settings: [],
            changes: [ViewSetting(parsing: "CLTapGestureRecognizer.cancelsTouchesInView=false")], inputs: inputs,
            end: .settle(1)).difference)
        let sentence = WhatIfOutcome.sentence(difference)
        #expect(sentence.hasPrefix("Now CLTapGestureRecognizer sends gestureFired: to ControlVsTapViewController"))
        #expect(sentence.contains("UIApplication still sends buttonTapped: to ControlVsTapViewController"),
                "the button's action, as the app's code sees it, fires as before: \(sentence)")
        #expect(sentence.hasSuffix("and 1 more as before."), "the control events are counted")
        let same = try #require(try WhatIfComparison(
            example: example, variant: nil, device: .standard, settings: [], changes: [], inputs: inputs,
            end: .settle(1)).difference)
        #expect(WhatIfOutcome.sentence(same).hasPrefix("Nothing changes"))
    }

    @Test("cancelsTouchesInView's lesson in the sentence: the view gets touchesEnded instead of touchesCancelled")
    func whatIfSentenceSaysTouchesMethods() throws {
        let example = Gallery.example(id: "gesture-vs-touches")!
        let difference = try #require(try WhatIfComparison(
            example: example, variant: nil, device: .standard, settings: [],
            changes: [ViewSetting(parsing: "LXFTapGestureRecognizer.cancelsTouchesInView=false")], inputs: example.demoInput,
            end: .settle(1)).difference)
        #expect(WhatIfOutcome.sentence(difference)
            == "Now YellowView gets touchesEnded:withEvent: instead of touchesCancelled:withEvent: and LXFTapGestureRecognizer still sends actionTap to LXFViewController.")
    }
}
