import Diagnosis
import Dispatcher
import Foundation
import Questions
@_spi(Engine) import ViewModel

/// Fix in the window (Shift+F after a "why not"): the changes that would give the selected view the session's
/// touches, searched as `sim-desktop fix --want view:NAME` searches them (`FixSearch`), a slice of worlds each
/// frame so the window stays live, then listed in the inspector with their Swift.
extension Workbench {
    /// The worlds a frame tries.
    static let fixWorldsPerFrame = 12

    func startFix() {
        guard let view = inspector.selected, input.replay == nil else { return }
        let name = names.views(of: sim.application).name(of: view)
        let inputs = inputsSoFar
        guard inputs.contains(where: { $0.phase == .down }) else {
            inspector.whatIfRefusal = "no touch yet: touch the phone, then ask for a fix"
            return
        }
        var request = FixRequest(example: session.example, variant: session.variant, inputs: inputs, goal: .view(name))
        (request.settings, request.settle) = (session.settings, max(0, sim.now - (inputs.last?.t ?? 0)))
        do throws(QuestionProblem) {
            inspector.fixSearch = (try FixSearch(request), name)
            (inspector.fix, inspector.whatIfRefusal) = (nil, nil)
        } catch {
            inspector.whatIfRefusal = error.description
        }
    }

    /// Tries the next slice of the search going on; its report once it ends.
    func continueFix() {
        guard let (search, _) = inspector.fixSearch else { return }
        for _ in 0..<Self.fixWorldsPerFrame where !search.step() {
            (inspector.fix, inspector.fixSearch) = (search.report(), nil)
            return
        }
    }

    /// The search or its report, as the inspector lists them: each fix's change, its Swift and its sentence.
    package var fixSummary: [(title: String, detail: String)] {
        if let (search, view) = inspector.fixSearch {
            return [("Fix", "searching the changes that give \(view) the touch… \(search.worldsBuilt) worlds tried")]
        }
        guard let fix = inspector.fix else { return [] }
        guard !fix.isAlreadyMet else { return [("Fix", fix.text)] }
        guard !fix.fixes.isEmpty else {
            return [("Fix", "no change tried makes this happen: \(fix.goal.words)")]
                + (fix.closest.map { [("closest", "\($0.changes.joined(separator: " and ")): \($0.reached)")] } ?? [])
        }
        // The Swift to write is the change (the row's name stays short enough for large fonts), then what it does
        // and costs.
        return fix.fixes.enumerated().map { index, found in
            ("Fix \(index + 1)",
             found.swift.joined(separator: "; ") + " — " + found.reason
                + (found.sideEffects.isEmpty ? " No side effects." : " \(found.sideEffects.count) side effects."))
        }
    }
}
