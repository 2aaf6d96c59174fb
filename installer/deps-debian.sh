#!/bin/sh
# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Installs the Debian/Ubuntu packages Polychip needs to build, test and run.
# Does nothing (and needs no privileges) when everything is already present.
# Usage: installer/deps-debian.sh [build|lint|fuzz|package]
set -eu

build_packages="
  g++ make cmake ninja-build pkg-config git ca-certificates
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-qpa-plugins qt6-translations-l10n
  libgl-dev libqt6opengl6-dev libxkbcommon-dev libvulkan-dev
  libcurl4-openssl-dev libssl-dev openssl nlohmann-json3-dev
  libsqlite3-dev libcpp-httplib-dev libyaml-cpp-dev qtkeychain-qt6-dev
  clang-format
  fonts-dejavu-core fonts-wqy-microhei
"
lint_packages="nodejs npm"
# make package: dpkg-shlibdeps (the .deb's dependencies), appstreamcli (the metadata), curl.
package_packages="dpkg-dev file appstream curl"
# make fuzz: libFuzzer comes with clang's runtime libraries.
fuzz_packages="$build_packages clang libclang-rt-dev"

case "${1:-build}" in
  build) wanted=$build_packages ;;
  lint)
    # Any working npx will do (Debian's, or a Node.js installed another way).
    command -v npx >/dev/null 2>&1 && exit 0
    wanted=$lint_packages ;;
  fuzz) wanted=$fuzz_packages ;;
  package) wanted=$package_packages ;;
  *) echo "usage: $0 [build|lint|fuzz|package]" >&2; exit 2 ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "deps-debian.sh: this is not a Debian/Ubuntu system; install the equivalents of:" >&2
  echo "$wanted" | tr -s ' \n' ' ' >&2; echo >&2
  exit 0
fi

missing=""
for p in $wanted; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing="$missing $p"
done
[ -n "$missing" ] || exit 0

echo "deps-debian.sh: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1; then
  sudo="sudo"
else
  echo "deps-debian.sh: not root and no sudo; please install:$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# shellcheck disable=SC2086 # word splitting of the package list is intended
$sudo apt-get install -y -q --no-install-recommends $missing
