import Foundation
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A world with one window whose root controller's view the test fills.
@MainActor
func makeWorld(root: UIViewController = UIViewController(), _ build: (UIView) -> Void) -> (Simulator, UIWindow) {
    let sim = Simulator()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    build(root.view)
    sim.show(window)
    return (sim, window)
}

/// A view that records the touches calls it gets, per touch, and does not pass them on.
@MainActor
final class Recorder: UIView {
    var events: [String] = []
    var perTouch: [UITouch: [UITouch.Phase]] = [:]
    var lastEvent: UIEvent?
    var received: [(phase: UITouch.Phase, touches: Set<UITouch>)] = []

    private func note(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        events.append(phase.logName)
        received.append((phase, touches))
        lastEvent = event
        for touch in touches { perTouch[touch, default: []].append(phase) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(.began, touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(.moved, touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(.ended, touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(.cancelled, touches, event) }
}

extension DispatchLog {
    /// The view the window's hit-test answered with, for each hit-test pass.
    var hitViews: [String] {
        lines.filter { $0.hasPrefix("-[UIWindow hitTest:withEvent:] -> ") }.map {
            String($0.dropFirst("-[UIWindow hitTest:withEvent:] -> ".count))
        }
    }
}

/// A screen that logs its appearance calls, titled as it is.
@MainActor
final class AppearanceLoggingScreen: UIViewController {
    override func viewWillAppear(_ animated: Bool) { log("\(title ?? "?") willAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(title ?? "?") didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(title ?? "?") willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(title ?? "?") didDisappear") }
}
