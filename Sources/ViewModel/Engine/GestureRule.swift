import Foundation

/// A rule of a recognizer's own that failed or recognized it (`fail(because:)`): its words for `why`, and, when a
/// number decided, what the rule measured against which limit — so every number a sentence gives comes from what
/// the recognizer read, and a test can check it against the log's inputs. A limit touchsim assumes (Apple
/// documents no figure; docs/uikit-rules.md, "The assumed numbers") says so in the words.
public struct GestureRule: Equatable, Sendable, CustomStringConvertible {
    /// What a rule measured, and the limit it compared it with.
    public struct Measure: Equatable, Sendable {
        public enum Quantity: String, Sendable {
            /// How far a finger went from where it touched down, in the window's points.
            case distanceFromDown
            /// How far the next tap's finger came down from where the first tap's lifted.
            case distanceFromFirstTap
            /// How far the touches' centroid went from where they touched down, net, up to the last move.
            case centroidFromDown
            /// How far the touches went along the best of the recognizer's directions.
            case distanceAlongDirection
            /// How far from the nearest of its edges the touch went down.
            case distanceFromEdge
            /// How long since the finger (the first of the tap) touched down.
            case timeSinceDown
            /// How long since the last finger lifted.
            case timeSinceLift
            /// How many fingers it was following.
            case fingers
        }

        public enum Comparison: String, Sendable {
            case over, atLeast, under
        }

        public let quantity: Quantity
        public let value: Double
        public let comparison: Comparison
        public let limit: Double
        /// The limit is touchsim's assumption, not a figure of Apple's.
        public let isAssumed: Bool

        public init(_ quantity: Quantity, _ value: Double, _ comparison: Comparison, _ limit: Double, assumed: Bool) {
            (self.quantity, self.value, self.comparison, self.limit, isAssumed) = (quantity, value, comparison, limit, assumed)
        }

        /// Whether the value stands to the limit as the rule says.
        public var holds: Bool {
            switch comparison {
            case .over: value > limit
            case .atLeast: value >= limit - 1e-9
            case .under: value < limit
            }
        }
    }

    public let words: String
    public let measure: Measure?

    /// A rule no number decided.
    public init(_ words: String) { (self.words, measure) = (words, nil) }

    /// A rule a measure decided; an assumed limit is named as such after the words.
    public init(_ words: String, _ measure: Measure) {
        self.words = measure.isAssumed ? words + "; \(Self.limitText(measure)) is touchsim's assumed figure (Apple documents none)" : words
        self.measure = measure
    }

    public var description: String { words }

    /// "12.5 pt", "0.75 s", "3": a value as the words give it, to a tenth of a point and a hundredth of a second.
    public static func text(_ value: Double, _ quantity: Measure.Quantity) -> String {
        switch quantity {
        case .timeSinceDown, .timeSinceLift: return trimmed(value, places: 2) + " s"
        case .fingers: return String(Int(value))
        default: return trimmed(value, places: 1) + " pt"
        }
    }

    private static func limitText(_ measure: Measure) -> String { text(measure.limit, measure.quantity) }

    private static func trimmed(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
