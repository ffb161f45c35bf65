import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// What the inspector shows for a selected view, as titled sections of lines: its geometry and the flags
/// hit-testing reads, what the last pass made of it (and whether its `hitTest` behaved as the default does), its
/// recognizers with their state and flags, a control's state and registered actions, a scroll view's touch
/// flags, and its responder chain — all in the names the tree and `why` use.
@MainActor
package struct ViewInspection {
    package struct Section: Equatable {
        package let title: String
        package let lines: [String]
    }

    package let sections: [Section]

    /// `focusedRecognizer`: the index of the recognizer the what-if keys act on (marked ▶), nil for all.
    package init(_ view: UIView, names: ViewNames, pass: HitTestPass?, focusedRecognizer: Int? = nil) {
        var sections = [Section(title: names.name(of: view), lines: Self.geometry(view))]
        if let visit = pass?.visits.last(where: { $0.view === view }) {
            var lines = ["visit #\(visit.number): \(visit.outcome.explanation)"]
            if visit.saidInside == nil, visit.answer != nil {
                lines.append("its hitTest answered \(visit.answer.map(names.name(of:)) ?? "nil") without asking "
                    + "point(inside:): an override")
            } else if visit.saidInside == true, visit.answer == nil {
                lines.append("point(inside:) said YES but hitTest answered nil: an override")
            }
            sections.append(Section(title: "Last hit-test", lines: lines))
        } else if pass != nil {
            sections.append(Section(title: "Last hit-test", lines: ["never asked"]))
        }
        let recognizers = RecognizerNames(views: names)
        let own = view.gestureRecognizers ?? []
        if !own.isEmpty {
            sections.append(Section(title: "Recognizers", lines: own.enumerated().map { index, recognizer in
                let name = recognizers.entries.first { $0.recognizer === recognizer }?.name ?? className(of: recognizer)
                return (index == focusedRecognizer ? "▶ " : "") + "\(name): \(recognizer.state.logName)\(recognizer.isEnabled ? "" : ", disabled"); "
                    + "cancelsTouchesInView \(recognizer.cancelsTouchesInView), delaysTouchesBegan "
                    + "\(recognizer.delaysTouchesBegan), delaysTouchesEnded \(recognizer.delaysTouchesEnded)"
            }))
        }
        if let control = view as? UIControl {
            let actions = control.registeredActions.map { entry in
                "\(entry.events.logName) → \(entry.action)"
                    + (entry.target.map { " on " + (($0 as? UIView).map(names.name(of:)) ?? className(of: $0)) }
                        ?? " along the responder chain")
            }
            sections.append(Section(title: "Control", lines: ["isEnabled \(control.isEnabled), state \(Self.describe(control.state))"]
                + (actions.isEmpty ? ["no actions registered"] : actions)))
        }
        if let scrollView = view as? UIScrollView {
            sections.append(Section(title: "Scroll view", lines: [
                "delaysContentTouches \(scrollView.delaysContentTouches), canCancelContentTouches "
                    + "\(scrollView.canCancelContentTouches)",
                "contentOffset \(Self.format(scrollView.contentOffset))",
            ]))
        }
        let chain = ResponderChainPath(from: view).links.map { link in
            link.view.map(names.name(of:)) ?? className(of: link.responder)
        }
        sections.append(Section(title: "Responder chain", lines: [chain.joined(separator: " → ")]))
        self.sections = sections
    }

    private static func geometry(_ view: UIView) -> [String] {
        var lines = [
            "frame \(format(view.frame))", "bounds \(format(view.bounds))", "center \(format(view.center))",
        ]
        if view.transform != .identity {
            let t = view.transform
            lines.append("transform [\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), \(number(t.tx)), \(number(t.ty))]")
        }
        lines.append("alpha \(number(view.alpha)), isHidden \(view.isHidden), isUserInteractionEnabled \(view.isUserInteractionEnabled)")
        lines.append("clipsToBounds \(view.clipsToBounds), isMultipleTouchEnabled \(view.isMultipleTouchEnabled), "
            + "isExclusiveTouch \(view.isExclusiveTouch)")
        return lines
    }

    private static func describe(_ state: UIControl.State) -> String {
        var names: [String] = []
        if state.contains(.highlighted) { names.append("highlighted") }
        if state.contains(.disabled) { names.append("disabled") }
        if state.contains(.selected) { names.append("selected") }
        return names.isEmpty ? "normal" : names.joined(separator: ", ")
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    private static func format(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    private static func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)); \(number(rect.width)) × \(number(rect.height)))"
    }
}
