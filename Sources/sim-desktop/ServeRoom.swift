import ArgumentParser
import Foundation
import LiveRoom
import SimDesktopCLI

/// `sim-desktop serve`: the live room — every browser that joins gets its own world of the scene the teacher
/// chose, and plays it with its pointer or its fingers. It is the program's, not the command-line library's: a
/// package of one's own scenes (docs/own-scenes.md) then builds no web server.
struct ServeRoom: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live room: each browser that joins plays its own world of the teacher's scene.",
        discussion: """
            Prints the students' address with a six-letter join code, and the teacher's secret address, where the \
            teacher chooses the room's scene and sees every student's last touch, coloured by the view it hit. \
            Students touch the phone with the mouse or their fingers (two at once on a touch screen), step \
            through what happened, inspect a view to ask why, and try the what-if changes. It listens on \
            127.0.0.1 unless --host says otherwise (0.0.0.0 for a classroom's network). At most 60 students; \
            nothing a browser sends is written to disk. Ctrl+C stops it.
            """)

    @Option(help: "The port to listen on (0: any free port, printed at the start).")
    var port = 8080

    @Option(help: "The address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 for every network.")
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("Drop a browser that sent nothing for this many seconds.", visibility: .hidden))
    var idle = 600.0

    @Argument(help: "Scenes for the room, the first one chosen: gallery ids, scene files, or folders of scene files (default: the gallery). The gallery follows them.")
    var scenes: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard idle.isFinite, (1...86_400).contains(idle) else { throw ValidationError("--idle must be 1 to 86400 seconds") }
        guard !host.isEmpty, host.count <= 255 else { throw ValidationError("--host must be an address") }
    }

    @MainActor
    func run() async throws {
        var settings = RoomServer.Settings()
        (settings.host, settings.port, settings.idle) = (host, port, .milliseconds(Int(idle * 1000)))
        let examples = try SimDesktop.examples(scenes)
        do {
            try await RoomServer.serve(scenes: examples, settings: settings) { text in
                // Written at once, unbuffered: a program reading the addresses through a pipe gets them now.
                FileHandle.standardOutput.write(Data((text + "\n").utf8))
            }
        } catch {
            throw CommandFailure("serve: \(error)")
        }
    }
}
