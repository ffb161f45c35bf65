import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `why --recognizer` and `--action` read from real gestures: each recognizer's timeline and the one sentence
/// naming the deciding object and rule — for taps, drags and pinches over every example.
@Suite @MainActor
struct RecognizerStoryTests {
    /// Plays `gesture` in a fresh world of `id` and tells the story of the recognizer called `name`.
    func story(_ id: String, variant: String? = nil, _ gesture: WhyGesture, recognizer name: String) throws
        -> (RecognizerStory, Simulator)
    {
        let sim = Simulator()
        try #require(Gallery.example(id: id)).build(in: sim, variant: variant)
        let question = TouchQuestion(in: sim, at: gesture.start)
        let names = RecognizerNames(views: question.names)
        let recognizer = try #require(names.recognizer(named: name), "\(names.names)")
        let answer = question.ask(in: sim, playing: gesture, settle: 2)
        return (RecognizerStory(of: recognizer, records: answer.records, hit: answer.hit, names: names), sim)
    }

    @Test("a double tap's single tap waits for it, and the double tap fails by its own rule: no second tap in time")
    func doubleTap() throws {
        let (single, world) = try story("double-tap", .tap(CGPoint(x: 200, y: 400)), recognizer: "single")
        #expect(single.timeline.map(\.what).contains("waits for double to fail (require(toFail:))"))
        #expect(single.sentence.hasPrefix("single recognized and sent its action"))
        let (double, _) = try story("double-tap", .tap(CGPoint(x: 200, y: 400)), recognizer: "double")
        #expect(double.sentence == "double failed: no next tap had come 0.35 s after the lift, and it needs 2 taps (numberOfTapsRequired); 0.35 s is touchsim's assumed figure (Apple documents none)")
        #expect(double.decidedBy == "double")
        withExtendedLifetime(world) {}
    }

    @Test("a tap dragged 100 pt is no tap; a button's default action keeps its superview's tap from beginning")
    func ownRulesAndControls() throws {
        let drag = WhyGesture.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), seconds: 0.3)
        let (moved, _) = try story("tap-on-view-with-recognizer", drag, recognizer: "UITapGestureRecognizer")
        #expect(moved.sentence == "UITapGestureRecognizer failed: the finger moved 50 pt from where it went down, farther than the 45 pt a tap may stray, so it was no tap; 45 pt is touchsim's assumed figure (Apple documents none)")
        let (parent, _) = try story("button-vs-parent-tap", .tap(CGPoint(x: 200, y: 400)), recognizer: "CLTapGestureRecognizer")
        #expect(parent.decidedBy == "CLButton")
        #expect(parent.sentence.contains("CLButton, a control on the touch's way, keeps its default action"))
    }

    @Test("a sideways pan in a vertical scroll view: with require(toFail:) it waits for the scroll view's pan")
    func requireToFail() throws {
        let drag = WhyGesture.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 350, y: 405), seconds: 0.3)
        let (pan, _) = try story("pan-in-scroll-view", variant: "require-to-fail", drag, recognizer: "UIPanGestureRecognizer")
        #expect(pan.timeline.map(\.what).contains("waits for UIScrollViewPanGestureRecognizer to fail (require(toFail:))"))
        let (scroll, _) = try story("pan-in-scroll-view", variant: "require-to-fail", drag,
                                    recognizer: "UIScrollViewPanGestureRecognizer")
        #expect(scroll.sentence.hasSuffix("the drag went 10 pt across first, along an axis the scroll view cannot scroll"))
    }

    @Test("every recognizer of every example and variant, after its demo, drags and a pinch: a sentence that names who decided")
    func everyOutcomeIsExplained() throws {
        let gestures: [WhyGesture?] = [
            nil,  // the demo input
            .drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 320, y: 410), seconds: 0.3),
            .drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 110, y: 600), seconds: 0.5),
            .drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), seconds: 0.4),
            .pinch(center: CGPoint(x: 200, y: 420), scale: 2, seconds: 0.5),
        ]
        var outcomes = 0
        for example in Gallery.all {
            for variant in [nil] + example.variants.map(Optional.some) {
                for gesture in gestures {
                    let sim = Simulator()
                    example.build(in: sim, variant: variant)
                    let question = TouchQuestion(in: sim, at: gesture?.start ?? .zero)
                    let names = RecognizerNames(views: question.names)
                    let answer: TouchAnswer?
                    if let gesture {
                        answer = question.ask(in: sim, playing: gesture, settle: 2)
                    } else {
                        let start = sim.log.records.count
                        example.demoInput.forEach(sim.play)
                        sim.advance(by: 2)
                        answer = TouchQuestion.answer(in: sim, from: start, names: question.names, about: nil)?.answer
                    }
                    guard let answer else { continue }
                    for (recognizer, name) in names.entries {
                        let story = RecognizerStory(of: recognizer, records: answer.records, hit: answer.hit, names: names)
                        let place = "\(example.id) \(variant ?? "") \(gesture.map { "\($0)" } ?? "demo"): \(story.sentence)"
                        #expect(story.sentence.hasPrefix(name), "\(place)")
                        #expect(!story.sentence.contains("cannot name"), "an own rule left unnamed: \(place)")
                        #expect(story.decidedBy != nil || answer.hit == nil, "\(place)")
                        if story.timeline.contains(where: { $0.what.contains("→") }) { outcomes += 1 }
                    }
                }
            }
        }
        #expect(outcomes > 200, "the gestures moved recognizers: \(outcomes)")
    }
}
