import Diagnosis
import ExampleKit
import Foundation

/// A scene file shown in the window reloads when it changes: the session's input so far replays against the new
/// scene (the what-if changes too, when their names still exist), so an edit shows its effect on the same
/// touches. A file that no longer reads keeps the old scene, and the window says why.
extension Workbench {
    /// Looks at the watched scene file (`sceneWatch`) and reloads it if it changed; `now` times the message.
    package func reloadSceneIfChanged(now: Double) {
        guard let watch = sceneWatch, input.replay == nil, let result = watch.poll() else { return }
        switch result {
        case .success(let example):
            let next = ExampleSession(example: example, variant: nil, device: session.device, echo: echo)
            let kept = (try? next.apply(session.settings)) != nil
            let selectedName = inspector.selected.map { names.views(of: sim.application).name(of: $0) }
            inspector.whatIf = nil
            (inspector.fix, inspector.fixSearch) = (nil, nil)
            continueIn(next, replaying: inputsSoFar)
            inspector.selected = selectedName.flatMap { names.views(of: sim.application).view(named: $0) }
            show(flash: "reloaded " + (watch.path as NSString).lastPathComponent
                    + (kept ? "" : " (its what-if changes name views it no longer has: dropped)"), now: now)
        case .failure(let error):
            show(flash: error.message, now: now, for: 8)
        }
    }
}
