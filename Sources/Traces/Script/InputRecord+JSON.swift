import Dispatcher
import Foundation

extension InputRecord {
    /// The record as one JSON line, times to the microsecond.
    public var jsonLine: String {
        func number(_ value: Double) -> String { JSONText.number(value) }
        let time = "{\"t\": \(JSONText.time(t)), "
        switch device {
        case .touch:
            let force = pressure.map { ", \"pressure\": \(number($0))" } ?? ""
            return time + "\"finger\": \(finger), \"phase\": \"\(phase.rawValue)\", \"x\": \(number(x)), \"y\": \(number(y))"
                + force + "}"
        case .shake:
            return time + "\"shake\": \"\(phase.rawValue)\"}"
        case .key(let name):
            return time + "\"key\": \(JSONText.quoted(name)), \"phase\": \"\(phase.rawValue)\"}"
        }
    }
}
