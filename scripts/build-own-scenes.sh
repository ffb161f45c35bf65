#!/usr/bin/env bash
# Builds the own-scenes template (docs/own-scenes) against this checkout, as docs/own-scenes.md tells a user to,
# and runs its scene headless: the package's scene is offered and plays. Used by `make test`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${OWN_SCENES_WORK:-/tmp/touchsim-own-scenes}
rm -rf "$work/app"
mkdir -p "$work"
ln -sfn "$root" "$work/touchsim"
cp -r "$root/docs/own-scenes" "$work/app"
rm -rf "$work/app/.build"
cd "$work/app"
start=$(date +%s)
swift build
echo "own-scenes template: first build $(( $(date +%s) - start )) s"
# How many packages SwiftPM resolves for it, held to what docs/own-scenes.md states.
resolved=$(grep -c '"identity"' Package.resolved)
stated=$(grep -o 'all [0-9]* packages' "$root/docs/own-scenes.md" | grep -o '[0-9]*')
[ "$resolved" = "$stated" ] || { echo "the template resolves $resolved packages; docs/own-scenes.md says $stated" >&2; exit 1; }
echo "own-scenes template: $resolved packages resolved"
# What a package of one's own scenes must not compile: the server's, the agents' and the benchmarks' modules.
for module in NIOCore Hummingbird MCP AgentTools LiveRoom Benchmarks; do
    if ls .build/debug/"$module".build/*.o > /dev/null 2>&1; then
        echo "the template compiled $module, which SimDesktopCLI must not need" >&2
        exit 1
    fi
done
# The whole list first: `grep -q` stops reading at the first match, and with pipefail the list's broken pipe
# would fail the check once the gallery is long enough to take more than one write.
list=$(.build/debug/my-scenes list)
grep -q '^my-card' <<< "$list" || { echo "my-card is not listed" >&2; exit 1; }
out=$(.build/debug/my-scenes run my-card)
[ "$out" = "buy tapped
card tapped" ] || { echo "unexpected output: $out" >&2; exit 1; }
echo "own-scenes template: built, my-card listed and played"
