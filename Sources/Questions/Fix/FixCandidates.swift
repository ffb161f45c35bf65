import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The single changes `fix` tries, around what decided the outcome — never the whole scene: the views the
/// hit-test passes visited, the views hit and the goal's views with their superviews, and the recognizers that saw
/// the touches or sit on those views. For each, what UIKit developers change there: a view that takes the touch
/// instead hidden, let through, or (one with subviews) passing through where it would take a touch itself; the
/// goal's view and superviews enabled, grown to hold it, brought to the front,
/// or the goal's view moved up out of a superview that cannot hold it; a control enabled; a scroll view's delays;
/// a recognizer that takes the touches no longer cancelling or delaying them, disabled, made to wait for the
/// goal's recognizer, made simultaneous with it, its delegate refusing touches on the goal's view or on controls,
/// or, a pan, beginning only horizontally or only vertically;
/// a long press's duration halved or doubled; the goal's view
/// refusing other views' recognizers (`gestureRecognizerShouldBegin`). The most likely
/// come first, so a cut search has tried them.
@MainActor
enum FixCandidates {
    /// The changes for the world `sim` after the input (its log is the scene as it is), its objects named by
    /// `objects` (read before the input).
    static func singles(in sim: Simulator, objects: WhatIfObjects, progress: FixProgress) -> [ViewSetting] {
        var views: [UIView] = [], seen = Set<ObjectIdentifier>()
        func add(_ view: UIView?) {
            guard let view, !(view is UIWindow), objects.views.isNamed(view), seen.insert(ObjectIdentifier(view)).inserted else { return }
            views.append(view)
        }
        let passes = sim.log.hitTestPasses
        for pass in passes {
            var hit = pass.hitView
            while let view = hit { add(view); hit = view.superview }
        }
        for view in progress.goalViews {
            var next: UIView? = view
            while let v = next { add(v); next = v.superview }
        }
        for pass in passes { pass.visits.forEach { add($0.view) } }

        let goalViews = progress.goalViews
        func holdsGoal(_ view: UIView) -> Bool { goalViews.contains { $0 === view || $0.isDescendant(of: view) } }
        var changes: [ViewSetting] = []
        func change(_ object: String, _ property: WhatIfProperty, _ value: ViewSetting.Value) {
            changes.append(ViewSetting(target: object, property: property, value: value))
        }
        for view in views {
            let name = objects.views.name(of: view)
            if holdsGoal(view) {
                if !view.isUserInteractionEnabled { change(name, .isUserInteractionEnabled, .flag(true)) }
                if view.isHidden { change(name, .hidden, .flag(false)) }
                if view.alpha < 0.01 { change(name, .alpha, .number(1)) }
                if let grown = grown(view, toHold: goalViews) {
                    change(name, .frame, grown)
                    // Or its point(inside:) reaching them, its frame kept (R1.2: the raised tab bar button's fix).
                    change(name, .hitArea, .word(reaching(view, goalViews)))
                }
                if let siblings = view.superview?.subviews, siblings.last !== view { change(name, .toFront, .flag(true)) }
                // The override a view writes so a drag that starts on it is its own, not a superview's.
                if goalViews.contains(where: { $0 === view }), view.shouldBeginAnswer != .ownOnly {
                    change(name, .gestureRecognizerShouldBegin, .word(ShouldBeginAnswer.ownOnly.rawValue))
                }
            } else {
                change(name, .hidden, .flag(true))
                if view.isUserInteractionEnabled { change(name, .isUserInteractionEnabled, .flag(false)) }
                // An overlay with controls of its own: touches through where it would take them itself.
                if !view.subviews.isEmpty, view.hitAreaAnswer != .passThrough { change(name, .hitArea, .word("passThrough")) }
            }
            // Every other flag the view has, flipped: a control enabled, a scroll view's delays and bounce, a
            // segmented control made momentary, a text view made unselectable…
            for property in WhatIfProperty.all where !Self.decidedAbove.contains(property) {
                if case .flag(let flag)? = property.onView?.get(view) { change(name, property, .flag(!flag)) }
            }
        }
        // The goal's views moved into a sibling that covers them (a button added beside a cell's content view,
        // into it), then up, out of each superview in turn, to the window's root view.
        for goal in goalViews where objects.views.isNamed(goal) {
            for sibling in goal.superview?.subviews ?? [] where sibling !== goal && objects.views.isNamed(sibling)
                && sibling.frame.intersects(goal.frame) {
                change(objects.views.name(of: goal), .superview, .name(objects.views.name(of: sibling)))
            }
        }
        for goal in goalViews where objects.views.isNamed(goal) {
            var ancestor = goal.superview?.superview
            while let above = ancestor, !(above is UIWindow), objects.views.isNamed(above) {
                change(objects.views.name(of: goal), .superview, .name(objects.views.name(of: above)))
                ancestor = above.superview
            }
        }
        changes += recognizerChanges(sim: sim, views: views, objects: objects, progress: progress)
        var kept = Set<String>()
        return changes.filter { kept.insert($0.description).inserted }
    }

    /// The view flags chosen above by whether the view holds the goal, not flipped blindly.
    private static let decidedAbove: Set<WhatIfProperty> = [.hidden, .isUserInteractionEnabled, .toFront]

    /// The recognizers' changes: those that saw the touches or sit on the views, against the goal's.
    private static func recognizerChanges(sim: Simulator, views: [UIView], objects: WhatIfObjects,
                                          progress: FixProgress) -> [ViewSetting] {
        var recognizers: [UIGestureRecognizer] = [], seen = Set<ObjectIdentifier>()
        func add(_ recognizer: UIGestureRecognizer) {
            guard objects.recognizers.recognizer(named: objects.recognizers.name(of: recognizer)) === recognizer,
                  seen.insert(ObjectIdentifier(recognizer)).inserted else { return }
            recognizers.append(recognizer)
        }
        progress.goalRecognizers.forEach(add)
        for record in sim.log.records {
            if case .trace(.gestureState(let recognizer, _, _, _)) = record.kind { add(recognizer) }
        }
        for view in views { (view.gestureRecognizers ?? []).forEach(add) }
        let goals = progress.goalRecognizers
        var changes: [ViewSetting] = []
        for recognizer in recognizers {
            let name = objects.recognizers.name(of: recognizer)
            func change(_ property: WhatIfProperty, _ value: ViewSetting.Value) {
                changes.append(ViewSetting(target: name, property: property, value: value))
            }
            // A disabled recognizer on the way, enabled: the goal's, or an app's fix written but off (a tap that
            // ends editing).
            if !recognizer.isEnabled { change(.isEnabled, .flag(true)) }
            if !goals.contains(where: { $0 === recognizer }) {
                if recognizer.cancelsTouchesInView { change(.cancelsTouchesInView, .flag(false)) }
                if recognizer.delaysTouchesBegan { change(.delaysTouchesBegan, .flag(false)) }
                if recognizer.isEnabled { change(.isEnabled, .flag(false)) }
                // Its delegate refusing the touches the goal is about: on a control, or in the goal's view.
                if progress.goalViews.contains(where: { $0 is UIControl }) { change(.shouldReceive, .word("notOnControls")) }
                for view in progress.goalViews where objects.views.isNamed(view) {
                    change(.shouldReceive, .word("notOn:" + objects.views.name(of: view)))
                }
                // An app's pan that takes the goal's drag, beginning only the other way (a card's sideways pan in
                // a list); not UIKit's own (a scroll view's, a sheet's), whose delegate the app does not write.
                if recognizer is UIPanGestureRecognizer, !(recognizer.view is UIScrollView),
                   !name.hasPrefix("_") {
                    change(.shouldBegin, .word("horizontal"))
                    change(.shouldBegin, .word("vertical"))
                }
                for goal in goals {
                    let goalName = objects.recognizers.name(of: goal)
                    change(.requireToFail, .name(goalName))
                    changes.append(ViewSetting(target: goalName, property: .simultaneousWith, value: .name(name)))
                }
            }
            if let press = recognizer as? UILongPressGestureRecognizer {
                for duration in [press.minimumPressDuration / 2, press.minimumPressDuration * 2] where (0...10).contains(duration) {
                    change(.minimumPressDuration, .number((duration * 1000).rounded() / 1000))
                }
            }
        }
        return changes
    }

    /// `insets:T,L,B,R` that grow `view`'s bounds to hold `goals` (whole points, outward).
    private static func reaching(_ view: UIView, _ goals: [UIView]) -> String {
        var area = view.bounds
        for goal in goals where goal !== view && goal.isDescendant(of: view) { area = area.union(goal.convert(goal.bounds, to: view)) }
        let b = view.bounds
        let insets = [area.minY - b.minY, area.minX - b.minX, b.maxY - area.maxY, b.maxX - area.maxX]
            .map { max(-10_000, min(0, ($0).rounded(.down))) }
        return "insets:" + insets.map { ViewSetting.shown(Double($0)) }.joined(separator: ",")
    }

    /// A frame for `view` that holds the goal's views inside it (UIKit hit-tests a subview only inside its
    /// superview's bounds), when it does not already.
    private static func grown(_ view: UIView, toHold goals: [UIView]) -> ViewSetting.Value? {
        guard let parent = view.superview else { return nil }
        var frame = view.frame
        for goal in goals where goal !== view && goal.isDescendant(of: view) {
            frame = frame.union(goal.convert(goal.bounds, to: parent))
        }
        guard frame != view.frame, frame.width.isFinite, frame.height.isFinite else { return nil }
        return .numbers([frame.minX, frame.minY, frame.width, frame.height].map { (Double($0) * 100).rounded() / 100 })
    }
}
