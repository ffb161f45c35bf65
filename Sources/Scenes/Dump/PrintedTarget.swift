@_spi(Engine) import ViewModel

/// The target of a pasted recognizer's action, standing in for the app's object the dump printed
/// (`target=<MyApp.ViewController 0x…>`): the log names it by that class, and its action method is found and
/// called, doing nothing more — the app's code is not in the dump.
final class PrintedTarget: UIResponder {
    init(className: String) {
        super.init()
        printedIdentity = PrintedIdentity(className: className, address: nil)
    }

    override func actionMethod(for selector: Selector) -> ActionMethod? {
        ActionMethod(selector, swiftName: selector.name) { _, _ in .called }
    }
}
