import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import TouchCapture
@_spi(Engine) import ViewModel

/// An example captured as an app would be (`TouchCapture.sceneText`), its scene file built again, and both worlds
/// compared: which view every point of a 4-pt grid hits, the recognizers with their flags and relations, and the
/// dispatch log of the example's demo input. What differs is listed — an override's code, a delegate's answers
/// and the app's own log lines are what a scene file cannot carry.
@MainActor
public struct CaptureRoundTrip {
    /// The grid's step, in points.
    public static let step: CGFloat = 4

    public let sceneText: String
    /// Grid points compared, and those whose hit view differs: the point, the original's view, the captured one's.
    public private(set) var points = 0
    public private(set) var hitDifferences: [(point: CGPoint, original: String, captured: String)] = []
    /// Recognizers compared, and each described on one side only.
    public private(set) var recognizers = 0
    public private(set) var recognizerDifferences: [String] = []
    /// Log lines compared (the app's own lines apart), the app's lines left out, and the first line that differs.
    public private(set) var logLines = 0
    public private(set) var appLines = 0
    public private(set) var logDifference: (index: Int, original: String, captured: String)?

    /// Captures `example`'s world right after it is built, and compares; an error when the capture or its scene
    /// cannot be read back.
    public init(_ example: Example) throws {
        let original = example.world()
        sceneText = try original.run { try TouchCapture.sceneText(of: original.application.windows) }
        let captured = try SceneFile.example(text: sceneText, id: "\(example.id).yaml").world()
        compareHits(original, captured)
        compareRecognizers(original, captured)
        compareLogs(example.demoInput, original, captured)
    }

    /// Whether the capture gave the same answers everywhere.
    public var isSame: Bool { hitDifferences.isEmpty && recognizerDifferences.isEmpty && logDifference == nil }

    private mutating func compareHits(_ a: Simulator, _ b: Simulator) {
        let (namesA, namesB) = (ViewNames(windows: a.application.windows), ViewNames(windows: b.application.windows))
        let bounds = a.screen.bounds
        var y = bounds.minY
        while y < bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                let point = CGPoint(x: x, y: y)
                let (hitA, hitB) = (a.run { Self.hit(point, in: a) }, b.run { Self.hit(point, in: b) })
                points += 1
                if hitA.map(Self.identity) != hitB.map(Self.identity) {
                    hitDifferences.append((point, hitA.map(namesA.name(of:)) ?? "nothing", hitB.map(namesB.name(of:)) ?? "nothing"))
                }
                x += Self.step
            }
            y += Self.step
        }
    }

    /// What makes a view the same one in both worlds: its class where it is on the screen. (Its name may differ:
    /// a view the capture does not write — a page not shown — numbers the others of its class otherwise.)
    private static func identity(_ view: UIView) -> String {
        let frame = view.convert(view.bounds, to: nil)
        return "\(className(of: view)) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)"
    }

    /// The view UIKit's hit-testing gives a touch at `point`: the first window, in hit-test order, that answers.
    private static func hit(_ point: CGPoint, in sim: Simulator) -> UIView? {
        for window in sim.application.windowsInHitTestOrder {
            if let view = window.hitTest(window.convert(point, from: nil), with: nil) { return view }
        }
        return nil
    }

    private mutating func compareRecognizers(_ a: Simulator, _ b: Simulator) {
        let (listA, listB) = (Self.recognizers(in: a), Self.recognizers(in: b))
        recognizers = listA.count
        recognizerDifferences = listA.filter { !listB.contains($0) }.map { "only before the capture: \($0)" }
            + listB.filter { !listA.contains($0) }.map { "only after it: \($0)" }
    }

    /// Each recognizer in one line: its name, view, kind, flags, the recognizers it waits for and its delegate's
    /// relations.
    private static func recognizers(in sim: Simulator) -> [String] {
        let names = RecognizerNames(views: ViewNames(windows: sim.application.windows))
        return names.entries.map { recognizer, name in
            var flags = ["enabled \(recognizer.isEnabled)", "cancelsTouchesInView \(recognizer.cancelsTouchesInView)",
                         "delaysTouchesBegan \(recognizer.delaysTouchesBegan)",
                         "delaysTouchesEnded \(recognizer.delaysTouchesEnded)"]
            if let tap = recognizer as? UITapGestureRecognizer {
                flags.append("taps \(tap.numberOfTapsRequired)×\(tap.numberOfTouchesRequired)")
            }
            let waits = recognizer.failureRequirements.map { names.name(ofAny: $0) }
            if !waits.isEmpty { flags.append("waits for " + waits.joined(separator: ", ")) }
            flags += relations(of: recognizer, among: names)
            let view = recognizer.view.map { names.views.name(of: $0) } ?? "no view"
            return "\(name) on \(view) (" + flags.joined(separator: ", ") + ")"
        }
    }

    /// What `recognizer`'s delegate answers about each other recognizer that can see the same touch (on the same
    /// view, or one of the two views inside the other): the relations a capture writes.
    private static func relations(of recognizer: UIGestureRecognizer, among names: RecognizerNames) -> [String] {
        guard let delegate = recognizer.delegate, let view = recognizer.view else { return [] }
        let others = names.entries.map(\.0).filter { other in
            other !== recognizer && other.view.map { $0 === view || $0.isDescendant(of: view) || view.isDescendant(of: $0) } == true
        }
        let questions: [(String, (UIGestureRecognizer) -> Bool)] = [
            ("together with", { delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: $0) }),
            ("its delegate waits for", { delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: $0) }),
            ("its delegate makes wait", { delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: $0) }),
        ]
        return questions.compactMap { words, asks in
            let yes = others.filter(asks).map { names.name(ofAny: $0) }
            return yes.isEmpty ? nil : "\(words) " + yes.joined(separator: ", ")
        }
    }

    private mutating func compareLogs(_ input: [InputRecord], _ a: Simulator, _ b: Simulator) {
        func lines(_ sim: Simulator) -> (compared: [String], app: Int) {
            for record in input { sim.play(record) }
            sim.advance(by: 2)
            let records = Array(sim.log.records)
            return (records.filter { !$0.isUserLine }.map(\.text), records.filter(\.isUserLine).count)
        }
        let (linesA, linesB) = (lines(a), lines(b))
        logLines = linesA.compared.count
        appLines = linesA.app
        if let index = (0..<max(linesA.compared.count, linesB.compared.count)).first(where: {
            linesA.compared.indices.contains($0) != linesB.compared.indices.contains($0)
                || linesA.compared[$0] != linesB.compared[$0]
        }) {
            logDifference = (index, linesA.compared.indices.contains(index) ? linesA.compared[index] : "(the log ends)",
                             linesB.compared.indices.contains(index) ? linesB.compared[index] : "(the log ends)")
        }
    }

    /// What was compared and what differs, in a few lines.
    public var report: [String] {
        var lines: [String] = []
        let hits = hitDifferences.isEmpty
            ? "hit-testing: the same view at all \(points) points of a \(Int(Self.step))-pt grid"
            : "hit-testing: a different view at \(hitDifferences.count) of \(points) points, first at "
                + "(\(Int(hitDifferences[0].point.x)), \(Int(hitDifferences[0].point.y))): \(hitDifferences[0].original) "
                + "before, \(hitDifferences[0].captured) after"
        lines.append(hits)
        lines.append(recognizerDifferences.isEmpty
            ? "recognizers: the same \(recognizers), with the same flags and relations"
            : "recognizers: \(recognizerDifferences.count) differ; " + recognizerDifferences.prefix(3).joined(separator: "; "))
        let appNote = appLines > 0 ? " (\(appLines) lines the app's own code wrote are not compared)" : ""
        if let difference = logDifference {
            lines.append("demo log: differs from line \(difference.index + 1) of \(logLines)\(appNote): "
                + "\"\(difference.original)\" before, \"\(difference.captured)\" after")
        } else {
            lines.append("demo log: the same \(logLines) lines\(appNote)")
        }
        return lines
    }
}
