import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// Verdicts that check themselves: every example and variant, touched at its controls and recognizers' views, the
/// screen's centre and its left edge, by each gesture family — a tap, a double tap, a second tap far off, a hold, a
/// nudge, drags four ways, a flick, a pinch, three fingers — and every number a recognizer's own rule claims is
/// measured again from the log's inputs: a pan said to have moved under 10 pt moved under 10 pt, a tap said to have
/// strayed 52 pt strayed 52 pt. Each claim holds against its limit, an assumed limit says so in `why`'s sentence,
/// and a recognizer said to be prevented by another, or failed by one it required, was beaten by one that did
/// recognize.
@Suite("Verdicts that check themselves")
@MainActor
struct VerdictClaimsTests {
    typealias Family = (name: String, inputs: (CGPoint) -> [InputRecord])

    static let families: [Family] = [
        ("tap", tap), ("double tap", doubleTap), ("second tap far off", farTap), ("hold", hold), ("nudge", nudge),
        ("drag right", { drag($0, 120, 0) }), ("drag left", { drag($0, -120, 0) }), ("drag up", { drag($0, 0, -120) }),
        ("drag down", { drag($0, 0, 120) }), ("flick", flick), ("pinch", pinch), ("three fingers", threeFingers),
    ]

    @Test("every example, variant, place and gesture family: each rule's number measured again from the log, and each winner named won")
    func claimsHold() throws {
        var checked: [GestureRule.Measure.Quantity: Int] = [:]
        var winners = 0, worlds = 0, sentences = 0, lateChecked = 0
        for example in Gallery.all {
            for variant in [nil] + example.variants {
                for point in places(in: example, variant: variant) {
                    for family in Self.families {
                        let sim = Simulator()
                        example.build(in: sim, variant: variant)
                        sim.log.removeAll()
                        let names = ViewNames(windows: sim.application.windows)
                        for input in family.inputs(point) { sim.play(input) }
                        sim.advance(by: 2)
                        worlds += 1
                        let context = "\(example.id)\(variant.map { "/" + $0 } ?? "") \(family.name) at (\(Int(point.x)), \(Int(point.y)))"
                        winners += check(sim, context: context, counts: &checked, sentences: &sentences)
                        lateChecked += checkLateness(sim, names: names, context: context)
                    }
                }
            }
        }
        #expect(worlds > 1_000, "\(worlds) worlds touched")
        // Every kind of measure the gallery's recognizers make was met, many times over.
        for quantity in [GestureRule.Measure.Quantity.distanceFromDown, .distanceFromFirstTap, .centroidFromDown,
                         .timeSinceDown, .timeSinceLift, .fingers] {
            #expect(checked[quantity, default: 0] >= 5, "\(quantity): checked \(checked[quantity, default: 0]) times")
        }
        #expect(winners >= 50, "\(winners) winners named")
        #expect(sentences >= 100, "\(sentences) sentences read")
        #expect(lateChecked >= 20, "\(lateChecked) late deliveries measured")
    }

    /// Checks every rule's measure, every named winner and the failed recognizers' sentences in `sim`'s log;
    /// returns how many winners it checked.
    private func check(_ sim: Simulator, context: String, counts: inout [GestureRule.Measure.Quantity: Int],
                       sentences: inout Int) -> Int {
        var downs: [Int: (point: CGPoint, t: Double)] = [:]
        var last: [Int: CGPoint] = [:]          // each finger's place before its lift (down or move)
        var now: [Int: CGPoint] = [:]           // each finger's place, the lift included
        var lifted: Set<Int> = []
        var lastLift: Double?, firstLift: CGPoint?, tapStart: Double?
        var fingersSeen = 0
        var recognized: Set<ObjectIdentifier> = []
        var failures: [(UIGestureRecognizer, GestureRule)] = []
        var winners = 0
        for record in sim.log.records {
            switch record.kind {
            case .input(let input) where input.device == .touch:
                let p = CGPoint(x: input.x, y: input.y)
                switch input.phase {
                case .down:
                    if downs.isEmpty || downs.keys.allSatisfy(lifted.contains) { tapStart = input.t }
                    downs[input.finger] = (p, input.t); last[input.finger] = p; lifted.remove(input.finger)
                    fingersSeen = max(fingersSeen, input.finger + 1)
                case .move: last[input.finger] = p
                case .up, .cancel:
                    lifted.insert(input.finger); lastLift = input.t
                    if firstLift == nil { firstLift = p }
                default: break
                }
                now[input.finger] = p
            case .trace(.gestureState(let recognizer, _, let to, let reason)):
                if to == .began || to == .ended { recognized.insert(ObjectIdentifier(recognizer)) }
                switch reason {
                case .preventedBy(let winner, _)?, .requiredRecognized(let winner)?:
                    #expect(recognized.contains(ObjectIdentifier(winner)),
                            "\(context): \(type(of: recognizer)) said beaten by \(type(of: winner)), which had not recognized")
                    winners += 1
                case .ownRule(let rule)?:
                    failures.append((recognizer, rule))
                    guard let measure = rule.measure else { break }
                    counts[measure.quantity, default: 0] += 1
                    #expect(measure.holds, "\(context): \(rule.words) — the value does not stand to the limit as said")
                    let measured: [Double]
                    let single = fingersSeen == 1
                    switch measure.quantity {
                    case .distanceFromDown:
                        measured = downs.compactMap { finger, down in now[finger].map { distance(down.point, $0) } }
                    case .distanceFromFirstTap:
                        measured = downs.values.compactMap { down in firstLift.map { distance(down.point, $0) } }
                    case .centroidFromDown:
                        measured = single ? downs.compactMap { f, d in last[f].map { distance(d.point, $0) } } : [measure.value]
                    case .distanceAlongDirection:
                        measured = single ? along(recognizer, downs, now) : [measure.value]
                    case .distanceFromEdge:
                        measured = single ? fromEdge(recognizer, downs, screen: sim.screen.bounds) : [measure.value]
                    case .timeSinceDown:
                        measured = [tapStart.map { record.time - $0 }].compactMap { $0 } + downs.values.map { record.time - $0.t }
                    case .timeSinceLift:
                        measured = lastLift.map { [record.time - $0] } ?? []
                    case .fingers:
                        let down = downs.keys.filter { !lifted.contains($0) }.count
                        measured = recognizer is UITapGestureRecognizer ? [measure.value] : [Double(down), Double(fingersSeen)]
                    }
                    let tolerance = measure.quantity == .timeSinceDown || measure.quantity == .timeSinceLift ? 0.002 : 0.05
                    #expect(measured.contains { abs($0 - measure.value) <= tolerance },
                            "\(context): \(rule.words) — the log measures \(measured)")
                default: break
                }
            default: break
            }
        }
        // The sentence `why --recognizer` gives a recognizer whose last state was a failure by its own rule says
        // that rule, numbers and all, and an assumed limit as assumed.
        let names = RecognizerNames(views: ViewNames(windows: sim.application.windows))
        var lastFailure: [ObjectIdentifier: (UIGestureRecognizer, GestureRule)] = [:]
        for (recognizer, rule) in failures { lastFailure[ObjectIdentifier(recognizer)] = (recognizer, rule) }
        for (recognizer, rule) in lastFailure.values where recognizer.state == .possible {
            let story = RecognizerStory(of: recognizer, records: Array(sim.log.records), hit: nil, names: names)
            guard story.outcome == .failed, !rule.words.isEmpty else { continue }
            sentences += 1
            #expect(story.sentence.hasSuffix(rule.words), "\(context): \(story.sentence) does not say \(rule.words)")
            if rule.measure?.isAssumed == true {
                #expect(story.sentence.contains("touchsim's assumed figure"), "\(context): \(story.sentence)")
            }
        }
        return winners
    }

    @Test("a script of two touches, asked about what only the second reached (its hit view, an action it sent): the answer is the second touch's, its records and none of the first's")
    func theTouchExplainedIsTheOneAskedAbout() throws {
        var asked = 0, actionsAsked = 0
        for example in Gallery.all {
            for variant in [nil] + example.variants {
                let points = places(in: example, variant: variant)
                for (a, b) in zip(points, points.dropFirst()) {
                    let sim = Simulator()
                    example.build(in: sim, variant: variant)
                    let names = ViewNames(windows: sim.application.windows)
                    let start = sim.log.records.count
                    for input in tap(a) + tap(b).map({ var later = $0; later.t += 1; return later }) { sim.play(input) }
                    sim.advance(by: 1)
                    let touches = ScriptTouches(records: Array(sim.log.records[start..<sim.log.records.endIndex]))
                    guard touches.touches.count == 2 else { continue }
                    let hits = touches.touches.map { touch in sim.log.hitTestPasses.last { $0.touchDownSequence == touch.downSequence }?.hitView }
                    guard let second = hits[1], hits[0].map({ !$0.isDescendant(of: second) }) ?? true else { continue }
                    let context = "\(example.id)\(variant.map { "/" + $0 } ?? "") taps at \(a), then \(b)"
                    // Asked about the view only the second touch reached.
                    let answer = try #require(TouchQuestion.answer(in: sim, from: start, names: names, about: .view(second)))
                    #expect(answer.answer.pass.touchDownSequence == touches.touches[1].downSequence, "\(context): explained the wrong touch")
                    #expect(answer.answer.hit === second, "\(context)")
                    #expect(answer.answer.records.first?.sequence == touches.touches[1].downSequence, "\(context): the records start elsewhere")
                    #expect(answer.note?.contains("touch 2") == true, "\(context): \(answer.note ?? "no note")")
                    // Asked about an action only the second touch sent.
                    let actions = { (range: Range<Int>) in Set(touches.records[range].compactMap { record -> String? in
                        if case .trace(.action(let selector, _, _, _)) = record.kind { return selector.name }
                        return nil
                    }) }
                    for action in actions(touches.touches[1].range).subtracting(actions(touches.touches[0].range)) {
                        let subject = try WhySubject.named(view: nil, recognizer: nil, action: action, in: names)
                        let about = try #require(TouchQuestion.answer(in: sim, from: start, names: names, about: subject))
                        actionsAsked += 1
                        #expect(about.answer.pass.touchDownSequence == touches.touches[1].downSequence, "\(context) \(action)")
                        if case .action(let name, let senders)? = subject {
                            let story = ActionStory(action: name, senders: senders, answer: about.answer,
                                                    names: RecognizerNames(views: names))
                            #expect(story.sentence.hasPrefix("\(name) was sent"), "\(context): \(story.sentence)")
                        }
                    }
                    asked += 1
                }
            }
        }
        #expect(asked >= 50 && actionsAsked >= 10, "\(asked) two-touch scripts asked about, \(actionsAsked) actions")
    }

    /// A hit view whose verdict says its touchesBegan came late: the delay is the one between its touch's down and
    /// its touchesBegan in the log. Returns 1 when it checked one.
    private func checkLateness(_ sim: Simulator, names: ViewNames, context: String) -> Int {
        guard let result = TouchQuestion.answer(in: sim, from: 0, names: names, about: nil),
              let hit = result.answer.hit, case .late(let delay, _, _) = result.answer.verdict(for: hit).reason
        else { return 0 }
        let began = result.answer.records.first { record in
            if case .trace(.message(let receiver as UIView, .touchesBegan, _)) = record.kind { return receiver === hit }
            return false
        }
        let measured = began.map { $0.time - result.answer.downTime }
        #expect(measured.map { abs($0 - delay) < 0.002 } == true, "\(context): said \(delay) s late, the log says \(measured ?? -1)")
        return 1
    }

    // MARK: Measures again

    private func along(_ recognizer: UIGestureRecognizer, _ downs: [Int: (point: CGPoint, t: Double)],
                       _ now: [Int: CGPoint]) -> [Double] {
        guard let swipe = recognizer as? UISwipeGestureRecognizer, let (finger, down) = downs.first,
              let p = now[finger] else { return [] }
        let (dx, dy) = (Double(p.x - down.point.x), Double(p.y - down.point.y))
        let axes: [(UISwipeGestureRecognizer.Direction, Double)] = [(.right, dx), (.left, -dx), (.down, dy), (.up, -dy)]
        return [axes.filter { swipe.direction.contains($0.0) }.map(\.1).max() ?? 0]
    }

    private func fromEdge(_ recognizer: UIGestureRecognizer, _ downs: [Int: (point: CGPoint, t: Double)],
                          screen: CGRect) -> [Double] {
        guard let edge = recognizer as? UIScreenEdgePanGestureRecognizer, let down = downs.values.first else { return [] }
        let p = down.point
        let gaps: [(UIRectEdge, CGFloat)] = [(.left, p.x - screen.minX), (.right, screen.maxX - p.x),
                                            (.top, p.y - screen.minY), (.bottom, screen.maxY - p.y)]
        return [Double(gaps.filter { edge.edges.contains($0.0) }.map(\.1).min() ?? 0)]
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }

    /// Where to touch: the screen's centre, near its left edge, and the centres of up to five controls and views
    /// with recognizers, in tree order.
    private func places(in example: Example, variant: String?) -> [CGPoint] {
        let sim = Simulator()
        example.build(in: sim, variant: variant)
        let screen = sim.screen.bounds
        var points = [CGPoint(x: screen.midX, y: screen.midY), CGPoint(x: 6, y: screen.midY)]
        for window in sim.application.windows {
            window.forEachInTree { view in
                guard points.count < 7, view is UIControl || !(view.gestureRecognizers ?? []).isEmpty else { return }
                let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                if screen.contains(centre), !points.contains(where: { hypot($0.x - centre.x, $0.y - centre.y) < 20 }) {
                    points.append(centre)
                }
            }
        }
        return points
    }
}

// MARK: Inputs

private func at(_ p: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
private func down(_ t: Double, _ p: CGPoint, finger: Int = 0) -> InputRecord { .init(t: t, finger: finger, phase: .down, x: p.x, y: p.y) }
private func move(_ t: Double, _ p: CGPoint, finger: Int = 0) -> InputRecord { .init(t: t, finger: finger, phase: .move, x: p.x, y: p.y) }
private func up(_ t: Double, _ p: CGPoint, finger: Int = 0) -> InputRecord { .init(t: t, finger: finger, phase: .up, x: p.x, y: p.y) }

private func tap(_ p: CGPoint) -> [InputRecord] { [down(0, p), up(0.05, p)] }
private func doubleTap(_ p: CGPoint) -> [InputRecord] { [down(0, p), up(0.05, p), down(0.2, p), up(0.25, p)] }
private func farTap(_ p: CGPoint) -> [InputRecord] {
    let q = at(p, 60, 0)
    return [down(0, p), up(0.05, p), down(0.2, q), up(0.25, q)]
}
private func hold(_ p: CGPoint) -> [InputRecord] { [down(0, p), up(1.0, p)] }
private func nudge(_ p: CGPoint) -> [InputRecord] {
    var inputs = [down(0, p)]
    for i in 1...3 { inputs.append(move(0.1 * Double(i), at(p, 2 * Double(i), 0))) }
    inputs.append(up(0.35, at(p, 6, 0)))
    return inputs
}
private func drag(_ p: CGPoint, _ dx: Double, _ dy: Double) -> [InputRecord] {
    var inputs = [down(0, p)]
    for i in 1...6 { inputs.append(move(0.05 * Double(i), at(p, dx * Double(i) / 6, dy * Double(i) / 6))) }
    inputs.append(up(0.35, at(p, dx, dy)))
    return inputs
}
private func flick(_ p: CGPoint) -> [InputRecord] {
    var inputs = [down(0, p)]
    for i in 1...4 { inputs.append(move(0.02 * Double(i), at(p, 20 * Double(i), 0))) }
    inputs.append(up(0.1, at(p, 80, 0)))
    return inputs
}
private func pinch(_ p: CGPoint) -> [InputRecord] {
    var inputs = [down(0, at(p, -30, 0), finger: 0), down(0.01, at(p, 30, 0), finger: 1)]
    for i in 1...4 {
        let (t, d) = (0.05 * Double(i), 10 * Double(i))
        inputs.append(move(t, at(p, -30 - d, 0), finger: 0))
        inputs.append(move(t + 0.01, at(p, 30 + d, 0), finger: 1))
    }
    inputs.append(up(0.3, at(p, -70, 0), finger: 0))
    inputs.append(up(0.31, at(p, 70, 0), finger: 1))
    return inputs
}
private func threeFingers(_ p: CGPoint) -> [InputRecord] {
    let points = [p, at(p, 20, 0), at(p, 40, 0)]
    return points.enumerated().map { down(0.01 * Double($0.offset), $0.element, finger: $0.offset) }
        + points.enumerated().map { up(0.1 + 0.01 * Double($0.offset), $0.element, finger: $0.offset) }
}
