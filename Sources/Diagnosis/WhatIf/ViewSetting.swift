import Foundation
import Traces

/// One what-if change, as a person types it and a trace header keeps it: `Target.property=value` — `EView.hidden=true`,
/// `UITapGestureRecognizer#1.cancelsTouchesInView=false`, `UIScrollView.delaysContentTouches=false`. The target is
/// a view's name (`ViewNames`) or a recognizer's (`RecognizerNames`); the change is applied to the world right
/// after it is built, so a replay from a fresh world reproduces it.
package struct ViewSetting: Equatable, Sendable, CustomStringConvertible {
    package enum Value: Equatable, Sendable {
        case flag(Bool)
        case number(Double)
    }

    package let target: String
    package let property: WhatIfProperty
    package let value: Value

    /// The longest change, as typed and as kept (a name and a property are short; this bounds what a file can make
    /// us hold): what a trace's header holds, so every change made can be recorded and read back.
    package static let maximumLength = InputLimits.maximumSettingLength

    /// A change made in the window (the inspector's what-if keys).
    package init(target: String, property: WhatIfProperty, value: Value) {
        self.target = target
        self.property = property
        self.value = value
    }

    /// Parses `Target.property=value`; a message saying what was expected when it cannot.
    package init(parsing text: String) throws(ViewSettingError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw .init("'\(text.prefix(40))…' is longer than \(Self.maximumLength) bytes")
        }
        guard let equals = text.firstIndex(of: "="), let dot = text[..<equals].lastIndex(of: ".") else {
            throw .init("'\(text)' is not Target.property=value (e.g. EView.hidden=true)")
        }
        let target = String(text[..<dot]), name = String(text[text.index(after: dot)..<equals])
        let raw = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard !target.isEmpty else { throw .init("'\(text)' names no view or recognizer before the '.'") }
        guard let property = WhatIfProperty.named(name) else {
            throw .init("unknown property '\(name)'; valid: " + WhatIfProperty.all.map(\.name).joined(separator: ", "))
        }
        self.target = target
        self.property = property
        if property.takesNumber {
            guard let number = Double(raw), number.isFinite, (0...1).contains(number) else {
                throw .init("\(name) takes a number from 0 to 1, not '\(raw)'")
            }
            value = .number(number + 0)  // -0 is 0: one value, one way to write it
        } else {
            switch raw.lowercased() {
            case "true", "yes", "1": value = .flag(true)
            case "false", "no", "0": value = .flag(false)
            default: throw .init("\(name) takes true or false, not '\(raw)'")
            }
        }
        // As kept (`EView.hidden=true` for `EView.hidden=1`), it must fit too.
        guard description.utf8.count <= Self.maximumLength else {
            throw .init("'\(text.prefix(40))…' is longer than \(Self.maximumLength) bytes as kept")
        }
    }

    /// The change as it is typed and kept: `EView.hidden=true`.
    package var description: String {
        let shown = switch value {
        case .flag(let flag): String(flag)
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        }
        return "\(target).\(property.name)=\(shown)"
    }
}

/// A change that cannot be read or applied, in words.
package struct ViewSettingError: Error, CustomStringConvertible, Equatable {
    package let description: String

    package init(_ description: String) { self.description = description }
}
