import Diagnosis
import Foundation
import Testing
@testable import Session

/// Issue 19, numbers: what reaches SDL is finite and within the band, and cutting a shape to the band keeps
/// what any output shows of it.
@Suite("The guard band: every drawn coordinate finite and bounded")
struct GuardBandTests {
    private typealias Vertex = GuardBand.Vertex

    @Test("a rectangle is cut to the band; one that is not a number is not drawn")
    func rectangles() {
        #expect(GuardBand.clip(CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 20, height: 20))
        let vast = GuardBand.clip(CGRect(x: -1e300, y: 5, width: 2e300, height: 1e21))
        #expect(vast == CGRect(x: GuardBand.rect.minX, y: 5, width: GuardBand.rect.width, height: GuardBand.rect.maxY - 5))
        #expect(GuardBand.clip(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
        #expect(GuardBand.clip(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) == nil)
        #expect(GuardBand.clip(CGRect(x: 1e9, y: 0, width: 1, height: 1)) == nil)
    }

    @Test("a triangle reaching 1e300 pixels away keeps its part inside the band, texture coordinates interpolated")
    func triangles() {
        let triangle = [Vertex(position: CGPoint(x: 0, y: 0), texture: CGPoint(x: 0, y: 0)),
                        Vertex(position: CGPoint(x: 1e300, y: 0), texture: CGPoint(x: 1, y: 0)),
                        Vertex(position: CGPoint(x: 0, y: 100), texture: CGPoint(x: 0, y: 1))]
        let cut = GuardBand.clip(triangle, indices: [0, 1, 2])
        #expect(!cut.indices.isEmpty && cut.indices.count % 3 == 0)
        #expect(cut.vertices.allSatisfy { GuardBand.rect.insetBy(dx: -1e-6, dy: -1e-6).contains($0.position) })
        #expect(cut.vertices.allSatisfy { $0.texture.x.isFinite && $0.texture.y.isFinite })
        #expect(cut.vertices.contains { $0.position == CGPoint(x: 0, y: 100) }, "the corner inside is kept")
        // The edge to the far corner is cut where it leaves the band, at the band's edge.
        #expect(cut.vertices.contains { abs($0.position.x - GuardBand.rect.maxX) < 1e-6 })
    }

    @Test("a triangle with a corner that is not a number, or wholly outside, draws nothing; one inside is as it was")
    func dropped() {
        let nan = [Vertex(position: CGPoint(x: 0, y: 0)), Vertex(position: CGPoint(x: CGFloat.nan, y: 0)),
                   Vertex(position: CGPoint(x: 0, y: 10))]
        #expect(GuardBand.clip(nan, indices: [0, 1, 2]).indices.isEmpty)
        let far = [Vertex(position: CGPoint(x: 1e9, y: 1e9)), Vertex(position: CGPoint(x: 2e9, y: 1e9)),
                   Vertex(position: CGPoint(x: 1e9, y: 2e9))]
        #expect(GuardBand.clip(far, indices: [0, 1, 2]).indices.isEmpty)
        #expect(GuardBand.clip(nan, indices: [0, 1, 7]).indices.isEmpty, "an index past the vertices is dropped")
        let inside = [Vertex(position: CGPoint(x: 1, y: 1)), Vertex(position: CGPoint(x: 9, y: 1)),
                      Vertex(position: CGPoint(x: 1, y: 9))]
        #expect(GuardBand.contains(inside))
        #expect(!GuardBand.contains(nan))
        #expect(GuardBand.clip(inside, indices: [0, 1, 2]).vertices == inside)
    }

    @Test("a sampling grid is bounded whatever the region's shape, and none for a region that is not a number")
    func grids() throws {
        let thin = try #require(HitAreaGrid.layout(of: CGRect(x: 0, y: 0, width: 1e6, height: 1e-3), finest: 2,
                                                   budget: 1_600))
        #expect(thin.rows * thin.columns <= 3 * 1_600 + 1)
        let vast = try #require(HitAreaGrid.layout(of: CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300),
                                                   finest: 2, budget: 1_600))
        #expect(vast.rows * vast.columns <= 3 * 1_600 + 1)
        #expect(HitAreaGrid.layout(of: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), finest: 2, budget: 1_600) == nil)
        #expect(HitAreaGrid.layout(of: .zero, finest: 2, budget: 1_600) == nil)
        let small = try #require(HitAreaGrid.layout(of: CGRect(x: 0, y: 0, width: 40, height: 40), finest: 2, budget: 1_600))
        #expect(small.step == 2 && small.rows == 20 && small.columns == 20, "an everyday view keeps the finest grid")
    }
}
