import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// The names kept per state of the world's tree: the same value while nothing moves, new names once a view or a
/// recognizer is added, and never another world's names.
@Suite @MainActor
struct WorldNamesTests {
    func world() -> (Simulator, UIView) {
        let sim = Simulator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        sim.application.show(window)
        return (sim, card)
    }

    @Test func keptWhileTheTreeStaysAndMadeAgainWhenItChanges() {
        let (sim, card) = world()
        let names = WorldNames()
        #expect(names.views(of: sim.application).name(of: card) == "UIView")
        let version = sim.application.treeVersion
        _ = names.views(of: sim.application)
        #expect(sim.application.treeVersion == version)

        card.superview?.addSubview(UIView(frame: .zero))
        #expect(names.views(of: sim.application).name(of: card) == "UIView#1")
        #expect(names.recognizers(of: sim.application).entries.isEmpty)
        card.addGestureRecognizer(UITapGestureRecognizer())
        #expect(names.recognizers(of: sim.application).entries.map(\.name) == ["UITapGestureRecognizer"])
    }

    @Test func anotherWorldIsNamedAfresh() {
        let names = WorldNames()
        var (sim, _) = world()
        _ = names.views(of: sim.application)
        // The same scene built again: the same count of tree changes, maybe the same address.
        let card: UIView
        (sim, card) = world()
        #expect(names.views(of: sim.application).view(named: "UIView") === card)
    }
}
