import ArgumentParser
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Scenes
import Session
import ViewModel

/// `sim-desktop why <id> --at X,Y [--view NAME]`: taps once and says which view gets the touch and why — the
/// hit-test path with each visit's answer and reason — and, for a named view, the first reason it did not get
/// the touch, or how it got it. The answer is `Session`'s (`TouchQuestion`, `WhyNot`); this prints it.
struct WhyTouch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Tap at a point, headless, and say which view gets the touch and why (or why not a given view).",
        discussion: """
            Builds the example, plays the input script if one is given (no demo input), lets --settle seconds \
            pass, then taps once at --at (down, \(TouchTiming.tapDuration) s, up; in screen points) and lets \
            --settle seconds pass again. It prints the tap's hit-test path — each visit in order with the view's \
            answer (skipped, outside, inside, declined, hit) and the reason, points in the view's own \
            coordinates — and the view that gets the touch.

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
            with --view, verdict (the sentence) and decidedBy (the deciding view's name, or null).
            """)

    @OptionGroup var scripted: ScriptedExampleOptions

    @Option(help: ArgumentHelp("Where to tap, in screen points (a negative x: --at=-5,10).", valueName: "x,y"))
    var at: String

    @Option(help: ArgumentHelp(
        "The view to explain: a name from the tree (class, or Class#n; in a dump, Class 0xADDRESS or the address), or a recognizer's name for the view it is on.",
        valueName: "name"))
    var view: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @MainActor
    func run() async throws {
        guard let point = PointArgument.parse(at) else { Self.fail(PointArgument.problem("--at")) }
        let example = scripted.example
        let sim = example.world(variant: scripted.variant)
        scripted.whatIf.apply(in: sim.application.windows)
        if scripted.input != nil { scripted.play(example, in: sim) }
        sim.advance(by: scripted.settle)
        sim.log.removeAll(keepingCapacity: true)
        let question = TouchQuestion(in: sim, at: point)
        let subject = view.map { name in
            guard let found = question.names.view(named: name)
                ?? RecognizerNames(views: question.names).recognizer(named: name)?.view
            else {
                let names = question.names.names
                let guess = nearest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
                Self.fail("no view named '\(name)' in \(example.id); \(guess)its views:\n  " + names.joined(separator: "\n  "))
            }
            return found
        }
        let answer = question.ask(in: sim, settle: scripted.settle)
        let notes = [DumpScene.addedWindowNote(hit: answer.hit),
                     DumpScene.overrideNote(along: answer.pass.visits.map(\.view))].compactMap { $0 }
        printToStandardOutput(json ? WhyReport(answer, about: subject, notes: notes).json
                              : text(answer, about: subject, at: point, notes: notes), json: json)
    }

    /// The answer as text: the path as a numbered table, the hit view, and for `--view` its log lines and verdict.
    @MainActor
    private func text(_ answer: TouchAnswer, about subject: UIView?, at point: CGPoint, notes: [String]) -> String {
        let path = answer.path
        let width = path.steps.map(\.view.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = ["Hit-test at \(DispatchRecord.format(point)):"]
        for (number, step) in zip(1..., path.steps) {
            let label = String(repeating: " ", count: max(0, 4 - String(number).count)) + "\(number)."
            lines.append("\(label) \(pad(step.view, width))  \(pad(step.answer, 8))  \(step.reason)")
        }
        lines.append(path.hit.map { "The touch goes to \($0)." } ?? "No view gets the touch.")
        lines += notes
        guard let subject else { return lines.joined(separator: "\n") }
        let visits = answer.pass.visits.filter { $0.view === subject }.map { String($0.number) }
        let logLines = answer.history(of: subject).lines
        lines += ["", answer.question.names.name(of: subject) + ": "
            + (visits.isEmpty ? "not visited by hit-test" : "visit " + visits.joined(separator: ", "))
            + (logLines.isEmpty ? "; nothing else in the log" : "; then in the log:")]
        lines += logLines.map { "  " + $0 }
        lines.append("Why: " + answer.verdict(for: subject).sentence + ".")
        return lines.joined(separator: "\n")
    }
}
