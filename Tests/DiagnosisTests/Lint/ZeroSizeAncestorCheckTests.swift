import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `ZeroSizeAncestorCheck`: `zero-size-ancestor` — a container with no size hiding its subviews from hit-testing.
@Suite @MainActor
struct ZeroSizeAncestorCheckTests: LintTesting {
    @Test("a zero-size container that does not clip hides its subviews from hit-testing; one that clips hides them altogether")
    func zeroSizeAncestor() throws {
        func container(clips: Bool) -> UIView {
            let container = UIView(frame: CGRect(x: 50, y: 100, width: 0, height: 0))
            container.clipsToBounds = clips
            container.addSubview(self.button(CGRect(x: 0, y: 0, width: 200, height: 60)))
            return container
        }
        let report = lint { [container(clips: false)] }
        // The container comes before its button in the walk.
        #expect(summary(report) == ["zero-size-ancestor UIView#2", "unreachable UIButton"])
        #expect(report.errors == 2)
        let zero = report.findings[0]
        #expect(zero.evidence.views == ["UIButton"])
        #expect(zero.message.hasPrefix("It is 0 × 0 pt and does not clip"))
        // Clipped, the button is neither drawn nor touched (a cell whose height came out 0): reported all the same.
        let clipped = lint { [container(clips: true)] }
        #expect(summary(clipped) == ["zero-size-ancestor UIView#2"])
        #expect(clipped.findings[0].message == "It is 0 × 0 pt and clips to its bounds, so UIButton inside it is neither drawn nor reached by any touch.")
        #expect(clipped.findings[0].evidence.views == ["UIButton"])
    }
}
