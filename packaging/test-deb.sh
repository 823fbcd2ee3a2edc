#!/usr/bin/env bash
# The package as a new user meets it, on a machine with no Swift: builds kado_VERSION_ARCH.deb
# from BINARY, checks it with lintian (no error, no warning but those README.md explains), then in
# a mount namespace where the Swift toolchain is hidden installs it with dpkg, runs kado as a
# person would (version, add, done, today, serve answering a request, its manual page, bash's
# completion, the units, the desktop entry), removes it and finds nothing of it left but the
# user's data. Then `make install` / `make uninstall` into a DESTDIR, the same way.
#
#   packaging/test-deb.sh BINARY        (as root: dpkg installs for real; CI's machine is throwaway)
#
# BINARY must be linked with --static-swift-stdlib (make deb-test builds it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
binary=${1:?usage: test-deb.sh BINARY}
toolchain=${SWIFT_TOOLCHAIN:-$(dirname "$(dirname "$(dirname "$(command -v swift || echo /opt/swift/usr/bin/swift)")")")}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
check() { # check DESCRIPTION COMMAND…: runs it, says ok or FAIL with its output
    local description=$1
    shift
    if output=$("$@" 2>&1); then
        echo "ok   $description"
    else
        echo "FAIL $description"
        echo "$output" | sed 's/^/     /' | head -20
        failures=$((failures + 1))
    fi
}

[ "$(id -u)" = 0 ] || { echo "test-deb.sh: run as root (dpkg installs the package)" >&2; exit 77; }
if dpkg -s kado >/dev/null 2>&1; then
    echo "test-deb.sh: a kado package is already installed here; remove it first" >&2
    exit 75
fi

echo "== building the package"
package=$("$here/make-deb.sh" "$binary" "$work")
echo "$package ($(du -h "$package" | cut -f1))"
version=$("$here/version.sh")

echo "== lintian"
lintian --pedantic -I "$package" >"$work/lintian.txt" 2>&1 || true
grep -v 'running with root privileges' "$work/lintian.txt" | sed 's/^/     /'
check "lintian reports no error" bash -c "! grep -q '^E:' '$work/lintian.txt'"
# Every warning left must be one README.md explains (none today).
check "every lintian warning is explained in packaging/README.md" bash -c "
    grep '^W:' '$work/lintian.txt' | sed 's/^W: kado[^:]*: \([^ ]*\).*/\1/' | sort -u | while read -r tag; do
        grep -q \"\$tag\" '$here/README.md' || { echo \"unexplained: \$tag\"; exit 1; }
    done"

echo "== installed where no Swift is ($toolchain hidden)"
home="$work/home"
mkdir -p "$home"
# Everything below runs in its own mount namespace: an empty tmpfs over the toolchain. Where no
# namespace can be made (a container without the right), it runs as it is, and says so: the
# ldd check below still shows that nothing of Swift's is loaded.
if unshare --mount --propagation private sh -c "mount -t tmpfs none '$toolchain'" 2>/dev/null; then
    isolate=(unshare --mount --propagation private)
    hide=yes
else
    echo "note: no mount namespace here; the toolchain stays visible, ldd alone shows the binary needs none of it"
    isolate=()
    hide=no
fi
"${isolate[@]}" bash -s "$toolchain" "$package" "$home" "$version" "$hide" >"$work/installed.log" 2>&1 <<'INSIDE' || true
set -u
toolchain=$1 package=$2 home=$3 version=$4 hide=$5
step() { local name=$1; shift; if out=$("$@" 2>&1); then echo "ok   $name"; else echo "FAIL $name"; echo "$out" | sed 's/^/     /' | head -20; fi; }
if [ "$hide" = yes ]; then
    mount -t tmpfs none "$toolchain"
    step "the toolchain is hidden" bash -c "[ -z \"\$(ls -A '$toolchain')\" ]"
fi
step "dpkg installs the package" dpkg -i "$package"
export HOME=$home XDG_DATA_HOME=$home/.local/share KADO_NOW=2026-04-10T09:00:00Z TZ=UTC LANG=C.UTF-8
step "kado links nothing of Swift's" bash -c "! ldd /usr/bin/kado | grep -e 'not found' -e swift -e '$toolchain'"
step "kado --version" bash -c "kado --version | grep -qx 'kado-swift $version'"
step "kado add" kado add Run
step "kado done" kado done Run
step "kado today shows it done" bash -c "kado today | grep -q Run"
step "the database is the user's" test -f "$home/.local/share/kado/kado.sqlite"
step "kado serve answers a request" bash -c '
    kado serve --port 0 >"$HOME/serve.log" 2>&1 &
    server=$!
    for _ in $(seq 1 100); do grep -q "running at" "$HOME/serve.log" && break; sleep 0.1; done
    url=$(grep -o "http://127.0.0.1:[0-9]*/" "$HOME/serve.log" | head -1)
    page=$(curl -fsS --max-time 10 "$url")
    kill $server; wait $server
    echo "$page" | grep -q "Run"'
step "man kado" bash -c "MANPAGER=cat MANWIDTH=80 man kado 2>/dev/null | grep -q 'kado-done'"
step "man kado-serve" bash -c "MANPAGER=cat MANWIDTH=80 man kado-serve 2>/dev/null | grep -q -- '--tls-cert'"
step "man -L de kado-done is German" bash -c "MANPAGER=cat MANWIDTH=80 man -L de kado-done 2>/dev/null | grep -q 'BEZEICHNUNG'"
step "man -L es kado is Spanish" bash -c "MANPAGER=cat MANWIDTH=80 man -L es kado 2>/dev/null | grep -q 'SINOPSIS'"
step "bash loads the completion" bash -c "source /usr/share/bash-completion/completions/kado && complete -p kado"
step "the completion completes commands" bash -c '
    source /usr/share/bash-completion/completions/kado
    COMP_WORDS=(kado to); COMP_CWORD=1; COMP_LINE="kado to"; COMP_POINT=7
    $(complete -p kado | sed "s/.*-F \([^ ]*\) .*/\1/") kado to kado
    printf "%s\n" "${COMPREPLY[@]}" | grep -qx today'
if command -v systemd-analyze >/dev/null; then
    step "systemd accepts the user units" systemd-analyze verify /usr/lib/systemd/user/kado-web.service /usr/lib/systemd/user/kado-reminders.service
fi
if command -v desktop-file-validate >/dev/null; then
    step "the desktop entry is valid" desktop-file-validate /usr/share/applications/kado.desktop
fi
step "nothing is enabled or started by the package" bash -c "! ls /etc/systemd/user/default.target.wants/kado-* 2>/dev/null"
dpkg -L kado >"$home/files.txt"
step "dpkg --purge removes it" dpkg --purge kado
step "nothing of the package is left" bash -c 'left=0; while read -r f; do [ -f "$f" ] && { echo "left: $f"; left=1; }; done < "$HOME/files.txt"; [ $left = 0 ]'
step "the user's data is still there" bash -c "sqlite3 '$home/.local/share/kado/kado.sqlite' 'select name from habits' | grep -qx Run"
INSIDE
cat "$work/installed.log"
failures=$((failures + $(grep -c '^FAIL' "$work/installed.log" || true)))
[ -s "$work/installed.log" ] || { echo "FAIL the namespace ran nothing"; failures=$((failures + 1)); }

echo "== make install and make uninstall (DESTDIR, PREFIX=/usr/local)"
destdir="$work/destdir"
"$here/install.sh" install "$binary" "$destdir" /usr/local
check "make install puts the binary, pages, completions, units, entry and icon in place" bash -c "
    for f in bin/kado share/man/man1/kado.1.gz share/man/man1/kado-done.1.gz share/man/de/man1/kado-done.1.gz \
        share/man/es/man1/kado.1.gz share/man/fr/man1/kado-today.1.gz share/bash-completion/completions/kado \
        share/zsh/site-functions/_kado share/fish/vendor_completions.d/kado.fish lib/systemd/user/kado-web.service \
        share/applications/kado.desktop share/icons/hicolor/scalable/apps/kado.svg share/doc/kado/LICENSE; do
        [ -f '$destdir/usr/local/'\$f ] || { echo missing \$f; exit 1; }
    done
    grep -q 'ExecStart=/usr/local/bin/kado serve' '$destdir/usr/local/lib/systemd/user/kado-web.service'"
"$here/install.sh" uninstall "$destdir" /usr/local
check "make uninstall leaves no file" bash -c "[ -z \"\$(find '$destdir' -type f)\" ] || { find '$destdir' -type f; exit 1; }"

if [ "$failures" -gt 0 ]; then
    echo "test-deb.sh: $failures check(s) failed"
    exit 1
fi
echo "test-deb.sh: every check passed"
