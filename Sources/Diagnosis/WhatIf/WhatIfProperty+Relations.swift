import Foundation
@_spi(Engine) import ViewModel

/// How recognizers stand to each other, and whether one is there at all: `Swipe.requireToFail=Pan` (as
/// `require(toFail:)`), `Pan.simultaneousWith=Pinch` (its delegate says yes to that pair), `Tap.removed=true`.
extension WhatIfProperty {
    package static let requireToFail = WhatIfProperty(
        name: "requireToFail", aliases: ["requiresFailureOf"], owner: "a recognizer's", kind: .recognizer, onView: nil,
        onRecognizer: Access(get: { _ in .name("") }, set: { recognizer, value, objects throws(ViewSettingError) in
            guard case .name(let name) = value else { return }
            let other = try objects.recognizer(name)
            guard other !== recognizer else { throw .init("a recognizer cannot wait for its own failure") }
            // A cycle of requirements is one no touch could end: each would wait for the other.
            guard !requires(other, toFail: recognizer) else {
                throw .init("\(name) already waits for this recognizer to fail; each would wait for the other")
            }
            recognizer.require(toFail: other)
        }),
        swift: { "\($0).require(toFail: \($1))" })

    package static let simultaneousWith = WhatIfProperty(
        name: "simultaneousWith", owner: "a recognizer's", kind: .recognizer, onView: nil,
        onRecognizer: Access(get: { _ in .name("") }, set: { recognizer, value, objects throws(ViewSettingError) in
            guard case .name(let name) = value else { return }
            let other = try objects.recognizer(name)
            guard other !== recognizer else { throw .init("a recognizer is always simultaneous with itself") }
            AnsweringDelegate.of(recognizer).partners.append(ObjectIdentifier(other))
        }),
        swift: { "// \($0)'s delegate: gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) returns true for \($1)" })

    package static let removed = WhatIfProperty(
        name: "removed", owner: "a recognizer's", onView: nil,
        onRecognizer: .flag(get: { _ in false }, set: { recognizer, removed in
            if removed { recognizer.view?.removeGestureRecognizer(recognizer) }
        }),
        swift: { target, _ in "\(target).view?.removeGestureRecognizer(\(target))" })

    /// Whether `recognizer` waits, directly or through others, for `other` to fail.
    @MainActor
    private static func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        var seen: Set<ObjectIdentifier> = [], queue = [recognizer]
        while let next = queue.popLast() {
            for required in next.failureRequirements where seen.insert(ObjectIdentifier(required)).inserted {
                if required === other { return true }
                queue.append(required)
            }
        }
        return false
    }
}
