import Foundation

/// A recognizer described as UIKit prints it (`po recognizer`, `po view.gestureRecognizers`): class, address and
/// name, state, the flags that differ from their defaults, the view, the targets, a subclass's counts and the
/// recognizers it must wait for. UIKit offers no API that reads `require(toFail:)` back; this description is where
/// a capture of an app finds it, on a device and here alike (docs/uikit-rules.md, "Printed gesture recognizers").
extension UIGestureRecognizer {
    /// The description (`description`, which the class body overrides; an extension cannot).
    var printedDescription: String { describe(withRequirements: true) }

    /// `0x…`: the object's address, as UIKit prints it; it tells apart the recognizers of one class.
    var printedAddress: String { Self.address(of: self) }

    private func describe(withRequirements: Bool) -> String {
        var fields = ["state = \(state.logName.prefix(1).uppercased() + state.logName.dropFirst())"]
        if !isEnabled { fields.append("enabled = NO") }
        if !cancelsTouchesInView { fields.append("cancelsTouchesInView = NO") }
        if delaysTouchesBegan { fields.append("delaysTouchesBegan = YES") }
        if !delaysTouchesEnded { fields.append("delaysTouchesEnded = NO") }
        fields.append("view = " + (view.map { "<\(className(of: $0)) \(Self.address(of: $0))>" } ?? "(nil)"))
        let targets = registeredTargets.map { entry in
            "(action=\(entry.action), target=<\(entry.target.map { "\(className(of: $0)) \(Self.address(of: $0))" } ?? "nil")>)"
        }
        if !targets.isEmpty { fields.append("target= <" + targets.joined(separator: ", ") + ">") }
        fields += countFields
        if withRequirements, !failureRequirements.isEmpty {
            let inner = failureRequirements.map { "        " + $0.describe(withRequirements: false) }
            fields.append("must-fail = {\n" + inner.joined(separator: ",\n") + "\n    }")
        }
        let name = self.name.map { " (\($0))" } ?? ""
        return "<\(className(of: self)): \(printedAddress)\(name); " + fields.joined(separator: "; ") + ">"
    }

    /// A subclass's counts, printed when they differ from the class's default.
    private var countFields: [String] {
        var fields: [String] = []
        if let tap = self as? UITapGestureRecognizer {
            if tap.numberOfTapsRequired != 1 { fields.append("numberOfTapsRequired = \(tap.numberOfTapsRequired)") }
            if tap.numberOfTouchesRequired != 1 { fields.append("numberOfTouchesRequired = \(tap.numberOfTouchesRequired)") }
        }
        if let press = self as? UILongPressGestureRecognizer, press.minimumPressDuration != GestureNumbers.longPressMinimumDuration {
            fields.append("minimumPressDuration = \(press.minimumPressDuration)")
        }
        return fields
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}
