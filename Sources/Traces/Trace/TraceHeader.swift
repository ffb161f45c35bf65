import Dispatcher
import Foundation

/// The first record of a trace: what produced it and what it plays against.
///
/// `{"type": "header", "format": "touchsim-trace", "version": 1, "app": "touchsim 0.3", "example":
/// "hit-test-order", "variant": null, "screen": {"width": 390, "height": 844, "scale": 3}, "device": "iphone"}`
public struct TraceHeader: Equatable, Sendable {
    /// The format versions this build reads.
    /// Version 3 names objects as every reader does (`ObjectNames`); version 2 did too, before a recognizer's
    /// given name won; version 1 named them by first appearance.
    public static let supportedVersions = [1, 2, 3]
    public static let currentVersion = 3
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

    /// Why the reader would refuse this header, or nil: the limits `TraceReader` applies, checked before writing.
    public var problem: String? {
        if settings.count > InputLimits.maximumSettings {
            return "\(settings.count) what-if changes; a trace holds at most \(InputLimits.maximumSettings)"
        }
        if let long = settings.first(where: { $0.utf8.count > InputLimits.maximumSettingLength }) {
            return "the change \(JSONText.quoted(String(long.prefix(40))))… is over \(InputLimits.maximumSettingLength) bytes"
        }
        let length = jsonLine.utf8.count
        if length > TraceReader.maximumLineLength {
            return "the header would be \(length) bytes; a trace line holds at most \(TraceReader.maximumLineLength)"
        }
        return nil
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
