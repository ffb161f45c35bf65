import ArgumentParser
import Diagnosis
import Foundation

/// `--tap`, `--drag` and `--pinch` (and `--at`, `why`'s older name for a tap): the gesture a question plays, as
/// `why` and `fix` take it.
struct GestureOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where to tap, in screen points (a negative x: --at=-5,10). The same as --tap.", valueName: "x,y"))
    var at: String?

    @Option(help: ArgumentHelp("Tap there, in screen points.", valueName: "x,y"))
    var tap: String?

    @Option(help: ArgumentHelp(
        "Drag one finger from the first point to the second, at 60 Hz, over the seconds (0.3 by default).",
        valueName: "x1,y1:x2,y2[:seconds]"))
    var drag: String?

    @Option(help: ArgumentHelp(
        "Pinch two fingers about the centre, from 100 pt apart to 100 × scale, over the seconds (0.5 by default).",
        valueName: "x,y:scale[:seconds]"))
    var pinch: String?

    /// The gesture the options give, or nil for none; a failure (exit 2) for two of them or a bad one.
    func gesture() throws(CommandFailure) -> WhyGesture? {
        guard [at, tap, drag, pinch].compactMap({ $0 }).count <= 1 else {
            throw CommandFailure("give one of --at, --tap, --drag and --pinch")
        }
        if let point = at ?? tap {
            guard let point = PointArgument.parse(point) else { throw CommandFailure(PointArgument.problem(at != nil ? "--at" : "--tap")) }
            return .tap(point)
        }
        let parsed = drag.map(GestureArgument.drag) ?? pinch.map(GestureArgument.pinch)
        switch parsed {
        case .success(let gesture)?: return gesture
        case .failure(let problem)?: throw CommandFailure(problem.message)
        case nil: return nil
        }
    }
}
