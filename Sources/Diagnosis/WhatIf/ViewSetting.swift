import Foundation
import Traces
@_spi(Engine) import ViewModel

/// One what-if change, as a person types it and a trace header keeps it: `Target.property=value` — `EView.hidden=true`,
/// `UITapGestureRecognizer#1.cancelsTouchesInView=false`, `UIScrollView.delaysContentTouches=false`,
/// `Press.minimumPressDuration=0.2`, `Card.frame=20,100,350,200`, `Swipe.requireToFail=Pan`, `Button.superview=Card`.
/// The target is a view's name (`ViewNames`) or a recognizer's (`RecognizerNames`), and so is a relation's value;
/// the change is applied to the world right after it is built, so a replay from a fresh world reproduces it.
package struct ViewSetting: Equatable, Sendable, CustomStringConvertible {
    package enum Value: Equatable, Sendable {
        case flag(Bool)
        case number(Double)
        /// A rectangle's x, y, width and height.
        case numbers([Double])
        /// Another view's or recognizer's name.
        case name(String)
        /// One of the words the property takes (`ownOnly`).
        case word(String)
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
        value = try Self.value(raw, of: property)
        // As kept (`EView.hidden=true` for `EView.hidden=1`), it must fit too.
        guard description.utf8.count <= Self.maximumLength else {
            throw .init("'\(text.prefix(40))…' is longer than \(Self.maximumLength) bytes as kept")
        }
    }

    /// `raw` read as `property`'s kind of value.
    private static func value(_ raw: String, of property: WhatIfProperty) throws(ViewSettingError) -> Value {
        let name = property.name
        switch property.kind {
        case .flag:
            switch raw.lowercased() {
            case "true", "yes", "1": return .flag(true)
            case "false", "no", "0": return .flag(false)
            default: throw .init("\(name) takes true or false, not '\(raw)'")
            }
        case .number(let range, let whole):
            guard let number = Double(raw), number.isFinite, range.contains(number), !whole || number == number.rounded() else {
                throw .init("\(name) takes \(property.valueWords), not '\(raw)'")
            }
            return .number(number + 0)  // -0 is 0: one value, one way to write it
        case .rect:
            let numbers = raw.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, numbers.allSatisfy({ $0.map { $0.isFinite && abs($0) <= 1_000_000 } ?? false }) else {
                throw .init("\(name) takes \(property.valueWords), four numbers within ±1,000,000, not '\(raw)'")
            }
            return .numbers(numbers.map { $0! + 0 })
        case .refusal(let words):
            let view = raw.hasPrefix("notOn:") ? String(raw.dropFirst(6)) : ""
            guard words.contains(raw) || (!view.isEmpty && view.allSatisfy({ $0.isLetter || $0.isNumber || "_.$#".contains($0) })) else {
                throw .init("\(name) takes \(property.valueWords), not '\(raw)'")
            }
            return .word(raw)
        case .hitArea:
            guard HitAreaAnswer(word: raw) != nil else { throw .init("\(name) takes \(property.valueWords), not '\(raw)'") }
            return .word(raw)
        case .text:
            guard raw.count <= 200, !raw.contains(where: \.isNewline) else {
                throw .init("\(name) takes \(property.valueWords), not '\(raw.prefix(40))…'")
            }
            return .word(raw)
        case .choice(let words):
            guard words.contains(raw) else { throw .init("\(name) takes \(property.valueWords), not '\(raw)'") }
            return .word(raw)
        case .view, .recognizer:
            guard !raw.isEmpty, raw.allSatisfy({ $0.isLetter || $0.isNumber || "_.$#".contains($0) }) else {
                throw .init("\(name) takes \(property.valueWords), not '\(raw)'")
            }
            return .name(raw)
        }
    }

    /// A number as a change writes it: whole numbers without a point.
    package static func shown(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// The value as it is typed and kept.
    package var valueText: String {
        switch value {
        case .flag(let flag): String(flag)
        case .number(let number): Self.shown(number)
        case .numbers(let numbers): numbers.map(Self.shown).joined(separator: ",")
        case .name(let name), .word(let name): name
        }
    }

    /// The change as it is typed and kept: `EView.hidden=true`.
    package var description: String { "\(target).\(property.name)=\(valueText)" }

    /// The Swift a developer writes for the change, the names written as variables
    /// (`cardTap.cancelsTouchesInView = false`, `swipe.require(toFail: pan)`).
    package var swift: String { swift(naming: SwiftName.variable) }

    /// The Swift for the change, each object written as `naming` reaches it (`SwiftName.expression(for:in:)`:
    /// a navigation controller's private container view as `uiNavigationController.view`).
    package func swift(naming: (String) -> String) -> String {
        let value: String = switch self.value {
        case .name(let name): naming(name)
        case .numbers(let n) where n.count == 4:
            "CGRect(x: \(Self.shown(n[0])), y: \(Self.shown(n[1])), width: \(Self.shown(n[2])), height: \(Self.shown(n[3])))"
        default: valueText
        }
        return property.swift(naming(target), value)
    }
}

/// A change that cannot be read or applied, in words.
package struct ViewSettingError: Error, CustomStringConvertible, Equatable {
    package let description: String
    /// The change that could not be read, when a list was (`ViewSetting.list`).
    package var change: String?

    package init(_ description: String) { self.description = description }
}

extension ViewSetting {
    /// Reads a list of changes — at most as many as a trace's header holds (`InputLimits.maximumSettings`), so
    /// every run can be recorded and replayed — stopping at the first that cannot be read, whose text the error
    /// keeps (`change`) for the asker to name as it names its input.
    package static func list(_ texts: [String]) throws(ViewSettingError) -> [ViewSetting] {
        guard texts.count <= InputLimits.maximumSettings else {
            throw ViewSettingError("\(texts.count) changes; at most \(InputLimits.maximumSettings)")
        }
        var changes: [ViewSetting] = []
        for text in texts {
            do throws(ViewSettingError) {
                changes.append(try ViewSetting(parsing: text))
            } catch {
                var located = error
                located.change = text
                throw located
            }
        }
        return changes
    }
}
