import Diagnosis
import Dispatcher
import Foundation
import Traces

/// The session being recorded to a trace file (the R key, `--record FILE`).
///
/// A trace replays from a freshly built world, so it holds the session from its start: started mid-session, the
/// recorder first writes what the session's log holds so far (the window keeps the whole log) and marks where
/// recording began, then follows the log. The window flushes it once a frame, so a killed window leaves a valid
/// trace up to its last frame; stopping writes the end record.
@MainActor
package final class SessionRecorder {
    package let path: String
    private let session: ExampleSession
    private let writer: TraceWriter
    private var markers = 0
    private var observer: LogObserver?

    /// Starts recording `session` to `path` (created or truncated).
    package init(session: ExampleSession, path: String) throws {
        writer = try TraceWriter(path: path, header: session.traceHeader, names: session.names)
        self.path = path
        self.session = session
        let records = session.sim.log.records
        for index in session.recordsAfterBuild..<records.count { writer.write(records[index]) }
        if session.sim.now > 0 || records.count > session.recordsAfterBuild {
            writer.mark("recording started", at: session.sim.now)
        }
        observer = session.sim.log.addObserver { [writer] in writer.write($0) }
        writer.flush()
    }

    /// Leaves a numbered marker at the world's time; returns its label.
    package func mark() -> String {
        markers += 1
        let label = "marker \(markers)"
        writer.mark(label, at: session.sim.now)
        return label
    }

    /// Writes out what is buffered (once a frame).
    package func flush() { writer.flush() }

    /// Ends the trace at the world's time and closes the file.
    package func stop() {
        observer.map(session.sim.log.removeObserver)
        writer.finish(at: session.sim.now)
        if let failure = writer.failure { printToStandardError(failure) }
    }
}
