import Dispatcher
import Foundation

/// The first record of a trace: what produced it and what it plays against.
///
/// `{"type": "header", "format": "touchsim-trace", "version": 1, "app": "touchsim 0.3", "example":
/// "hit-test-order", "variant": null, "screen": {"width": 390, "height": 844, "scale": 3}, "device": "iphone"}`
public struct TraceHeader: Equatable, Sendable {
    /// The format versions this build reads.
    public static let supportedVersions = [1]
    public static let currentVersion = 1
    public static let formatName = "touchsim-trace"
    /// The version of touchsim that writes traces (kept in one place).
    public static let appVersion = "touchsim 0.3"

    public var version: Int
    public var app: String
    public var example: String
    public var variant: String?
    public var screenWidth: Double
    public var screenHeight: Double
    public var scale: Double
    public var device: String
    /// What-if changes applied to the world right after it is built (`Target.property=value`, in order), so a
    /// replay builds the same changed world. Written only when there are some: older traces read unchanged.
    public var settings: [String]
    /// The scene file's text, for a trace of a scene read from a file (`"scene"`), so it replays without the
    /// file. Nil for the gallery's examples, which `example` names.
    public var scene: String?

    public init(
        version: Int = TraceHeader.currentVersion, app: String = TraceHeader.appVersion, example: String,
        variant: String? = nil, screenWidth: Double = 390, screenHeight: Double = 844, scale: Double = 3,
        device: String = "iphone", settings: [String] = [], scene: String? = nil
    ) {
        self.version = version
        self.app = app
        self.example = example
        self.variant = variant
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.device = device
        self.settings = settings
        self.scene = scene
    }

    var jsonLine: String {
        "{\"type\": \"header\", \"format\": \"\(Self.formatName)\", \"version\": \(version), "
            + "\"app\": \(JSONText.quoted(app)), \"example\": \(JSONText.quoted(example)), "
            + "\"variant\": \(variant.map(JSONText.quoted) ?? "null"), "
            + "\"screen\": {\"width\": \(JSONText.number(screenWidth)), \"height\": \(JSONText.number(screenHeight)), "
            + "\"scale\": \(JSONText.number(scale))}, \"device\": \(JSONText.quoted(device))"
            + (settings.isEmpty ? "" : ", \"set\": [" + settings.map(JSONText.quoted).joined(separator: ", ") + "]")
            + (scene.map { ", \"scene\": " + JSONText.quoted($0) } ?? "")
            + "}"
    }
}
