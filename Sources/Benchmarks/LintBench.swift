import Diagnosis
import Dispatcher
import Examples
import Foundation
import Scenes
import Session
@_spi(Engine) import ViewModel

/// The lint figures, on a realistic large screen: a generated `recursiveDescription` dump of about 2,000 views —
/// a header with a button over a table of 330 rows, each a cell, its content view, a title, a detail, a button
/// with its label and a separator: 331 controls. `lint.dump_2000_ms` lints it whole (the world built, every
/// control checked, every finding asked); the floor builds the same world and hit-tests each control's centre
/// once — the least any check of every view must do.
@MainActor
package enum LintBench {
    static let rows = 330

    static func run() -> [(String, String)] {
        let example = DumpScene.example(DumpParser.parse(dumpText()), id: "bench-2000.txt")
        var checked = 0
        let lint = best(of: 5) { checked = TouchLint(example: example, variant: nil).run().checked }
        let floor = best(of: 5) {
            let sim = example.world(variant: nil)
            let names = ViewNames(windows: sim.application.windows)
            for entry in names.entries where entry.view is UIControl || !(entry.view.gestureRecognizers ?? []).isEmpty {
                let centre = CGPoint(x: entry.view.bounds.midX, y: entry.view.bounds.midY).applying(entry.view.toScreenTransform)
                _ = HitAreaSampler.hitView(at: centre, in: sim)
            }
        }
        return [
            ("lint.dump_2000_views", "\(ViewNames(windows: example.world(variant: nil).application.windows).entries.count)"),
            ("lint.dump_2000_checked", "\(checked)"),
            ("lint.dump_2000_ms", format(lint * 1000)),
            ("lint.views_per_s", "\(Int(Double(checked) / lint))"),
            ("lint.floor_ms", format(floor * 1000)),
            ("lint.vs_floor", format(lint / floor)),
        ]
    }

    /// The dump's text: one line a view, `   | ` a level, as `recursiveDescription` prints it.
    package static func dumpText() -> String {
        var lines: [String] = []
        var address = 0x7fb1_0000_0000
        func line(_ depth: Int, _ className: String, _ frame: (Double, Double, Double, Double), _ extra: String = "") {
            address += 0x100
            let frameText = [frame.0, frame.1, frame.2, frame.3].map { $0.rounded() == $0 ? String(Int($0)) : String($0) }
            lines.append(String(repeating: "   | ", count: depth) + "<\(className): 0x\(String(address, radix: 16)); "
                + "frame = (\(frameText[0]) \(frameText[1]); \(frameText[2]) \(frameText[3]))\(extra); "
                + "layer = <CALayer: 0x\(String(address + 8, radix: 16))>>")
        }
        line(0, "UIWindow", (0, 0, 390, 844))
        line(1, "UIView", (0, 0, 390, 844))
        line(2, "UIView", (0, 0, 390, 100))
        line(3, "UIButton", (300, 50, 74, 44), "; opaque = NO")
        line(4, "UIButtonLabel", (10, 12, 54, 20), "; text = 'Edit'; userInteractionEnabled = NO")
        line(2, "UITableView", (0, 100, 390, 744), "; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x1>; "
            + "contentOffset: {0, 0}; contentSize: {390, \(rows * 60)}; adjustedContentInset: {0, 0, 0, 0}")
        for row in 0..<rows {
            line(3, "UITableViewCell", (0, Double(row * 60), 390, 60))
            line(4, "UITableViewCellContentView", (0, 0, 390, 59.5))
            line(5, "UILabel", (16, 8, 250, 22), "; text = 'Row \(row)'; userInteractionEnabled = NO")
            line(5, "UILabel", (16, 32, 250, 18), "; text = 'detail'; userInteractionEnabled = NO")
            line(5, "UIButton", (300, 8, 74, 44), "; opaque = NO")
            line(6, "UIButtonLabel", (10, 12, 54, 20), "; text = 'Call'; userInteractionEnabled = NO")
            line(4, "_UITableViewCellSeparatorView", (16, 59.5, 374, 0.5))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The shortest of `runs` timings of `body`, in seconds.
    private static func best(of runs: Int, _ body: () -> Void) -> Double {
        (0..<runs).map { _ in DispatchBench.seconds(body) }.min() ?? 0
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
