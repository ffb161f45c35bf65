import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `ReachabilityCheck`: `unreachable` and `partly-covered` — where no touch, or not enough, reaches a control or a recognizer's view, with the view that takes it and `why`'s reason.
@Suite @MainActor
struct ReachabilityCheckTests: LintTesting {
    @Test("image-view-tap: the image view and the label, interaction off, are unreachable; the fix clears them")
    func imageViewTap() throws {
        let report = try lint("image-view-tap")
        #expect(summary(report) == ["unreachable UIImageView", "unreachable UILabel#2"])
        #expect(report.errors == 2 && report.warnings == 0)
        let photo = report.findings[0]
        #expect(photo.level == .error)
        #expect(photo.evidence.unreachablePercent == 100)
        #expect(photo.evidence.takenBy == "BackdropView")
        #expect(photo.evidence.why == "UIImageView was skipped: isUserInteractionEnabled is false")
        #expect(photo.message == "No touch reaches it (UIImageView was skipped: isUserInteractionEnabled is false).")
        #expect(try lint("image-view-tap", variant: "interaction-enabled").findings.isEmpty)
    }

    @Test("outside-superview: three quarters of the close button are outside its card; the override fixes it")
    func outsideSuperview() throws {
        let report = try lint("outside-superview")
        #expect(summary(report) == ["partly-covered UIButton", "small-target UIButton"])
        let covered = report.findings[0]
        #expect(covered.level == .warning)
        #expect(covered.evidence.unreachablePercent == 75)
        #expect(covered.evidence.takenBy == "BackdropView")
        #expect(covered.evidence.why?.hasPrefix("UIButton was never asked: its superview CardView said NO to point(inside:)") == true)
        #expect(report.findings[1].evidence.size == CGSize(width: 22, height: 22))
        #expect(try lint("outside-superview", variant: "hit-test-override").findings.isEmpty)
    }

    @Test("a button in a container with interaction off is unreachable: why names the container and the rule")
    func ancestorInteractionOff() throws {
        let report = lint {
            let container = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 200))
            container.isUserInteractionEnabled = false
            container.addSubview(self.button(CGRect(x: 20, y: 20, width: 200, height: 60)))
            return [container]
        }
        #expect(summary(report) == ["unreachable UIButton"])
        #expect(report.findings[0].evidence.takenBy == "UIView#1")
        #expect(report.findings[0].evidence.at == CGPoint(x: 160, y: 150))
        #expect(report.findings[0].evidence.why
            == "UIButton was never asked: its superview UIView#2 was skipped (isUserInteractionEnabled is false)")
    }
}
