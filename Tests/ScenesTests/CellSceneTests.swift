import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes
@testable import Session

/// docs/uikit-rules.md R7.7 in scene files: a cell is shown as a table shows it, its content view made after what
/// was added to the cell itself, so a button among the cell's `subviews` is behind the content view, and one in
/// its `contentView:` is not; lint names the first with `outside-content-view`.
@Suite @MainActor
struct CellSceneTests {
    private func scene(buttonIn key: String) throws -> Example {
        try SceneFile.example(text: """
            views:
              - class: UITableViewCell
                frame: [0, 100, 390, 44]
                \(key):
                  - class: UIButton
                    frame: [250, 7, 100, 30]
                    actions: [{event: touchUpInside, action: "buttonTapped:", log: tapped}]
            """, id: "cell.yaml")
    }

    private func hit(_ example: Example) -> UIView? {
        let sim = Simulator()
        example.build(in: sim, variant: nil)
        return HitAreaSampler.hitView(at: CGPoint(x: 300, y: 122), in: sim)
    }

    @Test("a button in the cell's subviews is behind its content view; in contentView: it is hit")
    func order() throws {
        #expect(hit(try scene(buttonIn: "subviews")).map(className(of:)) == "UITableViewCellContentView")
        #expect(hit(try scene(buttonIn: "contentView")).map(className(of:)) == "UIButton")
    }

    @Test("lint: outside-content-view for the button added to the cell, with the content view taking the touch")
    func lint() throws {
        let findings = TouchLint(example: try scene(buttonIn: "subviews"), variant: nil).run().findings
        let outside = try #require(findings.first { $0.rule == .outsideContentView })
        #expect(outside.view == "UIButton" && outside.evidence.takenBy == "UITableViewCellContentView")
        #expect(outside.message.contains("added to UITableViewCell itself, not to its contentView"))
        let fixed = TouchLint(example: try scene(buttonIn: "contentView"), variant: nil).run().findings
        #expect(!fixed.contains { $0.rule == .outsideContentView }, "\(fixed.map(\.text))")
    }

    @Test("contentView: is a cell's key only")
    func onlyCells() {
        do {
            _ = try SceneReader.read("views:\n  - {class: UIView, frame: [0, 0, 1, 1], contentView: []}\n", file: "s.yaml")
            Issue.record("read")
        } catch {
            #expect(error.description.contains("contentView needs a cell"))
        }
    }

    @Test("a table cell's accessoryView, made per row, takes its own taps from the row's selection; selectionStyle none")
    func accessoryAndSelectionStyle() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - class: UITableView
                frame: [0, 100, 390, 600]
                rows: [Wi-Fi, Bluetooth, Airplane Mode]
                rowSelectedLog: "row {row}"
                cell:
                  selectionStyle: none
                  accessoryView: {class: UISwitch, frame: [0, 0, 51, 31], actions: [{event: valueChanged, action: "toggled:", log: toggled}]}
            """, id: "cell.yaml").build(in: sim)
        let table = try #require(sim.application.windows[0].rootViewController?.view.subviews.first as? UITableView)
        let cells = table.visibleCells
        #expect(cells.count == 3 && cells.allSatisfy { $0.accessoryView is UISwitch && $0.selectionStyle == .none })
        #expect(Set(cells.compactMap { $0.accessoryView.map(ObjectIdentifier.init) }).count == 3)
        let toggle = try #require(cells[1].accessoryView)
        sim.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: cells[1].convert(CGPoint(x: 0, y: 22), to: nil).y))
        sim.advance(by: 1)
        #expect(sim.log.lines.filter { $0 == "toggled" || $0.hasPrefix("row ") } == ["toggled", "row 1"])
        #expect(sceneFileError("""
            views:
              - {class: UICollectionView, frame: [0, 0, 390, 600], items: 3, layout: {itemSize: [100, 100]}, cell: {selectionStyle: none}}
            """, id: "cell.yaml").contains("unknown key 'selectionStyle'"))
    }

    @Test("accessoryType: a tap on the information button tells the delegate and selects nothing; on the chevron it is the row's")
    func accessoryTypes() throws {
        func world(_ type: String) throws -> (Simulator, UITableView) {
            let sim = Simulator()
            try SceneFile.example(text: """
                views:
                  - class: UITableView
                    frame: [0, 100, 390, 600]
                    rows: [Home, Work]
                    rowSelectedLog: "row {row}"
                    accessoryTappedLog: "info {row}"
                    cell: {accessoryType: \(type)}
                """, id: "cell.yaml").build(in: sim)
            let table = try #require(sim.application.windows[0].rootViewController?.view.subviews.first as? UITableView)
            return (sim, table)
        }
        func tapAccessory(_ sim: Simulator, _ table: UITableView, row: Int) throws {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let accessory = try #require(cell.subviews.last { $0 !== cell.contentView && !$0.isHidden && $0.frame.maxX > cell.bounds.width - 60 })
            let target = accessory.subviews.first { $0 is UIButton } ?? accessory
            sim.tap(at: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil))
            sim.advance(by: 1)
        }
        let (info, infoTable) = try world("detailButton")
        try tapAccessory(info, infoTable, row: 1)
        #expect(info.log.lines.filter { $0.hasPrefix("info") || $0.hasPrefix("row") } == ["info 1"])
        #expect(infoTable.indexPathsForSelectedRows == nil)
        let content = try #require(infoTable.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView)
        #expect(content.frame.width < 390 - 22)

        let (both, bothTable) = try world("detailDisclosureButton")
        try tapAccessory(both, bothTable, row: 0)
        #expect(both.log.lines.filter { $0.hasPrefix("info") || $0.hasPrefix("row") } == ["info 0"])

        let (chevron, chevronTable) = try world("disclosureIndicator")
        try tapAccessory(chevron, chevronTable, row: 1)
        #expect(chevron.log.lines.filter { $0.hasPrefix("info") || $0.hasPrefix("row") } == ["row 1"])
        #expect(sceneFileError("views:\n  - {class: UITableView, frame: [0, 0, 390, 600], rows: [A], cell: {accessoryType: arrow}}\n",
                               id: "cell.yaml").contains("expected checkmark, detailButton, detailDisclosureButton, disclosureIndicator, none"))
    }
}

