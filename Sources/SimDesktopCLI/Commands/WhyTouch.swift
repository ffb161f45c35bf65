import ArgumentParser
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Questions
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

    @OptionGroup var gestures: GestureOptions

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
        let gesture = try gestures.gesture()
        guard gesture != nil || scripted.input != nil else {
            throw CommandFailure("give the input to explain: --at or --tap X,Y, --drag X1,Y1:X2,Y2, --pinch X,Y:SCALE, or --input FILE")
        }
        let example = try scripted.example
        let play = ScriptedPlayer(scripted, example: example)
        // With a gesture, the script sets the scene up; without one, the script is the input explained.
        var request = WhyRequest(
            example: example, variant: scripted.variant,
            input: gesture.map { .gesture($0, setup: scripted.input == nil ? nil : play.player) } ?? .script(play.player))
        (request.changes, request.settle) = (try scripted.whatIf.settings, scripted.settle)
        (request.view, request.recognizer, request.action) = (view, recognizer, action)
        do {
            let answer = try await request.answer()
            printToStandardOutput(json ? answer.report.json : answer.text, json: json)
        } catch {
            // A script's problem names the file it is in; a bad line is the reader's own failure, with its number.
            if let failure = play.failure { throw failure }
            let file = gesture == nil ? scripted.input.map { "\($0): " } ?? "" : ""
            throw CommandFailure(error.isAboutTheScript ? file + error.description : error.description)
        }
    }
}
