// swift-tools-version:5.9
// TouchCapture: the one file an iOS app adds to a debug build to bring a screen and its touches into touchsim
// (docs/capture.md). A package of its own, depending on nothing, so an app can add it by path or URL without
// touchsim's server, engine or their packages; its code compiles only into debug builds (`#if DEBUG`).
import PackageDescription

let package = Package(
    name: "TouchCapture",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "TouchCapture", targets: ["TouchCapture"]),
    ],
    targets: [
        .target(name: "TouchCapture", path: "Sources/TouchCapture"),
    ]
)
