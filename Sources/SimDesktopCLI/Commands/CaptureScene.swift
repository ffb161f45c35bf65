import ArgumentParser
import Foundation
import Scenes
import Session
import Traces

/// `sim-desktop capture <id|file> --out scene.yaml`: runs the capture an app runs (`TouchCapture.sceneText`, the
/// one file of docs/capture.md) on an example's world, so a user sees what their app's file will look like, and
/// says what the written scene gives back: the same hit view on a 4-pt grid, the same recognizers, the same demo
/// log — or where it differs, since a scene file cannot carry an override's or a delegate's code.
struct CaptureScene: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Write an example's screen as TouchCapture writes an app's, and compare the scene it gives back.",
        discussion: """
            Builds the example (no input is played) and writes what TouchCapture.snapshot() would write for an \
            app showing it: every view with its class and UIKit base class, geometry and flags, the recognizers \
            with their flags, names and relations, and controls' target-actions. Then it builds the written scene \
            and compares it with the example: the view hit at every point of a 4-pt grid, the recognizers, and \
            the dispatch log of the example's demo input (lines the app's own code writes apart). The comparison \
            is printed (on standard error when the scene goes to standard output); exit 0 either way, 2 for bad \
            input or a scene that could not be written or read back.
            """)

    @Argument(help: "The example's id (see `sim-desktop list`), or a scene file.")
    var id: String

    @Option(help: ArgumentHelp("Where to write the scene file (standard output when not given).", valueName: "path"))
    var out: String?

    @MainActor
    func run() async throws {
        let example = try ExampleLookup.example(id, variant: nil)
        let roundTrip: CaptureRoundTrip
        do {
            roundTrip = try CaptureRoundTrip(example)
        } catch {
            throw CommandFailure("\(id): the capture could not be written or read back: \(error)")
        }
        if let out {
            // touchsim's one writer: a whole file or none, never over the scene file read.
            let file: OutputFile
            do {
                file = try OutputFile(path: out, mode: .replacing, notOver: ExampleLookup.isScene(id) ? id : nil)
            } catch {
                throw CommandFailure("cannot write the scene: \(error.description)")
            }
            if let problem = file.write(Array(roundTrip.sceneText.utf8)) {
                file.abandon()
                throw CommandFailure("\(out): cannot write the scene: \(problem)")
            }
            if let problem = file.commit() { throw CommandFailure("\(out): cannot write the scene: \(problem)") }
        } else {
            printToStandardOutput(roundTrip.sceneText, json: false)
        }
        let report = ["\(example.id) captured\(out.map { " to \($0)" } ?? ""); read back:"] + roundTrip.report.map { "  " + $0 }
        // Beside the scene on standard output, the comparison goes to standard error.
        if out != nil { printToStandardOutput(report.joined(separator: "\n")) } else { report.forEach(printToStandardError) }
    }
}
