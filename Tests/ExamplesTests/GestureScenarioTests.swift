import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// The calls the seeds' logging subclasses printed (their touches and tracking methods), and the apps' own lines.
@MainActor
private func seedView(
    _ sim: Simulator, classes: Set<String>, skipping skipped: Set<String> = [], onlyTouches: Bool = false
) -> [String] {
    let touches: Set<TraceSelector> = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]
    return sim.log.records.compactMap { record -> String? in
        if record.isUserLine { return record.text }
        guard case .trace(.message(let receiver, let selector, _)) = record.kind, selector != .sendEvent,
            !onlyTouches || touches.contains(selector),
            classes.contains(className(of: receiver)), !skipped.contains(record.text)
        else { return nil }
        return record.text
    }
}

private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

@Suite("Seed scenarios: recognizers versus touches (seed 004, 001)")
@MainActor
struct GestureScenarioTests {
    @Test("tap-on-view-with-recognizer: touchesBegan climbs the chain, the tap fires, no touchesEnded anywhere")
    func tapOnViewWithRecognizer() {
        let sim = SeedLog.world("tap-on-view-with-recognizer")
        sim.tap(at: ResponderChainScene.pointInView3)
        #expect(SeedLog.userLines(sim) == [
            "IFXView3 touchesBegan", "IFXView2 touchesBegan", "IFXResponderChainVC touchesBegan", "IFXView3 taped",
        ])
        #expect(!sim.log.lines.contains { $0.contains("touchesEnded:withEvent:]") && $0.contains("IFX") })
        #expect(sim.log.lines.contains("-[IFXView3 touchesCancelled:withEvent:]"))
    }

    /// Seed 004: "单击YellowView，日志如下".
    static let seedTap = """
        -[LXFTapGestureRecognizer touchesBegan:withEvent:]
        -[YellowView touchesBegan:withEvent:]
        -[LXFTapGestureRecognizer touchesEnded:withEvent:]
        View Taped
        -[YellowView touchesCancelled:withEvent:]
        """

    @Test("gesture-vs-touches reproduces seed 004's log")
    func gestureVsTouches() {
        let sim = SeedLog.world("gesture-vs-touches")
        sim.tap(at: GestureVsTouchesScene.pointInYellow)
        #expect(seedView(sim, classes: ["LXFTapGestureRecognizer", "YellowView"]) == lines(Self.seedTap))
    }

    /// Seed 004: a drag across YellowView with a pan recognizer on the controller's view.
    static let seedPan = """
        -[YellowView touchesBegan:withEvent:]
        -[YellowView touchesMoved:withEvent:]
        -[YellowView touchesMoved:withEvent:]
        -[YellowView touchesMoved:withEvent:]
        View panned
        -[YellowView touchesCancelled:withEvent:]
        View panned
        View panned
        View panned
        """

    @MainActor
    private func drag(_ variant: String?) -> [String] {
        let sim = SeedLog.world("pan-vs-touches", variant: variant)
        PanVsTouchesScene.drag().forEach(sim.play)
        return seedView(sim, classes: ["YellowView"])
    }

    @Test("pan-vs-touches reproduces seed 004's log: a few moves, the pan, the cancel, then only the pan")
    func panVsTouches() {
        let got = drag(nil)
        let seed = lines(Self.seedPan)
        #expect(Array(got.prefix(seed.count)) == seed)
        #expect(got.dropFirst(6).allSatisfy { $0 == "View panned" })
    }

    /// Seed 004 with `pan.cancelsTouchesInView = NO` (its first lines; the device coalesced later moves).
    static let seedPanNotCancelling = """
        -[YellowView touchesBegan:withEvent:]
        -[YellowView touchesMoved:withEvent:]
        -[YellowView touchesMoved:withEvent:]
        -[YellowView touchesMoved:withEvent:]
        View panned
        -[YellowView touchesMoved:withEvent:]
        View panned
        """

    @Test("pan-vs-touches, cancelsTouchesInView false: moves keep arriving between the pan's actions")
    func panVsTouchesNotCancelling() {
        let got = drag("cancels-touches-off")
        let seed = lines(Self.seedPanNotCancelling)
        #expect(Array(got.prefix(seed.count)) == seed)
        #expect(!got.contains("-[YellowView touchesCancelled:withEvent:]"))
        #expect(got.last == "-[YellowView touchesEnded:withEvent:]")
        let afterBegan = got.dropFirst(4)
        #expect(zip(afterBegan, afterBegan.dropFirst()).allSatisfy { $0 != $1 || $0 == "View panned" })
    }

    @Test("pan-vs-touches, delaysTouchesBegan: only the pan's actions, YellowView never hears of the touch")
    func panVsTouchesDelayed() {
        let got = drag("delays-touches-began")
        #expect(!got.isEmpty)
        #expect(got.allSatisfy { $0 == "View panned" })
    }
}

@Suite("Seed scenarios: controls versus recognizers (seed 004)")
@MainActor
struct ControlScenarioTests {
    static let classes: Set<String> = ["CLTapGestureRecognizer", "CLButton", "CLControl"]
    /// The seed's subclass printed its touchesEnded only after super, with the state: the dispatch log's own
    /// line for that call is not in the seed's log.
    static let skipped: Set<String> = ["-[CLTapGestureRecognizer touchesEnded:withEvent:]"]
    /// The seed's Chinese lines, as the example's code writes them in English.
    static let translated = ["按钮点击": "button tapped", "手势触发": "gesture fired"]

    private func seed(_ text: String) -> [String] { lines(text).map { Self.translated[$0] ?? $0 } }

    @MainActor
    private func run(_ id: String, variant: String? = nil) -> [String] {
        let sim = SeedLog.world(id, variant: variant)
        sim.tap(at: ButtonVsParentTapScene.pointOnControl)
        return seedView(sim, classes: Self.classes, skipping: Self.skipped)
    }

    /// Seed 004, 示例一: a tap recognizer on BlueView, the button inside it.
    static let seedExample1 = """
        -[CLTapGestureRecognizer touchesBegan:withEvent:]
        -[CLButton touchesBegan:withEvent:]
        -[CLButton beginTrackingWithTouch:withEvent:]
        -[CLTapGestureRecognizer touchesEnded:withEvent:] after called state = 5
        -[CLButton touchesEnded:withEvent:]
        -[CLButton endTrackingWithTouch:withEvent:]
        按钮点击
        """

    /// Seed 004, 示例二: the tap recognizer on the button itself.
    static let seedExample2 = """
        -[CLTapGestureRecognizer touchesBegan:withEvent:]
        -[CLButton touchesBegan:withEvent:]
        -[CLButton beginTrackingWithTouch:withEvent:]
        -[CLTapGestureRecognizer touchesEnded:withEvent:] after called state = 3
        手势触发
        -[CLButton touchesCancelled:withEvent:]
        -[CLButton cancelTrackingWithEvent:]
        """

    @Test("button-vs-parent-tap reproduces seed 004's 示例一: the superview's tap fails, the button fires")
    func buttonVsParentTap() {
        #expect(run("button-vs-parent-tap") == seed(Self.seedExample1))
    }

    @Test("button-vs-parent-tap with cancelsTouchesInView false: both fire")
    func buttonVsParentTapNotCancelling() {
        let got = run("button-vs-parent-tap", variant: "cancels-touches-off")
        #expect(got.contains("gesture fired") && got.contains("button tapped"))
        #expect(got.contains("-[CLTapGestureRecognizer touchesEnded:withEvent:] after called state = 3"))
    }

    @Test("button-own-tap reproduces seed 004's 示例二: the button's own tap wins")
    func buttonOwnTap() {
        #expect(run("button-own-tap") == seed(Self.seedExample2))
    }

    @Test("custom-control-vs-parent-tap: a custom UIControl has no default action, the superview's tap wins")
    func customControl() {
        let expected = seed(Self.seedExample2).map { $0.replacingOccurrences(of: "CLButton", with: "CLControl") }
        #expect(run("custom-control-vs-parent-tap") == expected)
    }
}

@Suite("Seed scenarios: a table view on a tapped background (seed 004)")
@MainActor
struct TableScenarioTests {
    private func press(_ duration: TimeInterval, at point: CGPoint = TableVsBackgroundTapScene.pointOnCell)
        -> (lines: [String], sim: Simulator)
    {
        let sim = SeedLog.world("table-vs-background-tap")
        tapInput(at: point, t: 0, duration: duration).forEach(sim.play)
        sim.advance(by: 1)
        // The seed's GLTableView and GLButton overrode only the touches methods.
        let got = seedView(sim, classes: ["GLTableView", "GLButton"], onlyTouches: true)
        return (got, sim)
    }

    @Test("现象一 quick tap (0.05 s): only the background's tap")
    func quickTap() {
        #expect(press(0.05).lines == ["backview taped"])
    }

    @Test("现象二 short press (0.3 s): the table begins 0.15 s after touch-down, then is cancelled")
    func shortPress() {
        let (got, sim) = press(0.3)
        #expect(got == ["-[GLTableView touchesBegan:withEvent:]", "backview taped", "-[GLTableView touchesCancelled:withEvent:]"])
        let began = sim.log.records.first { $0.text == "-[GLTableView touchesBegan:withEvent:]" }
        #expect(began.map { abs($0.time - 0.15) < 1e-9 } == true)
    }

    @Test("现象三 long press (2 s): the tap fails at 0.75 s, the cell is selected at lift")
    func longPress() {
        let (got, sim) = press(2)
        #expect(got == ["-[GLTableView touchesBegan:withEvent:]", "-[GLTableView touchesEnded:withEvent:]", "cell selected!"])
        let failed = sim.log.records.first { $0.text.hasPrefix("# UITapGestureRecognizer possible → failed") }
        #expect(failed.map { abs($0.time - 0.75) < 1e-9 } == true)
    }

    @Test("现象四 the button: its default action beats the background's tap")
    func button() {
        #expect(press(0.05, at: TableVsBackgroundTapScene.pointOnButton).lines == [
            "-[GLButton touchesBegan:withEvent:]", "-[GLButton touchesEnded:withEvent:]", "button clicked!",
        ])
    }
}

@Suite("Seed scenarios: double tap, forwarding, shake (seeds 000, 002)")
@MainActor
struct OtherGestureScenarioTests {
    @Test("double-tap: one tap waits 0.35 s for the double tap to fail; the held end becomes a cancel then")
    func singleTapWaits() {
        let sim = SeedLog.world("double-tap")
        sim.tap(at: DoubleTapScene.pointInView)
        #expect(SeedLog.userLines(sim) == ["touchesBegan: tapCount 1"])
        sim.advance(by: 0.34)
        #expect(!SeedLog.userLines(sim).contains("single tap"))
        sim.advance(by: 0.02)
        #expect(SeedLog.userLines(sim) == ["touchesBegan: tapCount 1", "single tap", "touchesCancelled"])
        let single = sim.log.records.first { $0.text == "single tap" }!
        #expect(abs(single.time - (TouchTiming.tapDuration + 0.35)) < 1e-9)
    }

    @Test("double-tap: two quick taps fire only the double tap")
    func doubleTap() {
        let sim = SeedLog.world("double-tap")
        sim.tap(at: DoubleTapScene.pointInView)
        sim.advance(by: 0.1)
        sim.tap(at: DoubleTapScene.pointInView)
        sim.advance(by: 1)
        let got = SeedLog.userLines(sim)
        #expect(got.filter { $0.hasSuffix("tap") } == ["double tap"])
        #expect(got.contains("touchesBegan: tapCount 2"))
    }

    @Test("double-tap without require(toFail:): single fires at once, and twice with the double")
    func withoutRequirement() {
        let sim = SeedLog.world("double-tap", variant: "without-require-to-fail")
        sim.tap(at: DoubleTapScene.pointInView)
        #expect(SeedLog.userLines(sim).contains("single tap"))
        sim.advance(by: 0.1)
        sim.tap(at: DoubleTapScene.pointInView)
        #expect(SeedLog.userLines(sim).filter { $0.hasSuffix("tap") } == ["single tap", "single tap", "double tap"])
    }

    @Test("event-forwarding: a drag on the neighbour scrolls the paging scroll view to the next page")
    func eventForwarding() {
        let sim = SeedLog.world("event-forwarding")
        EventForwardingScene.dragOnNeighbour.forEach(sim.play)
        sim.advance(by: 1)
        #expect(SeedLog.userLines(sim) == ["page 1"])
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> PagingScrollView"))
    }

    @Test("shake: the first responder shows the label; resigned, nothing")
    func shake() {
        let sim = SeedLog.world("shake")
        sim.shake()
        #expect(SeedLog.userLines(sim) == ["phone was shaked"])
        let resigned = SeedLog.world("shake", variant: "resigned")
        resigned.shake()
        #expect(SeedLog.userLines(resigned).isEmpty)
        #expect(resigned.log.lines.contains("# motionBegan:withEvent: left the responder chain after AppDelegate and was dropped"))
    }
}
