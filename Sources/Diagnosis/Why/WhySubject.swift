import Foundation
@_spi(Engine) import ViewModel

/// What `why` is asked about: a view, a recognizer or an action.
@MainActor
package enum WhySubject {
    case view(UIView)
    case recognizer(UIGestureRecognizer)
    case action(String, senders: [ActionStory.Sender])

    /// A name that names nothing of its kind, with the names there are, for the error that lists them.
    package struct Unknown: Error {
        package let kind: String
        package let name: String
        package let known: [String]

        package init(kind: String, name: String, known: [String]) {
            (self.kind, self.name, self.known) = (kind, name, known)
        }
    }

    /// What the names ask about — a view (or the view a named recognizer is on), a recognizer, or an action
    /// a control or recognizer sends — the first given of the three; nil when none is.
    package static func named(view: String?, recognizer: String?, action: String?, in names: ViewNames)
        throws(Unknown) -> WhySubject?
    {
        let recognizers = RecognizerNames(views: names)
        if let name = view {
            guard let found = names.view(named: name) ?? recognizers.recognizer(named: name)?.view else {
                throw Unknown(kind: "view", name: name, known: names.names)
            }
            return .view(found)
        }
        if let name = recognizer {
            guard let found = recognizers.recognizer(named: name) else {
                throw Unknown(kind: "recognizer", name: name, known: recognizers.names)
            }
            return .recognizer(found)
        }
        if let name = action {
            let senders = ActionStory.senders(of: name, in: recognizers)
            guard !senders.isEmpty else {
                throw Unknown(kind: "action", name: name, known: ActionStory.allActions(in: recognizers))
            }
            return .action(name, senders: senders)
        }
        return nil
    }
}
