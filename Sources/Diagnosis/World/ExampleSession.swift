import Dispatcher
import ExampleKit
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// One example built in a fresh world on a device's screen: what the window shows, `shot` renders and the tests
/// drive. Switching example, variant or device makes a new session (the old world is dropped whole, touches and
/// timers with it), as relaunching an app would.
@MainActor
package final class ExampleSession {
    package let example: Example
    package let variant: String?
    package let device: DeviceProfile
    package let sim: Simulator
    /// Gets every dispatch-log record as it is written (the window prints them).
    package let echo: ((DispatchRecord) -> Void)?
    /// How many records building the example wrote. A trace starts after them: a replay builds the example again.
    package private(set) var recordsAfterBuild = 0
    /// The world's objects named as they were just after the build (and the what-if changes): what a trace of the
    /// session, recorded from the start or later, names them, as its replay will.
    package private(set) var names = ObjectNames()
    /// The what-if changes applied right after the build; a trace's header keeps them, so its replay builds the
    /// same changed world.
    package private(set) var settings: [ViewSetting] = []

    package init(example: Example, variant: String?, device: DeviceProfile, echo: ((DispatchRecord) -> Void)? = nil) {
        self.example = example
        self.variant = variant
        self.device = device
        self.echo = echo
        sim = Simulator(screen: device.screen, systemVersion: example.systemVersion ?? device.systemVersion)
        if let echo { sim.log.addObserver(echo) }
        example.build(in: sim, variant: variant)
        recordsAfterBuild = sim.log.records.count
        names = ObjectNames(windows: sim.application.windows)
    }

    /// Applies what-if changes to the freshly built world, before any input.
    package func apply(_ changes: [ViewSetting]) throws(ViewSettingError) {
        try ViewSetting.apply(changes, in: sim.application.windows)
        settings += changes
        recordsAfterBuild = sim.log.records.count
        names = ObjectNames(windows: sim.application.windows)
    }

    /// The same example, device and log echo, with another variant (and none of the what-if changes: they name
    /// this variant's views).
    package func with(variant: String?) -> ExampleSession {
        ExampleSession(example: example, variant: variant, device: device, echo: echo)
    }

    /// The header of a trace of this session: what a replay builds again.
    package var traceHeader: TraceHeader {
        TraceHeader(example: example.id, variant: variant, screenWidth: sim.screen.bounds.width,
                    screenHeight: sim.screen.bounds.height, scale: sim.screen.scale, device: device.name,
                    settings: settings.map(\.description), scene: example.source)
    }

    /// The windows to draw, back to front.
    package var windowsBackToFront: [UIWindow] { sim.application.windowsInHitTestOrder.reversed() }

    /// "Title (id, variant)", for window titles and headers.
    package var caption: String { "\(example.title) (\(example.id)\(variant.map { ", " + $0 } ?? ""))" }

    /// "touchsim: hit-test-order (variant)": the window's title, naming the example by the id the commands
    /// take, so the task bar and a shared screen say which example (and variant) is open. The words around the
    /// id are ASCII: a window manager reading the X11 title in the C locale showed an em dash as "â".
    package var windowTitle: String { "touchsim: \(example.id)\(variant.map { " (\($0))" } ?? "")" }
}
