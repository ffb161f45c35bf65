import Foundation

/// The kinds of data a text view turns into links (`UITextView.dataDetectorTypes`). touchsim detects web links and
/// phone numbers in plain text (docs/uikit-rules.md R9.5); the other kinds are kept and detect nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// How a person interacted with a link in a text view (iOS 10–17's delegate question).
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}
