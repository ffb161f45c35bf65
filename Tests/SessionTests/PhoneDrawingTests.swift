import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// The one model of what the phone shows, which the window and the web page both draw: its order, its clips,
/// its parts, and its JSON read back.
@Suite("The phone's drawing")
@MainActor
struct PhoneDrawingTests {
    @Test("zposition-not-hit: the menu raised by zPosition is drawn after (above) the card added after it")
    func zPositionOrders() throws {
        let sim = Simulator()
        try #require(Gallery.example(id: "zposition-not-hit")).build(in: sim)
        var views: [Int: UIView] = [:]
        let drawing = PhoneDrawing(windows: sim.application.windowsInHitTestOrder.reversed()) { view in
            let id = ObjectIdentifier(view).hashValue
            views[id] = view
            return id
        }
        let fills = drawing.items.filter { $0.kind == .fill }.compactMap { views[$0.view] }
        let menu = try #require(fills.firstIndex { $0.layer.zPosition == 100 })
        let card = try #require(fills.firstIndex { String(describing: type(of: $0)) == "FeedCardView" })
        #expect(menu > card, "the menu's background comes after the card's")
        // Its button's title is text, drawn after the menu's background.
        let share = try #require(drawing.items.firstIndex { $0.text == "Share" })
        #expect(share > drawing.items.firstIndex { views[$0.view]?.layer.zPosition == 100 }!)
    }

    @Test("a scroll view clips its content: rows scrolled up are cut at its top, not drawn over the header")
    func scrollViewsClip() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        header.backgroundColor = .systemGray
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        row.backgroundColor = .systemBlue
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        window.addSubview(header)
        window.addSubview(scroll)
        window.isHidden = false
        let drawing = PhoneDrawing(windows: [window]) { $0 === row ? 1 : 0 }
        let item = drawing.items.first { $0.view == 1 }
        let clip = item?.clip.map { drawing.clips[$0] }
        #expect(clip == CGRect(x: 0, y: 100, width: 390, height: 400))
        // Where the row is drawn: 30 pt above the scroll view's top, which the clip cuts off.
        #expect(item.map { $0.bounds.applying($0.transform).minY } == 70)
    }

    @Test("a shape layer, a border and a rounded background are items of their own, the border last")
    func layersParts() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.black.cgColor
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
        dot.fillColor = UIColor.red.cgColor
        view.layer.addSublayer(dot)
        window.addSubview(view)
        window.isHidden = false
        let drawing = PhoneDrawing(windows: [window]) { $0 === view ? 1 : 0 }
        let kinds = drawing.items.filter { $0.view == 1 }.map(\.kind)
        #expect(kinds == [.fill, .shape, .border])
        #expect(drawing.items.first { $0.view == 1 }?.radius == 12)
    }

    @Test("every gallery example's drawing is written as JSON and read back the same, to a hundredth of a point")
    func jsonRoundTrip() throws {
        for example in Gallery.all {
            let sim = Simulator()
            example.build(in: sim)
            let drawing = PhoneDrawing(windows: sim.application.windowsInHitTestOrder.reversed()) { _ in 1 }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = try encoder.encode(drawing)
            let back = try JSONDecoder().decode(PhoneDrawing.self, from: data)
            #expect(back.items.count == drawing.items.count, "\(example.id)")
            #expect(try encoder.encode(back) == data, "\(example.id): written again, the same bytes")
            for (a, b) in zip(back.items, drawing.items) {
                #expect(a.kind == b.kind && a.text == b.text && a.color == b.color && a.clip == b.clip)
                #expect(abs(a.bounds.minX - b.bounds.minX) <= 0.005 && abs(a.transform.tx - b.transform.tx) <= 0.005)
            }
        }
    }

    @Test("hostile JSON: a wrong count, a colour past 255, an odd path, a clip that is not there: refused with where")
    func hostileJSON() {
        let item = #"{"kind":"fill","view":1,"transform":[1,0,0,1,0,0],"bounds":[0,0,10,10]"#
        for bad in [
            #"{"items":[{"kind":"fill","view":1,"transform":[1,0,0,1,0],"bounds":[0,0,10,10]}],"clips":[]}"#,
            #"{"items":[\#(item),"color":[0,0,0,256]}],"clips":[]}"#,
            #"{"items":[{"kind":"shape","view":1,"transform":[1,0,0,1,0,0],"bounds":[0,0,1,1],"paths":[[1,2,3]]}],"clips":[]}"#,
            #"{"items":[\#(item),"clip":3}],"clips":[[0,0,1,1]]}"#,
            #"{"items":[],"clips":[[0,0,1]]}"#,
        ] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(PhoneDrawing.self, from: Data(bad.utf8)) }
        }
    }

    @Test("a view whose frame is not a number is left out, not drawn as garbage")
    func nonFiniteViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)
        window.isHidden = false
        let drawing = PhoneDrawing(windows: [window]) { $0 === view ? 1 : 0 }
        #expect(!drawing.items.contains { $0.view == 1 })
        #expect(throws: Never.self) { try JSONEncoder().encode(drawing) }
    }
}
