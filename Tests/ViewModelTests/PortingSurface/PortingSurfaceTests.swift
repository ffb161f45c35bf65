import Foundation
import Testing

/// The rule for ViewModel's public names: every public declaration whose name starts with UI, CA, CG or NS is
/// Apple's — on the checked list `docs/uikit-names.txt`, spelled and typed as Apple's SDK declares it, with its
/// page — or an override of one, or behind `@_spi(Engine)`, or one of touchsim's adaptations or earlier
/// spellings that docs/porting.md names. A new UIKit class's author adds its lines to the list; the failure
/// prints them.
@Suite("ViewModel's public UIKit names are Apple's, SPI, or adaptations docs/porting.md names")
struct PortingSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The public declarations app code sees (SPI left out) with a UIKit prefix.
    static func appVisible() throws -> [SurfaceDeclaration] {
        try PublicSurface.declarations(under: root.appendingPathComponent("Sources/ViewModel"))
            .filter { !$0.isSPI && AppleNames.isUIKitNamed($0.rootType) }
    }

    static func appleNames() throws -> AppleNames {
        try AppleNames(text: String(contentsOf: root.appendingPathComponent(AppleNames.path), encoding: .utf8))
    }

    static func porting() throws -> PortingDoc {
        try PortingDoc(text: String(contentsOf: root.appendingPathComponent(PortingDoc.path), encoding: .utf8))
    }

    @Test("every public UI/CA/CG/NS declaration is on the checked list, an override, or an adaptation")
    func everyNameIsAccountedFor() throws {
        let surface = try Self.appVisible()
        let apple = try Self.appleNames()
        let porting = try Self.porting()
        let all = try PublicSurface.declarations(under: Self.root.appendingPathComponent("Sources/ViewModel"))
        let hierarchy = ClassHierarchy(all)
        #expect(surface.count > 1_000)

        var unlisted: [SurfaceDeclaration] = []
        for declaration in surface {
            if declaration.isDeprecated {
                #expect(porting.earlierSpellings.contains(declaration.name),
                        "\(declaration.place): \(declaration.name) is deprecated but not in \(PortingDoc.path)'s earlier spellings")
                continue
            }
            if apple.contains(declaration) || porting.adaptations.contains(declaration.name) { continue }
            if declaration.isOverride, let owner = declaration.owner,
               hierarchy.ancestors(of: owner).contains(where: { ancestor in
                   let inherited = "\(ancestor).\(declaration.memberName)"
                   return apple.names.contains(inherited) || porting.adaptations.contains(inherited)
               }) {
                continue
            }
            unlisted.append(declaration)
        }
        #expect(unlisted.isEmpty, """
            \(unlisted.count) public UIKit-named declarations are neither Apple's (on \(AppleNames.path)) nor SPI \
            nor an adaptation \(PortingDoc.path) names. If Apple declares it so, check its page and add the line; \
            else put it behind @_spi(Engine) or name the adaptation:
            \(unlisted.sorted().map { "\(AppleNames.line(for: $0))    (\($0.place))" }.joined(separator: "\n"))
            """)
    }

    @Test("every line of the checked list is a public declaration of ViewModel, with Apple's page")
    func theListIsNotStale() throws {
        let visible = try Self.appVisible()
        let surface = Set(visible.map(\.description))
        let declaredTypes = Set(visible.map(\.rootType))
        let apple = try Self.appleNames()
        #expect(apple.entries.count > 1_000)
        // A line about a type ViewModel does not declare (NSObject) names what its classes may override.
        let stale = apple.entries.filter { entry in
            declaredTypes.contains(String(entry.name.prefix { $0 != "." && $0 != "(" })) && !surface.contains(entry.key)
        }
        let staleList = stale.map(\.key).joined(separator: "\n")
        #expect(stale.isEmpty, "on \(AppleNames.path) but not declared (or declared otherwise):\n\(staleList)")
        let pages = apple.entries.filter { !$0.page.hasPrefix("https://developer.apple.com/documentation/") }
        #expect(pages.isEmpty, "lines without an Apple documentation page: \(pages.map(\.key))")
        #expect(apple.duplicates.isEmpty, "lines given twice: \(apple.duplicates)")
    }

    @Test("every adaptation and earlier spelling docs/porting.md names is public, and only those are deprecated")
    func thePortingDocMatches() throws {
        let surface = try Self.appVisible()
        let names = Set(surface.map(\.name))
        let porting = try Self.porting()
        #expect(porting.adaptations.count >= 4 && porting.earlierSpellings.count >= 5)
        let missing = (porting.adaptations + porting.earlierSpellings).filter { !names.contains($0) }
        #expect(missing.isEmpty, "\(PortingDoc.path) names these, but ViewModel has no public declaration of them: \(missing)")
        let deprecated = Set(surface.filter(\.isDeprecated).map(\.name))
        let notDeprecated = porting.earlierSpellings.filter { !deprecated.contains($0) }
        #expect(notDeprecated.isEmpty, "earlier spellings must be deprecated, pointing to Apple's: \(notDeprecated)")
    }

    @Test("the rule's own checks: an unlisted public name is caught, an SPI one is not")
    func theExtractorSeesWhatAppCodeSees() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("porting-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            open class UIThing: UIView {
                public var isOn: Bool = false
                public private(set) var count = 0
                @_spi(Engine) public var engineOnly: Int { 0 }
                var hidden = 1
                open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
                public required init?(coder: NSCoder) { return nil }
            }
            @_spi(Engine) extension UIThing { public func secret() {} }
            extension UIThing { @available(*, deprecated, renamed: "isOn") public var on: Bool { isOn } }
            """.write(to: folder.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        let found = try PublicSurface.declarations(under: folder)
        let visible = found.filter { !$0.isSPI }.map(\.description)
        #expect(visible == [
            "UIThing | class UIThing: UIView",
            "UIThing.isOn | var isOn: Bool { get set }",
            "UIThing.count | var count: Int { get }",
            "UIThing.hitTest(_:with:) | func hitTest(_: CGPoint, with: UIEvent?) -> UIView?",
            "UIThing.init(coder:) | required init?(coder: NSCoder)",
            "UIThing.on | var on: Bool { get }",
        ])
        #expect(found.filter(\.isSPI).map(\.name) == ["UIThing.engineOnly", "UIThing.secret()"])
        #expect(found.first { $0.name == "UIThing.hitTest(_:with:)" }?.isOverride == true)
        #expect(found.first { $0.name == "UIThing.on" }?.isDeprecated == true)
    }
}
