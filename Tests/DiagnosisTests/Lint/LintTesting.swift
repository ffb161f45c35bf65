import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// What the lint tests share: lint an example, or a world of plain views, and read the findings as "rule view".
@MainActor
protocol LintTesting {}

extension LintTesting {
    func lint(_ id: String, variant: String? = nil) throws -> LintReport {
        TouchLint(example: try #require(Gallery.example(id: id)), variant: variant).run()
    }

    /// The findings as "rule view" pairs, in the report's order.
    func summary(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.rule.rawValue) \($0.view)" }
    }

    /// A world of plain views: a window with its controller's root view holding `views`, built anew each call.
    func lint(_ makeViews: @escaping @MainActor () -> [UIView])
        -> LintReport
    {
        TouchLint {
            let sim = Simulator()
            let window = UIWindow(frame: sim.screen.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            makeViews().forEach(controller.view.addSubview)
            sim.show(window)
            return sim
        }.run()
    }

    func button(_ frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.backgroundColor = .systemBlue
        return button
    }
}
