import Foundation
@_spi(Engine) import ViewModel

/// Reads the values of a dump line's fields into a `ViewSpec`: the frame, and what UIKit prints when a view
/// differs from a plain view — `hidden = YES`, `alpha = 0.5`, `userInteractionEnabled = NO`, `clipsToBounds = YES`,
/// `transform = [a, b, c, d, tx, ty]`, `bounds = {{x, y}, {w, h}}`, `contentOffset: {x, y}`, `contentSize`,
/// `adjustedContentInset: {t, l, b, r}`, `tag`,
/// `text = '…'`, and a layer's `zPosition = 10` (in the layer's own description, `layer = <CALayer: 0x…; zPosition
/// = 10>`, or beside it). Other fields (`autoresize`, `opaque`, `gestureRecognizers`, …) play no part in
/// hit-testing and are left.
///
/// Every number is checked: finite and within ±`limit`, sizes not negative, so no later arithmetic meets an
/// infinity, a NaN or a size no screen has.
enum DumpFields {
    /// The largest coordinate or size a dump may give, in points.
    static let limit: Double = 1_000_000

    /// The spec a line describes, or what is wrong with its values.
    static func spec(of line: DumpLine) throws(DumpLine.Problem) -> ViewSpec {
        let fields = line.fields
        guard let frameText = fields["frame"] else { throw DumpLine.Problem(message: "cannot read frame: none is printed") }
        let frame = try rect(frameText, "frame")
        var spec = ViewSpec(className: line.className, address: line.address, frame: frame)
        if let text = fields["bounds"] {
            let bounds = try rect(text, "bounds")
            spec.boundsOrigin = bounds.origin
            spec.boundsSize = bounds.size
        }
        if let text = fields["contentOffset"] {
            let values = try numbers(text, count: 2, "contentOffset")
            spec.boundsOrigin = CGPoint(x: values[0], y: values[1])
        }
        if let text = fields["contentSize"] {
            let values = try numbers(text, count: 2, "contentSize", sizes: 0..<2)
            spec.contentSize = CGSize(width: values[0], height: values[1])
        }
        if let text = fields["adjustedContentInset"] ?? fields["contentInset"] {
            let v = try numbers(text, count: 4, "contentInset")
            spec.contentInset = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        if let text = fields["transform"] {
            let v = try numbers(text, count: 6, "transform")
            spec.transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        }
        if let text = fields["alpha"] {
            guard let alpha = Double(text), (0...1).contains(alpha) else { throw problem("alpha", text, "a number from 0 to 1") }
            spec.alpha = alpha
        }
        if let text = fields["tag"] {
            guard let tag = Int(text) else { throw problem("tag", text, "a whole number") }
            spec.tag = tag
        }
        if let text = fields["zPosition"] ?? fields["layer"].flatMap(layerZPosition) {
            spec.zPosition = try numbers(text, count: 1, "zPosition")[0]
        }
        spec.isHidden = try flag(fields["hidden"], "hidden") ?? false
        spec.isUserInteractionEnabled = try flag(fields["userInteractionEnabled"], "userInteractionEnabled") ?? true
        spec.clipsToBounds = try flag(fields["clipsToBounds"], "clipsToBounds") ?? false
        spec.text = fields["text"].map(unquoted)
        spec.printsGestureRecognizers = fields["gestureRecognizers"] != nil
        spec.backgroundColor = fields["backgroundColor"].flatMap(DumpColor.read)
        return spec
    }

    /// The value of `zPosition = …` inside a layer's description, up to the next `;` or `>`.
    static func layerZPosition(_ layer: String) -> String? {
        guard let key = layer.range(of: "zPosition") else { return nil }
        let rest = layer[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == ":" }
        return String(rest.prefix { $0 != ";" && $0 != ">" })
    }

    /// `(x y; w h)` (a frame) or `{{x, y}, {w, h}}` (bounds): four numbers, the last two sizes.
    static func rect(_ text: String, _ key: String) throws(DumpLine.Problem) -> CGRect {
        let v = try numbers(text, count: 4, key, sizes: 2..<4)
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// Exactly `count` numbers between brackets, commas, semicolons and spaces; those at `sizes` not negative.
    static func numbers(_ text: String, count: Int, _ key: String, sizes: Range<Int> = 0..<0)
        throws(DumpLine.Problem) -> [Double]
    {
        let separators = Set("(){}[],; \t")
        let words = text.split { separators.contains($0) }
        let values = words.prefix(count + 1).map { Double($0) }
        guard values.count == count, !values.contains(nil) else {
            throw problem(key, text, "\(count) numbers")
        }
        let numbers = values.map { $0! }
        guard numbers.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            throw problem(key, text, "finite numbers within ±\(Int(limit))")
        }
        guard sizes.allSatisfy({ numbers[$0] >= 0 }) else { throw problem(key, text, "a size that is not negative") }
        return numbers
    }

    /// `YES` or `NO`; nil when the field is absent.
    static func flag(_ text: String?, _ key: String) throws(DumpLine.Problem) -> Bool? {
        switch text {
        case nil: nil
        case "YES": true
        case "NO": false
        case let text?: throw problem(key, text, "YES or NO")
        }
    }

    /// `'Hello'` → `Hello`; a text without quotes as it is.
    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("'") && text.hasSuffix("'") ? String(text.dropFirst().dropLast()) : text
    }

    private static func problem(_ key: String, _ text: String, _ expected: String) -> DumpLine.Problem {
        DumpLine.Problem(message: "cannot read \(key) = \(text.prefix(60)): expected \(expected)")
    }
}
