import Benchmarks
import SimDesktopCLI

// The program is the library's command line with the gallery's examples alone, the live room (`serve`) and the
// benchmarks (`make bench`), which the library does not carry.
if CommandLine.arguments.dropFirst().first == "bench" {
    await Bench.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
} else {
    await SimDesktop.main(commands: [ServeRoom.self])
}
