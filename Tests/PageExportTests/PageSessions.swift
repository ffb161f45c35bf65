import Diagnosis
import Dispatcher
import Examples
import Foundation
@testable import PageExport

/// Gallery examples played as `export --html` plays a trace: the demo input into a world, a `SessionPageBuilder`
/// gathering the page.
@MainActor
enum PageSessions {
    /// Every gallery example's page, each variant's too, after its demo input and a second to settle.
    static func all() -> [(id: String, page: SessionPage)] {
        Gallery.all.flatMap { example in
            ([nil] + example.variants).map { variant in
                (id: example.id + (variant.map { "/" + $0 } ?? ""), page: page(example.id, variant: variant))
            }
        }
    }

    static func page(_ id: String, variant: String? = nil) -> SessionPage {
        let session = ExampleSession(example: Gallery.example(id: id)!, variant: variant, device: .standard)
        let builder = SessionPageBuilder(session: session)
        let observer = session.sim.log.addObserver { builder.record($0) }
        defer { session.sim.log.removeObserver(observer) }
        for input in session.example.demoInput {
            builder.animate(until: input.t)
            session.sim.play(input)
            builder.snapshot()
        }
        builder.animate(until: session.sim.now + 1)
        session.sim.advance(to: session.sim.now + 1)
        builder.snapshot()
        builder.finish()
        return builder.page
    }
}
