import Foundation
@_spi(Engine) import ViewModel

/// A property the what-if changes set — `--set Target.name=value`, a scene's variants, the window's what-if keys,
/// `shot --what-if`, MCP's `what_if`, the room, `fix`'s search — with how it is read and written on a view and on
/// a recognizer, and the Swift a developer writes for it. Each is one entry of `all`: adding one is a line there
/// (and a key in the window's bindings, if it gets one). Beside flags, it holds numbers (`minimumPressDuration`,
/// `frame`), relations between recognizers (`requireToFail`, `simultaneousWith`), a recognizer's removal and a
/// view's move (`superview`, `toFront`).
package struct WhatIfProperty: Sendable, Hashable, CustomStringConvertible {
    /// What the property's value is.
    package enum Kind: Sendable, Equatable {
        case flag
        /// A number in a range; `whole`: an integer.
        case number(ClosedRange<Double>, whole: Bool)
        /// x, y, width and height, each within ±1,000,000.
        case rect
        /// Another view, or another recognizer, by its name.
        case view
        case recognizer
        /// One of some words: an answer an app's code gives (`gestureRecognizerShouldBegin=ownOnly`).
        case choice([String])
        /// A delegate's answer: one of some words, or `notOn:VIEW` (refused in that view).
        case refusal([String])
        /// Where a view answers touches: `HitAreaAnswer`'s words or `insets:TOP,LEFT,BOTTOM,RIGHT`.
        case hitArea
        /// A line of text (a label's, a field's, a button's title), at most 200 characters.
        case text
    }

    /// How a property is read (nil: this object has none) and written on one kind of object; the names resolve
    /// a relation's other object.
    package struct Access<Object>: Sendable {
        package let get: @MainActor @Sendable (Object) -> ViewSetting.Value?
        package let set: @MainActor @Sendable (Object, ViewSetting.Value, WhatIfObjects) throws(ViewSettingError) -> Void

        package init(get: @escaping @MainActor @Sendable (Object) -> ViewSetting.Value?,
                     set: @escaping @MainActor @Sendable (Object, ViewSetting.Value, WhatIfObjects) throws(ViewSettingError) -> Void) {
            (self.get, self.set) = (get, set)
        }

        /// A flag, on the objects `get` answers for.
        static func flag(get: @escaping @MainActor @Sendable (Object) -> Bool?,
                         set: @escaping @MainActor @Sendable (Object, Bool) -> Void) -> Access {
            Access(get: { get($0).map(ViewSetting.Value.flag) }, set: { object, value, _ in
                if case .flag(let flag) = value { set(object, flag) }
            })
        }

        /// A number, on the objects `get` answers for.
        static func number(get: @escaping @MainActor @Sendable (Object) -> Double?,
                           set: @escaping @MainActor @Sendable (Object, Double) -> Void) -> Access {
            Access(get: { get($0).map(ViewSetting.Value.number) }, set: { object, value, _ in
                if case .number(let number) = value { set(object, number) }
            })
        }
    }

    package let name: String
    /// Also accepted: UIKit's Objective-C getter names and the spellings recursiveDescription prints.
    let aliases: [String]
    /// Whose property it is, in words ("a scroll view's"), for a target that lacks it.
    let owner: String
    package let kind: Kind
    package let onView: Access<UIView>?
    package let onRecognizer: Access<UIGestureRecognizer>?
    /// The Swift a developer writes for the change, given the target's and the value's words (the names as
    /// variables: `cardTap.cancelsTouchesInView = false`).
    let swift: @Sendable (_ target: String, _ value: String) -> String

    init(name: String, aliases: [String] = [], owner: String, kind: Kind = .flag, onView: Access<UIView>?,
         onRecognizer: Access<UIGestureRecognizer>?, swift: (@Sendable (String, String) -> String)? = nil) {
        (self.name, self.aliases, self.owner, self.kind, self.onView, self.onRecognizer) = (name, aliases, owner, kind, onView, onRecognizer)
        self.swift = swift ?? { "\($0).\(name) = \($1)" }
    }

    package var description: String { name }
    package static func == (a: WhatIfProperty, b: WhatIfProperty) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// What the value is, in words, for help and errors: "true or false", "a number from 0 to 10".
    package var valueWords: String {
        switch kind {
        case .flag: "true or false"
        case .number(let range, let whole):
            "\(whole ? "a whole number" : "a number") from \(ViewSetting.shown(range.lowerBound)) to \(ViewSetting.shown(range.upperBound))"
        case .rect: "x,y,width,height"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case .refusal(let words): words.joined(separator: ", ") + ", or notOn:VIEW (a view's name)"
        case .hitArea: HitAreaAnswer.words.joined(separator: ", ") + ", or insets:TOP,LEFT,BOTTOM,RIGHT (within ±10000)"
        case .text: "a line of text of at most 200 characters"
        case .view: "a view's name"
        case .recognizer: "a recognizer's name"
        }
    }

    /// Every property with what it takes, for a command's help: "hidden (true or false), alpha (a number from 0
    /// to 1), …".
    package static var help: String { all.map { "\($0.name) (\($0.valueWords))" }.joined(separator: ", ") }

    /// Whether it is a recognizer's own property (a view has none).
    package var isRecognizers: Bool { onView == nil }

    /// The property called `name` or one of its aliases.
    package static func named(_ name: String) -> WhatIfProperty? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every property, in the order the help lists them.
    package static let all: [WhatIfProperty] = [
        .hidden, .alpha, .isUserInteractionEnabled, .clipsToBounds, .isEnabled, .delaysContentTouches,
        .canCancelContentTouches, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isMomentary,
        .wraps, .alwaysBounceVertical, .isSelectable,
        .frame, .zPosition, .superview, .toFront,
        .minimumPressDuration, .numberOfTapsRequired, .numberOfTouchesRequired, .allowableMovement,
        .requireToFail, .simultaneousWith, .removed, .gestureRecognizerShouldBegin, .shouldReceive, .shouldBegin, .hitArea,
        .text,
    ]

    // Any view's.
    package static let hidden = WhatIfProperty(
        name: "hidden", aliases: ["isHidden"], owner: "a view's",
        onView: .flag(get: { $0.isHidden }, set: { $0.isHidden = $1 }), onRecognizer: nil,
        swift: { "\($0).isHidden = \($1)" })
    package static let alpha = WhatIfProperty(
        name: "alpha", owner: "a view's", kind: .number(0...1, whole: false),
        onView: .number(get: { Double($0.alpha) }, set: { $0.alpha = CGFloat($1) }), onRecognizer: nil)
    package static let isUserInteractionEnabled = WhatIfProperty(
        name: "isUserInteractionEnabled", aliases: ["userInteractionEnabled"], owner: "a view's",
        onView: .flag(get: { $0.isUserInteractionEnabled }, set: { $0.isUserInteractionEnabled = $1 }), onRecognizer: nil)
    package static let clipsToBounds = WhatIfProperty(
        name: "clipsToBounds", owner: "a view's",
        onView: .flag(get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 }), onRecognizer: nil)
    // A control's, or a recognizer's.
    package static let isEnabled = WhatIfProperty(
        name: "isEnabled", aliases: ["enabled"], owner: "a control's or a recognizer's",
        onView: .flag(get: { ($0 as? UIControl)?.isEnabled }, set: { ($0 as? UIControl)?.isEnabled = $1 }),
        onRecognizer: .flag(get: { $0.isEnabled }, set: { $0.isEnabled = $1 }))
    // A scroll view's.
    package static let delaysContentTouches = WhatIfProperty(
        name: "delaysContentTouches", owner: "a scroll view's",
        onView: .flag(get: { ($0 as? UIScrollView)?.delaysContentTouches },
                      set: { ($0 as? UIScrollView)?.delaysContentTouches = $1 }), onRecognizer: nil)
    package static let canCancelContentTouches = WhatIfProperty(
        name: "canCancelContentTouches", owner: "a scroll view's",
        onView: .flag(get: { ($0 as? UIScrollView)?.canCancelContentTouches },
                      set: { ($0 as? UIScrollView)?.canCancelContentTouches = $1 }), onRecognizer: nil)
    package static let alwaysBounceVertical = WhatIfProperty(
        name: "alwaysBounceVertical", owner: "a scroll view's",
        onView: .flag(get: { ($0 as? UIScrollView)?.alwaysBounceVertical },
                      set: { ($0 as? UIScrollView)?.alwaysBounceVertical = $1 }), onRecognizer: nil)
    // A value control's.
    package static let isMomentary = WhatIfProperty(
        name: "isMomentary", aliases: ["momentary"], owner: "a segmented control's",
        onView: .flag(get: { ($0 as? UISegmentedControl)?.isMomentary },
                      set: { ($0 as? UISegmentedControl)?.isMomentary = $1 }), onRecognizer: nil)
    package static let isSelectable = WhatIfProperty(
        name: "isSelectable", aliases: ["selectable"], owner: "a text view's",
        onView: .flag(get: { ($0 as? UITextView)?.isSelectable }, set: { ($0 as? UITextView)?.isSelectable = $1 }),
        onRecognizer: nil)
    package static let wraps = WhatIfProperty(
        name: "wraps", owner: "a stepper's",
        onView: .flag(get: { ($0 as? UIStepper)?.wraps }, set: { ($0 as? UIStepper)?.wraps = $1 }), onRecognizer: nil)
    // A recognizer's.
    package static let cancelsTouchesInView = WhatIfProperty(
        name: "cancelsTouchesInView", owner: "a recognizer's", onView: nil,
        onRecognizer: .flag(get: { $0.cancelsTouchesInView }, set: { $0.cancelsTouchesInView = $1 }))
    package static let delaysTouchesBegan = WhatIfProperty(
        name: "delaysTouchesBegan", owner: "a recognizer's", onView: nil,
        onRecognizer: .flag(get: { $0.delaysTouchesBegan }, set: { $0.delaysTouchesBegan = $1 }))
    package static let delaysTouchesEnded = WhatIfProperty(
        name: "delaysTouchesEnded", owner: "a recognizer's", onView: nil,
        onRecognizer: .flag(get: { $0.delaysTouchesEnded }, set: { $0.delaysTouchesEnded = $1 }))
}
