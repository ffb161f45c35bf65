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
        name: "shouldReceive", owner: "a recognizer's", kind: .refusal(["notOnControls"]), onView: nil,
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

extension WhatIfProperty {
    /// `Pan.shouldBegin=horizontal` — its delegate's `gestureRecognizerShouldBegin(_:)` says yes only while the pan
    /// moves that way (horizontal, vertical, left, right, up, down: a drawer's pan leaving a list's scrolling
    /// alone) — or `Pan.shouldBegin=notOn:Slider`: no when the touch is in that view.
    package static let shouldBegin = WhatIfProperty(
        name: "shouldBegin", owner: "a recognizer's", kind: .refusal(DelegateAnswers.Direction.allCases.map(\.rawValue)),
        onView: nil,
        onRecognizer: Access(get: { _ in .word("") }, set: { recognizer, value, objects throws(ViewSettingError) in
            guard case .word(let word) = value else { return }
            if let direction = DelegateAnswers.Direction(rawValue: word) {
                guard recognizer is UIPanGestureRecognizer else {
                    throw .init("shouldBegin=\(word) reads a pan's velocity; this recognizer is no pan")
                }
                AnsweringDelegate.of(recognizer).answers.beginDirections.append(direction)
            } else {
                let name = String(word.dropFirst(6))
                _ = try objects.view(name)  // a name the world has, or its error now
                AnsweringDelegate.of(recognizer).answers.beginRefusedIn.append(name)
            }
        }),
        swift: { target, word in
            guard word.hasPrefix("notOn:") else {
                let v = "(\(target) as! UIPanGestureRecognizer).velocity(in: \(target).view)"
                let test = switch DelegateAnswers.Direction(rawValue: word) {
                case .horizontal?: "abs(v.x) > abs(v.y)"
                case .vertical?: "abs(v.y) >= abs(v.x)"
                case .left?: "abs(v.x) > abs(v.y) && v.x < 0"
                case .right?: "abs(v.x) > abs(v.y) && v.x > 0"
                case .up?: "abs(v.y) >= abs(v.x) && v.y < 0"
                case .down?, nil: "abs(v.y) >= abs(v.x) && v.y > 0"
                }
                return "// \(target)'s delegate: gestureRecognizerShouldBegin(_:) returns \(test), v = \(v)"
            }
            let view = SwiftName.variable(String(word.dropFirst(6)))
            return "// \(target)'s delegate: gestureRecognizerShouldBegin(_:) returns "
                + "!\(view).point(inside: \(target).location(in: \(view)), with: nil)"
        })
}

extension WhatIfProperty {
    /// `Overlay.hitArea=passThrough` — the view's `hitTest` override that lets touches through where it would
    /// answer itself (its subviews still get theirs) — and `circle`, `self`, `presentation`, or
    /// `insets:-10,-10,-10,-10` (a larger tap target): the override given as data (`HitAreaAnswer`), on any view.
    package static let hitArea = WhatIfProperty(
        name: "hitArea", owner: "a view's", kind: .hitArea,
        onView: Access(get: { .word($0.hitAreaAnswer?.word ?? "") }, set: { view, value, _ in
            if case .word(let word) = value { view.hitAreaAnswer = HitAreaAnswer(word: word) }
        }), onRecognizer: nil,
        swift: { target, word in "in \(target)'s class: " + (HitAreaAnswer(word: word)?.swift ?? "") })
}
