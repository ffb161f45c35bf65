// swift-tools-version:6.0
// A package of your own scenes, opened in touchsim's window: see docs/own-scenes.md. It expects a clone of
// touchsim beside it, in a folder named `touchsim`.
import PackageDescription

let package = Package(
    name: "MyScenes",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../touchsim")],
    targets: [
        .executableTarget(
            name: "my-scenes",
            dependencies: [
                .product(name: "SimDesktopCLI", package: "touchsim"),
                .product(name: "Examples", package: "touchsim"),
                .product(name: "ViewModel", package: "touchsim"),
            ]
        ),
    ]
)
