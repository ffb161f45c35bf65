import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// Selecting a view in the window (SDL-free): inspect mode, a click on the deepest view drawn, ↑/↓ along the
/// tree, Esc clearing it, and the inspector's "why" for it.
@Suite("Selection and the inspector")
@MainActor
struct SelectionTests {
    private func bench(_ id: String) -> Workbench {
        Workbench(session: ExampleSession(example: Gallery.example(id: id)!, variant: nil, device: .standard),
                  examples: Gallery.all)
    }

    @Test("inspect mode shows the inspector and the tree; a click selects the deepest view drawn, interaction off or not")
    func clickSelects() throws {
        let bench = bench("image-view-tap")
        bench.perform(.inspect)
        #expect(bench.inspector.isInspecting && bench.settings.shows(.inspector) && bench.settings.shows(.tree))
        let names = ViewNames(windows: bench.sim.application.windows)
        let label = try #require(names.view(named: "UILabel#1"))
        let centre = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
        bench.select(atScreen: centre)
        #expect(bench.inspector.selected === label, "the label inside the image view, though hit-testing skips both")
        bench.select(atScreen: CGPoint(x: -50, y: 10))
        #expect(bench.inspector.selected === label, "a click off the screen keeps the selection")
    }

    @Test("↓ and ↑ move along the tree's rows; a new example clears the selection")
    func rows() throws {
        let bench = bench("hit-test-order")
        bench.perform(.selectRow(forward: true))
        let rows = bench.hierarchy.rows
        #expect(bench.inspector.selected === rows[0].view)
        bench.perform(.selectRow(forward: true))
        bench.perform(.selectRow(forward: true))
        #expect(bench.inspector.selected === rows[2].view)
        bench.perform(.selectRow(forward: false))
        #expect(bench.inspector.selected === rows[1].view)
        bench.perform(.selectExample(index: 0))
        #expect(bench.inspector.selected == nil)
    }

    @Test("Esc clears the selection before it leaves inspect mode or resumes")
    func escape() {
        #expect(EscapeKey.command(showsHelp: false, isFullScreen: true, isPaused: true, hasSelection: true) == .fullScreen)
        #expect(EscapeKey.command(showsHelp: false, isFullScreen: false, isPaused: true, hasSelection: true,
                                  isInspecting: true) == .clearSelection)
        #expect(EscapeKey.command(showsHelp: false, isFullScreen: false, isPaused: true, isInspecting: true) == .inspect)
    }

    @Test("the inspector's why is the sentence `why --view` prints for the last touch-down")
    func why() throws {
        let bench = bench("hit-test-order")
        let names = ViewNames(windows: bench.sim.application.windows)
        let eView = try #require(names.view(named: "EView"))
        #expect(SelectedViewWhy.sentence(for: eView, in: bench.sim, revealed: bench.cursor.revealed) == nil)
        bench.sim.tap(at: CGPoint(x: 100, y: 300))
        bench.refresh()
        #expect(SelectedViewWhy.sentence(for: eView, in: bench.sim, revealed: bench.cursor.revealed)
                == "EView was never asked: its superview CView said NO to point(inside:) at (-100, 170)")
    }
}

/// Folding the tree (O): the selected view's subviews leave the rows, and come back.
@Suite("Folding the tree")
@MainActor
struct TreeFoldingTests {
    @Test("O folds the selected view; ↓ then skips its subviews; O again unfolds; a leaf does not fold")
    func folds() throws {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: "hit-test-order")!, variant: nil,
                                                      device: .standard))
        let names = ViewNames(windows: bench.sim.application.windows)
        let all = bench.hierarchy.rows.count
        bench.select(try #require(names.view(named: "BView")))
        bench.perform(.fold)
        #expect(bench.hierarchy.rows.count == all - 1)
        #expect(!bench.hierarchy.rows.contains { $0.name == "DView" })
        bench.perform(.selectRow(forward: true))
        #expect(bench.inspector.selected === names.view(named: "CView"), "DView is folded away")
        bench.select(try #require(names.view(named: "BView")))
        bench.perform(.fold)
        #expect(bench.hierarchy.rows.count == all)
        bench.select(try #require(names.view(named: "DView")))
        bench.perform(.fold)
        #expect(bench.inspector.folded.isEmpty)
    }
}
