import Foundation
import SwiftParser
import SwiftSyntax

/// One public declaration of a module's source, as app code sees it: its qualified name
/// (`UIView.hitTest(_:with:)`) and its declaration in one normalised line
/// (`func hitTest(_: CGPoint, with: UIEvent?) -> UIView?`), which holds what Apple's spelling is compared on —
/// argument labels, types, settable or not, class or struct, static, availability.
struct SurfaceDeclaration: Hashable, Comparable, CustomStringConvertible {
    let name: String
    let declaration: String
    /// Behind `@_spi`: app code does not see it.
    let isSPI: Bool
    /// An `override`: the name is its superclass's.
    let isOverride: Bool
    /// `@available(*, deprecated …)`: a spelling kept for code written before Apple's.
    let isDeprecated: Bool
    /// The file and line, for messages.
    let place: String

    /// The type the name starts with: `UIView` for `UIView.hitTest(_:with:)`.
    var rootType: String { String(name.prefix { $0 != "." }) }
    /// The type the member belongs to: `UIView.AnimationOptions` for `UIView.AnimationOptions.repeat`.
    var owner: String? {
        let withoutArguments = name.prefix { $0 != "(" }
        guard let dot = withoutArguments.lastIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
    /// The member's own name: `hitTest(_:with:)`.
    var memberName: String { owner.map { String(name.dropFirst($0.count + 1)) } ?? name }

    var description: String { "\(name) | \(declaration)" }
    static func < (a: Self, b: Self) -> Bool { (a.name, a.declaration) < (b.name, b.declaration) }
}

/// Reads every public declaration of a folder of Swift source with swift-syntax: what `public` or `open` makes
/// visible, members of public protocols and cases of public enums, through extensions and nested types; a
/// declaration inside an `@_spi` type or extension is SPI too.
enum PublicSurface {
    static func declarations(under folder: URL) throws -> [SurfaceDeclaration] {
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (walk?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var found: [SurfaceDeclaration] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let source = try String(contentsOf: file, encoding: .utf8)
            let tree = Parser.parse(source: source)
            let reader = Reader(file: file.lastPathComponent, converter: SourceLocationConverter(fileName: file.path, tree: tree))
            for item in tree.statements {
                if let decl = item.item.as(DeclSyntax.self) { reader.read(decl, in: nil, found: &found) }
            }
        }
        return found
    }

    /// The declarations' context: the enclosing type's name and whether its members are public by default.
    struct Context {
        let path: String
        let membersDefaultPublic: Bool
        let isSPI: Bool
        let isDeprecated: Bool
    }

    final class Reader {
        let file: String
        let converter: SourceLocationConverter
        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
        }

        func read(_ decl: DeclSyntax, in context: Context?, found: inout [SurfaceDeclaration]) {
            if let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    guard case .decls(let members) = clause.elements else { continue }
                    for member in members { read(member.decl, in: context, found: &found) }
                }
                return
            }
            guard let syntax = decl.asProtocol(WithModifiersSyntax.self) else { return }
            let modifiers = syntax.modifiers
            let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes
            let spi = (context?.isSPI ?? false) || Self.has(attributes, "_spi")
            let deprecated = (context?.isDeprecated ?? false) || Self.isDeprecated(attributes)

            if let ext = decl.as(ExtensionDeclSyntax.self) {
                let inner = Context(path: Self.text(ext.extendedType), membersDefaultPublic: Self.isPublic(modifiers),
                                    isSPI: spi, isDeprecated: deprecated)
                for member in ext.memberBlock.members { read(member.decl, in: inner, found: &found) }
                return
            }
            let visible = Self.isPublic(modifiers)
                || (context?.membersDefaultPublic == true && !Self.isRestricted(modifiers))
            guard visible else { return }

            // A required initializer overrides its superclass's without the keyword.
            let isOverride = Self.has(modifiers, .override) || (decl.is(InitializerDeclSyntax.self) && Self.has(modifiers, .required))
            func add(_ name: String, _ declaration: String) {
                let qualified = context.map { "\($0.path).\(name)" } ?? name
                let line = decl.startLocation(converter: converter).line
                let availability = Self.availability(attributes)
                found.append(SurfaceDeclaration(
                    name: qualified, declaration: (availability + [declaration]).joined(separator: " "),
                    isSPI: spi, isOverride: isOverride, isDeprecated: deprecated,
                    place: "\(file):\(line)"))
            }
            func nested(_ name: String, members: MemberBlockSyntax, defaultPublic: Bool) {
                let path = context.map { "\($0.path).\(name)" } ?? name
                let inner = Context(path: path, membersDefaultPublic: defaultPublic, isSPI: spi, isDeprecated: deprecated)
                for member in members.members { read(member.decl, in: inner, found: &found) }
            }

            let staticPrefix = Self.staticPrefix(modifiers)
            switch decl.as(DeclSyntaxEnum.self) {
            case .classDecl(let type):
                let superclass = type.inheritanceClause?.inheritedTypes.first.map { ": " + Self.text($0.type) } ?? ""
                add(type.name.text, "class \(type.name.text)\(superclass)")
                nested(type.name.text, members: type.memberBlock, defaultPublic: false)
            case .actorDecl(let type):
                add(type.name.text, "actor \(type.name.text)")
                nested(type.name.text, members: type.memberBlock, defaultPublic: false)
            case .structDecl(let type):
                add(type.name.text, "struct \(type.name.text)")
                nested(type.name.text, members: type.memberBlock, defaultPublic: false)
            case .enumDecl(let type):
                let raw = type.inheritanceClause?.inheritedTypes.first.map { Self.text($0.type) }
                let rawType = raw.map { ["Int", "UInt", "String", "CGFloat", "Double", "Float"].contains($0) ? ": \($0)" : "" } ?? ""
                add(type.name.text, "enum \(type.name.text)\(rawType)")
                nested(type.name.text, members: type.memberBlock, defaultPublic: false)
            case .protocolDecl(let type):
                let refines = type.inheritanceClause.map { ": " + $0.inheritedTypes.map { Self.text($0.type) }.joined(separator: ", ") } ?? ""
                add(type.name.text, "protocol \(type.name.text)\(refines)")
                nested(type.name.text, members: type.memberBlock, defaultPublic: true)
            case .typeAliasDecl(let alias):
                add(alias.name.text, "typealias \(alias.name.text) = \(Self.text(alias.initializer.value))")
            case .associatedTypeDecl(let assoc):
                add(assoc.name.text, "associatedtype \(assoc.name.text)")
            case .enumCaseDecl(let cases):
                for element in cases.elements {
                    let payload = element.parameterClause.map { "(" + $0.parameters.map { p in
                        (p.firstName.map { $0.text + ": " } ?? "") + Self.text(p.type) }.joined(separator: ", ") + ")" } ?? ""
                    let labels = element.parameterClause.map { "(" + $0.parameters.map { ($0.firstName?.text ?? "_") + ":" }.joined() + ")" } ?? ""
                    add(element.name.text + labels, "case \(element.name.text)\(payload)")
                }
            case .variableDecl(let variable):
                let keyword = variable.bindingSpecifier.text
                let bindings = Array(variable.bindings)
                for (index, binding) in bindings.enumerated() {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    // `var a, b: Int`: a binding without a type takes the next one's.
                    let type = bindings[index...].lazy.compactMap { $0.typeAnnotation?.type }.first
                    let typeText = type.map(Self.text)
                        ?? binding.initializer.flatMap { Self.inferredType(of: $0.value, owner: context?.path) } ?? "?"
                    let settable = keyword == "var" && Self.isSettable(binding.accessorBlock) && !Self.hasRestrictedSetter(modifiers)
                    add(identifier.identifier.text, "\(staticPrefix)var \(identifier.identifier.text): \(typeText) { get\(settable ? " set" : "") }")
                }
            case .functionDecl(let function):
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                let name = function.name.text
                let generics = function.genericParameterClause.map(Self.text) ?? ""
                add("\(name)(\(labels))", "\(staticPrefix)func \(name)\(generics)\(Self.signature(function.signature))")
            case .initializerDecl(let initializer):
                let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                let mark = initializer.optionalMark?.text ?? ""
                let kind = [Self.has(modifiers, .required) ? "required " : "", Self.has(modifiers, .convenience) ? "convenience " : ""].joined()
                add("init(\(labels))", "\(kind)init\(mark)\(Self.signature(initializer.signature))")
            case .subscriptDecl(let sub):
                let labels = sub.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                let parameters = sub.parameterClause.parameters.map(Self.parameter).joined(separator: ", ")
                add("subscript(\(labels))", "\(staticPrefix)subscript(\(parameters)) -> \(Self.text(sub.returnClause.type))")
            case .macroDecl(let macro):
                add(macro.name.text, "macro \(macro.name.text)")
            default:
                break
            }
        }

        // MARK: Reading modifiers and attributes

        static func has(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(keyword) && $0.detail == nil }
        }

        static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ($0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)) && $0.detail == nil }
        }

        static func isRestricted(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains {
                [.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package)].contains($0.name.tokenKind)
                    && $0.detail == nil
            }
        }

        /// `private(set)`, `internal(set)`…: the setter is not public.
        static func hasRestrictedSetter(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains {
                $0.detail != nil && [.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package)].contains($0.name.tokenKind)
            }
        }

        static func staticPrefix(_ modifiers: DeclModifierListSyntax) -> String {
            if has(modifiers, .static) { return "static " }
            if has(modifiers, .class) { return "class " }
            return ""
        }

        static func has(_ attributes: AttributeListSyntax?, _ name: String) -> Bool {
            attributes?.contains { $0.as(AttributeSyntax.self).map { text($0.attributeName) == name } ?? false } ?? false
        }

        static func isDeprecated(_ attributes: AttributeListSyntax?) -> Bool {
            availabilityAttributes(attributes).contains { $0.contains("deprecated") }
        }

        /// `@available(iOS 16.0, *)`: kept in the declaration, as Apple's availability is part of its spelling.
        static func availability(_ attributes: AttributeListSyntax?) -> [String] {
            availabilityAttributes(attributes).filter { !$0.contains("deprecated") }
        }

        static func availabilityAttributes(_ attributes: AttributeListSyntax?) -> [String] {
            (attributes ?? []).compactMap { element in
                guard let attribute = element.as(AttributeSyntax.self), text(attribute.attributeName) == "available" else { return nil }
                return text(attribute)
            }
        }

        /// A stored property (with or without observers) or one with a setter.
        static func isSettable(_ accessors: AccessorBlockSyntax?) -> Bool {
            guard let accessors else { return true }
            switch accessors.accessors {
            case .getter:
                return false
            case .accessors(let list):
                let kinds = Set(list.map(\.accessorSpecifier.text))
                return kinds.contains("set") || kinds.contains("_modify") || kinds.isSubset(of: ["willSet", "didSet"])
            }
        }

        /// The type of a stored property without one written, where its initial value says it plainly: a
        /// literal, or a call of a type's initializer (`UIColor(white: 0, alpha: 1)`, `Self(rawValue: 1)`).
        static func inferredType(of value: ExprSyntax, owner: String?) -> String? {
            switch value.as(ExprSyntaxEnum.self) {
            case .booleanLiteralExpr: return "Bool"
            case .integerLiteralExpr: return "Int"
            case .floatLiteralExpr: return "Double"
            case .stringLiteralExpr: return "String"
            case .functionCallExpr(let call):
                let callee = text(call.calledExpression)
                if callee == "Self" { return owner }
                let isType = callee.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
                return isType ? callee : nil
            default: return nil
            }
        }

        // MARK: Writing declarations

        static func signature(_ signature: FunctionSignatureSyntax) -> String {
            let parameters = signature.parameterClause.parameters.map(parameter).joined(separator: ", ")
            let effects = signature.effectSpecifiers.map { " " + text($0) } ?? ""
            let result = signature.returnClause.map { " -> " + text($0.type) } ?? ""
            return "(\(parameters))\(effects)\(result)"
        }

        static func parameter(_ parameter: FunctionParameterSyntax) -> String {
            "\(parameter.firstName.text): \(text(parameter.type))\(parameter.ellipsis == nil ? "" : "...")"
        }

        /// Source text on one line, without comments.
        static func text(_ node: some SyntaxProtocol) -> String {
            let raw = node.trimmed.description
            let withoutComments = raw.replacing(#/\/\/[^\n]*/#, with: "")
            return withoutComments.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }
}
