import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `TouchSwallowerCheck`: `touch-swallower` — a view that shows nothing in front of a touchable one.
@Suite @MainActor
struct TouchSwallowerCheckTests: LintTesting {
    @Test("pass-through-overlay: Like is covered and the clear overlay swallows it; pass-through fixes both")
    func passThroughOverlay() throws {
        let report = try lint("pass-through-overlay")
        #expect(summary(report) == ["unreachable UIButton#1", "touch-swallower OverlayView", "small-target UIButton#2"])
        let like = report.findings[0]
        #expect(like.evidence.takenBy == "OverlayView")
        #expect(like.evidence.why == "UIButton#1 was never asked: OverlayView, in front of it, answered first")
        #expect(report.findings[1].evidence.views == ["UIButton#1"])
        // Got it is 110 × 40: too short in both.
        #expect(report.findings[2].evidence.size == CGSize(width: 110, height: 40))
        let fixed = try lint("pass-through-overlay", variant: "pass-through")
        #expect(summary(fixed) == ["small-target UIButton#2"])
    }

    @Test("an alpha-0.02 view in front swallows touches; a hidden button is not checked (nothing to tap)")
    func swallowerAndHidden() throws {
        let report = lint {
            let veil = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            veil.backgroundColor = .white
            veil.alpha = 0.015
            let hidden = self.button(CGRect(x: 50, y: 500, width: 100, height: 50))
            hidden.isHidden = true
            return [self.button(CGRect(x: 50, y: 100, width: 100, height: 50)), veil, hidden]
        }
        #expect(summary(report) == ["unreachable UIButton#1", "touch-swallower UIView#2"])
        #expect(report.findings[1].message.hasPrefix("It shows nothing (its alpha is 0.015) and has no recognizer"))
        #expect(report.checked == 2)
    }
}
