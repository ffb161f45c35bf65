import Foundation
import Testing

@testable import Session

/// Where the overlays' numbers go when their views share a corner (`BadgePlacement`): near the corner, a short row
/// then the row beside it, never far along one row onto another view.
@Suite struct BadgePlacementTests {
    @Test("six numbers wanting one corner: a row of three, then the rows beside it, each within three steps of the corner")
    func pileAtACorner() {
        var badges = BadgePlacement(radius: 10, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        let corner = CGPoint(x: 20, y: 20)
        let centres = (0..<6).map { _ in badges.place(near: corner) }
        let step = 22.5  // a badge across and a gap
        #expect(centres.prefix(3).map(\.y) == [20, 20, 20] && centres.prefix(3).map(\.x) == [20, 20 + step, 20 + 2 * step])
        #expect(centres[3...4].allSatisfy { $0.y == 20 + step }, "the next row, towards the screen's middle: \(centres)")
        for centre in centres { #expect(hypot(centre.x - corner.x, centre.y - corner.y) <= 3 * step, "\(centre)") }
        for (i, a) in centres.enumerated() {
            for b in centres[(i + 1)...] { #expect(hypot(a.x - b.x, a.y - b.y) >= 20, "\(a) and \(b) overlap") }
        }
    }

    @Test("a number whose corner another view's number took goes to another corner of its own view, if one is free")
    func anotherCorner() {
        var badges = BadgePlacement(radius: 10, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        let corner = CGPoint(x: 100, y: 100)
        _ = badges.place(near: corner)
        #expect(badges.place(near: corner, orAt: [CGPoint(x: 180, y: 100), CGPoint(x: 100, y: 180)]) == CGPoint(x: 180, y: 100))
        // Both others taken (the first by the badge just placed, the second by a touch's dot): the grid near the corner.
        badges.reserve(centre: CGPoint(x: 100, y: 180), radius: 12)
        let next = badges.place(near: corner, orAt: [CGPoint(x: 180, y: 100), CGPoint(x: 100, y: 180)])
        #expect(next == CGPoint(x: 122.5, y: 100), "\(next)")
    }

    @Test("at the bottom of the screen the next row goes up, towards the middle; a full neighbourhood still gets a free place")
    func bottomAndFull() {
        var badges = BadgePlacement(radius: 10, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        let corner = CGPoint(x: 20, y: 820)
        let centres = (0..<4).map { _ in badges.place(near: corner) }
        #expect(centres[3].y < 820, "\(centres[3])")
        // 200 numbers at one spot: each has a place of its own.
        var crowded = BadgePlacement(radius: 10, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        let many = (0..<200).map { _ in crowded.place(near: CGPoint(x: 195, y: 400)) }
        #expect(Set(many.map { "\($0.x),\($0.y)" }).count == 200)
    }
}
