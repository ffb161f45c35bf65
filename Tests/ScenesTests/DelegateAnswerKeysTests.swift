import Diagnosis
import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// A recognizer's delegate answers as scene keys (docs/scene-files.md, "Its delegate's answers"): each answer
/// changes what the touch does as the app's delegate method would, `why`'s story names the rule, and a bad key
/// stops the read at its place.
@Suite @MainActor
struct DelegateAnswerKeysTests {
    /// A card with a tap and a pan, a plain view and a label on it; `keys` go on the tap's line, `panKeys` on the pan's.
    func world(tap keys: String = "", pan panKeys: String = "") throws -> Simulator {
        try SceneFile.example(text: """
            views:
              - class: CardView
                frame: [20, 100, 350, 400]
                recognizers:
                  - {type: tap, name: cardTap, log: card tapped\(keys)}
                  - {type: pan, name: drawer, log: drawer moved\(panKeys)}
                subviews:
                  - {class: Inner, frame: [20, 20, 150, 150], touchesBeganLog: inner began}
                  - {class: UILabel, frame: [20, 200, 150, 40], userInteractionEnabled: true, text: Title}
                  - {class: UIControl, frame: [200, 20, 100, 100]}
            """, id: "d.yaml").world()
    }

    func lines(_ sim: Simulator) -> [String] { sim.log.records.filter(\.isUserLine).map(\.text) }

    func story(of name: String, in sim: Simulator) throws -> RecognizerStory {
        let names = RecognizerNames(views: ViewNames(windows: sim.application.windows))
        let recognizer = try #require(names.recognizer(named: name))
        return RecognizerStory(of: recognizer, records: Array(sim.log.records), hit: nil, names: names)
    }

    func drag(_ sim: Simulator, from start: CGPoint, by delta: CGPoint) {
        sim.touchDown(at: start)
        for step in 1...10 {
            sim.advance(by: 0.016)
            sim.touchMove(to: CGPoint(x: start.x + delta.x * Double(step) / 10, y: start.y + delta.y * Double(step) / 10))
        }
        sim.touchUp()
        sim.advance(by: 1)
    }

    @Test("shouldReceive: a touch in a named view, on a class or on a control is refused, and why names the rule")
    func shouldReceive() throws {
        let plain = try world()
        plain.tap(at: CGPoint(x: 100, y: 200)); plain.advance(by: 1)
        #expect(lines(plain) == ["inner began", "card tapped"])

        let refusing = try world(tap: ", shouldReceive: {notOn: [Inner], notOnClasses: [UILabel]}")
        refusing.tap(at: CGPoint(x: 100, y: 200)); refusing.advance(by: 1)
        refusing.tap(at: CGPoint(x: 100, y: 320)); refusing.advance(by: 1)
        refusing.tap(at: CGPoint(x: 300, y: 450)); refusing.advance(by: 1)
        #expect(lines(refusing) == ["inner began", "card tapped"])  // only the tap on the card itself
        let story = try story(of: "cardTap", in: refusing)
        #expect(story.timeline.map(\.what).contains(
            "its delegate's gestureRecognizer(_:shouldReceive:) refuses finger 0: it refuses touches in Inner and on a UILabel (×2)"))

        let controls = try world(tap: ", shouldReceive: notOnControls")
        controls.tap(at: CGPoint(x: 270, y: 170)); controls.advance(by: 1)
        #expect(lines(controls).isEmpty)
        #expect(try self.story(of: "cardTap", in: controls).sentence
            == "cardTap never followed the touch: its delegate refuses touches on a UIControl (gestureRecognizer(_:shouldReceive:))")
    }

    @Test("shouldBegin: a pan begins only moving the given ways, and not in a named view")
    func shouldBegin() throws {
        let across = try world(pan: ", shouldBegin: {directions: [horizontal]}")
        drag(across, from: CGPoint(x: 200, y: 450), by: CGPoint(x: 0, y: -80))
        #expect(!lines(across).contains("drawer moved"))
        let story = try story(of: "drawer", in: across)
        #expect(story.sentence == "drawer failed: its delegate begins only moving horizontally, and said no (gestureRecognizerShouldBegin(_:))")
        drag(across, from: CGPoint(x: 100, y: 450), by: CGPoint(x: 80, y: 0))
        #expect(lines(across).contains("drawer moved"))

        let notIn = try world(pan: ", shouldBegin: {notOn: [Inner]}")
        drag(notIn, from: CGPoint(x: 100, y: 200), by: CGPoint(x: 40, y: 0))
        #expect(!lines(notIn).contains("drawer moved"))
        drag(notIn, from: CGPoint(x: 200, y: 450), by: CGPoint(x: 40, y: 0))
        #expect(lines(notIn).contains("drawer moved"))
    }

    @Test("shouldRequireFailureOf and shouldBeRequiredToFailBy: the tap waits for the pan to fail, from either side")
    func failureRequirements() throws {
        for keys in [(", shouldRequireFailureOf: drawer", ""), ("", ", shouldBeRequiredToFailBy: cardTap")] {
            let sim = try world(tap: keys.0, pan: keys.1)
            sim.tap(at: CGPoint(x: 200, y: 450)); sim.advance(by: 1)
            #expect(lines(sim) == ["card tapped"])
            #expect(try story(of: "cardTap", in: sim).timeline.map(\.what).contains("waits for drawer to fail (require(toFail:))"))
        }
    }

    @Test("bad answers stop the read at their place")
    func errors() throws {
        func error(tap: String = "", pan: String = "") -> String {
            sceneFileError("""
                views:
                  - class: CardView
                    frame: [20, 100, 350, 400]
                    recognizers:
                      - {type: tap, name: cardTap\(tap)}
                      - {type: pan, name: drawer\(pan)}
                """, id: "d.yaml")
        }
        #expect(error(tap: ", shouldReceive: never").contains("expected notOnControls"))
        #expect(error(tap: ", shouldReceive: {}").contains("shouldReceive refuses nothing"))
        #expect(error(tap: ", shouldBegin: {directions: left}").contains("directions are a pan's"))
        #expect(error(pan: ", shouldBegin: {directions: [sideways]}").contains("expected directions among: horizontal"))
        #expect(error(pan: ", shouldBegin: {notOn: [Missing]}").contains("no view is named 'Missing'"))
        #expect(error(pan: ", shouldBegin: {notOn: [CardView#2]}") == "no error")
        #expect(error(tap: ", shouldRequireFailureOf: nobody").contains("cardTap names 'nobody', but no recognizer has that name"))
        #expect(error(tap: ", shouldRequireFailureOf: drawer", pan: ", shouldBeRequiredToFailBy: cardTap") == "no error")
        #expect(error(tap: ", shouldRequireFailureOf: drawer", pan: ", requireToFail: cardTap").contains("goes round in a cycle"))
        #expect(error(tap: ", shouldBeRequiredToFailBy: drawer", pan: ", shouldBeRequiredToFailBy: cardTap").contains("goes round in a cycle"))
    }
}
