#!/usr/bin/env bash
# Runs Kadō's browser tests (or takes the screenshots) in headless Chromium against a real server.
#
#   KADO_BIN=/path/to/kado Tests/Browser/run.sh [tests] [pytest arguments…]
#   KADO_BIN=/path/to/kado Tests/Browser/run.sh screenshots [output folder, default docs/screenshots]
#
# Needs Debian's chromium and chromium-driver, and python3 with venv. It builds nothing: KADO_BIN
# is the kado binary to test. The server gets a fresh database in a temporary folder and a pinned
# clock (Friday 2026-04-10 19:30 UTC), and is stopped however the run ends.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=${1:-tests}
if [ $# -gt 0 ]; then shift; fi
case "$mode" in
tests | screenshots) ;;
*) echo "usage: KADO_BIN=PATH $0 [tests|screenshots] [arguments]" >&2; exit 64 ;;
esac
if [ -z "${KADO_BIN:-}" ] || [ ! -x "$KADO_BIN" ]; then
    echo "run.sh: set KADO_BIN to the kado binary (swift build --product kado)" >&2
    exit 64
fi
KADO_BIN=$(cd "$(dirname "$KADO_BIN")" && pwd)/$(basename "$KADO_BIN")
export KADO_BIN

venv="$root/.build/browser-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"

work=$(mktemp -d "${TMPDIR:-/tmp}/kado-browser.XXXXXX")
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

export TZ=UTC LANG=en_US.UTF-8 LC_ALL=C.UTF-8 NO_COLOR=1 PYTHONDONTWRITEBYTECODE=1
export KADO_DB="$work/kado.sqlite"
export KADO_NOW="2026-04-10T19:30:00Z"
export HOME="$work/home" XDG_DATA_HOME="$work/home/data"
mkdir -p "$HOME"

if [ "$mode" = screenshots ]; then
    # The demo data goes in before the server starts, through the command line.
    "$venv/bin/python" "$here/screenshots.py" --build-demo
fi

"$KADO_BIN" serve --port 0 >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!

# The first line is "Kadō is running at http://127.0.0.1:PORT/".
url=""
for _ in $(seq 1 200); do
    url=$(sed -n '1s/^.* running at \(http[^ ]*\).*$/\1/p' "$work/serve.out" 2>/dev/null || true)
    if [ -n "$url" ]; then break; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "run.sh: kado serve stopped:" >&2
        cat "$work/serve.out" "$work/serve.err" >&2
        exit 1
    fi
    sleep 0.05
done
if [ -z "$url" ]; then
    echo "run.sh: kado serve printed no URL in 10 s" >&2
    exit 1
fi
export KADO_URL="$url"

# Wait until it answers (the first request also draws the icons).
"$venv/bin/python" - <<'PY'
import os, sys, time, urllib.request
deadline = time.time() + 60
while True:
    try:
        with urllib.request.urlopen(os.environ["KADO_URL"], timeout=30) as response:
            if response.status == 200:
                break
    except Exception as error:
        if time.time() > deadline:
            sys.exit(f"run.sh: {os.environ['KADO_URL']} does not answer: {error}")
        time.sleep(0.1)
PY

cd "$here"
status=0
if [ "$mode" = tests ]; then
    "$venv/bin/python" -m pytest -p no:cacheprovider -q "$here/test_app.py" "$here/test_accessibility.py" \
        "$here/test_offline.py" "$here/test_https.py" "$here/test_today_screens.py" "$here/test_languages.py" \
        "$@" || status=$?
else
    "$venv/bin/python" "$here/screenshots.py" --out "${1:-$root/docs/screenshots}" || status=$?
fi
exit $status
