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
}
