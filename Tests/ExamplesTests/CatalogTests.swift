import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Examples

/// A package's own examples come first for one run, and only there: the binding is task-local, nothing global.
@Suite @MainActor
struct CatalogTests {
    @Test("own examples first, found by id, shadowing nothing outside their run")
    func ownFirst() async {
        let own = Example(id: "my-card", title: "Mine", seed: "", summary: "", demoInput: []) { _, _ in
            UIWindow(frame: UIScreen.main.bounds)
        }
        #expect(Catalog.example(id: "my-card") == nil)
        await Catalog.$own.withValue(Catalog([own])) {
            #expect(Catalog.all.first?.id == "my-card")
            #expect(Catalog.all.count == Gallery.all.count + 1)
            #expect(Catalog.example(id: "hit-test-order") != nil)
        }
        #expect(Catalog.all.count == Gallery.all.count, "the binding ends with its run")
    }
}
