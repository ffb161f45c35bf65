import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// "Why did (or didn't) this view get a touch at this point?", asked of a world as it is now: the views named
/// before the touch goes down — the touch may move or remove views, and the names must be the ones the asker
/// saw. `ask` then taps and takes the tap's hit-test pass and dispatch log.
@MainActor
package struct TouchQuestion {
    package let names: ViewNames
    /// The touch's point on the screen.
    package let screenPoint: CGPoint
    /// The windows hit-testing asks, in its order (the visible ones, front first).
    package let windowsAsked: [UIWindow]

    private init(names: ViewNames, screenPoint: CGPoint, windowsAsked: [UIWindow]) {
        self.names = names
        self.screenPoint = screenPoint
        self.windowsAsked = windowsAsked
    }

    /// `screenPoint`: in screen points (the key window's, for a full-screen window).
    package init(in sim: Simulator, at screenPoint: CGPoint) {
        names = ViewNames(windows: sim.application.windows)
        self.screenPoint = screenPoint
        windowsAsked = sim.application.windowsInHitTestOrder
    }

    /// Plays `gesture` (which must start at this question's point) with the first fingers that are not down,
    /// lets `settle` seconds pass, and reads what it wrote to the log.
    package func ask(in sim: Simulator, playing gesture: WhyGesture, settle: TimeInterval) -> TouchAnswer {
        let down = sim.fingersDown
        var finger = 0
        while down.contains(finger) || down.contains(finger + 1) { finger += 1 }
        let start = sim.log.records.count
        for input in gesture.inputs(at: sim.now, finger: finger) { sim.play(input) }
        sim.advance(by: settle)
        let records = sim.log.records
        return TouchAnswer(question: self, finger: finger, records: Array(records[start..<records.endIndex]),
                           passes: sim.log.hitTestPasses)
    }

    /// Reads the records an input script wrote (from `start` in the log) as its touches, and answers for the one
    /// `subject` is about (`ScriptTouches`): its first finger down is the one the hit-test pass is about, and its
    /// records run to the next touch's start. `names`: the views named before the script played. The note says
    /// which touch, when the script holds several; nil when the script puts no finger down.
    package static func answer(in sim: Simulator, from start: Int, names: ViewNames, about subject: WhySubject?)
        -> (answer: TouchAnswer, note: String?)?
    {
        let touches = ScriptTouches(records: Array(sim.log.records[start..<sim.log.records.endIndex]))
        guard let choice = touches.touch(about: subject, passes: sim.log.hitTestPasses, names: names) else { return nil }
        let down = choice.touch.down
        let question = TouchQuestion(names: names, screenPoint: CGPoint(x: down.x, y: down.y),
                                     windowsAsked: sim.application.windowsInHitTestOrder)
        let answer = TouchAnswer(question: question, finger: down.finger, records: Array(touches.records[choice.touch.range]),
                                 passes: sim.log.hitTestPasses)
        return (answer, touches.note(choice))
    }

    /// Taps at the point — down, `TouchTiming.tapDuration`, up — with the first finger that is not down (a
    /// script may leave one down), lets `settle` seconds pass so held touches and waiting recognizers finish,
    /// and reads what the tap wrote to the log.
    package func ask(in sim: Simulator, settle: TimeInterval) -> TouchAnswer {
        let down = sim.fingersDown
        var finger = 0
        while down.contains(finger) { finger += 1 }
        let start = sim.log.records.count
        sim.tap(at: screenPoint, finger: finger)
        sim.advance(by: settle)
        let records = sim.log.records
        return TouchAnswer(question: self, finger: finger, records: Array(records[start..<records.endIndex]),
                           passes: sim.log.hitTestPasses)
    }
}

/// A tap's dispatch log, read for "why": its hit-test pass, the path in words, and for any view what happened
/// to it and the verdict.
@MainActor
package struct TouchAnswer {
    package let question: TouchQuestion
    package let finger: Int
    /// The tap's records, from its down input on.
    package let records: [DispatchRecord]
    package let pass: HitTestPass

    /// `records` from the finger's down input on (or before it); `passes` the log's, among them the down's (as it
    /// stood at the last of `records`).
    package init(question: TouchQuestion, finger: Int, records: [DispatchRecord], passes: [HitTestPass]) {
        let down = records.firstIndex {
            guard case .input(let input) = $0.kind else { return false }
            return input.device == .touch && input.phase == .down && input.finger == finger
        }
        self.question = question
        self.finger = finger
        // From the first record, the array is kept as given: a long script's records are not copied again.
        self.records = down.map { $0 == records.startIndex ? records : Array(records[$0...]) } ?? []
        let downSequence = self.records.first?.sequence
        let end = (self.records.last?.sequence ?? 0) + 1
        pass = passes.last { $0.touchDownSequence == downSequence }?.asOf(sequence: end)
            ?? HitTestPass(finger: finger, screenPoint: question.screenPoint, touchDownSequence: downSequence ?? -1)
    }

    /// The view that got the touch; nil when hit-testing found none.
    package var hit: UIView? { pass.hitView }

    /// When the finger went down, in virtual seconds.
    package var downTime: TimeInterval { records.first?.time ?? 0 }

    package var path: HitTestPath { HitTestPath(pass: pass, names: question.names) }

    /// What the log says happened to `view` during the tap.
    package func history(of view: UIView) -> ViewTouchHistory {
        ViewTouchHistory(of: view, finger: finger, isTouchView: view === hit, records: records)
    }

    /// Why `view` did or did not get the touch.
    package func verdict(for view: UIView) -> TouchVerdict {
        TouchVerdict(view: view, reason: WhyNot.reason(for: view, in: self), names: question.names)
    }
}
