import Foundation
@_spi(Engine) import ViewModel

/// Answers an app's code gives, as changes: `SignatureView.gestureRecognizerShouldBegin=ownOnly` is the override a
/// drawing view in a sheet writes so a stroke is not the sheet's drag (`always`, `never`, `ownOnly`: yes only to
/// its own recognizers), asked in place of the class's answer (`ShouldBeginAnswer`).
extension WhatIfProperty {
    package static let gestureRecognizerShouldBegin = WhatIfProperty(
        name: "gestureRecognizerShouldBegin", owner: "a view's", kind: .choice(ShouldBeginAnswer.allCases.map(\.rawValue)),
        onView: Access(get: { .word($0.shouldBeginAnswer?.rawValue ?? "") }, set: { view, value, _ in
            if case .word(let word) = value { view.shouldBeginAnswer = ShouldBeginAnswer(rawValue: word) }
        }), onRecognizer: nil,
        swift: { target, word in "in \(target)'s class: " + (ShouldBeginAnswer(rawValue: word)?.swift ?? "") })
}

extension WhatIfProperty {
    /// `Tap.shouldReceive=notOnControls` — its delegate refuses touches on a control, the usual fix for a
    /// superview's tap swallowing buttons — or `Tap.shouldReceive=notOn:List`: touches in that view.
    package static let shouldReceive = WhatIfProperty(
        name: "shouldReceive", owner: "a recognizer's", kind: .receiveRefusal, onView: nil,
        onRecognizer: Access(get: { _ in .word("") }, set: { recognizer, value, objects throws(ViewSettingError) in
            guard case .word(let word) = value else { return }
            let delegate = AnsweringDelegate.of(recognizer)
            if word == "notOnControls" {
                delegate.answers.refusesControls = true
            } else if word.hasPrefix("notOn:") {
                let name = String(word.dropFirst(6))
                _ = try objects.view(name)  // a name the world has, or its error now
                delegate.answers.refusedViews.append(name)
            }
        }),
        swift: { target, word in
            let test = word == "notOnControls" ? "!(touch.view is UIControl)"
                : "touch.view?.isDescendant(of: \(SwiftName.variable(String(word.dropFirst(6))))) != true"
            return "// \(target)'s delegate: gestureRecognizer(_:shouldReceive:) returns \(test)"
        })
}
