#!/usr/bin/env bash
# The self-contained binary against the dynamically linked one (issue 41): size on disk (as built,
# and stripped as the package ships it), the libraries it loads, and its start time — `kado
# --version` and `kado today` on a small database, best and median of RUNS spawns each, the two
# binaries interleaved, against /bin/true spawned the same way as the floor.
#
#   Benchmarks/binary.sh STATIC DYNAMIC [RUNS, default 40]
set -euo pipefail
static=${1:?usage: binary.sh STATIC DYNAMIC [RUNS]}
dynamic=${2:?usage: binary.sh STATIC DYNAMIC [RUNS]}
runs=${3:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export KADO_DB="$work/kado.sqlite" KADO_NOW=2026-04-10T09:00:00Z TZ=UTC LANG=C.UTF-8
for name in Run Read Water; do "$dynamic" add "$name" >/dev/null; done
"$dynamic" done Run >/dev/null

# Nanoseconds one spawn of "$@" takes, output discarded.
spawn() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    echo $((end - start))
}
stats() { sort -n | awk '{ a[NR] = $1 } END { printf "%.1f %.1f\n", a[1] / 1e6, a[int((NR + 1) / 2)] / 1e6 }'; }

for label in floor static dynamic; do : >"$work/$label.version"; : >"$work/$label.today"; done
for _ in $(seq 1 "$runs"); do
    spawn /bin/true >>"$work/floor.version"
    spawn "$static" --version >>"$work/static.version"
    spawn "$dynamic" --version >>"$work/dynamic.version"
    spawn "$static" today >>"$work/static.today"
    spawn "$dynamic" today >>"$work/dynamic.today"
done
stripped() { local copy="$work/stripped"; cp "$1" "$copy"; strip --strip-unneeded "$copy"; stat -c %s "$copy"; }
libraries() { ldd "$1" | grep -c '=>' || true; }
swift_libraries() { ldd "$1" | grep -c 'swift\|libFoundation\|libdispatch\|libBlocksRuntime' || true; }

read -r floor_best floor_median < <(stats <"$work/floor.version")
echo "| binary | size as built | stripped | libraries loaded | of them Swift's | \`--version\` best / median | \`today\` best / median |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for label in static dynamic; do
    binary=${!label}
    read -r vb vm < <(stats <"$work/$label.version")
    read -r tb tm < <(stats <"$work/$label.today")
    printf '| %s | %s | %s | %s | %s | %s ms / %s ms | %s ms / %s ms |\n' "$label" \
        "$(numfmt --to=iec-i --suffix=B "$(stat -c %s "$binary")")" "$(numfmt --to=iec-i --suffix=B "$(stripped "$binary")")" \
        "$(libraries "$binary")" "$(swift_libraries "$binary")" "$vb" "$vm" "$tb" "$tm"
    eval "${label}_version=$vm ${label}_today=$tm"
done
echo
echo "Floor: /bin/true spawned the same way, best $floor_best ms, median $floor_median ms. Medians, static ÷ dynamic:" \
    "\`--version\` $(awk "BEGIN { printf \"%.2f\", $static_version / $dynamic_version }")," \
    "\`today\` $(awk "BEGIN { printf \"%.2f\", $static_today / $dynamic_today }")."
