import Foundation
@_spi(Engine) import ViewModel

/// A property the what-if changes set — `--set Target.name=value`, the window's what-if keys, `shot --what-if` —
/// with how it is read and written on a view and on a recognizer. Each is one entry of `all`: adding one is a line
/// there (and a key in the window's bindings, if it gets one).
package struct WhatIfProperty: Sendable, Hashable, CustomStringConvertible {
    /// How a property is read (nil: this object has none) and written on one kind of object.
    package struct Access<Object>: Sendable {
        package let get: @MainActor @Sendable (Object) -> ViewSetting.Value?
        package let set: @MainActor @Sendable (Object, ViewSetting.Value) -> Void

        /// A flag, on the objects `get` answers for.
        static func flag(get: @escaping @MainActor @Sendable (Object) -> Bool?,
                         set: @escaping @MainActor @Sendable (Object, Bool) -> Void) -> Access {
            Access(get: { get($0).map(ViewSetting.Value.flag) }, set: { object, value in
                if case .flag(let flag) = value { set(object, flag) }
            })
        }
    }

    package let name: String
    /// Also accepted: UIKit's Objective-C getter names and the spellings recursiveDescription prints.
    let aliases: [String]
    /// Whose property it is, in words ("a scroll view's"), for a target that lacks it.
    let owner: String
    /// A number from 0 to 1 (alpha), else a flag.
    let takesNumber: Bool
    package let onView: Access<UIView>?
    package let onRecognizer: Access<UIGestureRecognizer>?

    package var description: String { name }
    package static func == (a: WhatIfProperty, b: WhatIfProperty) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether it is a recognizer's own flag (a view has none).
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
    ]

    // Any view's.
    package static let hidden = WhatIfProperty(
        name: "hidden", aliases: ["isHidden"], owner: "a view's", takesNumber: false,
        onView: .flag(get: { $0.isHidden }, set: { $0.isHidden = $1 }), onRecognizer: nil)
    package static let alpha = WhatIfProperty(
        name: "alpha", aliases: [], owner: "a view's", takesNumber: true,
        onView: Access(get: { .number(Double($0.alpha)) }, set: { view, value in
            if case .number(let number) = value { view.alpha = CGFloat(number) }
        }), onRecognizer: nil)
    package static let isUserInteractionEnabled = WhatIfProperty(
        name: "isUserInteractionEnabled", aliases: ["userInteractionEnabled"], owner: "a view's", takesNumber: false,
        onView: .flag(get: { $0.isUserInteractionEnabled }, set: { $0.isUserInteractionEnabled = $1 }), onRecognizer: nil)
    package static let clipsToBounds = WhatIfProperty(
        name: "clipsToBounds", aliases: [], owner: "a view's", takesNumber: false,
        onView: .flag(get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 }), onRecognizer: nil)
    // A control's, or a recognizer's.
    package static let isEnabled = WhatIfProperty(
        name: "isEnabled", aliases: ["enabled"], owner: "a control's or a recognizer's", takesNumber: false,
        onView: .flag(get: { ($0 as? UIControl)?.isEnabled }, set: { ($0 as? UIControl)?.isEnabled = $1 }),
        onRecognizer: .flag(get: { $0.isEnabled }, set: { $0.isEnabled = $1 }))
    // A scroll view's.
    package static let delaysContentTouches = WhatIfProperty(
        name: "delaysContentTouches", aliases: [], owner: "a scroll view's", takesNumber: false,
        onView: .flag(get: { ($0 as? UIScrollView)?.delaysContentTouches },
                      set: { ($0 as? UIScrollView)?.delaysContentTouches = $1 }), onRecognizer: nil)
    package static let canCancelContentTouches = WhatIfProperty(
        name: "canCancelContentTouches", aliases: [], owner: "a scroll view's", takesNumber: false,
        onView: .flag(get: { ($0 as? UIScrollView)?.canCancelContentTouches },
                      set: { ($0 as? UIScrollView)?.canCancelContentTouches = $1 }), onRecognizer: nil)
    package static let alwaysBounceVertical = WhatIfProperty(
        name: "alwaysBounceVertical", aliases: [], owner: "a scroll view's", takesNumber: false,
        onView: .flag(get: { ($0 as? UIScrollView)?.alwaysBounceVertical },
                      set: { ($0 as? UIScrollView)?.alwaysBounceVertical = $1 }), onRecognizer: nil)
    // A value control's.
    package static let isMomentary = WhatIfProperty(
        name: "isMomentary", aliases: ["momentary"], owner: "a segmented control's", takesNumber: false,
        onView: .flag(get: { ($0 as? UISegmentedControl)?.isMomentary },
                      set: { ($0 as? UISegmentedControl)?.isMomentary = $1 }), onRecognizer: nil)
    package static let isSelectable = WhatIfProperty(
        name: "isSelectable", aliases: ["selectable"], owner: "a text view's", takesNumber: false,
        onView: .flag(get: { ($0 as? UITextView)?.isSelectable }, set: { ($0 as? UITextView)?.isSelectable = $1 }),
        onRecognizer: nil)
    package static let wraps = WhatIfProperty(
        name: "wraps", aliases: [], owner: "a stepper's", takesNumber: false,
        onView: .flag(get: { ($0 as? UIStepper)?.wraps }, set: { ($0 as? UIStepper)?.wraps = $1 }), onRecognizer: nil)
    // A recognizer's.
    package static let cancelsTouchesInView = WhatIfProperty(
        name: "cancelsTouchesInView", aliases: [], owner: "a recognizer's", takesNumber: false, onView: nil,
        onRecognizer: .flag(get: { $0.cancelsTouchesInView }, set: { $0.cancelsTouchesInView = $1 }))
    package static let delaysTouchesBegan = WhatIfProperty(
        name: "delaysTouchesBegan", aliases: [], owner: "a recognizer's", takesNumber: false, onView: nil,
        onRecognizer: .flag(get: { $0.delaysTouchesBegan }, set: { $0.delaysTouchesBegan = $1 }))
    package static let delaysTouchesEnded = WhatIfProperty(
        name: "delaysTouchesEnded", aliases: [], owner: "a recognizer's", takesNumber: false, onView: nil,
        onRecognizer: .flag(get: { $0.delaysTouchesEnded }, set: { $0.delaysTouchesEnded = $1 }))
}
