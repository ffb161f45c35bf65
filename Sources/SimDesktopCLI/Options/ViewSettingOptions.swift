import ArgumentParser
import Diagnosis
import Session
import Traces
@_spi(Engine) import ViewModel

/// `--set 'Target.property=value'` (repeatable): what-if changes applied to the world right after it is built,
/// before any input — what `run`, `record` and `why` share, and what a trace's header keeps.
struct ViewSettingOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "A what-if change, applied after the example is built: Target.property=value, the target a view's or a "
            + "recognizer's name (as `why` prints them), the property one of " + WhatIfProperty.help + ". Repeatable.",
        valueName: "change"))
    var changes: [String] = []

    /// The changes; a failure (exit 2) says which cannot be read and why.
    var settings: [ViewSetting] { get throws { try Self.parse(changes, from: "--set") } }

    /// The changes read by `ViewSetting.list`; a failure names `source`.
    static func parse(_ changes: [String], from source: String) throws -> [ViewSetting] {
        do throws(ViewSettingError) {
            return try ViewSetting.list(changes)
        } catch {
            throw CommandFailure("\(source): \(error)")
        }
    }

    /// Applies the changes to a session's fresh world, or fails (exit 2) naming what is not there.
    @MainActor
    static func apply(_ settings: [ViewSetting], to session: ExampleSession, from source: String) throws {
        do throws(ViewSettingError) {
            try session.apply(settings)
        } catch {
            throw CommandFailure("\(source): \(error)")
        }
    }

    /// Applies the changes to a bare world (`run`, `why`), or fails (exit 2).
    @MainActor
    func apply(in windows: [UIWindow]) throws {
        let settings = try settings
        do throws(ViewSettingError) {
            try ViewSetting.apply(settings, in: windows)
        } catch {
            throw CommandFailure("--set: \(error)")
        }
    }
}
