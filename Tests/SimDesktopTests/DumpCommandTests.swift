import Foundation
import Testing

/// `why`, `run`, `record` and `open` given a view hierarchy dump instead of a gallery id, run as a user runs them.
@Suite("Commands on a view dump", .serialized)
struct DumpCommandTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/dumps")
    static let profile = docs.appendingPathComponent("profile.txt").path

    /// A scratch file holding `text`, removed by the caller.
    private func scratch(_ text: String, _ name: String = "dump.txt") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(getpid())-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("why DUMP --at X,Y --view 0xADDR: views named by class and address, the verdict for the one asked about")
    func whyByAddress() async throws {
        let result = await runInProcess(["why", Self.profile, "--at", "196,422", "--view", "0x103812500"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("   7. UIButton 0x103812010                     hit "))
        #expect(result.stdout.contains("The touch goes to UIButton 0x103812010."))
        #expect(result.stdout.hasSuffix("Why: UIButtonLabel 0x103812500 was skipped: isUserInteractionEnabled is false.\n"))
        let json = await runInProcess(["why", Self.profile, "--at", "196,422", "--json"])
        #expect(json.stdout.contains("\"hit\" : \"UIButton 0x103812010\""))
    }

    @Test("an app's own class on the path: a note that an override would change the answer")
    func note() async throws {
        let result = await runInProcess(["why", Self.profile, "--at", "196,180"])
        #expect(result.stdout.contains("The touch goes to MyApp.ProfileAvatarImageView 0x103812a40.\nNote: MyApp.ProfileAvatarImageView is an app's own class"))
    }

    @Test("unreadable lines are reported with their numbers on standard error and skipped")
    func skippedLines() async throws {
        let file = try scratch("(lldb) po view\n<UIView: 0x1; frame = (0 0; 375 667)>\n   | <UIButton: 0x2; frame = (nan 0; 10 10)>\n   | <UIButton: 0x3; frame = (0 0; 100 100)>\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await runInProcess(["why", file.path, "--at", "50,50"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("\(file.path):1: cannot read: no '<' starts a view's description, skipped"))
        #expect(result.stderr.contains("\(file.path):3: UIButton: cannot read frame = (nan 0; 10 10)"))
        #expect(result.stdout.hasSuffix("The touch goes to UIButton 0x3.\n"))
    }

    @Test("an empty or wholly unreadable dump, a missing one, a variant, a recording: exit 2 with a message")
    func refusals() async throws {
        let empty = try scratch("", "empty.txt")
        let garbage = try scratch("hello\n<<<\n", "garbage.txt")
        defer { [empty, garbage].forEach { try? FileManager.default.removeItem(at: $0) } }
        let cases: [([String], String)] = [
            (["why", empty.path, "--at", "1,1"], "no view to read: it is empty"),
            (["why", garbage.path, "--at", "1,1"], "none of its 2 lines could be read"),
            (["why", "no-such-dump.txt", "--at", "1,1"], "no such file"),
            (["why", Self.profile, "--variant", "x", "--at", "1,1"], "a view dump has no variants"),
            (["record", Self.profile, "--out", "/tmp/touchsim-never-written.jsonl"], "traces of view dumps are not supported yet"),
        ]
        for (arguments, message) in cases {
            let result = await runInProcess(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/touchsim-never-written.jsonl"))
    }

    @Test("open shows a dump in the window (SDL's dummy driver), and refuses to record one")
    func open() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        let result = try runSimDesktop(["open", Self.profile, "--exit-after", "1"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let recording = try runSimDesktop(["open", Self.profile, "--record", "/tmp/touchsim-never.jsonl"], environment: environment)
        #expect(recording.status == 2 && recording.stderr.contains("traces of view dumps are not supported yet"))
    }

    @Test("run plays a script against a dump")
    func run() async throws {
        let script = try scratch("""
            {"t":0,"finger":0,"phase":"down","x":196,"y":422}
            {"t":0.1,"finger":0,"phase":"up","x":196,"y":422}
            """, "tap.jsonl")
        defer { try? FileManager.default.removeItem(at: script) }
        let result = await runInProcess(["run", Self.profile, "--input", script.path, "--log"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("UIButton"))
    }
}
