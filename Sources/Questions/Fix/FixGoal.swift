import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// What `fix` is asked to bring about, as `--want` says it: `action:NAME` (a control or recognizer sends the
/// action to a target), `view:NAME` (the touch goes to the view — a control: hit-testing picks it; another view:
/// it or a subview that passes the touch up — and ends there) or `recognizer:NAME` (it recognizes).
package enum FixGoal: Equatable, Sendable, CustomStringConvertible {
    case action(String)
    case view(String)
    case recognizer(String)

    package init(parsing text: String) throws(QuestionProblem) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].utf8.count <= 200 else {
            throw QuestionProblem("want '\(text.prefix(60))' is not action:NAME, view:NAME or recognizer:NAME")
        }
        switch parts[0] {
        case "action": self = .action(parts[1])
        case "view": self = .view(parts[1])
        case "recognizer": self = .recognizer(parts[1])
        default: throw QuestionProblem("want '\(text.prefix(60))' is not action:NAME, view:NAME or recognizer:NAME")
        }
    }

    package var description: String {
        switch self {
        case .action(let name): "action:\(name)"
        case .view(let name): "view:\(name)"
        case .recognizer(let name): "recognizer:\(name)"
        }
    }

    /// The goal in words: "buyTapped: is sent", "CardView gets the touch to its end", "swipe recognizes".
    package var words: String {
        switch self {
        case .action(let name): "\(name) is sent"
        case .view(let name): "\(name) gets the touch to its end"
        case .recognizer(let name): "\(name) recognizes"
        }
    }
}

/// How far a world's records got toward a goal, stage by stage: the view hit, its touch begun, ended; the
/// recognizer seeing the touch, recognizing; the action's sender taking part, the action sent. The goal is met at
/// the last stage; a change that gets further than the scene as it is is the closest when none meets it.
@MainActor
struct FixProgress {
    let goal: FixGoal
    /// The objects the goal names, in the world the records are of.
    private let views: [UIView]
    private let recognizers: [UIGestureRecognizer]
    private let controls: [UIControl]

    /// The goal's objects in a fresh world's names; a problem when it names nothing in `scene` (its id).
    init(_ goal: FixGoal, names: ViewNames, scene: String = "the scene") throws(QuestionProblem) {
        self.goal = goal
        let recognizerNames = RecognizerNames(views: names)
        switch goal {
        case .view(let name):
            guard let view = names.view(named: name) else { throw Self.unknown("view", name, names.names, scene) }
            (views, recognizers, controls) = ([view], [], [])
        case .recognizer(let name):
            guard let recognizer = recognizerNames.recognizer(named: name) else {
                throw Self.unknown("recognizer", name, recognizerNames.names, scene)
            }
            (views, recognizers, controls) = ([], [recognizer], [])
        case .action(let name):
            let senders = ActionStory.senders(of: name, in: recognizerNames)
            guard !senders.isEmpty else { throw Self.unknown("action", name, ActionStory.allActions(in: recognizerNames), scene) }
            (views, recognizers, controls) = ([], senders.compactMap { $0.object as? UIGestureRecognizer },
                                              senders.compactMap { $0.object as? UIControl })
        }
    }

    private static func unknown(_ kind: String, _ name: String, _ known: [String], _ scene: String) -> QuestionProblem {
        QuestionProblem(WhySubject.Unknown(kind: kind, name: name, known: known), in: scene, listing: 100)
    }

    /// The views the goal is about: the view, the recognizers' views, the controls.
    var goalViews: [UIView] { views + recognizers.compactMap(\.view) + controls }
    var goalRecognizers: [UIGestureRecognizer] { recognizers }

    /// The stages there are.
    var stages: Int {
        if case .view = goal { return 3 }
        return 2
    }

    /// The stages `records` reached (the goal met when it equals `stages`).
    func reached(in records: some Sequence<DispatchRecord>, passes: [HitTestPass]) -> Int {
        switch goal {
        case .view:
            // A control tracks only the touches hit-testing gave it; any other view gets a touch also when it
            // lands in a subview and is passed up to it.
            guard let view = views.first else { return 0 }
            let isControl = view is UIControl
            let hit = passes.contains { pass in
                pass.hitView.map { $0 === view || (!isControl && $0.isDescendant(of: view)) } ?? false
            }
            var stage = hit ? 1 : 0
            for record in records {
                guard case .trace(.message(let object, let selector, let forwardedFrom)) = record.kind, object === view,
                      !isControl || forwardedFrom == nil else { continue }
                if selector == .touchesBegan { stage = max(stage, 2) }
                if selector == .touchesEnded { return 3 }
            }
            return stage
        case .recognizer:
            var stage = 0
            for record in records {
                guard case .trace(.gestureState(let recognizer, _, let to, _)) = record.kind,
                      recognizers.contains(where: { $0 === recognizer }) else { continue }
                if to == .began || to == .ended { return 2 }
                stage = 1
            }
            return stage
        case .action(let name):
            let wanted = name.hasSuffix(":") ? String(name.dropLast()) : name
            var stage = 0
            for record in records {
                guard case .trace(let event) = record.kind else { continue }
                switch event {
                case .action(let selector, let target, _, _) where target != nil && Self.bare(selector.name) == wanted:
                    return 2
                case .gestureAction(let recognizer, let selector, _)
                    where recognizers.contains(where: { $0 === recognizer }) && selector.map({ Self.bare($0.name) == wanted }) ?? false:
                    return 2
                case .gestureState(let recognizer, _, _, _) where recognizers.contains(where: { $0 === recognizer }):
                    stage = 1
                case .message(let object, .touchesBegan, _) where controls.contains(where: { $0 === object }):
                    stage = 1
                default:
                    break
                }
            }
            return stage
        }
    }

    private static func bare(_ name: String) -> String { name.hasSuffix(":") ? String(name.dropLast()) : name }
}
