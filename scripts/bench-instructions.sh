#!/usr/bin/env bash
# make bench-instructions: instructions per input event of the benchmark's workloads under valgrind's callgrind,
# which do not vary with machine load as times do. Each workload runs twice, with N and 2N events; the
# difference over N leaves out start-up and building the scene. Prints `name: value` lines, as `make bench`.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null 2>&1; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "Installing valgrind ..." >&2
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends valgrind >/dev/null
fi

binary=.build/release/sim-desktop
events=20000

# Instructions executed by `sim-desktop bench --only PREFIX --events N`.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" bench --only "$1" --events "$2" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

for workload in dispatch.events gesture; do
    small=$(instructions "$workload" "$events")
    large=$(instructions "$workload" $((2 * events)))
    # dispatch.events runs two mixes (with moves, taps only), each over the events: per event of either.
    runs=1
    [ "$workload" = dispatch.events ] && runs=2
    echo "instructions.${workload%%.*}_per_event: $(( (large - small) / (events * runs) ))"
done
