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
