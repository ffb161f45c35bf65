import Foundation

/// Which class each of a module's classes inherits from, as its declarations say, for overrides: an override's
/// name is its superclass's.
struct ClassHierarchy {
    private var superclass: [String: String] = [:]

    init(_ declarations: [SurfaceDeclaration]) {
        // `class UIView: UIResponder`, perhaps after its availability.
        let classDeclaration = #/^(?:@available\([^)]*\) )*class (\w+): (\w+(?:\.\w+)*)$/#
        for declaration in declarations {
            guard let match = declaration.declaration.wholeMatch(of: classDeclaration) else { continue }
            superclass[declaration.name] = String(match.output.2)
        }
    }

    /// The classes `type` inherits from, nearest first (a name the module does not declare, such as
    /// `NSObject`, ends the walk).
    func ancestors(of type: String) -> [String] {
        var result: [String] = []
        var current = type
        while let parent = superclass[current], !result.contains(parent), result.count < 64 {
            result.append(parent)
            current = parent
        }
        return result
    }
}
