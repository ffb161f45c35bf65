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
    }

    package static func export(trace path: String, session: ExampleSession, to output: String) throws(Failure) {
        try OutputFile.check(output, input: path)
        let builder = SessionPageBuilder(session: session)
        let follower = session.sim.log.onRecord
        session.sim.log.onRecord = { record in
            follower?(record)
            builder.record(record)
        }
        defer { session.sim.log.onRecord = follower }
        let replay = TraceReplay(path: path)
        do {
            try replay.play(into: session.sim, verify: true, before: { builder.animate(until: $0) }) { _ in
                builder.snapshot()
            }
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
        if let difference = replay.difference {
            throw Failure(description: "\(path): the trace does not verify, so no page is written:\n\(difference.description)")
        }
        if let overflow = builder.overflow {
            throw Failure(description: "\(path): too long for a page (\(overflow)); export a shorter trace")
        }
        let html: String
        do {
            html = try SessionPageHTML.html(builder.page)
        } catch {
            throw Failure(description: "\(output): \(error)")
        }
        try OutputFile.write(Data(html.utf8), to: output)
    }
}

/// Writing an export safely: never over its own input or a directory, and whole or not at all — the bytes go to
/// a temporary file beside the output, renamed over it only once all are written.
package enum OutputFile {
    package static func check(_ output: String, input: String) throws(SessionPageExport.Failure) {
        let a = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        let b = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
        guard a != b else { throw .init(description: "\(output): that is the input; write the page elsewhere") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .init(description: "\(output): is a directory; name a file")
        }
    }

    package static func write(_ data: Data, to output: String) throws(SessionPageExport.Failure) {
        let url = URL(fileURLWithPath: output)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the old file in one step: a reader sees the old page or the new, never half.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .init(description: "\(output): cannot write it (\(error.localizedDescription)); nothing was left behind")
        }
    }
}
