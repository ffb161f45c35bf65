import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// UIStepper, UIPageControl and UISegmentedControl (docs/uikit-rules.md R6.14–R6.16), each case written as the app
/// code of a public report would be.
@Suite @MainActor
struct ValueControlTests {
    // MARK: UIStepper (R6.14)

    @Test("UIStepper: a tap on + steps at touch-down and sends valueChanged; on − at 0 nothing changes and nothing is sent")
    func stepperTaps() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 10, height: 10))
        let (sim, _) = makeWorld { $0.addSubview(stepper) }
        let actions = ActionLog(sim)
        actions.watch(stepper)
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32), "its size is fixed")
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value) == (0, 100, 1, 0))
        sim.touchDown(at: CGPoint(x: 180, y: 316))
        #expect(stepper.value == 1, "the step comes as the finger goes down")
        sim.touchUp()
        #expect(actions.calls == ["down", "value", "up-inside"])
        sim.advance(by: 1)
        stepper.value = 0
        actions.calls = []
        sim.tap(at: CGPoint(x: 120, y: 316))
        #expect(stepper.value == 0 && !actions.calls.contains("value"), "\(actions.calls)")
    }

    @Test("UIStepper: held, it repeats after 0.5 s, 10 a second, and stops at the limit; with wraps it goes round")
    func stepperRepeats() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 94, height: 32))
        stepper.maximumValue = 10
        let (sim, _) = makeWorld { $0.addSubview(stepper) }
        let actions = ActionLog(sim)
        actions.watch(stepper)
        sim.touchDown(at: CGPoint(x: 180, y: 316))
        sim.advance(by: 1.0)  // 1 at once, then at 0.5, 0.6, … 1.0: 6 more
        #expect(stepper.value == 7)
        sim.advance(by: 1.0)
        #expect(stepper.value == 10, "it stops at the maximum")
        sim.touchUp()
        #expect(actions.calls.filter { $0 == "value" }.count == 10, "one event a change, none at the limit")
        stepper.wraps = true
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 180, y: 316))
        #expect(stepper.value == 0, "past the maximum it wraps to the minimum")
    }

    @Test("UIStepper: not continuous, one valueChanged as the touch ends; a value set in code sends nothing")
    func stepperNotContinuous() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 94, height: 32))
        stepper.isContinuous = false
        let (sim, _) = makeWorld { $0.addSubview(stepper) }
        let actions = ActionLog(sim)
        actions.watch(stepper)
        sim.touchDown(at: CGPoint(x: 180, y: 316))
        sim.advance(by: 0.75)
        #expect(stepper.value == 4 && !actions.calls.contains("value"))
        sim.touchUp()
        #expect(actions.calls.filter { $0 == "value" } == ["value"])
        stepper.value = 50
        #expect(actions.calls.filter { $0 == "value" }.count == 1)
    }

    @Test("UIStepper: a value set before its maximum is clamped to the default 100 and stays there (SwiftTweaks #37); a step of 0 is refused")
    func stepperLimitsFirst() {
        let stepper = UIStepper(frame: .zero)
        stepper.value = 150
        stepper.maximumValue = 200
        #expect(stepper.value == 100, "the value was clamped when it was set")
        stepper.minimumValue = 300
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (300, 300, 300),
                "a minimum above the maximum makes both the new value (the class overview)")
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1, "UIKit raises an exception; touchsim keeps the step")
    }

    @Test("UIStepper, UIPageControl, UISegmentedControl: a single tap beats a superview's tap recognizer (R6.7)")
    func defaultActionsBeatSuperviewTap() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        let pages = UIPageControl(frame: CGRect(x: 20, y: 200, width: 200, height: 26))
        pages.numberOfPages = 3
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 20, y: 300, width: 200, height: 32)
        for control in [stepper, pages, segments] as [UIView] { card.addSubview(control) }
        let (sim, _) = makeWorld { $0.addSubview(card) }
        let actions = ActionLog(sim)
        card.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("card")))
        for control in [stepper, pages, segments] as [UIControl] { control.addAction(actions.action("value"), for: .valueChanged) }
        for point in [CGPoint(x: 100, y: 116), CGPoint(x: 180, y: 213), CGPoint(x: 170, y: 316)] {
            sim.tap(at: point)
            sim.advance(by: 1)
        }
        #expect(actions.calls == ["value", "value", "value"], "\(actions.calls)")
    }

    // MARK: UIPageControl (R6.15)

    @Test("UIPageControl: a tap beside the current indicator moves one page that way as it lifts; none past the ends; code sends nothing")
    func pageControlTaps() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 700, width: 390, height: 26))
        pages.numberOfPages = 5
        let (sim, _) = makeWorld { $0.addSubview(pages) }
        let actions = ActionLog(sim)
        actions.watch(pages)
        // The row is centred: 5 × 16 pt, page 0's indicator at x = 163.
        #expect(pages.indicatorCenterX(ofPage: 0) == 163)
        sim.touchDown(at: CGPoint(x: 380, y: 713))
        #expect(pages.currentPage == 0, "nothing at touch-down")
        sim.touchUp()
        #expect(pages.currentPage == 1, "far right of the current indicator: one page, never more")
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 713))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 713))
        #expect(pages.currentPage == 0)
        #expect(actions.calls.filter { $0 == "value" }.count == 2, "no event for a tap that moves nothing")
        pages.currentPage = 9
        #expect(pages.currentPage == 4, "pinned to the last page")
        #expect(actions.calls.filter { $0 == "value" }.count == 2, "no event for a page set in code")
    }

    @Test("UIPageControl: a drag along it scrubs, one event a page; past the end, the last page")
    func pageControlScrubs() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 700, width: 390, height: 26))
        pages.numberOfPages = 5
        let (sim, _) = makeWorld { $0.addSubview(pages) }
        let actions = ActionLog(sim)
        actions.watch(pages)
        sim.touchDown(at: CGPoint(x: 163, y: 713))
        sim.touchMove(to: CGPoint(x: 195, y: 713))
        #expect(pages.currentPage == 2 && pages.interactionState == .continuous)
        sim.touchMove(to: CGPoint(x: 389, y: 713))
        #expect(pages.currentPage == 4)
        sim.touchUp()
        #expect(pages.currentPage == 4 && pages.interactionState == .none)
        #expect(actions.calls.filter { $0 == "value" }.count == 2)
    }

    @Test("UIPageControl: beside a paging scroll view, a tap moves the dots but not the pages until the app scrolls in its action (react-native-pager-view #71)")
    func pageControlOnlyCounts() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390 * 3, height: 600)
        scroll.isPagingEnabled = true
        let pages = UIPageControl(frame: CGRect(x: 0, y: 620, width: 390, height: 26))
        pages.numberOfPages = 3
        let (sim, _) = makeWorld { $0.addSubview(scroll); $0.addSubview(pages) }
        sim.tap(at: CGPoint(x: 300, y: 633))
        #expect(pages.currentPage == 1 && scroll.contentOffset.x == 0, "unwired: the dots moved, the pages did not")
        pages.addAction(UIAction { _ in scroll.setContentOffset(CGPoint(x: 390 * CGFloat(pages.currentPage), y: 0), animated: false) },
                        for: .valueChanged)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 300, y: 633))
        #expect(pages.currentPage == 2 && scroll.contentOffset.x == 780)
    }

    // MARK: UISegmentedControl (R6.16)

    @Test("UISegmentedControl: the segment under the finger is chosen as it lifts, and valueChanged comes then; the hit view is the control")
    func segmentChosenAtLift() {
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 45, y: 100, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        let (sim, _) = makeWorld { $0.addSubview(segments) }
        let actions = ActionLog(sim)
        actions.watch(segments)
        sim.touchDown(at: CGPoint(x: 195, y: 116))
        #expect(segments.selectedSegmentIndex == 0, "not yet")
        sim.touchUp()
        #expect(segments.selectedSegmentIndex == 1)
        #expect(actions.calls == ["down", "value", "up-inside"])
        #expect(sim.log.hitViews.last == "UISegmentedControl", "the segments take no touches: \(sim.log.hitViews)")
    }

    @Test("UISegmentedControl: a tap on the selected segment sends nothing (SDSegmentedControl #6); momentary sends every tap and keeps no selection")
    func selectedSegmentTapAgain() {
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 0, y: 100, width: 200, height: 32)
        let (sim, _) = makeWorld { $0.addSubview(segments) }
        let actions = ActionLog(sim)
        actions.watch(segments)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        for _ in 0..<2 {
            sim.tap(at: CGPoint(x: 50, y: 116))
            sim.advance(by: 1)
        }
        #expect(actions.calls.filter { $0 == "value" }.count == 1)
        segments.isMomentary = true
        var seen: [Int] = []
        segments.addAction(UIAction { _ in seen.append(segments.selectedSegmentIndex) }, for: .valueChanged)
        for _ in 0..<2 {
            sim.tap(at: CGPoint(x: 150, y: 116))
            sim.advance(by: 1)
        }
        #expect(seen == [1, 1], "the tapped segment while the action runs")
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment, "and none after")
    }

    @Test("UISegmentedControl: a drag along the row moves the choice (iOS 13); a disabled segment is not chosen")
    func segmentDragAndDisabled() {
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        segments.setEnabled(false, forSegmentAt: 1)
        let (sim, _) = makeWorld { $0.addSubview(segments) }
        sim.touchDown(at: CGPoint(x: 50, y: 116))
        for x in stride(from: 60, through: 260, by: 20) { sim.touchMove(to: CGPoint(x: CGFloat(x), y: 116)) }
        sim.touchUp()
        #expect(segments.selectedSegmentIndex == 2)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 150, y: 116))
        #expect(segments.selectedSegmentIndex == 2, "the disabled segment")
        #expect(segments.titleForSegment(at: 9) == "C", "an index past the end is pinned to the last")
    }
}
