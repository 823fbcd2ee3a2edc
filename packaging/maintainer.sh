#!/usr/bin/env bash
# Prints the package's maintainer: MAINTAINER when set, else the project's own.
echo "${MAINTAINER:-The Kadō for Swift contributors <maintainers@users.noreply.a-seed-18ee3243.example>}"
