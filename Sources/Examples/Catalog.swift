import ExampleKit
import Foundation

/// The examples a program offers, in the order its gallery lists them: a package's own scenes
/// (`SimDesktop.main(examples:)`) before the gallery's. The package's list is bound for one run of the command
/// line as a task-local value, so no global is changed and two programs — or two tests — never see each other's.
public final class Catalog: @unchecked Sendable {
    // Unchecked: an example holds main-actor closures, and the catalog is only ever read on the main actor.
    let examples: [Example]

    public init(_ examples: [Example]) { self.examples = examples }

    /// The package's own examples for the current run, if any.
    @TaskLocal public static var own: Catalog?
}

@MainActor
extension Catalog {
    /// Every example offered: the package's own, then the gallery's.
    public static var all: [Example] { (own?.examples ?? []) + Gallery.all }

    /// The example with `id`: a package's own first.
    public static func example(id: String) -> Example? { all.first { $0.id == id } }

    /// The valid ids, for error messages.
    public static var ids: [String] { all.map(\.id) }
}
