# Kadō for Swift. Every target installs the system packages it needs, so that a fresh
# machine (and CI) needs nothing but this file and the Swift toolchain.

SHELL := /bin/bash
SWIFT ?= swift
SYSTEM_PACKAGES := libsqlite3-dev sqlite3 pkg-config

.PHONY: deps run test bench lint format clean

# Installs the Debian packages the build links against, when they are missing.
deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

# Builds kado and shows Today from the default database (~/.local/share/kado/kado.sqlite).
run: deps
	$(SWIFT) build -c release --product kado
	@.build/release/kado today

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build -c release --product KadoBenchmarks
	.build/release/KadoBenchmarks $(or $(BENCH_ARGS),--sizes S,M,L --markdown)

lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Benchmarks Package.swift

format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Benchmarks Package.swift

clean:
	rm -rf .build
