import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// `TouchLint` as a whole: every control checked however many, the order and the text, and every gallery example's
/// findings (the rules themselves have a test file each, beside this one).
@Suite @MainActor
struct TouchLintTests: LintTesting {
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
        // As an item, the Camera button is as large as its title (R13.4): 54 × 33 pt.
        "toolbar-subview-behind-items bar-button-item": ["small-target UIButton"],
        // The raised button covers the middle of both tabs' buttons; above the bar, its half is dead until the fix.
        "tab-bar-raised-button": ["partly-covered UITabBarButton#1", "partly-covered UITabBarButton#2", "partly-covered UIButton"],
        // The popover's touch fallback covers the screen; its pass-through views are the fix.
        "popover-swallows-tap": ["unreachable UIButton", "touch-swallower _UITouchFallbackView"],
        // The title view has no size: its button is drawn, and no touch reaches it.
        "title-view-button": ["zero-size-ancestor MailboxTitleView", "unreachable UIButton"],
        "title-view-button intrinsic-size": ["small-target UIButton"],
        // A one-line text view is 31 pt high; lint cannot see that its text tap takes the row's touches.
        "text-view-in-cell": (1...3).map { "small-target UITextView#\($0)" },
        "text-view-in-cell not-selectable": (1...3).map { "small-target UITextView#\($0)" },
        // The menu's press begins at 0.4 s and prevents the note's 0.5 s long press; the 0.3 s one wins.
        "context-menu-beats-long-press": ["long-press-under-context-menu NoteCardView"],
        "tab-bar-raised-button point-inside": ["partly-covered UITabBarButton#1", "partly-covered UITabBarButton#2"],
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

    @Test("views through nearly singular transforms, with a text field: lint answers, no trap (attack run 2)")
    func nearSingularTransform() {
        let report = lint {
            // Three scales of 1e-150: converting the window's bounds into the button's space overflows to infinity.
            let outer = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
            var parent = outer
            for _ in 0..<3 {
                let squashed = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
                squashed.transform = CGAffineTransform(a: 1e-150, b: 0, c: 0, d: 1e-150, tx: 5, ty: 5)
                parent.addSubview(squashed)
                parent = squashed
            }
            parent.addSubview(self.button(CGRect(x: 20, y: 20, width: 100, height: 44)))
            return [outer, UITextField(frame: CGRect(x: 20, y: 700, width: 300, height: 40))]
        }
        #expect(report.checked == 2)
    }
}
