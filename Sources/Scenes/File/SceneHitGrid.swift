import Foundation
@_spi(Engine) import ViewModel

/// A hit area sampled on a grid — what an app's `point(inside:)` answered, which a capture asks on the device:
///
///     hitArea: {grid: {origin: [-44, -44], step: 1, rows: ["188.", "24.140#24.", …]}}
///
/// Each row, top to bottom, runs of `#` (inside) and `.` (outside), each with its count (none: 1), from `origin`
/// (in the view's coordinates) in cells of `step` points. Bounded: at most 1,000 rows of 1,000 cells.
extension SceneReader {
    static let maximumGridSide = 1_000

    static func readHitGrid(_ value: SceneValue) throws(SceneFileError) -> HitAreaAnswer {
        let f = try value.fields(allowed: ["origin", "step", "rows"])
        let origin = try f.required("origin").point()
        let step = try f.required("step").number(in: 0.01...1_000)
        let rowsValue = try f.required("rows")
        let items = try rowsValue.items()
        guard items.count <= maximumGridSide else { throw rowsValue.error("at most \(maximumGridSide) rows") }
        var cells: [[Bool]] = []
        for item in items { cells.append(try runs(item)) }
        return .grid(origin: origin, step: CGFloat(step), cells: cells)
    }

    /// One row's runs, read in one pass: `24.140#24.` is 24 outside, 140 inside, 24 outside.
    private static func runs(_ item: SceneValue) throws(SceneFileError) -> [Bool] {
        var row: [Bool] = []
        var count = 0, digits = 0
        for character in try item.text().utf8 {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 4, count <= maximumGridSide else { throw item.error("a run of at most \(maximumGridSide) cells") }
                count = count * 10 + Int(character - UInt8(ascii: "0"))
            case UInt8(ascii: "#"), UInt8(ascii: "."):
                let run = digits == 0 ? 1 : count
                guard row.count + run <= maximumGridSide else { throw item.error("a row of at most \(maximumGridSide) cells") }
                row += repeatElement(character == UInt8(ascii: "#"), count: run)
                (count, digits) = (0, 0)
            default:
                throw item.error("a grid's row is runs of # (inside) and . (outside), each with its count: 24.140#24.")
            }
        }
        guard digits == 0 else { throw item.error("a count with no # or . after it") }
        return row
    }
}
