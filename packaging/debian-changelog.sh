#!/usr/bin/env bash
# Prints the Debian changelog of the package (what `dpkg-parsechangelog` and lintian read): one
# entry for this version, which points to CHANGELOG.md, the changelog written for people. The
# date is the last commit's, so that the same source makes the same package.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
version=$("$here/version.sh")
maintainer=$("$here/maintainer.sh")
stamp=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}
cat <<ENTRY
kado ($version) unstable; urgency=medium

  * Kadō $version: see /usr/share/doc/kado/CHANGELOG.md for what changed.

 -- $maintainer  $(LC_ALL=C date -u -R -d "@$stamp")
ENTRY
