import Diagnosis
import Foundation

/// The gesture `why` plays, from `--tap X,Y` (or `--at`), `--drag X1,Y1:X2,Y2[:SECONDS]` or
/// `--pinch X,Y:SCALE[:SECONDS]`: points as `PointArgument` takes them, seconds above 0 and at most
/// `WhyGesture.maximumSeconds` (a drag's default 0.3, a pinch's 0.5), a pinch's scale within
/// `WhyGesture.scaleRange`.
enum GestureArgument {

    /// The drag, or what is wrong with the text.
    static func drag(_ text: String) -> Result<WhyGesture, Problem> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count) else {
            return .failure(Problem("--drag must be X1,Y1:X2,Y2 or X1,Y1:X2,Y2:SECONDS, e.g. 100,200:300,200:0.4"))
        }
        guard let from = PointArgument.parse(parts[0]) else { return .failure(Problem(PointArgument.problem("--drag's start"))) }
        guard let to = PointArgument.parse(parts[1]) else { return .failure(Problem(PointArgument.problem("--drag's end"))) }
        return seconds(parts.count == 3 ? parts[2] : nil, default: WhyGesture.dragSeconds, option: "--drag").map {
            .drag(from: from, to: to, seconds: $0)
        }
    }

    /// The pinch, or what is wrong with the text.
    static func pinch(_ text: String) -> Result<WhyGesture, Problem> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count) else {
            return .failure(Problem("--pinch must be X,Y:SCALE or X,Y:SCALE:SECONDS (two fingers about the centre X,Y), e.g. 200,300:2"))
        }
        guard let center = PointArgument.parse(parts[0]) else { return .failure(Problem(PointArgument.problem("--pinch's centre"))) }
        guard let scale = Double(parts[1].trimmingCharacters(in: .whitespaces)), WhyGesture.scaleRange.contains(scale) else {
            return .failure(Problem("--pinch's scale must be a number from \(WhyGesture.scaleRange.lowerBound) to \(WhyGesture.scaleRange.upperBound) (2 spreads the fingers twice as far apart)"))
        }
        return seconds(parts.count == 3 ? parts[2] : nil, default: WhyGesture.pinchSeconds, option: "--pinch").map {
            .pinch(center: center, scale: scale, seconds: $0)
        }
    }

    private static func seconds(_ text: String?, default value: Double, option: String) -> Result<Double, Problem> {
        guard let text else { return .success(value) }
        guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds > 0,
              seconds <= WhyGesture.maximumSeconds
        else {
            return .failure(Problem("\(option)'s seconds must be above 0 and at most \(Int(WhyGesture.maximumSeconds))"))
        }
        return .success(seconds)
    }

    struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
