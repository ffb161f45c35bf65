import Foundation
@_spi(Engine) import ViewModel

/// The drawing as the web page reads it: numbers as arrays (a transform `[a, b, c, d, tx, ty]`, a rectangle
/// `[x, y, width, height]`, a colour `[r, g, b, a]` from 0 to 255, a path `[x0, y0, x1, y1, …]`), places rounded to
/// a hundredth of a point, and what an item does not use left out. Read back with every count and number checked.
extension PhoneDrawing: Codable {
    private enum Keys: String, CodingKey { case items, clips }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(items, forKey: .items)
        try container.encode(clips.map(DrawNumbers.rect), forKey: .clips)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        items = try container.decode([DrawItem].self, forKey: .items)
        clips = try container.decode([[Double]].self, forKey: .clips).map { try DrawNumbers.rect($0, container.codingPath) }
        for item in items where item.clip.map({ !clips.indices.contains($0) }) ?? false {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                    debugDescription: "an item's clip \(item.clip ?? 0) is not among the \(clips.count) clips"))
        }
    }
}

extension DrawItem: Codable {
    private enum Keys: String, CodingKey {
        case kind, view, transform, clip, bounds, radius, width, color, stroke, paths, text, size, bold, alignment
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(view, forKey: .view)
        let t = transform
        try container.encode([t.a, t.b, t.c, t.d].map { DrawNumbers.round($0, 10_000) }
                             + [t.tx, t.ty].map { DrawNumbers.round($0, 100) }, forKey: .transform)
        try container.encodeIfPresent(clip, forKey: .clip)
        try container.encode(DrawNumbers.rect(bounds), forKey: .bounds)
        if radius > 0 { try container.encode(DrawNumbers.round(radius, 100), forKey: .radius) }
        if width > 0 { try container.encode(DrawNumbers.round(width, 100), forKey: .width) }
        try container.encodeIfPresent(color.map(DrawNumbers.color), forKey: .color)
        try container.encodeIfPresent(stroke.map(DrawNumbers.color), forKey: .stroke)
        if !paths.isEmpty {
            try container.encode(paths.map { $0.flatMap { [DrawNumbers.round($0.x, 100), DrawNumbers.round($0.y, 100)] } },
                                 forKey: .paths)
        }
        try container.encodeIfPresent(text, forKey: .text)
        if let font {
            try container.encode(DrawNumbers.round(font.size, 100), forKey: .size)
            if font.bold { try container.encode(true, forKey: .bold) }
        }
        if kind == .text { try container.encode(alignment, forKey: .alignment) }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let path = container.codingPath
        kind = try container.decode(Kind.self, forKey: .kind)
        view = try container.decode(Int.self, forKey: .view)
        let t = try DrawNumbers.finite(try container.decode([Double].self, forKey: .transform), count: 6, path)
        transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        clip = try container.decodeIfPresent(Int.self, forKey: .clip)
        bounds = try DrawNumbers.rect(try container.decode([Double].self, forKey: .bounds), path)
        radius = try DrawNumbers.finite([container.decodeIfPresent(Double.self, forKey: .radius) ?? 0], count: 1, path)[0]
        width = try DrawNumbers.finite([container.decodeIfPresent(Double.self, forKey: .width) ?? 0], count: 1, path)[0]
        color = try container.decodeIfPresent([Int].self, forKey: .color).map { try DrawNumbers.color($0, path) }
        stroke = try container.decodeIfPresent([Int].self, forKey: .stroke).map { try DrawNumbers.color($0, path) }
        paths = try (container.decodeIfPresent([[Double]].self, forKey: .paths) ?? []).map { flat in
            guard flat.count.isMultiple(of: 2) else {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "a path of \(flat.count) numbers: x and y come in pairs"))
            }
            let numbers = try DrawNumbers.finite(flat, count: flat.count, path)
            return stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
        }
        text = try container.decodeIfPresent(String.self, forKey: .text)
        if let size = try container.decodeIfPresent(Double.self, forKey: .size) {
            font = DrawFont(size: try DrawNumbers.finite([size], count: 1, path)[0],
                            bold: try container.decodeIfPresent(Bool.self, forKey: .bold) ?? false)
        }
        alignment = try container.decodeIfPresent(DrawTextAlignment.self, forKey: .alignment) ?? .center
    }
}

/// The drawing's numbers as JSON writes them, and their checks when read.
private enum DrawNumbers {
    static func round(_ value: CGFloat, _ steps: Double) -> Double { (Double(value) * steps).rounded() / steps }

    static func rect(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { round($0, 100) }
    }

    static func rect(_ numbers: [Double], _ path: [any CodingKey]) throws -> CGRect {
        let n = try finite(numbers, count: 4, path)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    static func color(_ color: DrawColor) -> [Int] { [Int(color.r), Int(color.g), Int(color.b), Int(color.a)] }

    static func color(_ numbers: [Int], _ path: [any CodingKey]) throws -> DrawColor {
        guard numbers.count == 4, numbers.allSatisfy({ (0...255).contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "a colour is four numbers from 0 to 255, not \(numbers)"))
        }
        return DrawColor(r: UInt8(numbers[0]), g: UInt8(numbers[1]), b: UInt8(numbers[2]), a: UInt8(numbers[3]))
    }

    static func finite(_ numbers: [Double], count: Int, _ path: [any CodingKey]) throws -> [CGFloat] {
        guard numbers.count == count, numbers.allSatisfy(\.isFinite) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "expected \(count) finite numbers, not \(numbers.count)"))
        }
        return numbers.map { CGFloat($0) }
    }
}
