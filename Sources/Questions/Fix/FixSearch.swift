import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// A `FixRequest`'s search, one world at a time: the command line and MCP run it to the end (MCP yielding between
/// worlds), the window a slice each frame so it stays live while it searches. Single changes first; then, when
/// fewer than the request shows work, pairs of the singles that did not.
@MainActor
package final class FixSearch {
    private let request: FixRequest
    private let progress: FixProgress
    private let reachedBefore: Int
    private let singles: [ViewSetting]
    /// The scene's screen, for the probes' grid.
    private let screen: CGRect
    private var pairs: [[ViewSetting]]?
    private var next = 0
    private var found: [[ViewSetting]] = []
    private var closest: (changes: [ViewSetting], reached: Int)?
    private var worlds = 1
    private var tried = (singles: 0, pairs: 0)
    private var stopped = false
    private var outOfTime = false

    /// Plays the scene as it is and lists the candidates; a problem when the changes or the goal name nothing.
    package init(_ request: FixRequest) throws(QuestionProblem) {
        self.request = request
        let base = request.example.world(variant: request.variant)
        do throws(ViewSettingError) {
            try ViewSetting.apply(request.settings, in: base.application.windows)
        } catch {
            throw QuestionProblem("--set: \(error)")
        }
        screen = base.screen.bounds
        let objects = WhatIfObjects(windows: base.application.windows)
        progress = try FixProgress(request.goal, names: objects.views, scene: request.example.id)
        let start = base.log.records.count
        request.play(in: base)
        reachedBefore = progress.reached(in: base.log.records[start...], passes: base.log.hitTestPasses)
        singles = reachedBefore < progress.stages ? FixCandidates.singles(in: base, objects: objects, progress: progress) : []
    }

    /// How many worlds the search has built, of the most it may.
    package var worldsBuilt: Int { worlds }

    /// Tries the next candidate; false when the search is over (all tried, or a bound reached).
    package func step() -> Bool {
        guard !stopped else { return false }
        guard worlds < request.maximumWorlds else { return stop() }
        guard !request.outOfTime() else {
            outOfTime = true
            return stop()
        }
        let candidate: [ViewSetting]
        if next < singles.count {
            candidate = [singles[next]]
            tried.singles += 1
        } else {
            if pairs == nil {
                pairs = found.count < request.shown ? FixRequest.pairs(of: singles.filter { single in !found.contains { $0 == [single] } }) : []
            }
            let index = next - singles.count
            guard let pairs, index < pairs.count else { return stop() }
            candidate = pairs[index]
            tried.pairs += 1
        }
        next += 1
        worlds += 1
        if let reached = request.reached(with: candidate, progress: progress) {
            if reached == progress.stages {
                found.append(candidate)
            } else if reached > max(reachedBefore, closest?.reached ?? 0) {
                closest = (candidate, reached)
            }
        }
        return true
    }

    private func stop() -> Bool {
        stopped = true
        return false
    }

    /// The answer: the fixes found, ranked and said, what was tried, and the closest when none worked.
    package func report() -> FixReport {
        var report = FixReport(goal: request.goal, stages: progress.stages, reachedBefore: reachedBefore)
        guard !report.isAlreadyMet else { return report }
        report.tried = (singles: tried.singles, ofSingles: singles.count, pairs: tried.pairs, ofPairs: pairs?.count ?? 0,
                        worlds: worlds)
        report.stoppedByTime = outOfTime
        report.fixes = request.rank(found, screen: screen)
        if report.fixes.isEmpty, let closest {
            report.closest = (closest.changes.map(\.description), progress.stageWords(closest.reached))
        }
        return report
    }
}
