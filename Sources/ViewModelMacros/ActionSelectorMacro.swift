import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#action(buttonTapped(_:))`: the selector Swift's `#selector` names on Apple's platforms, checked by the
/// compiler — the method must exist — and spelled by the compiler's rules (`tapped(sender:)` →
/// `tappedWithSender:`). Without argument labels (`#action(handleTap)`) the number of parameters comes from the
/// method's type and the target's `@Actions` table completes the name, as UIKit's compiler resolves it.
public struct ActionSelectorMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let argument = node.arguments.first?.expression, node.arguments.count == 1 else {
            throw MacroExpansionErrorMessage("#action takes one method reference, as #selector does: #action(tapped(_:))")
        }
        let (declName, isUnbound) = try reference(in: argument)
        let base = declName.baseName.text.trimmingBackticks
        if let names = declName.argumentNames {
            let labels: [String?] = names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
            let selector = ObjCSelectorName.make(base: base, labels: labels)
            return "Selector(\(literal: selector), checking: \(argument.trimmed))"
        }
        let label = isUnbound ? "unbound" : "method"
        return "Selector(base: \(literal: base), \(raw: label): \(argument.trimmed))"
    }

    /// The referenced method's name, and whether the reference names it on a type (`ViewController.tapped`), which
    /// makes an unbound, curried function value.
    private static func reference(in expression: ExprSyntax) throws -> (DeclReferenceExprSyntax, Bool) {
        if let name = expression.as(DeclReferenceExprSyntax.self) { return (name, false) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let baseText = member.base?.trimmedDescription ?? ""
            let isType = baseText.first?.isUppercase == true
            return (member.declName, isType)
        }
        throw MacroExpansionErrorMessage("#action takes a method reference such as tapped(_:) or ViewController.tapped(_:)")
    }
}
