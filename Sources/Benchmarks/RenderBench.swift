internal import CSDL2
import Desktop
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The window's figures: frame times with many moving views, input latency in frames, and start-up to the
/// first frame. All on SDL's dummy video driver with the software renderer (no display, no GPU: the slowest
/// case, and the same on every machine).
@MainActor
enum RenderBench {
    static let size = (width: 1280, height: 800)

    /// The 95th percentile of frame times, in milliseconds, with `count` views animating (`UIView.animate`,
    /// each with a label when `labels`): a whole window frame — toolbar, examples, phone, overlays, log — drawn
    /// from the presentation values and presented, as the window's loop does it.
    static func frameTimeP95(views count: Int, labels: Bool, frames: Int = 240) throws(SDLError) -> Double {
        let warmUp = 30
        let scene = MovingViewsScene(count: count, labels: labels)
        let (app, context) = try window(scene.example)
        scene.startAnimating(in: app.bench.sim)
        var samples: [Double] = []
        for frame in 0..<(warmUp + frames) {
            let milliseconds = DispatchBench.seconds {
                _ = app.runFrame(now: Double(frame) / 60, elapsed: 1.0 / 60)
                context.present()
            } * 1000
            if frame >= warmUp { samples.append(milliseconds) }
        }
        return percentile(samples, 0.95)
    }

    /// Frames from an input event's arrival to the first frame that shows it (the touch dot under the click),
    /// averaged over clicks on view E of `hit-test-order`: 1 when the loop handles events before it draws.
    static func inputLatencyFrames(trials: Int = 20) throws(SDLError) -> Double {
        let (app, context) = try window(Gallery.example(id: "hit-test-order")!)
        var frames = 0
        func frame() -> PixelBuffer? {
            _ = app.runFrame(now: 0, elapsed: 1.0 / 60)
            defer { context.present() }
            return context.readPixels()
        }
        for _ in 0..<trials {
            for _ in 0..<20 { _ = frame() }  // the last dot fades
            let viewport = app.frame.layout.viewport
            let click = viewport.pixel(of: HitTestOrderScene.pointInE)
            let probe = viewport.pixel(of: CGPoint(x: HitTestOrderScene.pointInE.x + 10, y: HitTestOrderScene.pointInE.y + 10))
            let before = frame()?.pixel(x: Int(probe.x), y: Int(probe.y))
            push(SDL_MOUSEBUTTONDOWN, at: click)
            for count in 1...10 {
                if frame()?.pixel(x: Int(probe.x), y: Int(probe.y)) != before {
                    frames += count
                    break
                }
            }
            push(SDL_MOUSEBUTTONUP, at: click)
        }
        return Double(frames) / Double(trials)
    }

    /// Milliseconds from starting the program to its first presented frame (the median of `runs` starts on
    /// the dummy driver): process start, Swift and SDL start-up, the font, the example, one frame.
    static func firstFrameMilliseconds(runs: Int = 5) -> Double? {
        guard let executable = AssetLocator.executablePath() else { return nil }
        var samples: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["hit-test-order", "--exit-after", "0", "--report-first-frame"]
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "dummy"
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            let start = FirstFrameReport.monotonicNanoseconds()
            guard (try? process.run()) != nil else { return nil }
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(FirstFrameReport.prefix) }),
                let presented = UInt64(line.dropFirst(FirstFrameReport.prefix.count))
            else { return nil }
            samples.append(Double(presented - start) / 1e6)
        }
        return percentile(samples, 0.5)
    }

    /// The window's CPU use while nothing happens: an example open in a real X window (Xvfb), left alone for
    /// `seconds` after it settled, its process's CPU time over that wall time, in percent. Nil without xvfb-run.
    static func idleCPUPercent(seconds: Int = 10) -> Double? {
        guard let executable = AssetLocator.executablePath() else { return nil }
        // utime + stime, fields 14 and 15 of /proc/PID/stat, in clock ticks.
        let script = """
            "$BIN" hit-test-order --exit-after \(seconds + 5) > /dev/null 2>&1 &
            app=$!
            sleep 3
            before=$(awk '{print $14 + $15}' /proc/$app/stat)
            sleep \(seconds)
            after=$(awk '{print $14 + $15}' /proc/$app/stat)
            echo "$before $after"
            wait $app
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", "sh", "-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["BIN"] = executable
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let ticks = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, ticks.count == 2 else { return nil }
        return (ticks[1] - ticks[0]) / Double(sysconf(Int32(_SC_CLK_TCK))) / Double(seconds) * 100
    }

    /// A dummy-driver window of the benchmark's size, software-rendered, showing `example`.
    private static func window(_ example: Example) throws(SDLError) -> (WindowApp, RenderContext) {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try RenderContext.window(
            title: "bench", width: size.width, height: size.height, fitToDisplay: false, software: true)
        let app = try WindowApp(
            session: ExampleSession(example: example, variant: nil, device: .standard), options: .init(),
            examples: Gallery.all, context: context)
        return (app, context)
    }

    private static func push(_ type: SDL_EventType, at pixel: CGPoint) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        (event.button.x, event.button.y) = (Int32(pixel.x), Int32(pixel.y))
        SDL_PushEvent(&event)
    }

    private static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        let sorted = samples.sorted()
        return sorted[Int((Double(sorted.count - 1) * fraction).rounded())]
    }
}
