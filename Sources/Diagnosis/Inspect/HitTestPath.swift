import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// A hit-test pass in words: each visit in order with the view's name, its answer (skipped, outside, inside,
/// declined, hit) and the reason, where `point(inside:)` was asked in the view's own coordinates — what `why`
/// prints, and what a reader checks against UIKit's rules: a view refused before `point(inside:)`, a NO, a YES
/// whose `hitTest` went on into the subviews, an overriding `hitTest` that answered something else.
@MainActor
package struct HitTestPath {
    package struct Step: Equatable, Encodable, Sendable {
        package let view: String
        package let answer: String
        package let reason: String
    }

    package let steps: [Step]
    /// The name of the view that gets the touch; nil when hit-testing found none.
    package let hit: String?

    package init(pass: HitTestPass, names: ViewNames) {
        steps = pass.visits.map { visit in
            Step(view: names.name(of: visit.view), answer: visit.outcome.word,
                 reason: Self.reason(visit, at: visit.point, names: names))
        }
        hit = pass.hitView.map(names.name(of:))
    }

    private static func reason(_ visit: HitTestPass.Visit, at point: CGPoint?, names: ViewNames) -> String {
        if case .skipped(let refusal) = visit.outcome { return DispatchRecord.describe(refusal) }
        let view = visit.view
        let said: String
        switch visit.saidInside {
        case true?: said = "point(inside:) said YES" + at(point)
        case false?: said = "point(inside:) said NO" + at(point)
        case nil: said = "point(inside:) was not asked"
        }
        guard let answer = visit.answer else {
            // nil after YES, or without asking: only an override answers so (the default returns itself at least).
            return visit.saidInside == false ? said : said + "; its overriding hitTest returned nil"
        }
        if answer === view {
            if visit.saidInside == nil { return "its overriding hitTest returned itself; " + said }
            return said + (view.subviews.isEmpty ? "; it has no subviews" : "; none of its subviews took the point")
        }
        let returned = names.name(of: answer)
        if visit.saidInside == true, answer.isDescendant(of: view) { return said + "; its hitTest returned \(returned)" }
        return said + "; its overriding hitTest returned \(returned)"
    }

    private static func at(_ point: CGPoint?) -> String {
        point.map { " at " + DispatchRecord.format($0) + " in its own coordinates" } ?? ""
    }
}
