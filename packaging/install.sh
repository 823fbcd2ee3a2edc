#!/usr/bin/env bash
# Puts Kadō's files where Linux looks for them, under DESTDIR and PREFIX: the one list of files
# that `make install`, `make uninstall` and `make deb` share, so that the package and an install
# from source hold the same files in the same places.
#
#   packaging/install.sh install   BINARY DESTDIR PREFIX [deb]
#   packaging/install.sh uninstall DESTDIR PREFIX
#
# BINARY is the kado to install; it writes its own manual pages (kado help --man) and completion
# scripts (kado completion SHELL), so neither is ever written twice. With `deb`, the documents
# are laid out as Debian policy asks (copyright, changelog.gz) instead of LICENSE.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)

# Where zsh looks for completions a package ships, and where a local install puts them.
zsh_folder() {
    if [ "$1" = /usr ]; then echo "$1/share/zsh/vendor-completions"; else echo "$1/share/zsh/site-functions"; fi
}

# The languages of the manual pages besides English (the catalogs Kadō has).
MANUAL_LANGUAGES="fr de es"

# Runs kado (the binary given after the scratch folder) in LANGUAGE, with no database of the
# installing user's: kado_in LANGUAGE SCRATCH BINARY ARGUMENTS...
kado_in() {
    local locale=C.UTF-8 scratch=$2
    [ "$1" = en ] || locale="$1.UTF-8"
    shift 2
    env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$locale" HOME="$scratch" \
        KADO_DB="$scratch/no-database.sqlite" "$@"
}

# Every file installed, relative to DESTDIR, but the manual pages (which the binary names).
fixed_files() {
    local prefix=$1
    echo "$prefix/bin/kado"
    echo "$prefix/share/bash-completion/completions/kado"
    echo "$(zsh_folder "$prefix")/_kado"
    echo "$prefix/share/fish/vendor_completions.d/kado.fish"
    echo "$prefix/lib/systemd/user/kado-web.service"
    echo "$prefix/lib/systemd/user/kado-reminders.service"
    echo "$prefix/share/applications/kado.desktop"
    echo "$prefix/share/icons/hicolor/scalable/apps/kado.svg"
}

install_files() {
    local binary=$1 destdir=$2 prefix=$3 flavour=${4:-}
    local target="$destdir$prefix"
    [ -x "$binary" ] || { echo "install.sh: no kado binary at $binary" >&2; exit 66; }
    install -d "$target/bin" "$target/share/man/man1" "$target/share/bash-completion/completions" \
        "$destdir$(zsh_folder "$prefix")" "$target/share/fish/vendor_completions.d" "$target/lib/systemd/user" \
        "$target/share/applications" "$target/share/icons/hicolor/scalable/apps" "$target/share/doc/kado"
    install -m 0755 "$binary" "$target/bin/kado"

    # The manual pages, from the commands' own specifications, compressed as man-db reads them:
    # English in man1, every other language Kadō speaks in LANG/man1, where man looks for the
    # reader's language. No database is read (a language the installing user chose would win).
    local pages
    pages=$(mktemp -d)
    trap 'rm -rf "$pages"' RETURN
    for language in en $MANUAL_LANGUAGES; do
        local folder="$target/share/man/man1"
        [ "$language" = en ] || folder="$target/share/man/$language/man1"
        install -d "$folder" "$pages/$language"
        kado_in "$language" "$pages" "$binary" help --man "$pages/$language" >/dev/null
        for page in "$pages/$language"/*.1; do
            gzip -9n <"$page" >"$folder/$(basename "$page").gz"
            chmod 0644 "$folder/$(basename "$page").gz"
        done
    done

    # The scripts shells load for everyone, so in English; kado completion SHELL writes them in
    # one's own language.
    kado_in en "$pages" "$binary" completion bash >"$target/share/bash-completion/completions/kado"
    kado_in en "$pages" "$binary" completion zsh >"$destdir$(zsh_folder "$prefix")/_kado"
    kado_in en "$pages" "$binary" completion fish >"$target/share/fish/vendor_completions.d/kado.fish"

    # The units and the desktop entry name the installed binary.
    for unit in kado-web.service kado-reminders.service; do
        sed "s|@BINDIR@|$prefix/bin|g" "$here/$unit" >"$target/lib/systemd/user/$unit"
    done
    sed "s|@BINDIR@|$prefix/bin|g" "$here/kado.desktop" >"$target/share/applications/kado.desktop"
    install -m 0644 "$here/kado.svg" "$target/share/icons/hicolor/scalable/apps/kado.svg"

    install -m 0644 "$root/README.md" "$target/share/doc/kado/README.md"
    install -m 0644 "$root/CHANGELOG.md" "$target/share/doc/kado/CHANGELOG.md"
    if [ "$flavour" = deb ]; then
        install -m 0644 "$here/copyright" "$target/share/doc/kado/copyright"
        "$here/debian-changelog.sh" | gzip -9n >"$target/share/doc/kado/changelog.gz"
        chmod 0644 "$target/share/doc/kado/changelog.gz"
    else
        install -m 0644 "$root/LICENSE" "$target/share/doc/kado/LICENSE"
    fi
    chmod 0644 "$target/share/bash-completion/completions/kado" "$destdir$(zsh_folder "$prefix")/_kado" \
        "$target/share/fish/vendor_completions.d/kado.fish" "$target/lib/systemd/user/"*.service \
        "$target/share/applications/kado.desktop"
}

uninstall_files() {
    local destdir=$1 prefix=$2
    local target="$destdir$prefix"
    while read -r file; do rm -f "$destdir$file"; done < <(fixed_files "$prefix")
    rm -f "$target"/share/man/man1/kado.1.gz "$target"/share/man/man1/kado-*.1.gz
    for language in $MANUAL_LANGUAGES; do
        rm -f "$target/share/man/$language/man1/kado.1.gz" "$target/share/man/$language/man1"/kado-*.1.gz
        rmdir --ignore-fail-on-non-empty "$target/share/man/$language/man1" "$target/share/man/$language" 2>/dev/null || true
    done
    rm -rf "$target/share/doc/kado"
    # The folders this install made, when nothing else is in them.
    for folder in share/bash-completion/completions share/bash-completion share/fish/vendor_completions.d \
        share/fish lib/systemd/user lib/systemd share/icons/hicolor/scalable/apps share/icons/hicolor/scalable \
        share/applications; do
        rmdir --ignore-fail-on-non-empty "$target/$folder" 2>/dev/null || true
    done
    rmdir --ignore-fail-on-non-empty "$destdir$(zsh_folder "$prefix")" 2>/dev/null || true
}

case "${1:-}" in
install) install_files "${2:?BINARY}" "${3-}" "${4:?PREFIX}" "${5:-}" ;;
uninstall) uninstall_files "${2-}" "${3:?PREFIX}" ;;
*) echo "usage: $0 install BINARY DESTDIR PREFIX [deb] | uninstall DESTDIR PREFIX" >&2; exit 64 ;;
esac
