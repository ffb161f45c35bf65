import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Actions` on a class: every instance method of its body that can take an action's arguments — none, the
/// sender, or the sender and the event — becomes reachable by its Objective-C selector, as `@objc` methods are on
/// Apple's platforms. Target-action, nil-targeted actions along the responder chain and `canPerformAction` find
/// them through the `actionMethod(for:)` it writes.
///
/// A class that does not inherit an `actionMethod(for:)` (no `@Actions` ancestor and not a `UIResponder`) is
/// made to conform to `ActionTarget`; the others override it and fall back to `super`.
public struct ActionsMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ActionsDiagnostic.notAClass))
            return []
        }
        let isRoot = !protocols.isEmpty
        let methods = actionMethods(of: type, in: context)
        let access = type.modifiers.contains { $0.name.tokenKind == .keyword(.open) } ? "open" : "public"
        // A root class need not be on the main actor; its witness must be, as the protocol is.
        let attributes = isRoot ? "@MainActor \(access)" : "\(access) override"
        let header = "\(attributes) func actionMethod(for selector: Selector) -> ActionMethod?"
        let lookups = methods.map(\.lookup).joined(separator: "\n")
        let fallback = isRoot ? "return nil" : "return super.actionMethod(for: selector)"
        return ["\(raw: header) {\n\(raw: lookups)\n\(raw: fallback)\n}"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): ActionTarget {}")]
    }

    /// One method reachable as an action.
    struct Method {
        let selector: String
        let base: String
        let arity: Int
        let swiftName: String
        /// The method as a function value, coerced to its own type so overloads elsewhere do not make it ambiguous.
        let reference: String

        var lookup: String {
            """
            if selector.matches(\(literal(selector)), base: \(literal(base)), arity: \(arity)) {
                return ActionMethod(\(literal(selector)), swiftName: \(literal(swiftName))) { sender, event in
                    ActionCall.pass(sender, event, to: \(reference))
                }
            }
            """
        }

        private func literal(_ text: String) -> String { "\"" + text + "\"" }
    }

    /// The methods of the class body that can be actions, each selector once: two methods with one selector are
    /// reported (as the compiler reports two `@objc` methods with one selector) and neither is reachable.
    static func actionMethods(of type: ClassDeclSyntax, in context: some MacroExpansionContext) -> [Method] {
        var found: [(Method, FunctionDeclSyntax)] = []
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let method = method(function) else { continue }
            found.append((method, function))
        }
        var result: [Method] = []
        for (method, function) in found {
            let twins = found.filter { $0.0.selector == method.selector }
            guard twins.count == 1 else {
                context.diagnose(Diagnostic(
                    node: function.name,
                    message: ActionsDiagnostic.duplicate(
                        type: type.name.text, selector: method.selector, methods: twins.map(\.0.swiftName))))
                continue
            }
            result.append(method)
        }
        return result
    }

    /// The action a method answers, or nil when it cannot be one: static, generic, async, throwing, or with
    /// more than two parameters, a variadic or an `inout` one.
    static func method(_ function: FunctionDeclSyntax) -> Method? {
        let excluded: Set<String> = ["static", "class"]
        guard !function.modifiers.contains(where: { excluded.contains($0.name.text) }),
            function.genericParameterClause == nil,
            function.signature.effectSpecifiers == nil
        else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count <= 2 else { return nil }
        var types: [String] = []
        for parameter in parameters {
            guard parameter.ellipsis == nil, let type = parameterType(parameter.type) else { return nil }
            types.append(type)
        }
        let base = function.name.text.trimmingBackticks
        let labels: [String?] = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        let argumentNames = parameters.isEmpty ? "" : "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        let returnType = function.signature.returnClause?.type.trimmedDescription ?? "Void"
        return Method(
            selector: ObjCSelectorName.make(base: base, labels: labels), base: base, arity: parameters.count,
            swiftName: base + argumentNames,
            reference: "self.\(function.name.text)\(argumentNames) as (\(types.joined(separator: ", "))) -> \(returnType)")
    }

    /// A parameter's type as it is written in a function type, or nil for one that cannot be (`inout`, `some`).
    private static func parameterType(_ type: TypeSyntax) -> String? {
        if let attributed = type.as(AttributedTypeSyntax.self),
            attributed.specifiers.contains(where: { $0.trimmedDescription.hasPrefix("inout") })
        {
            return nil
        }
        if type.is(SomeOrAnyTypeSyntax.self), type.trimmedDescription.hasPrefix("some") { return nil }
        // An implicitly unwrapped parameter is an optional one in a function type.
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedDescription + "?"
        }
        return type.trimmedDescription
    }
}

enum ActionsDiagnostic: DiagnosticMessage {
    case notAClass
    case duplicate(type: String, selector: String, methods: [String])

    var message: String {
        switch self {
        case .notAClass:
            "@Actions applies to a class: its action methods become reachable by name"
        case .duplicate(let type, let selector, let methods):
            "\(type): \(methods.joined(separator: " and ")) both answer the action '\(selector)'; "
                + "neither is reachable by that name (rename one)"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAClass: MessageID(domain: "ViewModelMacros", id: "notAClass")
        case .duplicate: MessageID(domain: "ViewModelMacros", id: "duplicateAction")
        }
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .notAClass: .error
        case .duplicate: .warning
        }
    }
}

extension String {
    /// `\`default\`` → `default`.
    var trimmingBackticks: String { hasPrefix("`") && hasSuffix("`") ? String(dropFirst().dropLast()) : self }
}
