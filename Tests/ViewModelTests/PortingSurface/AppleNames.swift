import Foundation

/// `docs/uikit-names.txt`: ViewModel's public UIKit-named declarations that are Apple's, each as Apple's SDK
/// declares it, with its documentation page. One line a declaration: `name | declaration | page`; `#` starts a
/// comment. Lines about a type ViewModel does not declare (`NSObject`, whose members its classes override) name
/// what an override may override.
struct AppleNames {
    static let path = "docs/uikit-names.txt"

    struct Entry {
        let key: String
        let name: String
        let page: String
    }

    let entries: [Entry]
    let keys: Set<String>
    let names: Set<String>
    let duplicates: [String]

    init(text: String) {
        var entries: [Entry] = []
        var seen: Set<String> = [], duplicates: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), !line.isEmpty else { continue }
            let fields = line.components(separatedBy: " | ")
            guard fields.count == 3 else {
                entries.append(Entry(key: line, name: line, page: ""))
                continue
            }
            let key = fields[0] + " | " + fields[1]
            if !seen.insert(key).inserted { duplicates.append(key) }
            entries.append(Entry(key: key, name: fields[0], page: fields[2]))
        }
        self.entries = entries
        keys = Set(entries.map(\.key))
        names = Set(entries.map(\.name))
        self.duplicates = duplicates
    }

    func contains(_ declaration: SurfaceDeclaration) -> Bool { keys.contains(declaration.description) }

    /// A type name the rule covers: UI, CA, CG or NS, then a capital (`UIView`, `CGRect`, `NSObject`).
    static func isUIKitNamed(_ type: String) -> Bool {
        guard type.count > 2 else { return false }
        let prefix = type.prefix(2), third = type[type.index(type.startIndex, offsetBy: 2)]
        return ["UI", "CA", "CG", "NS"].contains(prefix) && third.isUppercase
    }

    /// The line to add for `declaration`, with the page Apple's documentation gives a symbol of that name
    /// (check it: overloads and renamed symbols have pages of their own).
    static func line(for declaration: SurfaceDeclaration) -> String {
        "\(declaration.name) | \(declaration.declaration) | \(page(for: declaration.name))"
    }

    static func page(for name: String) -> String {
        var components: [String] = []
        var current = "", depth = 0
        for character in name {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == ".", depth == 0 {
                components.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        components.append(current)
        return "https://developer.apple.com/documentation/\(framework(of: components[0]))/"
            + components.map { $0.lowercased() }.joined(separator: "/")
    }

    /// The framework whose documentation holds a type: UIKit, Core Animation (QuartzCore), Core Graphics's value
    /// types (documented under Core Foundation) and its objects, or Objective-C's runtime.
    static func framework(of type: String) -> String {
        switch type {
        case "NSObject": "objectivec"
        case "CGAffineTransform", "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector": "corefoundation"
        case _ where type.hasPrefix("CG"): "coregraphics"
        case _ where type.hasPrefix("CA"): "quartzcore"
        default: "uikit"
        }
    }
}
