import Dispatcher
import Examples
import Foundation
@_spi(Engine) import ViewModel

/// Helpers to compare a world's dispatch log with a seed's device log.
@MainActor
enum SeedLog {
    /// A world with the example built in it.
    static func world(_ id: String, variant: String? = nil) -> Simulator {
        Gallery.example(id: id)!.world(variant: variant)
    }

    /// The lines the example's own code wrote (what the seeds' apps printed with NSLog or print).
    static func userLines(_ sim: Simulator) -> [String] {
        sim.log.records.filter(\.isUserLine).map(\.text)
    }

    /// The hit-test and point-inside calls made on views of the given classes, and the touches calls they got,
    /// as the seeds' swizzled or overridden methods printed them (calls only, no answers).
    static func calls(_ sim: Simulator, on classes: Set<String>, touches: Set<TraceSelector> = []) -> [String] {
        sim.log.records.compactMap { record -> String? in
            guard case .trace(let event) = record.kind else { return nil }
            switch event {
            case .hitTest(let view), .pointInside(let view):
                return classes.contains(className(of: view)) ? record.text : nil
            case .message(let receiver, let selector, _):
                return classes.contains(className(of: receiver)) && touches.contains(selector) ? record.text : nil
            default:
                return nil
            }
        }
    }

    /// Every hit-test record except nil answers (seed 000's swizzled hitTest printed only non-nil answers).
    static func hitTestWalk(_ sim: Simulator) -> [String] {
        sim.log.records.compactMap { record -> String? in
            guard case .trace(let event) = record.kind else { return nil }
            switch event {
            case .hitTest, .pointInside, .pointInsideResult: return record.text
            case .hitTestResult(_, let result): return result == nil ? nil : record.text
            default: return nil
            }
        }
    }

    /// Seed 000's swizzled log, in the dispatch log's notation: `X  pr_hitTest(_:with:)` is a hitTest call,
    /// `X --- pr_pointInside` a pointInside call, `X pr_pointInside +++ return: true` its answer, `X
    /// pr_hitTesting return:Y` a hitTest answer. Module prefixes (`ResponderChain.`) and comments go.
    static func fromSwizzledLog(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { raw -> String? in
            let line = raw.replacingOccurrences(of: "ResponderChain.", with: "")
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("//") { return nil }
            let name = String(line.prefix { $0 != " " })
            if line.hasSuffix("pr_hitTest(_:with:)") { return "-[\(name) hitTest:withEvent:]" }
            if line.hasSuffix("--- pr_pointInside") { return "-[\(name) pointInside:withEvent:]" }
            if let answer = line.components(separatedBy: "pr_pointInside +++ return: ").dropFirst().first {
                return "-[\(name) pointInside:withEvent:] -> " + (answer == "true" ? "YES" : "NO")
            }
            if let result = line.components(separatedBy: "pr_hitTesting return:").dropFirst().first {
                return "-[\(name) hitTest:withEvent:] -> \(result)"
            }
            return "unparsed: \(line)"
        }
    }

    /// Seed 001's NSLog lines without their timestamp and process prefix.
    static func fromNSLog(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            guard let range = line.range(of: "] ") else { return String(line) }
            return String(line[range.upperBound...])
        }
    }
}
