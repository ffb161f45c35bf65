import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
@_spi(Engine) import ViewModel

/// "What is the smallest change that makes this touch work?" as data: the scene, the input, the goal. Its answer
/// searches the what-if changes around what decided the outcome (`FixCandidates`) — single changes first, then,
/// when fewer than `shown` work, pairs of them — keeps those whose replay meets the goal (a fix is only ever one
/// that replaying the scene with it proves), ranks them by their side effects on the scene's demo and a grid of
/// taps (`FixProbe`), and says each with its reason, its side effects and its Swift. Bounded by a number of
/// worlds and by the asker's clock; it says what it did not try.
@MainActor
package struct FixRequest {
    package var example: Example
    package var variant: String?
    /// What-if changes the scene already has (`--set`), in every world tried.
    package var settings: [ViewSetting] = []
    package var inputs: [InputRecord]
    package var goal: FixGoal
    package var settle: TimeInterval = WhyRequest.settle
    /// The most worlds built; each candidate is one (and each fix ranked two more).
    package var maximumWorlds = 3_000
    /// How many fixes the report lists.
    package var shown = 3
    /// Whether the asker's time is up (the command line's 10 s): the search stops and says what it left.
    package var outOfTime: @MainActor () -> Bool = { false }

    package init(example: Example, variant: String?, inputs: [InputRecord], goal: FixGoal) {
        (self.example, self.variant, self.inputs, self.goal) = (example, variant, inputs, goal)
    }

    /// Searches, yielding after each world so an asker serving others (MCP) answers them meanwhile.
    package func answer() async throws(QuestionProblem) -> FixReport {
        let search = try FixSearch(self)
        while search.step() { await Task.yield() }
        return search.report()
    }

    /// Plays the input into `sim` and lets the settle pass.
    func play(in sim: Simulator) {
        for input in inputs { sim.play(input) }
        sim.advance(by: settle)
    }

    /// How far a fresh world with `changes` gets toward the goal; nil when the changes cannot be made there.
    func reached(with changes: [ViewSetting], progress: FixProgress) -> Int? {
        let sim = example.world(variant: variant)
        let objects = WhatIfObjects(windows: sim.application.windows)
        do throws(ViewSettingError) {
            try ViewSetting.apply(settings + changes, to: objects)
        } catch {
            return nil
        }
        // The goal's objects by the names the changed world gives them, as `why --set` names them: a move
        // renumbers the views it reorders; any other change leaves the names (read once: naming costs what
        // building does).
        let moves = changes.contains { $0.property == .superview || $0.property == .toFront }
        let names = moves ? ViewNames(windows: sim.application.windows) : objects.views
        guard let here = try? FixProgress(goal, names: names) else { return nil }
        let start = sim.log.records.count
        play(in: sim)
        return here.reached(in: sim.log.records[start...], passes: sim.log.hitTestPasses)
    }

    /// Pairs of singles, those of the likeliest first (by the sum of their places), never two on one property
    /// of one object.
    static func pairs(of singles: [ViewSetting]) -> [[ViewSetting]] {
        var pairs: [(rank: Int, pair: [ViewSetting])] = []
        for i in singles.indices {
            for j in singles.indices where j > i {
                let (a, b) = (singles[i], singles[j])
                guard a.target != b.target || a.property != b.property else { continue }
                pairs.append((i + j, [a, b]))
            }
        }
        return pairs.sorted { $0.rank < $1.rank }.map(\.pair)
    }

    /// What a change takes away or asks for that no probe measures, for ties of side effects: hiding a view takes it
    /// off the screen (2); removing or disabling a recognizer or a control, or letting touches through a view, takes
    /// its own interaction away (1); an override or a delegate method to write is more than a property to set (1); a
    /// flag, a number, a relation or a move costs nothing (0).
    private static func cost(_ changes: [ViewSetting]) -> Int {
        changes.reduce(0) { sum, change in
            switch (change.property, change.value) {
            case (.hidden, .flag(true)), (.alpha, _): sum + 2
            case (.removed, .flag(true)), (.isEnabled, .flag(false)), (.isUserInteractionEnabled, .flag(false)),
                 (.gestureRecognizerShouldBegin, _), (.shouldReceive, _), (.shouldBegin, _), (.hitArea, _),
                 (.simultaneousWith, _): sum + 1
            default: sum
            }
        }
    }

    /// The fixes with their side effects and reasons: fewest side effects first, then the least taken away, then
    /// fewest changes, then as found.
    /// `screen`: the scene's screen, where the probes' grid is (read from a world already built).
    func rank(_ fixes: [[ViewSetting]], screen: CGRect) -> [FixReport.Fix] {
        let probe = FixProbe(example: example, variant: variant, settings: settings, goal: goal)
        guard let base = probe.outcomes(with: []) else { return [] }
        let measured = fixes.prefix(12).enumerated().compactMap { index, changes -> (Int, [ViewSetting], (effects: [String], alsoMet: Int))? in
            guard let outcomes = probe.outcomes(with: changes) else { return nil }
            return (index, changes, FixProbe.differences(base, outcomes, screen: screen))
        }
        let best = measured.sorted { a, b in
            (a.2.effects.count, Self.cost(a.1), a.1.count, a.0) < (b.2.effects.count, Self.cost(b.1), b.1.count, b.0)
        }.prefix(shown)
        // The Swift reaches each object where a fresh world has it, as the changes' names were read.
        let objects = WhatIfObjects(windows: example.world(variant: variant).application.windows)
        return best.map { _, changes, measured in
            var whatIf = WhatIfRequest(example: example, variant: variant, changes: changes, inputs: inputs)
            (whatIf.settings, whatIf.end) = (settings, .settle(settle))
            let reason = (try? whatIf.answer().report.outcome) ?? ""
            let swift = changes.map { $0.swift { SwiftName.expression(for: $0, in: objects) } }
            return FixReport.Fix(changes: changes.map(\.description), swift: swift, reason: reason,
                                 sideEffects: measured.effects, alsoMet: measured.alsoMet, probes: base.count)
        }
    }
}

extension FixProgress {
    /// What reaching `stage` means, in words: "hit-test reaches CardView", "swipe sees the touch".
    func stageWords(_ stage: Int) -> String {
        switch goal {
        case .view(let name): ["nothing", "hit-testing chooses \(name)", "\(name) gets touchesBegan", "\(name) gets the touch to its end"][min(stage, 3)]
        case .recognizer(let name): ["nothing", "\(name) sees the touch", "\(name) recognizes"][min(stage, 2)]
        case .action(let name): ["nothing", "a sender of \(name) takes the touch", "\(name) is sent"][min(stage, 2)]
        }
    }
}
