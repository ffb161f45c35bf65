import Dispatcher
import Foundation
import ViewModel

/// What-if in the window: flip one of the selected view's flags (or its recognizers'), and the session so far is
/// played again into a fresh world with the change — the window goes on in that world — and compared with the
/// world as it was (`WhatIfComparison`: the first record that differs, and each decision that changed).
extension Workbench {
    /// The keys' flags, in the order the help lists them.
    nonisolated package static let whatIfProperties: [ViewSetting.Property] = [
        .hidden, .isUserInteractionEnabled, .clipsToBounds, .isEnabled, .delaysContentTouches, .cancelsTouchesInView,
    ]

    func flip(_ property: ViewSetting.Property) {
        guard let view = selected, replay == nil else { return }
        guard let changes = changes(flipping: property, of: view) else {
            let name = ViewNames(windows: sim.application.windows).name(of: view)
            whatIfRefusal = "\(name) has no \(property.rawValue)"
                + (property == .cancelsTouchesInView ? " (it has no recognizers: select the view that holds them)" : "")
            return
        }
        whatIfRefusal = nil
        let inputs: [InputRecord] = sim.log.records.compactMap {
            if case .input(let input) = $0.kind { return input }
            return nil
        }
        let now = sim.now
        let selectedName = ViewNames(windows: sim.application.windows).name(of: view)
        let base = session.settings
        let changed = ExampleSession(example: session.example, variant: session.variant, device: session.device,
                                     echo: echo)
        do throws(ViewSettingError) {
            let difference = try WhatIfComparison.compare(
                example: session.example, variant: session.variant, device: session.device, settings: base,
                changes: changes, inputs: inputs, settle: 0)
            try changed.apply(base + changes)
            whatIf = ((base + changes).map(\.description), difference)
        } catch {
            whatIfRefusal = "\(error)"
            return
        }
        stopRecording()  // a recording is of one world; the changed one starts afresh
        for input in inputs { changed.sim.play(input) }
        changed.sim.advance(to: now)
        switchTo(changed)
        selected = ViewNames(windows: sim.application.windows).view(named: selectedName)
    }

    /// The last what-if in words, for the inspector: the changes, then what they changed, before → after.
    package var whatIfSummary: [(title: String, detail: String)] {
        let refusal = whatIfRefusal.map { [(title: "What if", detail: $0)] } ?? []
        guard let whatIf else { return refusal }
        var lines = refusal + [(title: "What if", detail: whatIf.changes.joined(separator: ", "))]
        guard let difference = whatIf.difference else {
            return lines + [("too long to compare here", "record two traces and use sim-desktop diff")]
        }
        guard let first = difference.first else {
            return lines + [("nothing changes", "the session dispatches exactly as before")]
        }
        lines.append(("first difference", "before: \(first.a ?? "(nothing more)")  after: \(first.b ?? "(nothing more)")"))
        for change in difference.changes {
            lines.append((change.category.rawValue,
                          change.values.map { "\($0.value) \($0.a) → \($0.b)" }.joined(separator: "; ")))
        }
        return lines
    }

    /// The changes that flip `property` on `view`: on the view itself, or on each of its recognizers for a
    /// recognizer's flag; nil when the view has no such property.
    private func changes(flipping property: ViewSetting.Property, of view: UIView) -> [ViewSetting]? {
        let names = ViewNames(windows: sim.application.windows)
        let name = names.name(of: view)
        let flag: Bool?
        switch property {
        case .hidden: flag = view.isHidden
        case .isUserInteractionEnabled: flag = view.isUserInteractionEnabled
        case .clipsToBounds: flag = view.clipsToBounds
        case .isEnabled: flag = (view as? UIControl)?.isEnabled
        case .delaysContentTouches: flag = (view as? UIScrollView)?.delaysContentTouches
        case .canCancelContentTouches: flag = (view as? UIScrollView)?.canCancelContentTouches
        case .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded:
            let recognizers = RecognizerNames(views: names).entries.filter { $0.recognizer.view === view }
            guard !recognizers.isEmpty else { return nil }
            return recognizers.map { entry in
                let current = switch property {
                case .cancelsTouchesInView: entry.recognizer.cancelsTouchesInView
                case .delaysTouchesBegan: entry.recognizer.delaysTouchesBegan
                default: entry.recognizer.delaysTouchesEnded
                }
                return ViewSetting(target: entry.name, property: property, value: .flag(!current))
            }
        case .alpha: flag = nil
        }
        return flag.map { [ViewSetting(target: name, property: property, value: .flag(!$0))] }
    }
}
