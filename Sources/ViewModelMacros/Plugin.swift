import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding ViewModel's macros: `@Actions` and `#action`, which stand in for what the
/// Objective-C runtime gives UIKit code on Apple's platforms (action methods found by name).
@main
struct ViewModelMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [ActionsMacro.self, ActionSelectorMacro.self]
}
