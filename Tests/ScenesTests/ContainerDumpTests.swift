import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes
@testable import Session

/// UIKit's containers in dumps: collection views and their cells, stack views and the keyboard's windows get
/// their classes' behaviour; a layer's `zPosition` is read from the view's line.
@Suite @MainActor
struct ContainerDumpTests {
    private func build(_ dump: String) -> Simulator {
        let sim = Simulator()
        DumpScene.example(DumpParser.parse(dump), id: "test.txt").build(in: sim)
        return sim
    }

    private func hit(_ point: CGPoint, in sim: Simulator) -> String? {
        HitAreaSampler.hitView(at: point, in: sim).flatMap(\.printedIdentity).map(\.name)
    }

    static let grid = """
        <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x200>>
           | <UICollectionView: 0x101; frame = (0 100; 390 600); clipsToBounds = YES; layer = <CALayer: 0x201>; contentOffset: {0, 0}; contentSize: {390, 1300}>
           |    | <MyApp.PhotoCell: 0x102; frame = (10 10; 120 120); layer = <CALayer: 0x202>>
           |    |    | <UIView: 0x103; frame = (0 0; 120 120); gestureRecognizers = <NSArray: 0x300>; layer = <CALayer: 0x203>>
           | <UIStackView: 0x104; frame = (0 720; 390 44); layer = <CATransformLayer: 0x204>>
           |    | <UIButton: 0x105; frame = (0 0; 195 44); layer = <CALayer: 0x205>>
           | <BadgeView: 0x106; frame = (0 0; 100 100); layer = <CALayer: 0x206; zPosition = 10>>
        """

    @Test("a dump's collection view, cell and stack view get their classes' behaviour; zPosition is read")
    func classes() throws {
        let sim = build(Self.grid)
        let names = ViewNames(windows: sim.application.windows)
        #expect(names.view(named: "UICollectionView 0x101") is UICollectionView)
        #expect(names.view(named: "MyApp.PhotoCell 0x102") is UICollectionViewCell)
        #expect(names.view(named: "UIStackView 0x104") is UIStackView)
        #expect(names.view(named: "BadgeView 0x106")?.layer.zPosition == 10)
        #expect(hit(CGPoint(x: 50, y: 160), in: sim) == "UIView 0x103")
        #expect(hit(CGPoint(x: 300, y: 740), in: sim) == "UIStackView 0x104")
        #expect(DumpParser.parse(Self.grid.replacingOccurrences(of: "zPosition = 10", with: "zPosition = x")).diagnostics
            .first?.message.contains("cannot read zPosition") == true)
    }

    @Test("a dump of the app's window and the keyboard's: the keyboard takes touches on it, the rest pass to the app")
    func keyboardWindows() throws {
        let sim = build("""
            <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x200>>
               | <UIButton: 0x101; frame = (0 700; 390 60); layer = <CALayer: 0x201>>
               | <UIButton: 0x102; frame = (0 100; 390 60); layer = <CALayer: 0x202>>
            <UITextEffectsWindow: 0x110; frame = (0 0; 390 844); opaque = NO; layer = <UIWindowLayer: 0x210>>
               | <UIInputSetHostView: 0x111; frame = (0 508; 390 336); layer = <CALayer: 0x211>>
            """)
        #expect(sim.application.windows.count == 2)
        #expect(sim.application.keyWindow?.printedIdentity?.name == "UIWindow 0x100")
        #expect(hit(CGPoint(x: 100, y: 720), in: sim) == "UIInputSetHostView 0x111")
        #expect(hit(CGPoint(x: 100, y: 120), in: sim) == "UIButton 0x102")
    }
}

extension ContainerDumpTests {
    static let sheet = """
        <UIWindow: 0x100; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x900>; layer = <UIWindowLayer: 0x200>>
           | <UITransitionView: 0x101; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x201>>
           |    | <UIDropShadowView: 0x102; frame = (0 57; 390 787); gestureRecognizers = <NSArray: 0x901>; layer = <CALayer: 0x202>>
           |    |    | <UIView: 0x103; frame = (0 0; 390 787); layer = <CALayer: 0x203>>
           |    |    |    | <MyApp.CanvasView: 0x104; frame = (20 100; 350 400); layer = <CALayer: 0x204>>
           |    |    |    | <MyApp.CardView: 0x105; frame = (20 600; 350 100); gestureRecognizers = <NSArray: 0x902>; layer = <CALayer: 0x205>>
        """

    @Test("a dumped page sheet has its drag: a downward stroke on a drawing view is cancelled, as on the device")
    func sheetDrag() throws {
        let sim = build(Self.sheet)
        sim.log.removeAll()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        for step in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 100 + CGFloat(step), y: 300 + CGFloat(step) * 10))
        }
        sim.touchUp()
        sim.advance(by: 1)
        #expect(sim.log.lines.contains("-[MyApp.CanvasView touchesCancelled:withEvent:]"))
    }

    @Test("a view that prints recognizers touchsim cannot know is named in a warning, on the command line and in the summary")
    func unknownRecognizers() {
        let parsed = DumpParser.parse(Self.sheet)
        let warnings = DumpRecognizers.unknown(in: parsed)
        #expect(warnings.map(\.line) == [6])  // the card's; the window's are UIKit's system gates
        #expect(warnings.last?.message.hasPrefix("warning: MyApp.CardView 0x105 has gesture recognizers the dump does not describe") == true)
        let summary = DumpScene.example(parsed, id: "sheet.txt").summary
        #expect(summary.contains("Warning: 1 of its views have gesture recognizers the dump does not describe (MyApp.CardView)"))
    }

    @Test("a dumped navigation controller has its edge swipe: it begins when the bar shows a back button")
    func popSwipe() throws {
        func dump(back: Bool) -> String {
            """
            <UILayoutContainerView: 0x100; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x900>; layer = <CALayer: 0x200>>
               | <UINavigationTransitionView: 0x101; frame = (0 0; 390 844); layer = <CALayer: 0x201>>
               |    | <UIScrollView: 0x102; frame = (0 0; 390 844); layer = <CALayer: 0x202>; contentOffset: {0, 0}; contentSize: {390, 844}>
               | <UINavigationBar: 0x103; frame = (0 47; 390 44); layer = <CALayer: 0x203>>
            """ + (back ? "\n   |    | <_UIBackButtonMaskView: 0x104; frame = (8 0; 80 44); layer = <CALayer: 0x204>>" : "")
        }
        for back in [false, true] {
            let sim = build(dump(back: back))
            sim.log.removeAll()
            sim.touchDown(at: CGPoint(x: 5, y: 400))
            for step in 1...10 {
                sim.advance(by: 1.0 / 60)
                sim.touchMove(to: CGPoint(x: 5 + CGFloat(step) * 20, y: 400))
            }
            sim.touchUp()
            sim.advance(by: 1)
            #expect(sim.log.lines.contains("# UIScreenEdgePanGestureRecognizer possible → began") == back, "back: \(back)")
        }
    }
}
