import Diagnosis
import Dispatcher
import Foundation
import Traces

/// `export TRACE --html OUT.html`: replays the trace into the session's world, verifying it record by record,
/// while a `SessionPageBuilder` gathers the page; then writes the page whole, or nothing. A trace that does not
/// verify, is cut or is too long for a page stops with the reason — a page never shows what did not happen.
@MainActor
package enum SessionPageExport {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String

        init(description: String) { self.description = description }

        init(_ output: String, _ reason: String) {
            description = "\(output): cannot write it (\(reason)); nothing was left behind"
        }
    }

    /// `clip`: the stretch of the trace's time the page keeps (all of it when nil). `variants`: fresh worlds of
    /// the scene's other variants (the default among them when the trace is of a variant), each as the trace's
    /// began; the trace's touches are played in each too, unverified — what the variant would have done — and the
    /// page offers them beside the recording, as the window's V and the live room's buttons do.
    package static func export(trace path: String, session: ExampleSession, variants: [ExampleSession] = [],
                               clip: ClosedRange<Double>? = nil, to output: String) throws(Failure) {
        let file: OutputFile
        do {
            file = try OutputFile(path: output, mode: .replacing, notOver: path)
        } catch {
            throw Failure(description: error.description)
        }
        var written = false
        defer { if !written { file.abandon() } }
        let recorded = try page(trace: path, session: session, clip: clip, verify: true)
        var others: [SessionPage] = []
        for variant in variants {
            others.append(try page(trace: path, session: variant, clip: clip, verify: false))
        }
        let html: String
        do {
            html = try SessionPageHTML.html(recorded, variants: others)
        } catch {
            throw Failure(description: "\(output): \(error)")
        }
        if let reason = file.write(Array(html.utf8)) { throw Failure(output, reason) }
        written = true
        if let reason = file.commit() { throw Failure(output, reason) }
    }

    /// The trace's inputs played into `session`, gathered as a page; with `verify`, a world that does not do what
    /// the trace recorded is a failure.
    private static func page(trace path: String, session: ExampleSession, clip: ClosedRange<Double>?,
                             verify: Bool) throws(Failure) -> SessionPage {
        let builder = SessionPageBuilder(session: session)
        builder.clip = clip
        let observer = session.sim.log.addObserver { builder.record($0) }
        defer { session.sim.log.removeObserver(observer) }
        let replay = TraceReplay(path: path)
        do {
            try replay.play(into: session.sim, verify: verify, before: { builder.animate(until: $0) }) { _ in
                builder.snapshot()
            }
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
        if let difference = replay.difference {
            throw Failure(description: "\(path): the trace does not verify, so no page is written:\n\(difference.description)")
        }
        builder.finish()
        let variant = session.variant.map { " played in its variant \($0)" } ?? ""
        if let overflow = builder.overflow {
            throw Failure(description: "\(path)\(variant): too long for a page (\(overflow)); export a shorter trace")
        }
        return builder.page
    }
}
