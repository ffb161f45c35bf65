import Foundation
@_spi(Engine) import ViewModel

/// The numbers a fix is often made of: a view's frame and drawing order, a recognizer's timing and counts.
extension WhatIfProperty {
    package static let frame = WhatIfProperty(
        name: "frame", owner: "a view's", kind: .rect,
        onView: Access(get: { view in
            let f = view.frame
            return .numbers([f.origin.x, f.origin.y, f.size.width, f.size.height].map { Double($0) })
        }, set: { view, value, _ in
            if case .numbers(let n) = value, n.count == 4 { view.frame = CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }), onRecognizer: nil)
    package static let zPosition = WhatIfProperty(
        name: "zPosition", owner: "a view's", kind: .number(-1_000...1_000, whole: false),
        onView: .number(get: { Double($0.layer.zPosition) }, set: { $0.layer.zPosition = CGFloat($1) }), onRecognizer: nil,
        swift: { "\($0).layer.zPosition = \($1)" })
    package static let minimumPressDuration = WhatIfProperty(
        name: "minimumPressDuration", owner: "a long press's", kind: .number(0...10, whole: false), onView: nil,
        onRecognizer: .number(get: { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration },
                              set: { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration = $1 }))
    package static let allowableMovement = WhatIfProperty(
        name: "allowableMovement", owner: "a long press's", kind: .number(0...1_000, whole: false), onView: nil,
        onRecognizer: .number(get: { ($0 as? UILongPressGestureRecognizer).map { Double($0.allowableMovement) } },
                              set: { ($0 as? UILongPressGestureRecognizer)?.allowableMovement = CGFloat($1) }))
    package static let numberOfTapsRequired = WhatIfProperty(
        name: "numberOfTapsRequired", aliases: ["taps"], owner: "a tap's", kind: .number(1...10, whole: true), onView: nil,
        onRecognizer: .number(get: { ($0 as? UITapGestureRecognizer).map { Double($0.numberOfTapsRequired) } },
                              set: { ($0 as? UITapGestureRecognizer)?.numberOfTapsRequired = Int($1) }))
    package static let numberOfTouchesRequired = WhatIfProperty(
        name: "numberOfTouchesRequired", aliases: ["touches"], owner: "a tap's or a long press's",
        kind: .number(1...10, whole: true), onView: nil,
        onRecognizer: .number(get: { recognizer in
            (recognizer as? UITapGestureRecognizer).map { Double($0.numberOfTouchesRequired) }
                ?? (recognizer as? UILongPressGestureRecognizer).map { Double($0.numberOfTouchesRequired) }
        }, set: { recognizer, number in
            (recognizer as? UITapGestureRecognizer)?.numberOfTouchesRequired = Int(number)
            (recognizer as? UILongPressGestureRecognizer)?.numberOfTouchesRequired = Int(number)
        }))
}
