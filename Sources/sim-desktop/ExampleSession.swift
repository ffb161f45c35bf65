import Dispatcher
import Examples
import Foundation
import ViewModel

/// One example built in a fresh world on a device's screen: what the window shows, `shot` renders and the tests
/// drive. Switching example, variant or device makes a new session (the old world is dropped whole, touches and
/// timers with it), as relaunching an app would.
@MainActor
final class ExampleSession {
    let example: Example
    let variant: String?
    let device: DeviceProfile
    let sim: Simulator

    /// `echo` gets every dispatch-log record as it is written (the window prints them).
    init(example: Example, variant: String?, device: DeviceProfile, echo: ((DispatchRecord) -> Void)? = nil) {
        self.example = example
        self.variant = variant
        self.device = device
        sim = Simulator(screen: device.screen)
        sim.log.onRecord = echo
        example.build(in: sim, variant: variant)
    }

    /// The same example, device and log echo, with another variant.
    func with(variant: String?) -> ExampleSession {
        ExampleSession(example: example, variant: variant, device: device, echo: sim.log.onRecord)
    }

    /// The windows to draw, back to front.
    var windowsBackToFront: [UIWindow] { sim.application.windowsInHitTestOrder.reversed() }

    /// "Title (id, variant)", for window titles and headers.
    var caption: String { "\(example.title) (\(example.id)\(variant.map { ", " + $0 } ?? ""))" }
}
