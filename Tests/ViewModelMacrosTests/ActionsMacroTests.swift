import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

@testable import ViewModelMacros

final class ActionsMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Actions": ActionsMacro.self, "action": ActionSelectorMacro.self]

    func testASubclassOverridesAndFallsBackToSuper() {
        assertMacroExpansion(
            """
            @Actions
            final class ViewController: UIViewController {
                func buttonTapped(_ sender: UIButton) {}
                private func reset() {}
                static func make() -> ViewController { ViewController() }
                func layout(_ a: Int, _ b: Int, _ c: Int) {}
            }
            """,
            expandedSource: """
                final class ViewController: UIViewController {
                    func buttonTapped(_ sender: UIButton) {}
                    private func reset() {}
                    static func make() -> ViewController { ViewController() }
                    func layout(_ a: Int, _ b: Int, _ c: Int) {}

                    public override func actionMethod(for selector: Selector) -> ActionMethod? {
                        if selector.matches("buttonTapped:", base: "buttonTapped", arity: 1) {
                            return ActionMethod("buttonTapped:", swiftName: "buttonTapped(_:)") { sender, event in
                                ActionCall.pass(sender, event, to: self.buttonTapped(_:) as (UIButton) -> Void)
                            }
                        }
                        if selector.matches("reset", base: "reset", arity: 0) {
                            return ActionMethod("reset", swiftName: "reset") { sender, event in
                                ActionCall.pass(sender, event, to: self.reset as () -> Void)
                            }
                        }
                        return super.actionMethod(for: selector)
                    }
                }
                """,
            macros: macros)
    }

    func testTwoMethodsWithOneSelectorAreReportedAndLeftOut() {
        assertMacroExpansion(
            """
            @Actions
            class Panel: UIView {
                func update(_ value: Int) {}
                func update(_ text: String) {}
            }
            """,
            expandedSource: """
                class Panel: UIView {
                    func update(_ value: Int) {}
                    func update(_ text: String) {}

                    public override func actionMethod(for selector: Selector) -> ActionMethod? {

                        return super.actionMethod(for: selector)
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "Panel: update(_:) and update(_:) both answer the action 'update:'; neither is reachable by that name (rename one)",
                    line: 3, column: 10, severity: .warning),
                DiagnosticSpec(
                    message: "Panel: update(_:) and update(_:) both answer the action 'update:'; neither is reachable by that name (rename one)",
                    line: 4, column: 10, severity: .warning),
            ],
            macros: macros)
    }

    func testAStructIsRefused() {
        assertMacroExpansion(
            "@Actions struct Point {}",
            expandedSource: "struct Point {}",
            diagnostics: [
                DiagnosticSpec(message: "@Actions applies to a class: its action methods become reachable by name", line: 1, column: 1)
            ],
            macros: macros)
    }

    func testActionSpellsSelectorsByTheCompilersRules() {
        assertMacroExpansion(
            """
            let a = #action(buttonTapped(_:))
            let b = #action(tapped(sender:))
            let c = #action(move(to:))
            let d = #action(ViewController.handle(_:forEvent:))
            let e = #action(handleTap)
            let f = #action(ViewController.handleTap)
            """,
            expandedSource: """
                let a = Selector("buttonTapped:", checking: buttonTapped(_:))
                let b = Selector("tappedWithSender:", checking: tapped(sender:))
                let c = Selector("moveTo:", checking: move(to:))
                let d = Selector("handle:forEvent:", checking: ViewController.handle(_:forEvent:))
                let e = Selector(base: "handleTap", method: handleTap)
                let f = Selector(base: "handleTap", unbound: ViewController.handleTap)
                """,
            macros: macros)
    }

    func testSelectorNames() {
        XCTAssertEqual(ObjCSelectorName.make(base: "reset", labels: []), "reset")
        XCTAssertEqual(ObjCSelectorName.make(base: "tapped", labels: [nil]), "tapped:")
        XCTAssertEqual(ObjCSelectorName.make(base: "tapped", labels: ["sender"]), "tappedWithSender:")
        XCTAssertEqual(ObjCSelectorName.make(base: "scroll", labels: ["toTop"]), "scrollToTop:")
        XCTAssertEqual(ObjCSelectorName.make(base: "moveTo", labels: ["point"]), "moveToPoint:")
        XCTAssertEqual(ObjCSelectorName.make(base: "handle", labels: [nil, "forEvent"]), "handle:forEvent:")
        XCTAssertEqual(ObjCSelectorName.make(base: "tableView", labels: [nil, "didSelectRowAt"]), "tableView:didSelectRowAt:")
    }
}
