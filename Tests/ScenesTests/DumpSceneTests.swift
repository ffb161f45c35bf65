import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Scenes
@testable import Session

/// Dumps built into worlds and tapped as `why` taps: UIKit's behaviour for each printed class, the flags as
/// printed, the bounds origin shifting subviews, names by class and address.
@Suite @MainActor
struct DumpSceneTests {
    /// A world of the dump, tapped once at `point`; the world is returned to keep it alive.
    private func ask(_ dump: String, at point: CGPoint) -> (Simulator, TouchAnswer) {
        let sim = Simulator()
        DumpScene.example(DumpParser.parse(dump), id: "test.txt").build(in: sim)
        sim.log.removeAll()
        return (sim, TouchQuestion(in: sim, at: point).ask(in: sim, settle: 2))
    }

    @Test("a navigation controller: the button gets a tap, the bar's private button its own, names are class and address")
    func navigation() {
        #expect(ask(Dumps.navigation, at: CGPoint(x: 196, y: 422)).1.path.hit == "UIButton 0x103812010")
        #expect(ask(Dumps.navigation, at: CGPoint(x: 30, y: 81)).1.path.hit == "_UIButtonBarButton 0x10380e880")
        // The app made its image view interactive: no `userInteractionEnabled = NO` is printed.
        #expect(ask(Dumps.navigation, at: CGPoint(x: 196, y: 180)).1.path.hit == "MyApp.ProfileAvatarImageView 0x103812a40")
        // A label as UIKit made it is not: the tap goes to the view behind it.
        #expect(ask(Dumps.navigation, at: CGPoint(x: 30, y: 260)).1.path.hit == "UIView 0x103811890")
    }

    @Test("the behaviour of the nearest known class, the printed class kept for every name")
    func classes() {
        let (sim, _) = ask(Dumps.navigation, at: CGPoint(x: 1, y: 1))
        let names = ViewNames(windows: sim.application.windows)
        let bar = names.view(named: "_UIButtonBarButton 0x10380e880")
        #expect(bar is UIButton && bar.map(className(of:)) == "_UIButtonBarButton")
        #expect(names.view(named: "0x103812500") is UILabel)
        #expect(names.view(named: "0x103808690").map { type(of: $0) == UIView.self } == true, "_UIBarBackground")
        #expect(names.view(named: "0x103808bf0") is _UINavigationBarContentView)
        #expect(names.view(named: "UILayoutContainerView 0x10380cf90") is UILayoutContainerView)
        #expect(ViewFactory.behaviour(of: "MyApp.FancyTableViewCell") == "UITableViewCell")
        #expect(ViewFactory.behaviour(of: "UICollectionView") == "UICollectionView")
        #expect(ViewFactory.isAppClass("MyApp.ProfileAvatarImageView") && !ViewFactory.isAppClass("_UIBarBackground"))
    }

    @Test("a table under a large title: contentOffset {0, -91} moves the rows down; an alpha 0 view is skipped")
    func table() {
        #expect(ask(Dumps.table, at: CGPoint(x: 200, y: 91 + 22)).1.path.hit == "UIListContentView 0x7f9b8a60cd90")
        #expect(ask(Dumps.table, at: CGPoint(x: 345, y: 91 + 44 + 22)).1.path.hit == "UIListContentView 0x7f9b8a610f90")
        #expect(ask(Dumps.table, at: CGPoint(x: 200, y: 40)).1.path.hit == "UITableView 0x7f9b8b81e000")
        let (sim, _) = ask(Dumps.table, at: CGPoint(x: 1, y: 1))
        let window = sim.application.windows[0]
        #expect(window.bounds == UIScreen.main.bounds)
        let cell = ViewNames(windows: [window]).view(named: "0x7f9b8a60c200") as? UITableViewCell
        #expect(cell?.subviews.map(className(of:)) == ["_UISystemBackgroundView", "UITableViewCellContentView", "_UITableViewCellSeparatorView"])
    }

    @Test("a page sheet: the sheet's views take the tap; the dimming view covers the presenter, shrunk by its transform")
    func pageSheet() {
        #expect(ask(Dumps.pageSheet, at: CGPoint(x: 340, y: 59 + 35)).1.path.hit == "UISwitch 0x105c0c1d0")
        #expect(ask(Dumps.pageSheet, at: CGPoint(x: 200, y: 30)).1.path.hit == "UIDimmingView 0x105c0a8d0")
        let (sim, _) = ask(Dumps.pageSheet, at: CGPoint(x: 1, y: 1))
        let shadow = ViewNames(windows: sim.application.windows).view(named: "0x105b12580")
        #expect(shadow.map { abs($0.bounds.width - 393) < 0.01 && abs($0.bounds.height - 852) < 0.01 } == true)
    }

    @Test("iOS 12 style: the label made interactive takes the tap; hidden and alpha 0 overlays are skipped; the scroll offset moves its buttons")
    func legacy() {
        #expect(ask(Dumps.legacy, at: CGPoint(x: 40, y: 100)).1.path.hit == "UILabel 0x7fb1e5d0b4d0")
        #expect(ask(Dumps.legacy, at: CGPoint(x: 320, y: 110)).1.path.hit == "UIView 0x7fb1e5d0b110")
        // The button at y 140 in content shows at 300 + 140 − 120 = 320 on screen.
        #expect(ask(Dumps.legacy, at: CGPoint(x: 60, y: 340)).1.path.hit == "UIButton 0x7fb1e6017200")
        #expect(ask(Dumps.legacy, at: CGPoint(x: 60, y: 460)).1.path.hit == "UIScrollView 0x7fb1e6016000")
        #expect(ask(Dumps.legacy, at: CGPoint(x: 260, y: 340)).1.path.hit == "UIScrollView 0x7fb1e6016000")
    }

    @Test("a dump that starts below the window: a window of the screen's size, the top view at its printed frame")
    func wrapped() {
        let dump = """
            <MyApp.BadgeView: 0x7f8a1c40e2b0; frame = (10 100; 100 100); layer = <CALayer: 0x6000002d1a20>>
               | <UIButton: 0x7f8a1c40e6d0; frame = (50 50; 40 40); opaque = NO; layer = <CALayer: 0x6000002d1b40>>
            """
        #expect(ask(dump, at: CGPoint(x: 15, y: 105)).1.path.hit == "MyApp.BadgeView 0x7f8a1c40e2b0")
        #expect(ask(dump, at: CGPoint(x: 70, y: 160)).1.path.hit == "UIButton 0x7f8a1c40e6d0")
        #expect(ask(dump, at: CGPoint(x: 5, y: 5)).1.path.hit == "UIWindow")
    }

    @Test("a 2,000-line dump opens (read and built) quickly")
    func speed() {
        var lines = ["<UIWindow: 0x100; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x1>>"]
        for index in 0..<1_999 {
            let depth = 1 + index % 6
            lines.append(String(repeating: "   | ", count: depth)
                + "<UIView: 0x\(String(index + 0x1000, radix: 16)); frame = (\(index % 7) \(index % 11); 300 40); "
                + "autoresize = W+H; gestureRecognizers = <NSArray: 0x6000\(index)>; layer = <CALayer: 0x6001\(index)>>")
        }
        let text = lines.joined(separator: "\n")
        let start = Date()
        let dump = DumpParser.parse(text)
        let sim = Simulator()
        DumpScene.example(dump, id: "big.txt").build(in: sim)
        let seconds = Date().timeIntervalSince(start)
        print("2,000-line dump: read and built in \(String(format: "%.3f", seconds)) s")
        #expect(dump.nodes.count == 2_000 && dump.diagnostics.isEmpty)
    }

    @Test("the note for app classes on the hit-test path")
    func note() {
        let (_, answer) = ask(Dumps.navigation, at: CGPoint(x: 196, y: 180))
        let note = DumpScene.overrideNote(along: answer.pass.visits.map(\.view))
        #expect(note?.hasPrefix("Note: MyApp.ProfileAvatarImageView is an app's own class") == true)
        #expect(DumpScene.overrideNote(along: ask(Dumps.table, at: CGPoint(x: 1, y: 1)).1.pass.visits.map(\.view)) == nil)
    }
}
