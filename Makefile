# Kadō for Swift. Every target installs the system packages it needs, so that a fresh
# machine (and CI) needs nothing but this file and the Swift toolchain.

SHELL := /bin/bash
SWIFT ?= swift
SYSTEM_PACKAGES := libsqlite3-dev sqlite3 pkg-config zlib1g-dev libsodium-dev libdbus-1-dev libsystemd-dev libqrencode-dev libssl-dev libcurl4-openssl-dev
# What building and checking the Debian package takes: dpkg-deb and dpkg-shlibdeps, strip, lintian,
# desktop-file-validate, man (the test reads the installed pages), curl (it asks the installed
# kado serve for a page) and sqlite3 (it reads the user's data after the removal).
PACKAGE_PACKAGES := dpkg-dev binutils lintian desktop-file-utils man-db curl sqlite3
# What the WebDAV sync tests run: Apache httpd with mod_dav, and htpasswd for its password file;
# nginx with its WebDAV module and dav-ext (PROPFIND), and rclone serve webdav, each started by the
# tests on a free port (a system nginx the package may start on port 80 is neither used nor in the way);
# what the reminder tests run: a private session bus (dbus-daemon, dbus-send) and a recording
# notification server in Python (python3-dbus, python3-gi), and systemd-analyze for the unit;
# what the full-screen grid's tests drive: tmux, a real terminal on a private socket; groff, which
# renders every generated manual page in the tests and must warn of nothing; zbarimg, which reads
# the pairing QR codes back; openssl, which makes the HTTPS tests' certificates and speaks TLS to
# the server, and curl, their HTTPS client; what reads the calendar feed back: Python's icalendar
# and khal (a terminal calendar that imports it and lists its events); gettext, whose msgfmt --check
# the catalog tests run on every .po.
TEST_PACKAGES := apache2 apache2-utils nginx caddy curl openssl libnginx-mod-http-dav-ext rclone dbus-daemon dbus-bin python3 python3-dbus python3-gi tmux groff-base zbar-tools python3-icalendar khal gettext
# What the browser tests and screenshots drive: Chromium over WebDriver, from Python's selenium.
# openssl makes the certificate of the HTTPS browser test.
BROWSER_PACKAGES := chromium chromium-driver python3-venv python3-pip openssl

.PHONY: deps test-deps browser-deps package-deps release run deb install uninstall deb-test test check browser-test screenshots bench bench-sync fuzz-imports catalogs lint format clean

# How kado is linked for people: the Swift runtime and Foundation inside the binary
# (--static-swift-stdlib), so that it needs only Debian's libraries and runs where no Swift is;
# libcurl for FoundationNetworking's HTTP, which the static Foundation does not bring; the GOT
# read-only once loaded (relro, now), as Debian hardens its binaries.
STATIC_LINK := --static-swift-stdlib -Xlinker -lcurl -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
# Where make install puts Kadō (DESTDIR stages it elsewhere, as packagers do).
PREFIX ?= /usr/local
DESTDIR ?=

# Installs the Debian packages in $(1) that are missing.
define install_packages
	@missing=""; for p in $(1); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
endef

# Installs the Debian packages the build links against, when they are missing.
deps:
	$(call install_packages,$(SYSTEM_PACKAGES))

test-deps:
	$(call install_packages,$(TEST_PACKAGES))

browser-deps:
	$(call install_packages,$(BROWSER_PACKAGES))

package-deps:
	$(call install_packages,$(PACKAGE_PACKAGES))

# The release binary, .build/release/kado, self-contained (see STATIC_LINK).
release: deps
	$(SWIFT) build -c release --product kado $(STATIC_LINK)

# Builds kado and starts the web app on the default database (~/.local/share/kado/kado.sqlite);
# it prints its URL. RUN_ARGS passes options: make run RUN_ARGS="--host 0.0.0.0".
run: release
	@.build/release/kado serve $(RUN_ARGS)

# kado_VERSION_ARCH.deb in this folder: sudo apt install ./kado_VERSION_ARCH.deb
deb: release package-deps
	packaging/make-deb.sh .build/release/kado

# The same files as the package, under $(DESTDIR)$(PREFIX): make release && sudo make install.
# It builds the release binary only when there is none (sudo's PATH has no Swift).
install: $(if $(wildcard .build/release/kado),,release)
	packaging/install.sh install .build/release/kado "$(DESTDIR)" $(PREFIX)

uninstall:
	packaging/install.sh uninstall "$(DESTDIR)" $(PREFIX)

# The package installed where no Swift is, used, and removed (packaging/test-deb.sh). Made from a
# debug binary linked as the release one is (a debug build of kado alone takes a few minutes, a
# release one many), in its own folder: the static runtime changes how every module is compiled,
# and sharing .build would rebuild the tests each time.
deb-test: deps package-deps
	$(SWIFT) build --scratch-path .build/static --product kado $(STATIC_LINK)
	KADO_DEB_COMPRESSION=gzip packaging/test-deb.sh $(CURDIR)/.build/static/debug/kado

# The Swift tests run as two processes side by side (Tests/run-shards.sh says why). The package's
# static build runs beside the browser tests (Chromium waits on the server more than
# it computes), so that CI stays within its time; its log is printed only when it fails.
# CI's counts for the simulations and fuzzers: enough to catch a regression, small enough to keep
# CI under 30 minutes on 2 cores; make bench-sync and make fuzz-imports run the large counts.
TEST_ENV = KADO_SYNC_SEEDS=80 KADO_SYNC_ENCRYPTED_SEEDS=40 KADO_SYNC_DAV_SEEDS=40 \
	KADO_CUT_RECORDS=3000 KADO_LOOP_FUZZ_ITERATIONS=25000
test: deps test-deps browser-deps package-deps lint
	$(SWIFT) build --build-tests
	$(TEST_ENV) Tests/run-shards.sh "$$($(SWIFT) build --show-bin-path)"
	@$(SWIFT) build --scratch-path .build/static --product kado $(STATIC_LINK) >.build/static-build.log 2>&1 & \
	builder=$$!; \
	KADO_BIN=$(CURDIR)/.build/debug/kado Tests/Browser/run.sh; browser=$$?; \
	wait $$builder; built=$$?; \
	if [ $$built != 0 ]; then cat .build/static-build.log; exit 1; fi; \
	exit $$browser
	KADO_DEB_COMPRESSION=gzip packaging/test-deb.sh $(CURDIR)/.build/static/debug/kado

# The fast tier for one's own loop: lint, then the in-process Swift tests, with the simulations,
# the cut publication and the fuzzing made small; KADO_TEST_TIER=fast leaves out what is tagged
# slow (the hundred-kill loops, the export under a memory limit) and endToEnd (the suites that run
# the built kado binary, Tests/KadoCommandTests); no browser. make test runs them all.
CHECK_ENV = KADO_TEST_TIER=fast KADO_SYNC_SEEDS=20 KADO_SYNC_ENCRYPTED_SEEDS=10 KADO_SYNC_DAV_SEEDS=3 \
	KADO_CUT_RECORDS=600 KADO_FUZZ_ITERATIONS=2000 KADO_LOOP_FUZZ_ITERATIONS=2000 \
	KADO_FOREIGN_FUZZ_ITERATIONS=500
check: deps test-deps lint
	$(SWIFT) build --build-tests
	$(CHECK_ENV) $(SWIFT) test --skip-build

# The browser tests alone (real Chromium), against the debug build.
browser-test: deps browser-deps
	$(SWIFT) build --product kado
	KADO_BIN=$(CURDIR)/.build/debug/kado Tests/Browser/run.sh

# Screenshots of every screen (phone and desktop, light and dark) into docs/screenshots/.
screenshots: deps browser-deps
	$(SWIFT) build --product kado
	KADO_BIN=$(CURDIR)/.build/debug/kado Tests/Browser/run.sh screenshots

bench: deps
	$(SWIFT) build -c release --product KadoBenchmarks
	.build/release/KadoBenchmarks $(or $(BENCH_ARGS),--sizes S,M,L --markdown)

# Sync at full size: the sync simulation over 1,000 seeds on folders, encrypted folders, Apache
# and nginx (CI runs 80, 40, 40 and 40), and the trial's 156,229 records published, cut off at
# 36 points and synced again (the numbers are in BENCHMARKS.md).
bench-sync: deps test-deps
	$(SWIFT) build --build-tests
	KADO_SYNC_SEEDS=1000 KADO_SYNC_ENCRYPTED_SEEDS=1000 KADO_SYNC_DAV_SEEDS=1000 $(SWIFT) test --skip-build --filter SimulationTests
	$(SWIFT) build -c release --product KadoBenchmarks
	.build/release/KadoBenchmarks --suite sync-cuts --markdown

# Every importer of another app's file (HabitBull, Loop's CSV export, Rewire, Tickmate, a
# spreadsheet) and Loop's database fed 100,000 mutated inputs (make test feeds Loop's 25,000);
# the counts and times are in BENCHMARKS.md.
fuzz-imports: deps
	$(SWIFT) build --build-tests
	KADO_FOREIGN_FUZZ_ITERATIONS=$(or $(FUZZ_ITERATIONS),100000) $(SWIFT) test --skip-build --filter ForeignFuzzTests
	KADO_LOOP_FUZZ_ITERATIONS=$(or $(FUZZ_ITERATIONS),100000) $(SWIFT) test --skip-build --filter LoopFuzzTests

# The catalogs built into the binary: each .po (and the template) copied as it is into a Swift raw
# string, Sources/KadoLocalization/Embedded/EmbeddedCatalog+<name>.swift. Run it after editing a
# catalog; KadoLocalizationTests fails while a generated file differs from its .po.
CATALOG_DIR := Sources/KadoLocalization/Catalogs
catalogs:
	@for file in $(CATALOG_DIR)/*.po $(CATALOG_DIR)/kado.pot; do \
	  name=$$(basename $$file); name=$${name%.*}; [ $$name = kado ] && name=template; \
	  { printf '// swift-format-ignore-file\n// Generated by `make catalogs` from %s: edit that file, then run it again.\n' "$$file"; \
	    printf 'extension EmbeddedCatalog {\n    /// %s as written.\n    static let %s = ##"""\n' \
	      "$$(basename $$file)" "$$name"; \
	    cat $$file; printf '"""##\n}\n'; \
	  } > Sources/KadoLocalization/Embedded/EmbeddedCatalog+$$name.swift; \
	done

lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Benchmarks Package.swift

format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Benchmarks Package.swift

clean:
	rm -rf .build
