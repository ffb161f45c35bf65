import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `AncestorTapCheck`: `cancelled-by-ancestor-tap` — a control whose touch a superview's tap cancels.
@Suite @MainActor
struct AncestorTapCheckTests: LintTesting {
    @Test("a custom control under a superview's tap is cancelled by it; a button is exempt, as UIKit has it")
    func ancestorTap() throws {
        let report = try lint("custom-control-vs-parent-tap")
        #expect(summary(report) == ["cancelled-by-ancestor-tap CLControl"])
        #expect(report.findings[0].evidence.views == ["BlueView"])
        #expect(report.findings[0].evidence.why?.contains("recognized and cancelled its touch") == true)
        #expect(try lint("button-vs-parent-tap").findings.isEmpty)
        #expect(try lint("button-vs-parent-tap", variant: "cancels-touches-off").findings.isEmpty)
    }

    @Test("under a superview's tap a switch and a button are exempt (UIKit's rule); a custom control is not")
    func exemptControls() throws {
        let report = lint {
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 400))
            card.backgroundColor = .white
            card.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in }))
            card.addSubview(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
            card.addSubview(self.button(CGRect(x: 20, y: 100, width: 200, height: 50)))
            let custom = UIControl(frame: CGRect(x: 20, y: 200, width: 200, height: 50))
            custom.backgroundColor = .systemRed
            card.addSubview(custom)
            return [card]
        }
        #expect(summary(report) == ["cancelled-by-ancestor-tap UIControl"])
        #expect(report.findings[0].evidence.views == ["UIView#2"])
        #expect(report.findings[0].evidence.at == CGPoint(x: 140, y: 325))
    }
}
