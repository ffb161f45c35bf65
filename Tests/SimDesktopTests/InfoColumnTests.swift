import Testing

@testable import Desktop

/// How the column beside the phone shares its height among the overlays' lists.
@Suite
struct InfoColumnTests {
    @Test("lists that fit keep their heights")
    func fitting() {
        #expect(InfoColumn.shared(600, natural: [100, 200, 250], focus: [false, false, false], least: 50) == [100, 200, 250])
    }

    @Test("short of room, the tallest lists are cut to one height and a short one stays whole")
    func tallestCutFirst() {
        let heights = InfoColumn.shared(500, natural: [100, 300, 340], focus: [false, false, false], least: 50)
        #expect(heights == [100, 200, 200])
        #expect(heights.reduce(0, +) == 500)
    }

    @Test("the focused list (a selected view's inspector) keeps its height, the others their least")
    func focusFirst() {
        let heights = InfoColumn.shared(500, natural: [300, 200, 380], focus: [false, false, true], least: 50)
        #expect(heights[2] == 380)
        #expect(heights[0] == 60 && heights[1] == 60)
        let cramped = InfoColumn.shared(300, natural: [300, 200, 380], focus: [false, false, true], least: 50)
        #expect(cramped == [50, 50, 200])
    }
}
