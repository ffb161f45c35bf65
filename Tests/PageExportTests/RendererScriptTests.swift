import Dispatcher
import Foundation
import Session
import Testing
@_spi(Engine) import ViewModel
@testable import PageExport

/// The page's script files, checked and run in Node with no browser: every file parses (`node --check`), and the
/// renderer draws each gallery page's drawing and steps through its records as the window would — against
/// vectors the Swift side writes from the window's own model (`PhoneDrawing`) and rule (`StepCursor.step(to:)`).
@Suite("The page's script in Node", .serialized)
@MainActor
struct RendererScriptTests {
    static let node = "/usr/bin/node"
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs node, its output and errors through files (a large answer would fill a pipe).
    private func run(_ arguments: [String]) throws -> (status: Int32, out: Data, err: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("node-\(UUID().uuidString)")
        let (outFile, errFile) = (base.appendingPathExtension("out"), base.appendingPathExtension("err"))
        FileManager.default.createFile(atPath: outFile.path, contents: nil)
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer { for file in [outFile, errFile] { try? FileManager.default.removeItem(at: file) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.node)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outFile)
        process.standardError = try FileHandle(forWritingTo: errFile)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try Data(contentsOf: outFile),
                String(decoding: try Data(contentsOf: errFile), as: UTF8.self))
    }

    @Test("every script file parses: the page's renderer and driver, the live room's three", arguments: [
        "Sources/PageExport/Resources/renderer.js", "Sources/PageExport/Resources/replay.js",
        "Sources/LiveRoom/Resources/connection.js", "Sources/LiveRoom/Resources/student.js",
        "Sources/LiveRoom/Resources/teacher.js",
    ])
    func parses(_ file: String) throws {
        let result = try run(["--check", Self.root.appendingPathComponent(file).path])
        #expect(result.status == 0, "\(file): \(result.err)")
    }

    @Test("every gallery page (each variant): the renderer draws the window's items in order, where the window puts them, clipped as the window clips; steps stop where the window's do")
    func vectors() throws {
        let pages = PageSessions.all()
        let scale = 0.8
        // Each page's last drawing as the page carries it: written as JSON and read back, the numbers the script gets.
        let drawings = try pages.map { page in
            let data = try JSONEncoder().encode(page.page.snapshots.last!.drawing)
            return (id: page.id, drawing: try JSONDecoder().decode(PhoneDrawing.self, from: data))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let palette = directory.appendingPathComponent("palette.js")
        try Data(SessionPagePalette.script.utf8).write(to: palette)
        let vectorsFile = directory.appendingPathComponent("vectors.json")
        try JSONEncoder().encode(Vectors(
            scale: scale, drawings: drawings.map { .init(id: $0.id, drawing: $0.drawing) },
            steps: pages.map { .init(id: $0.id, records: $0.page.records.map { .init(stops: $0.stops) }) })
        ).write(to: vectorsFile)

        let result = try run([Self.root.appendingPathComponent("Tests/PageExportTests/Support/renderer-harness.js").path,
                              palette.path, Self.root.appendingPathComponent("Sources/PageExport/Resources/renderer.js").path,
                              vectorsFile.path])
        try #require(result.status == 0, "node: \(result.err)")
        let answer = try JSONDecoder().decode(Answer.self, from: result.out)
        #expect(answer.drawings.count == drawings.count)
        var items = 0
        for ((id, drawing), drawn) in zip(drawings, answer.drawings) {
            let expected = drawing.items.flatMap { Self.expectedOps(of: $0, in: drawing, scale: scale) }
            #expect(drawn.ops.count == expected.count, "\(id): \(drawn.ops.count) drawn, \(expected.count) expected")
            for (index, (op, want)) in zip(drawn.ops, expected).enumerated() {
                #expect(op.op == want.op && op.style == want.style, "\(id) op \(index): \(op.op) \(op.style ?? "") is not \(want.op) \(want.style ?? "")")
                #expect(Self.close(op.clip, want.clip), "\(id) op \(index): clipped to \(op.clip ?? []) not \(want.clip ?? [])")
                if let corners = want.corners {
                    #expect(Self.close(op.paths.first, corners), "\(id) op \(index): at \(op.paths.first ?? []) not \(corners)")
                }
                if let at = want.at { #expect(Self.close(op.at, at), "\(id) op \(index): text at \(op.at ?? []) not \(at)") }
            }
            items += drawing.items.count
        }
        #expect(items > 500, "the gallery's pages hold \(items) drawn items")

        // Steps: the window's cursor over the same stops, forward to the end, then back to the start.
        for ((id, page), walked) in zip(pages, answer.steps) {
            let stops = page.records.map { StepStops(rawValue: $0.stops ?? 0) }
            for (stop, js) in [(StepStops.visit, walked.visit), (.phase, walked.phase)] {
                var cursor = StepCursor()
                var forward: [Int] = [], back: [Int] = []
                while cursor.revealed < stops.count { cursor.step(to: stop, forward: true, stops: stops); forward.append(cursor.revealed) }
                while cursor.revealed > 0 { cursor.step(to: stop, forward: false, stops: stops); back.append(cursor.revealed) }
                #expect(js.forward == forward && js.back == back, "\(id) \(stop): page \(js) window \(forward) \(back)")
            }
        }
    }

    // MARK: What the window's model says the page must draw

    private struct ExpectedOp { var op: String; var style: String?; var clip: [Double]?; var corners: [Double]?; var at: [Double]? }

    private static func expectedOps(of item: DrawItem, in drawing: PhoneDrawing, scale: Double) -> [ExpectedOp] {
        let toCanvas = item.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let clip = item.clip.map { index -> [Double] in
            let r = drawing.clips[index].applying(CGAffineTransform(scaleX: scale, y: scale))
            return [r.minX, r.minY, r.maxX, r.maxY].map(Double.init)
        }
        let corners = [CGPoint(x: item.bounds.minX, y: item.bounds.minY), CGPoint(x: item.bounds.maxX, y: item.bounds.minY),
                       CGPoint(x: item.bounds.maxX, y: item.bounds.maxY), CGPoint(x: item.bounds.minX, y: item.bounds.maxY)]
            .map { $0.applying(toCanvas) }.flatMap { [Double($0.x), Double($0.y)] }
        let css = { (c: DrawColor) in "rgba(\(c.r),\(c.g),\(c.b),\(String(format: "%.3f", Double(c.a) / 255)))" }
        switch item.kind {
        case .fill, .border:
            return [ExpectedOp(op: "fill", style: item.color.map(css), clip: clip, corners: corners)]
        case .shape:
            let polygon = { (p: [CGPoint]) in p.map { $0.applying(toCanvas) }.flatMap { [Double($0.x), Double($0.y)] } }
            let fills = item.color.map { color in item.paths.map { ExpectedOp(op: "fill", style: css(color), clip: clip, corners: polygon($0)) } } ?? []
            let strokes = item.stroke.map { color in item.paths.map { ExpectedOp(op: "stroke", style: css(color), clip: clip, corners: polygon($0)) } } ?? []
            return fills + strokes
        case .text:
            let b = item.bounds
            let x = switch item.alignment { case .left: b.minX; case .center: b.midX; case .right: b.maxX }
            let at = CGPoint(x: x, y: b.midY).applying(toCanvas)
            // Text is cut to its bounds: the item's clip narrowed by their box on the canvas.
            let xs = stride(from: 0, to: 8, by: 2).map { corners[$0] }, ys = stride(from: 1, to: 8, by: 2).map { corners[$0] }
            let box = [xs.min()!, ys.min()!, xs.max()!, ys.max()!]
            let textClip = clip.map { [max(box[0], $0[0]), max(box[1], $0[1]), min(box[2], $0[2]), min(box[3], $0[3])] } ?? box
            return [ExpectedOp(op: "text", style: item.color.map(css), clip: textClip, at: [Double(at.x), Double(at.y)])]
        }
    }

    /// Within a hundredth of a pixel, number by number.
    private static func close(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.01 }
    }

    // MARK: The vectors and Node's answer

    private struct Vectors: Encodable {
        var scale: Double
        var drawings: [Drawing]
        var steps: [Steps]
        struct Drawing: Encodable { var id: String; var drawing: PhoneDrawing }
        struct Steps: Encodable { var id: String; var records: [Record] }
        struct Record: Encodable { var stops: Int? }
    }

    private struct Answer: Decodable {
        var drawings: [Drawn]
        var steps: [Walk]
        struct Drawn: Decodable { var id: String; var ops: [Op] }
        struct Op: Decodable { var op: String; var style: String?; var clip: [Double]?; var paths: [[Double]]; var at: [Double]? }
        struct Walk: Decodable { var id: String; var visit: Moves; var phase: Moves }
        struct Moves: Decodable { var forward: [Int]; var back: [Int] }
    }
}
