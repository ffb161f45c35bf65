import Foundation
@_spi(Engine) import ViewModel

/// A hit area sampled on a grid — what an app's `hitTest(_:with:)` answered, which a capture asks on the device:
///
///     hitArea: {grid: {origin: [-44, -44], step: 1, rows: ["188.", "24.140#24.", …], views: ["superview.subviews[1]"]}}
///
/// Each row, top to bottom, runs of one answer each, with its count (none: 1), from `origin` (in the view's
/// coordinates) in cells of `step` points: `.` no view, `#` inside (its subviews asked as UIKit asks them), `@` the
/// view itself in place of its subviews, `a`…`z` the view `views` names at that place (`a` the first), each a way
/// from this view: `superview` and `subviews[N]` joined by dots. Bounded: at most 1,000 rows of 1,000 cells.
extension SceneReader {
    static let maximumGridSide = 1_000

    static func readHitGrid(_ value: SceneValue) throws(SceneFileError) -> HitAreaAnswer {
        let f = try value.fields(allowed: ["origin", "step", "rows", "views"])
        let origin = try f.required("origin").point()
        let step = try f.required("step").number(in: 0.01...1_000)
        var others: [[HitGrid.Step]] = []
        if let views = f["views"] {
            let items = try views.items()
            guard items.count <= 26 else { throw views.error("at most 26 views (a to z)") }
            for item in items { others.append(try way(item)) }
        }
        let rowsValue = try f.required("rows")
        let items = try rowsValue.items()
        guard items.count <= maximumGridSide else { throw rowsValue.error("at most \(maximumGridSide) rows") }
        var rows: [[HitGrid.Answer]] = []
        for item in items { rows.append(try runs(item, others: others.count)) }
        guard let grid = HitGrid(origin: origin, step: CGFloat(step), rows: rows, others: others) else {
            throw rowsValue.error("a grid's letters name its views, a the first")
        }
        return .grid(grid)
    }

    /// One row's runs, read in one pass: `24.140#24.` is 24 outside, 140 inside, 24 outside.
    private static func runs(_ item: SceneValue, others: Int) throws(SceneFileError) -> [HitGrid.Answer] {
        var row: [HitGrid.Answer] = []
        var count = 0, digits = 0
        for character in try item.text().utf8 {
            let answer: HitGrid.Answer
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 4, count <= maximumGridSide else { throw item.error("a run of at most \(maximumGridSide) cells") }
                count = count * 10 + Int(character - UInt8(ascii: "0"))
                continue
            case UInt8(ascii: "."): answer = .outside
            case UInt8(ascii: "#"): answer = .usual
            case UInt8(ascii: "@"): answer = .itself
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                let index = Int(character - UInt8(ascii: "a"))
                guard index < others else {
                    throw item.error("\(UnicodeScalar(character)) names no view: the grid's views has \(others)")
                }
                answer = .other(index)
            default:
                throw item.error("a grid's row is runs of . (no view), # (inside), @ (the view itself) or a letter (one of "
                    + "its views), each with its count: 24.140#24.")
            }
            let run = digits == 0 ? 1 : count
            guard row.count + run <= maximumGridSide else { throw item.error("a row of at most \(maximumGridSide) cells") }
            row += repeatElement(answer, count: run)
            (count, digits) = (0, 0)
        }
        guard digits == 0 else { throw item.error("a count with no answer after it") }
        return row
    }

    /// A way from a view to another: `superview` and `subviews[N]`, joined by dots, at most 100 steps.
    private static func way(_ item: SceneValue) throws(SceneFileError) -> [HitGrid.Step] {
        let text = try item.text()
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= 100 else { throw item.error("a way to a view is 1 to 100 steps") }
        var steps: [HitGrid.Step] = []
        for part in parts {
            if part == "superview" { steps.append(.superview); continue }
            guard part.hasPrefix("subviews["), part.hasSuffix("]"),
                  let index = Int(part.dropFirst(9).dropLast()), (0...100_000).contains(index) else {
                throw item.error("a way to a view is superview and subviews[N] joined by dots: superview.subviews[1]")
            }
            steps.append(.subview(index))
        }
        return steps
    }
}
