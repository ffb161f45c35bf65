import ArgumentParser
import Desktop
import Examples
import Session

/// `sim-desktop list`: the examples' ids, titles and seeds.
struct ListExamples: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the examples: id, title, seed and variants.")

    @MainActor
    func run() async throws {
        let width = Catalog.ids.map(\.count).max() ?? 0
        for example in Catalog.all {
            let id = example.id.padding(toLength: width, withPad: " ", startingAt: 0)
            printToStandardOutput("\(id)  \(example.title)  (seed \(example.seed))")
            for variant in example.variants {
                printToStandardOutput("\(String(repeating: " ", count: width))    --variant \(variant)")
            }
        }
    }
}
