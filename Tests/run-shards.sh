#!/usr/bin/env bash
# Runs the Swift test bundle as two processes side by side, one on the suites that run the built
# kado binary (Tests/KadoCommandTests) and one on all the others, and fails if either fails.
#
# Why: Swift Testing runs its tests on Swift's cooperative thread pool, which has one thread per
# core. A test that waits — for a child process, a server starting, a terminal redrawing, a
# timeout — holds its thread while it waits, so on a 2-core machine two waiting tests stop every
# other test from starting, with the cores idle. A second process has threads of its own: the
# waits of one overlap the work of the other. Each process prints its own lines as they come.
#
# Usage: Tests/run-shards.sh BIN_PATH [ARGUMENTS FOR BOTH PROCESSES...]
set -uo pipefail

bin=${1:?usage: Tests/run-shards.sh BIN_PATH [ARGUMENTS...]}
shift
bundle="$bin/KadoPackageTests.xctest"
if [ ! -x "$bundle" ]; then
    echo "run-shards: no test bundle at $bundle (swift build --build-tests first)" >&2
    exit 1
fi
# Test identifiers start with their module's name.
first='^KadoCommandTests\.'

"$bundle" --testing-library swift-testing --filter "$first" "$@" &
commands=$!
"$bundle" --testing-library swift-testing --skip "$first" "$@"
others=$?
wait "$commands"
commands=$?
if [ "$commands" != 0 ] || [ "$others" != 0 ]; then
    echo "run-shards: the command-line suites ended with $commands, the other suites with $others" >&2
    exit 1
fi
