import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `SmallTargetCheck`: `small-target` — the sampled touch area under 44 × 44 pt.
@Suite @MainActor
struct SmallTargetCheckTests: LintTesting {
    @Test("enlarged-tap-area: 20 × 20 buttons whose point(inside:) grows their area are not small; a plain one is")
    func enlargedTapArea() throws {
        #expect(try lint("enlarged-tap-area").findings.isEmpty)
        let report = lint { [self.button(CGRect(x: 100, y: 200, width: 20, height: 20))] }
        #expect(summary(report) == ["small-target UIButton"])
        #expect(report.findings[0].evidence.size == CGSize(width: 20, height: 20))
        #expect(report.findings[0].evidence.at == CGPoint(x: 110, y: 210))
    }
}
