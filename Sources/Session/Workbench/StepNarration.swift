import Diagnosis
import Dispatcher
@_spi(Engine) import ViewModel

/// The line the window writes large under the phone while time is paused, for a room to read from the back:
/// while stepping, what the current record means (`StepCaption`, in the names the tree and `why` use); before
/// the first step, that a touch is waiting to be stepped through, or how to start.
extension Workbench {
    package var stepNarration: String? {
        guard settings.isPaused else { return nil }
        let records = sim.log.records
        if let current = cursor.current {
            return StepCaption.caption(of: records, at: current, names: names.views(of: sim.application))
        }
        if cursor.hidden(count: records.count) > 0 {
            return "A touch is waiting: Shift+→ steps to each view asked, Ctrl+→ to each phase, → one record"
        }
        return "Paused: touch the phone, then step — Shift+→ view by view, Ctrl+→ phase by phase"
    }
}
