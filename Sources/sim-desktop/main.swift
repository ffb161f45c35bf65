import Benchmarks
import SimDesktopCLI

// The program is the library's command line with the gallery's examples alone, the live room (`serve`), the MCP
// server for agents (`mcp`) and the benchmarks (`make bench`), which the library does not carry: a package of one's
// own scenes links the library without the server's, the agents' or the benchmarks' packages.
if CommandLine.arguments.dropFirst().first == "bench" {
    await Bench.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
} else {
    await SimDesktop.main(commands: [ServeRoom.self, MCPCommand.self])
}
