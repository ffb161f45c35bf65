// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// The engine runs on the main actor only, so release builds skip the dynamic exclusivity checks of class
// properties (a third of the dispatch time when measured); debug builds, which the tests use, keep them.
let engineSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "touchsim",
    platforms: [.macOS(.v14), .iOS(.v15)],
    products: [
        .library(name: "ViewModel", targets: ["ViewModel"]),
        .library(name: "Dispatcher", targets: ["Dispatcher"]),
        .library(name: "ExampleKit", targets: ["ExampleKit"]),
        .library(name: "Examples", targets: ["Examples"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "SimDesktopCLI", targets: ["SimDesktopCLI"]),
        .executable(name: "sim-desktop", targets: ["sim-desktop"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        // The live room's stop: a bounded graceful shutdown (Hummingbird's own runs under it).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    ],
    targets: [
        // SDL2 and SDL2_ttf from the system (Debian: libsdl2-dev, libsdl2-ttf-dev).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // Zstandard from the system (Debian: libzstd-dev): traces written as `.zst` stream through it.
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        // giflib from the system (Debian: libgif-dev): `export --gif` quantizes and encodes frames with it.
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // `@Actions` and `#action`: action methods found by name, as the Objective-C runtime finds them on iOS.
        .macro(
            name: "ViewModelMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // UIKit's objects: views, responders, controllers, touches. No SDL, no clock.
        .target(name: "ViewModel", dependencies: ["ViewModelMacros"], swiftSettings: engineSettings),
        // One file an app adds to a debug build to write its screen as a scene file and its touches as an input
        // script; built here against touchsim's UIKit, on iOS against UIKit. An app takes it from its own package,
        // Capture/Package.swift, which depends on nothing (docs/capture.md).
        .target(name: "TouchCapture", dependencies: [.byName(name: "ViewModel", condition: .when(platforms: [.linux, .macOS]))],
                path: "Capture/Sources/TouchCapture",
                // The file compiles only into debug builds of an app (`#if DEBUG`); touchsim builds it always.
                swiftSettings: [.define("TOUCHSIM")]),
        // The machinery that moves events through ViewModel, the virtual clock and the dispatch log.
        .target(name: "Dispatcher", dependencies: ["ViewModel"], swiftSettings: engineSettings),
        // Traces: the input-script and trace formats, their reader and writer (JSON Lines), replay and verification,
        // and the exports. Over Dispatcher, which knows nothing of files.
        .target(name: "Traces", dependencies: ["ViewModel", "Dispatcher", "CZstd"], swiftSettings: engineSettings),
        // What a scene is (`Example`: an id, a summary, a build, a demo input), apart from any scene's content.
        .target(name: "ExampleKit", dependencies: ["ViewModel", "Dispatcher"]),
        // The gallery: the seed articles' scenes and the real bugs, shared by the program and the tests.
        .target(name: "Examples", dependencies: ["ViewModel", "Dispatcher", "ExampleKit"]),
        // Scenes from outside the gallery, built as Examples: scene files (YAML or JSON, read with Yams, which
        // gives every value its line and column for errors) and real apps' `recursiveDescription` dumps, both
        // through `ViewFactory` (UIKit's behaviour for each class name).
        .target(name: "Scenes", dependencies: ["ViewModel", "Dispatcher", "Traces", "ExampleKit", "Diagnosis", "TouchCapture", "Yams"]),
        // The questions asked of a world, apart from any window: one example's world on a device (`ExampleSession`),
        // `why` (the verdict for a touch, a view's touches, a recognizer's story), what the hit-test pass and the
        // responder chain were, the lint, and the what-if changes and their comparison.
        .target(name: "Diagnosis", dependencies: ["ViewModel", "Dispatcher", "Traces", "ExampleKit"]),
        // The questions every front end asks, as typed requests with one validation and one set of notes, over
        // Diagnosis and Scenes: the command line and MCP fill them and render their reports.
        .target(name: "Questions", dependencies: ["ViewModel", "Dispatcher", "Traces", "ExampleKit", "Diagnosis", "Scenes"]),
        // The window's SDL-free half: the workbench (input, replay, stepping, selection, what-if toggles), the
        // read-models the overlays draw (touch dots, trail, timeline, captions, names) and the layout they use.
        .target(name: "Session", dependencies: ["ViewModel", "Dispatcher", "Traces", "ExampleKit", "Diagnosis", "Questions"]),
        // The shareable web page (`export --html`): a recorded session as one self-contained HTML file that replays
        // it, in the window's colours.
        // Its script and style are files of their own (Resources/), embedded in the binary so the page stays one file.
        .target(
            name: "PageExport", dependencies: ["ViewModel", "Dispatcher", "Traces", "Diagnosis", "Session"],
            resources: [.embedInCode("Resources/renderer.js"), .embedInCode("Resources/replay.js"),
                        .embedInCode("Resources/page.css")]
        ),
        // `sim-desktop mcp`'s tools for AI agents (the Model Context Protocol, through the official Swift SDK): list
        // the examples, describe a scene, why, lint, what-if and run, each call in a world of its own, bounded.
        .target(
            name: "AgentTools",
            dependencies: [
                "ViewModel", "Dispatcher", "Traces", "ExampleKit", "Scenes", "Diagnosis", "Questions",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `sim-desktop serve`: the live room, a web server (Hummingbird, with its WebSocket package) that gives each
        // browser its own world of the room's scene, drawn by the shared page's renderer, and shows the teacher
        // every student's last touch.
        .target(
            name: "LiveRoom",
            dependencies: [
                "ViewModel", "Dispatcher", "ExampleKit", "Diagnosis", "Questions", "Session", "PageExport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.embedInCode("Resources/connection.js"), .embedInCode("Resources/student.js"),
                        .embedInCode("Resources/teacher.js")]
        ),
        // The SDL2 window: rendering, overlays, panels and the window's event loop.
        .target(name: "Desktop", dependencies: ["Session", "Diagnosis", "Dispatcher", "Traces", "ExampleKit", "ViewModel", "CSDL2", "CGif"]),
        // The command line as a library, one command per file, over Session and Desktop: another package's
        // program calls `SimDesktop.main(examples:)` with its own scenes (docs/own-scenes.md).
        .target(
            name: "SimDesktopCLI",
            dependencies: [
                "Desktop", "Session", "Diagnosis", "Questions", "PageExport", "Dispatcher", "Traces", "Examples",
                "ExampleKit", "Scenes", "ViewModel", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Mutants of seed files for the fuzz tests; no product uses it.
        .target(name: "Fuzzing", dependencies: ["Dispatcher"]),
        // `sim-desktop bench`'s figures and the scene of moving views they draw: only the program links them, so the
        // command-line library carries no benchmark code.
        .target(
            name: "Benchmarks",
            dependencies: [
                "Desktop", "Session", "Diagnosis", "Questions", "AgentTools", "PageExport", "Dispatcher", "Traces", "Examples", "Scenes",
                "ViewModel", "CSDL2", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"),
                // The live room's load figures drive `sim-desktop serve` through real WebSockets.
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The program: the command line with the gallery's examples, the live room's `serve`, and the benchmarks.
        .executableTarget(
            name: "sim-desktop",
            dependencies: ["SimDesktopCLI", "LiveRoom", "AgentTools", "Benchmarks", "Examples",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // PortingSurfaceTests reads ViewModel's public declarations with swift-syntax's parser.
        .testTarget(
            name: "ViewModelTests",
            dependencies: [
                "ViewModel", "Dispatcher", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "ViewModelMacrosTests",
            dependencies: [
                "ViewModelMacros",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "DispatcherTests", dependencies: ["ViewModel", "Dispatcher"]),
        .testTarget(name: "TracesTests", dependencies: ["ViewModel", "Dispatcher", "Traces"]),
        .testTarget(name: "ExamplesTests", dependencies: ["ViewModel", "Dispatcher", "Traces", "Examples", "Fuzzing"]),
        .testTarget(
            name: "ScenesTests",
            dependencies: ["Scenes", "Session", "Diagnosis", "Dispatcher", "ExampleKit", "Examples", "ViewModel", "TouchCapture", "Traces"]),
        .testTarget(name: "QuestionsTests", dependencies: ["Questions", "Diagnosis", "Dispatcher", "ExampleKit", "Examples", "Scenes", "ViewModel"]),
        .testTarget(name: "DiagnosisTests", dependencies: ["Diagnosis", "Dispatcher", "ExampleKit", "Examples", "ViewModel"]),
        .testTarget(
            name: "SessionTests",
            dependencies: ["Session", "Diagnosis", "Dispatcher", "Traces", "Examples", "ViewModel", "Benchmarks"]),
        .testTarget(name: "PageExportTests", dependencies: ["PageExport", "Session", "Dispatcher", "Diagnosis", "Examples", "ViewModel"]),
        // The golden images are read from the source tree (#filePath), not bundled.
        // The window's frames and the command line; the binary is run as a user runs it, never imported.
        .testTarget(
            name: "SimDesktopTests",
            dependencies: [
                "sim-desktop", "Desktop", "Session", "Diagnosis", "Dispatcher", "Traces", "Examples", "Scenes", "ViewModel",
                "CSDL2", "Fuzzing", "Benchmarks", "LiveRoom", "AgentTools", "Questions", "SimDesktopCLI",
                // The MCP server's tests drive it with the SDK's own client over a pipe.
                .product(name: "MCP", package: "swift-sdk"), .product(name: "SystemPackage", package: "swift-system"),
                // The live room's tests: WebSocket clients, and the DevTools protocol of a real browser.
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Golden"]
        ),
    ]
)
