#!/usr/bin/env bash
# Prints Kadō's version number, read from the one place it is set: AppVersion.number in
# Sources/KadoApp/AppVersion.swift (what kado --version, Settings and the User-Agent say).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version=$(sed -n 's/^ *public static let number = "\([^"]*\)".*/\1/p' "$here/../Sources/KadoApp/AppVersion.swift")
[ -n "$version" ] || { echo "version.sh: no version in AppVersion.swift" >&2; exit 65; }
echo "$version"
