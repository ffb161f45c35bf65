import Diagnosis
import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// Gesture recognizers pasted into a dump as UIKit prints them (`po view.gestureRecognizers`): read, attached to
/// their views, made with their flags, actions and must-fail relations; those touchsim cannot make are named.
@Suite @MainActor
struct PrintedRecognizerTests {
    private func read(_ line: String) throws -> [PrintedRecognizer] {
        try PrintedRecognizer.read(Array(line.utf8), line: 1)
    }

    private func build(_ dump: String) -> Simulator {
        let sim = Simulator()
        DumpScene.example(DumpParser.parse(dump), id: "test.txt").build(in: sim)
        return sim
    }

    @Test("a printed tap: class, address, view, action and target; flags UIKit prints only when not the default")
    func oneRecognizer() throws {
        let tap = try #require(try read("""
            <UITapGestureRecognizer: 0x600003d1c000; state = Possible; cancelsTouchesInView = NO; \
            delaysTouchesBegan = YES; view = <UIView: 0x7f8b5c40a0d0>; target= <(action=handleTap:, \
            target=<MyApp.ViewController: 0x7f8b5c4091e0>)>>
            """).first)
        #expect(tap.className == "UITapGestureRecognizer" && tap.address == "0x600003d1c000")
        #expect(tap.viewAddress == "0x7f8b5c40a0d0")
        #expect(tap.actions == ["handleTap:"] && tap.targetClass == "MyApp.ViewController")
        #expect(!tap.cancelsTouchesInView && tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.isEnabled)
        #expect(tap.numberOfTapsRequired == 1)
    }

    @Test("Swift's po of the array: each recognizer, the nested must-fail list as relations, over several lines")
    func arrayAndMustFail() throws {
        let printed = try read("""
            Optional([<UITapGestureRecognizer: 0xa1; state = Possible; enabled = NO; view = <UIView 0xb1>; \
            target= <(action=single:, target=<Host 0xc1>)>; must-fail = { <UITapGestureRecognizer: 0xa2; state = \
            Possible; view = <UIView 0xb1>; numberOfTapsRequired = 2> }>, <UITapGestureRecognizer: 0xa2; state = \
            Possible; view = <UIView 0xb1>; target= <(action=double:, target=<Host 0xc1>)>; numberOfTapsRequired = 2; \
            must-fail-for = { <UITapGestureRecognizer: 0xa1> }>])
            """)
        #expect(printed.map(\.address) == ["0xa1", "0xa2"])
        #expect(printed[0].mustFail == ["0xa2"] && !printed[0].isEnabled)
        #expect(printed[1].numberOfTapsRequired == 2 && printed[1].mustFail.isEmpty)

        // The same, as po prints it: the must-fail list over lines of its own, under the view's line.
        let sim = build("""
            <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x200>>
               | <UIView: 0xb1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x300>; layer = <CALayer: 0x201>>
            (lldb) po view.gestureRecognizers
            ▿ Optional<Array<UIGestureRecognizer>>
            <UITapGestureRecognizer: 0xa1; state = Possible; view = <UIView 0xb1>; target= <(action=single:, target=<Host 0xc1>)>; must-fail = {
                    <UITapGestureRecognizer: 0xa2; state = Possible; view = <UIView 0xb1>; target= <(action=double:, target=<Host 0xc1>)>; numberOfTapsRequired = 2>
                }>
            <UITapGestureRecognizer: 0xa2; state = Possible; view = <UIView 0xb1>; target= <(action=double:, target=<Host 0xc1>)>; numberOfTapsRequired = 2>
            """)
        let view = try #require(ViewNames(windows: sim.application.windows).view(named: "UIView 0xb1"))
        let taps = (view.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        #expect(taps.map(\.numberOfTapsRequired) == [1, 2])
        #expect(taps[0].failureRequirements.first === taps[1], "single waits for double")
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        #expect(sim.log.lines.contains { $0.contains("single:") && $0.contains("Host") }, "the single tap fires after the wait")
    }

    @Test("a pasted tap on a card takes a button's touch: cancelsTouchesInView as printed decides the button's touchesEnded")
    func changesTheAnswer() throws {
        func dump(cancels: Bool) -> String {
            """
            <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x200>>
               | <MyApp.CardView: 0x105; frame = (20 100; 350 300); gestureRecognizers = <NSArray: 0x300>; layer = <CALayer: 0x205>>
            <MyApp.CardTapGestureRecognizer: 0x400; state = Possible;\(cancels ? "" : " cancelsTouchesInView = NO;") view = <MyApp.CardView 0x105>; target= <(action=cardTapped:, target=<MyApp.FeedViewController 0x500>)>>
               |    | <MyApp.TouchView: 0x106; frame = (20 20; 120 44); layer = <CALayer: 0x206>>
            """
        }
        let parsed = DumpParser.parse(dump(cancels: true))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(DumpRecognizers.unknown(in: parsed).isEmpty, "the card's recognizers are described")
        for cancels in [true, false] {
            let sim = build(dump(cancels: cancels))
            sim.tap(at: CGPoint(x: 80, y: 140))
            sim.advance(by: 1)
            let lines = sim.log.lines
            #expect(lines.contains { $0.contains("cardTapped:") && $0.contains("MyApp.FeedViewController") })
            #expect(lines.contains("-[MyApp.TouchView touchesCancelled:withEvent:]") == cancels)
            #expect(lines.contains("-[MyApp.TouchView touchesEnded:withEvent:]") == !cancels)
        }
    }

    @Test("UIKit's own recognizers are left quietly; a kind touchsim lacks is named; one with no view is skipped")
    func leftOut() throws {
        let parsed = DumpParser.parse("""
            <UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x9>>
            <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x200>>
               | <UIScrollView: 0x101; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x300>; layer = <CALayer: 0x201>; contentOffset: {0, 0}; contentSize: {390, 2000}>
            <UIScrollViewPanGestureRecognizer: 0x2; state = Possible; delaysTouchesEnded = NO; view = <UIScrollView 0x101>; target= <(action=handlePan:, target=<UIScrollView 0x101>)>>
            <UIHoverGestureRecognizer: 0x3; state = Possible; view = <UIScrollView 0x101>>
            """)
        #expect(parsed.diagnostics.map(\.line) == [1])
        let notes = DumpScene.diagnostics(of: parsed)
        #expect(notes.map(\.line) == [1, 5])
        #expect(notes.last?.message.hasPrefix("warning: UIHoverGestureRecognizer is a kind of gesture recognizer touchsim does not have") == true)
    }

    @Test("hostile pastes: a description cut short, 20,000 recognizers on a line, garbage — bounded, reported, never a trap")
    func hostile() throws {
        let cut = DumpParser.parse("""
            <UIView: 0x101; frame = (0 0; 390 844); layer = <CALayer: 0x201>>
            <UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x101
            """)
        #expect(cut.diagnostics.first?.message.contains("never closed") == true)
        #expect(cut.recognizers.isEmpty)
        let many = "<UIView: 0x101; frame = (0 0; 390 844); layer = <CALayer: 0x201>>\n"
            + String(repeating: "<UITapGestureRecognizer: 0x1; view = <UIView 0x101>>\n", count: 20_000)
        let parsed = DumpParser.parse(many)
        #expect(parsed.recognizers.count == PrintedRecognizer.maximumCount)
        #expect(parsed.diagnostics.first?.message.hasPrefix("more than 10000 gesture recognizers") == true)
        // A description never closed joins at most 256 lines, so a long paste of them stays linear.
        let open = DumpParser.parse(String(repeating: "<UITapGestureRecognizer: 0x1; must-fail = {\n", count: 5_000))
        #expect(open.recognizers.isEmpty && !open.diagnostics.isEmpty)
        let garbage = DumpParser.parse("<UIView: 0x101; frame = (0 0; 10 10)>\nGestureRecognizer: <<<>>> ;;; <XGestureRecognizer:")
        #expect(garbage.nodes.count == 1)
    }
}

/// Recognizers as devices printed them, copied from public reports (sources in docs/uikit-rules.md, "Printed
/// gesture recognizers").
@Suite @MainActor
struct PrintedRecognizerSamplesTests {
    private func read(_ text: String) -> ParsedDump {
        DumpParser.parse("<UIView: 0x7f9684c74c80; frame = (0 0; 390 844); layer = <CALayer: 0x1>>\n" + text)
    }

    @Test("lldb's po of a touch's recognizers: an app's taps, UIKit's edge pan and system gate")
    func lldbArray() {
        let dump = read("""
            (lldb) po [[event.allTouches anyObject] gestureRecognizers]

            <__NSArrayI 0x618000472dc0>(

            <UILongPressGestureRecognizer: 0x7f9684c78c70; state = Began; view = <AnnotationView 0x7f9684e7f970>; target= <(action=handleLongPress:, target=<AnnotationView 0x7f9684e7f970>)>>,

            <UITapGestureRecognizer: 0x6180001adac0; state = Possible; view = <UIView 0x7f9684c74c80>; target= <(action=handleFingerTap:, target=<DocumentViewController 0x7f9686184800>)>>,

            <UITapGestureRecognizer: 0x6180001ad9e0; state = Possible; view = <UIView 0x7f9684c74c80>; target= <(action=handleFingerDoubleTap:, target=<DocumentViewController 0x7f9686184800>)>; numberOfTapsRequired = 2>,

            <UIScreenEdgePanGestureRecognizer: 0x7f9684d31200; state = Failed; delaysTouchesBegan = YES; view = <UILayoutContainerView 0x7f96872022d0>; target= <(action=handleNavigationTransition:, target=<_UINavigationInteractiveTransition 0x7f9684d310c0>)>>,

            <_UISystemGestureGateGestureRecognizer: 0x600000181790; state = Possible; delaysTouchesEnded = NO; view = <MBFingerTipWindow 0x7f9684c11f60>>

            )
            """)
        let printed = dump.recognizers.map(\.recognizer)
        #expect(printed.map(\.className) == ["UILongPressGestureRecognizer", "UITapGestureRecognizer", "UITapGestureRecognizer",
                                             "UIScreenEdgePanGestureRecognizer", "_UISystemGestureGateGestureRecognizer"])
        #expect(printed[2].numberOfTapsRequired == 2 && printed[2].actions == ["handleFingerDoubleTap:"])
        #expect(printed[3].delaysTouchesBegan && DumpRecognizers.isSystem(printed[3]) && DumpRecognizers.isSystem(printed[4]))
        #expect(!DumpRecognizers.isSystem(printed[1]))
        #expect(dump.recognizers.allSatisfy { $0.owner == 0 }, "the views they name are not in this dump: the view above holds them")
    }

    @Test("an app's subclass with baseClass; a long press's duration printed with two spaces")
    func baseClass() throws {
        let dump = read("""
            <TDTapGestureRecognizer: 0x7fa7f0812d00; baseClass = UITapGestureRecognizer; state = Possible; view = <TDView 0x7fa7f0812b90>; target= <(action=tap:, target=<TDGestureViewController 0x7fa7f0814fc0>)>>,
            <TDLongPressGestureRecognizer: 0x7fa7f0816070; baseClass = UILongPressGestureRecognizer; state = Possible; view = <TDView 0x7fa7f0812b90>; target= <(action=longPress:, target=<TDGestureViewController 0x7fa7f0814fc0>)>; numberOfTapsRequired = 0; minimumPressDuration =  1>,
            """)
        let printed = dump.recognizers.map(\.recognizer)
        #expect(printed.map(\.baseClass) == ["UITapGestureRecognizer", "UILongPressGestureRecognizer"])
        #expect(printed[1].minimumPressDuration == 1)
        #expect(DumpRecognizers.make(printed[0]) is UITapGestureRecognizer)
        let press = try #require(DumpRecognizers.make(printed[1]) as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1)
    }

    @Test("iOS 17 and 26: a name in parentheses, id, view printed with a colon or (nil); NSLog's quoted array")
    func newerForms() {
        let dump = read("""
            <UIHoverGestureRecognizer: 0x12429d400 (pencilInteraction.hover.0x1105da080); id = 594; state = Cancelled; view = (nil); target= <(action=_handleHoverGestureRecognizer:, target=<UIPencilInteraction 0x1105da080>)>>
            <_UIRelationshipGestureRecognizer: 0x105e1c010 (UIWindowSceneDragRelationshipRecognizer); state = Possible; view = <UIView: 0x105e11cf0>>
            "<UITapGestureRecognizer: 0x11f511930 (multi-select.multiFingerTapGesture); state = Possible; view = <UICollectionView 0x120818c00>; target= <(action=_multiFingerTapGesture:, target=<UIMultiSelectInteraction 0x2819c6d00>)>; numberOfTouchesRequired = 2; must-fail = {\\n        <UIPanGestureRecognizer: 0x11f511790 (multi-select.multiFingerPanGesture); state = Possible; delaysTouchesEnded = NO; view = <UICollectionView 0x120818c00>>\\n    }>",
            """)
        let printed = dump.recognizers.map(\.recognizer)
        #expect(printed.map(\.name) == ["pencilInteraction.hover.0x1105da080", "UIWindowSceneDragRelationshipRecognizer",
                                        "multi-select.multiFingerTapGesture"])
        #expect(printed[0].viewAddress == nil && printed[1].viewAddress == "0x105e11cf0")
        #expect(printed[2].numberOfTouchesRequired == 2 && printed[2].mustFail == ["0x11f511790"])
        #expect(printed.allSatisfy(DumpRecognizers.isSystem), "UIKit's own, by their classes and targets")
        #expect(DumpScene.diagnostics(of: dump).isEmpty)
    }

    @Test("a must-fail list over lines of its own, as po prints it: the entries' addresses, not their views'")
    func mustFailOverLines() {
        let dump = read("""
            <UITapGestureRecognizer: 0x6180001a72a0; state = Possible; view = <UIWebBrowserView 0x7f844a00aa00>; target= <(action=_singleTapRecognized:, target=<UIWebBrowserView 0x7f844a00aa00>)>; must-fail = {
                    <UITapGestureRecognizer: 0x6180001a7d20; state = Possible; view = <UIWebBrowserView 0x7f844a00aa00>; target= <(action=_doubleTapRecognized:, target=<UIWebBrowserView 0x7f844a00aa00>)>; numberOfTapsRequired = 2>,
                    <UITapGestureRecognizer: 0x6180001a8180; state = Possible; view = <UIWebBrowserView 0x7f844a00aa00>; target= <(action=_twoFingerDoubleTapRecognized:, target=<UIWebBrowserView 0x7f844a00aa00>)>; numberOfTapsRequired = 2; numberOfTouchesRequired = 2>
                }>
            """)
        #expect(dump.recognizers.map(\.recognizer.mustFail) == [["0x6180001a7d20", "0x6180001a8180"]])
        #expect(dump.diagnostics.isEmpty)
    }

    @Test("views of classes UIKit gives recognizers of its own are named with them, unless recognizers are pasted")
    func systemRecognizersNamed() {
        let dump = read("""
            <UIWindow: 0x100; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x1>; layer = <UIWindowLayer: 0x200>>
               | <UITableView: 0x101; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>; contentSize: {390, 2000}>
               | <UITextField: 0x102; frame = (0 0; 390 44); gestureRecognizers = <NSArray: 0x3>>
               | <UILayoutContainerView: 0x103; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x4>>
               | <UIScrollView: 0x104; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x5>; contentSize: {390, 2000}>
            <UIScrollViewPanGestureRecognizer: 0x9; state = Possible; view = <UIScrollView 0x104>; target= <(action=handlePan:, target=<UIScrollView 0x104>)>>
            """)
        let notes = DumpScene.diagnostics(of: dump).map { $0.text(path: "d.txt") }
        #expect(notes.count == 3)
        #expect(notes[0] == "d.txt:3: note: UITableView 0x101 carries UIKit's own recognizers: UIScrollViewPanGestureRecognizer and "
            + "UIScrollViewDelayedTouchesBeganGestureRecognizer, which touchsim gives it (with the pinch when it zooms). "
            + "Any of the app's on it are not in the dump: paste `po view.gestureRecognizers` under its line")
        #expect(notes[1].hasPrefix("d.txt:4: note: UITextField 0x102 carries UIKit's own recognizers: UIKit's text interaction"))
        #expect(notes[2].hasPrefix("d.txt:5: note: UILayoutContainerView 0x103 carries UIKit's own recognizers: the swipe back"))
    }

    @Test("touchsim's recognizers print the form the dumps' reader reads: name, flags, counts, target, must-fail")
    func touchsimPrintsTheSameForm() throws {
        let view = UIView(frame: .zero)
        let double = UITapGestureRecognizer(target: view, action: "zoom:")
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(target: view, action: "open:")
        single.name = "cardTap"
        single.cancelsTouchesInView = false
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        let dump = read("<UIView: 0x1; frame = (0 0; 10 10)>\n" + single.description + "\n" + double.description)
        #expect(dump.diagnostics.isEmpty)
        let printed = dump.recognizers.map(\.recognizer)
        #expect(printed.count == 2)
        let card = try #require(printed.first)
        #expect(card.name == "cardTap" && !card.cancelsTouchesInView && card.actions == ["open:"] && card.targetClass == "UIView")
        #expect(card.mustFail.count == 1 && card.mustFail[0].hasPrefix("0x"))
        #expect(printed.last?.numberOfTapsRequired == 2)
    }
}
