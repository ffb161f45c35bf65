import Dispatcher
import Examples
import Foundation
import Testing
import ViewModel

@testable import Session

/// `TouchLint` over the everyday-bug scenes and small made-up worlds: each rule found where the bug is, with
/// the view taking the touch and `why`'s reason, and gone in the variant that fixes it; the order, the bounds.
@Suite @MainActor
struct TouchLintTests {
    private func lint(_ id: String, variant: String? = nil) throws -> LintReport {
        TouchLint(example: try #require(Gallery.example(id: id)), variant: variant).run()
    }

    /// The findings as "rule view" pairs, in the report's order.
    private func summary(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.rule.rawValue) \($0.view)" }
    }

    /// A world of plain views: a window with its controller's root view holding `views`, built anew each call.
    private func lint(_ makeViews: @escaping @MainActor () -> [UIView])
        -> LintReport
    {
        TouchLint {
            let sim = Simulator()
            let window = UIWindow(frame: sim.screen.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            makeViews().forEach(controller.view.addSubview)
            sim.show(window)
            return sim
        }.run()
    }

    private func button(_ frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.backgroundColor = .systemBlue
        return button
    }

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

    @Test("enlarged-tap-area: 20 × 20 buttons whose point(inside:) grows their area are not small; a plain one is")
    func enlargedTapArea() throws {
        #expect(try lint("enlarged-tap-area").findings.isEmpty)
        let report = lint { [self.button(CGRect(x: 100, y: 200, width: 20, height: 20))] }
        #expect(summary(report) == ["small-target UIButton"])
        #expect(report.findings[0].evidence.size == CGSize(width: 20, height: 20))
        #expect(report.findings[0].evidence.at == CGPoint(x: 110, y: 210))
    }

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

    @Test("a zero-size container that does not clip hides its subviews from hit-testing; one that clips hides them")
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
        // Clipped, the button is not drawn: nothing to tap, nothing to report.
        #expect(lint { [container(clips: true)] }.findings.isEmpty)
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

    @Test("every control is checked, with no note; the text ends with the summary")
    func everyView() throws {
        let report = lint {
            (0..<6).map { self.button(CGRect(x: CGFloat($0) * 60, y: 100, width: 39, height: 50)) }
        }
        #expect(report.checked == 6 && report.note == nil)
        #expect(summary(report) == (1...6).map { "small-target UIButton#\($0)" })
        #expect(report.text.hasSuffix("\n0 errors, \(report.warnings) warnings"))
    }

    @Test("a screen of about 2,000 views: all 331 controls are checked, those scrolled out of sight with no finding")
    func largeScreen() {
        let report = lint {
            let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
            list.contentSize = CGSize(width: 390, height: 330 * 60)
            for row in 0..<330 {
                let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60))
                for frame in [CGRect(x: 16, y: 8, width: 250, height: 22), CGRect(x: 16, y: 32, width: 250, height: 18)] {
                    cell.addSubview(UILabel(frame: frame))
                }
                cell.addSubview(self.button(CGRect(x: 300, y: 8, width: 74, height: 44)))
                cell.addSubview(UIView(frame: CGRect(x: 16, y: 59.5, width: 374, height: 0.5)))
                list.addSubview(cell)
            }
            return [self.button(CGRect(x: 300, y: 50, width: 74, height: 44)), list]
        }
        #expect(report.checked == 332 && report.note == nil)  // 331 buttons and the scroll view (its pan)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.text))")
    }

    /// What lint finds in each gallery example and variant that has a finding; every other one is clean.
    static let expected: [String: [String]] = [
        "raised-tab-bar": ["partly-covered CircleButton"],  // the part above the bar, until its point(inside:) answers
        "router-event": (1...6).map { "small-target UIButton#\($0)" },  // 90 × 40 pt
        "custom-control-vs-parent-tap": ["cancelled-by-ancestor-tap CLControl"],
        "animated-hit-test": ["unreachable UIButton"],  // animating without .allowUserInteraction
        "animated-hit-test presentation-hit-test": ["unreachable PresentationHitTestButton"],  // sampled at its model
        "image-view-tap": ["unreachable UIImageView", "unreachable UILabel#2"],
        "pass-through-overlay": ["unreachable UIButton#1", "touch-swallower OverlayView", "small-target UIButton#2"],
        "pass-through-overlay pass-through": ["small-target UIButton#2"],
        "outside-superview": ["partly-covered UIButton", "small-target UIButton"],
        "animating-sheet": ["unreachable UIButton"],
        "button-added-to-cell": (1...4).map { "unreachable UIButton#\($0)" } + (1...4).flatMap {
            ["outside-content-view UIButton#\($0)", "touch-swallower UITableViewCellContentView#\($0)"]
        },
        "stack-view-in-control": ["unreachable CardControl", "touch-swallower UIStackView"],  // R6.12
        "zposition-not-hit": ["unreachable UIButton"],
        // Lint cannot see that the background's tap ends editing.
        "keyboard-covers-button": ["under-keyboard UIButton"],
        "keyboard-covers-button dismiss-on-tap": ["under-keyboard UIButton"],
        // The inset lets the last row scroll out; the table still runs under the bar.
        "table-under-toolbar": ["partly-covered UITableView"],
        "table-under-toolbar content-inset": ["partly-covered UITableView"],
        "toolbar-subview-behind-items": ["unreachable UIButton"],
    ]

    @Test("each gallery example's findings: the bugs in the default variants, fewer or none in the fixes")
    func galleryFindings() throws {
        var seen: Set<String> = []
        for example in Gallery.all {
            for variant in [nil] + example.variants.map(Optional.some) {
                let key = example.id + (variant.map { " " + $0 } ?? "")
                seen.insert(key)
                let found = summary(TouchLint(example: example, variant: variant).run())
                #expect(found == Self.expected[key] ?? [], "\(key)")
            }
        }
        #expect(Set(Self.expected.keys).isSubset(of: seen))
    }

    @Test("every gallery example and variant lints without trapping, the same twice, in bounded time")
    func gallery() throws {
        let clock = ContinuousClock()
        let start = clock.now
        for example in Gallery.all {
            for variant in [nil] + example.variants.map(Optional.some) {
                let first = TouchLint(example: example, variant: variant).run()
                let second = TouchLint(example: example, variant: variant).run()
                #expect(first.json(example: example.id, variant: variant)
                    == second.json(example: example.id, variant: variant), "\(example.id) \(variant ?? "")")
            }
        }
        #expect(clock.now - start < .seconds(60))
    }
}
