import ArgumentParser
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Scenes
import Session
@_spi(Engine) import ViewModel

/// `sim-desktop why <id> --tap X,Y | --drag … | --pinch … | --input FILE [--view | --recognizer | --action NAME]`:
/// plays the gesture and says which view got the touch and why — the hit-test path with each visit's answer and
/// reason — and, for what was asked about, its story and one sentence naming the deciding object and rule. The
/// answer is `Diagnosis`'s (`TouchQuestion`, `WhyNot`, `RecognizerStory`, `ActionStory`); this prints it.
struct WhyTouch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Tap, drag or pinch, headless, and say which view gets the touch and why — or why a view, recognizer or action did or did not get it.",
        discussion: """
            Builds the example, plays the input script if one is given (no demo input), lets --settle seconds \
            pass, then plays the gesture — a tap at --tap or --at (down, \(TouchTiming.tapDuration) s, up), a \
            drag (--drag X1,Y1:X2,Y2[:SECONDS], one finger at 60 Hz), or a pinch (--pinch X,Y:SCALE[:SECONDS], \
            two fingers side by side about X,Y, from 100 pt apart to 100 × SCALE) — in screen points, and lets \
            --settle seconds pass again. With --input and no gesture, the script itself is the input explained: \
            read as touches one after another (a touch starts when a finger goes down with none down), the one \
            explained is the one the question is about — the first that reached --view's view, was sent to \
            --recognizer, or sent --action (else reached one of its senders) — or the first, and a note says \
            which. It prints the hit-test path of that touch's first finger down — each visit in order with the \
            view's answer (skipped, outside, inside, declined, hit) and the reason, points in the view's own \
            coordinates — and the view that gets the touch.

            --recognizer NAME adds the recognizer's timeline — the touches it saw, each state with the reason \
            (its own rule, such as moving too far for a tap; another that prevented it; one it required to \
            fail; its delegate), waiting, the view touches it held or cancelled, its action — and one sentence \
            naming the deciding object and rule. --action NAME (an action method a control or recognizer \
            sends) says whether it was sent and by whom, and if not, what stopped it. An unknown name lists the \
            names and exits 2.

            --view NAME adds what happened to that view and one sentence: the first reason it did not get the \
            touch, naming the deciding view and rule, or how it got it. A view's name is its class, or Class#n \
            when several views share a class: n counts them from 1 in a depth-first walk of the windows (in the \
            order shown, each view before its subviews, subviews back to front). An unknown name lists the \
            names and exits 2.

            Instead of an example id, a view hierarchy dump: a file holding what `po view.recursiveDescription()` \
            prints in the debugger. Each view gets UIKit's behaviour for its printed class (an app's or a private \
            class its nearest known one's, by name) and the flags the dump prints; it is named by class and \
            address as printed (`UIButton 0x7fe43c880a90`), and --view also takes the address alone. --at is in \
            the coordinates of the dump's first line's frame. Unreadable lines are reported on standard error \
            with their numbers and skipped; when the path crosses an app's own class, a note says that an \
            override of hitTest or point(inside:) — which no dump shows — would change the answer.

            --json prints one object: hit (a name, or null), path (each visit's view, answer and reason), and \
            with a question, verdict (the sentence) and decidedBy (the deciding object's name, or null); for a \
            recognizer or an action also timeline (each moment's t, in virtual seconds, and what).
            """)

    @OptionGroup var scripted: ScriptedExampleOptions

    @Option(help: ArgumentHelp("Where to tap, in screen points (a negative x: --at=-5,10). The same as --tap.", valueName: "x,y"))
    var at: String?

    @Option(help: ArgumentHelp("Tap there, in screen points.", valueName: "x,y"))
    var tap: String?

    @Option(help: ArgumentHelp(
        "Drag one finger from the first point to the second, at 60 Hz, over the seconds (0.3 by default).",
        valueName: "x1,y1:x2,y2[:seconds]"))
    var drag: String?

    @Option(help: ArgumentHelp(
        "Pinch two fingers about the centre, from 100 pt apart to 100 × scale, over the seconds (0.5 by default).",
        valueName: "x,y:scale[:seconds]"))
    var pinch: String?

    @Option(help: ArgumentHelp(
        "The view to explain: a name from the tree (class, or Class#n; in a dump, Class 0xADDRESS or the address), or a recognizer's name for the view it is on.",
        valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp(
        "The recognizer to explain: its name from the tree (class, Class#n, or the name it was given).",
        valueName: "name"))
    var recognizer: String?

    @Option(help: ArgumentHelp("The action to explain: a control's or a recognizer's action method, e.g. payTapped.",
                               valueName: "name"))
    var action: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @MainActor
    func run() async throws {
        let gestures = [at, tap, drag, pinch].compactMap { $0 }
        guard gestures.count <= 1 else { Self.fail("give one of --at, --tap, --drag and --pinch") }
        guard [view, recognizer, action].compactMap({ $0 }).count <= 1 else {
            Self.fail("ask about one of --view, --recognizer and --action")
        }
        let gesture = parsedGesture()
        guard gesture != nil || scripted.input != nil else {
            Self.fail("give the input to explain: --at or --tap X,Y, --drag X1,Y1:X2,Y2, --pinch X,Y:SCALE, or --input FILE")
        }
        if gesture == nil, let input = scripted.input, input != "-" { Self.checkEnds(input, skipBad: scripted.skipBad) }
        let example = scripted.example
        let sim = example.world(variant: scripted.variant)
        scripted.whatIf.apply(in: sim.application.windows)
        // With a gesture, the script sets the scene up; without one, the script is the input explained.
        if gesture != nil, scripted.input != nil { scripted.play(example, in: sim) }
        if gesture != nil { sim.advance(by: scripted.settle) }
        sim.log.removeAll(keepingCapacity: true)
        let names = ViewNames(windows: sim.application.windows)
        let subject = self.subject(in: example, names: names)
        let answer: TouchAnswer
        var whichTouch: String?
        if let gesture {
            answer = TouchQuestion(in: sim, at: gesture.start).ask(in: sim, playing: gesture, settle: scripted.settle)
        } else {
            scripted.play(example, in: sim)
            guard let read = TouchQuestion.answer(in: sim, from: 0, names: names, about: subject) else {
                Self.fail("\(scripted.input ?? "the input") puts no finger down: there is no touch to explain")
            }
            (answer, whichTouch) = read
        }
        let sceneNotes = DumpScene.whyNotes(for: answer)
        let report = WhyReport(answer, about: subject, notes: [whichTouch].compactMap { $0 } + sceneNotes.notes,
                               outsideScene: sceneNotes.outsideScene)
        printToStandardOutput(json ? report.json : report.text(answer, about: subject), json: json)
    }

    /// The gesture the options give, or nil for none (exit 2 for a bad one).
    private func parsedGesture() -> WhyGesture? {
        if let point = at ?? tap {
            guard let point = PointArgument.parse(point) else { Self.fail(PointArgument.problem(at != nil ? "--at" : "--tap")) }
            return .tap(point)
        }
        let parsed = drag.map(GestureArgument.drag) ?? pinch.map(GestureArgument.pinch)
        switch parsed {
        case .success(let gesture)?: return gesture
        case .failure(let problem)?: Self.fail(problem.message)
        case nil: return nil
        }
    }

    /// What the question is about, found by name before the input plays (exit 2, listing the names, when not).
    @MainActor
    private func subject(in example: Example, names: ViewNames) -> WhySubject? {
        do throws(WhySubject.Unknown) {
            return try WhySubject.named(view: view, recognizer: recognizer, action: action, in: names)
        } catch {
            let guess = nearest(to: error.name, among: error.known).map { "did you mean '\($0)'? " } ?? ""
            let list = error.known.isEmpty ? "it has none" : "its \(error.kind)s:\n  " + error.known.joined(separator: "\n  ")
            Self.fail("no \(error.kind) named '\(error.name)' in \(example.id); \(guess)\(list)")
        }
    }
}

extension WhyTouch {
    /// Exit 2 when the script explained leaves fingers down at its end: their touches never end, so no tap, control
    /// event or action completes — the sign of a capture stopped in the middle of a gesture.
    static func checkEnds(_ path: String, skipBad: Bool) {
        var down: [Int] = []
        var records = 0
        ScriptFile.forEach(path, skipBad: skipBad) { record in
            records += 1
            switch record.phase {
            case .down: down.append(record.finger)
            case .up, .cancel: down.removeAll { $0 == record.finger }
            default: break
            }
        }
        guard !down.isEmpty else { return }
        let fingers = down.sorted().map(String.init).joined(separator: ", ")
        fail("\(path): input \(records): the script ends with \(down.count == 1 ? "finger" : "fingers") \(fingers) still down, "
            + "so \(down.count == 1 ? "its touch" : "their touches") never \(down.count == 1 ? "ends" : "end") and no tap or "
            + "action completes; a capture stopped in the middle of a gesture: record again, or add each finger's up")
    }
}
