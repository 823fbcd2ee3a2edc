#!/usr/bin/env bash
# Builds kado_VERSION_ARCH.deb from a kado binary linked with the Swift runtime inside it
# (swift build --static-swift-stdlib), so that the package needs no Swift:
#
#   packaging/make-deb.sh BINARY [OUTPUT FOLDER, default: the repository]
#
# The tree is staged by install.sh (the very list `make install` uses), the binary stripped, the
# Depends field computed by dpkg-shlibdeps from what the binary really links, and the package
# built by dpkg-deb with root as the owner of every file (xz, or KADO_DEB_COMPRESSION). It prints
# the package's path.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
binary=${1:?usage: make-deb.sh BINARY [OUTPUT FOLDER]}
output=${2:-$root}
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

if ldd "$binary" | grep -q 'libswiftCore\|libFoundation'; then
    echo "make-deb.sh: $binary links the Swift runtime dynamically; build it with --static-swift-stdlib" >&2
    exit 65
fi

version=$("$here/version.sh")
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/kado_${version}_$arch"
mkdir -p "$stage"
"$here/install.sh" install "$binary" "$stage" /usr deb
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/kado"

# dpkg-shlibdeps reads the package's name from a debian/control beside it.
mkdir -p "$work/src/debian"
printf 'Source: kado\n\nPackage: kado\nArchitecture: any\n' >"$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e "$stage/usr/bin/kado" 2>"$work/shlibdeps.err" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { cat "$work/shlibdeps.err" >&2; echo "make-deb.sh: dpkg-shlibdeps found no dependency" >&2; exit 70; }

size=$(du -sk --apparent-size "$stage" | cut -f1)
mkdir -p "$stage/DEBIAN"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@SIZE@|$size|" -e "s|@DEPENDS@|$depends|" \
    -e "s|@MAINTAINER@|$("$here/maintainer.sh")|" "$here/control.in" >"$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -type d -exec chmod 0755 {} +

mkdir -p "$output"
package="$output/kado_${version}_$arch.deb"
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)} \
    dpkg-deb --root-owner-group "-Z${KADO_DEB_COMPRESSION:-xz}" --build "$stage" "$package" >/dev/null
echo "$package"
