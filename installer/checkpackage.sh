#!/bin/sh
# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Checks what `make package` built in BUILD_DIR: the AppStream metadata validates, and the
# .tar.gz unpacked into an empty root runs there: both programs answer --version and --help,
# the simulator finds its data relative to its prefix and serves, and the console starts, finds
# the simulator beside it, and quits cleanly.
# Usage: installer/checkpackage.sh BUILD_DIR
set -eu
build=$1
appstreamcli validate --no-net "$build/installer/io.github.polychip.Polychip.metainfo.xml"
tgz=$(ls -t "$build"/polychip-*.tar.gz | head -n 1)
root=$(mktemp -d)
trap 'kill "$sim" 2>/dev/null || true; rm -rf "$root"' EXIT
sim=
tar -xzf "$tgz" -C "$root" --strip-components=1
echo "checkpackage: $tgz unpacked into $root"
for program in polychip polychip-sim; do
  "$root/bin/$program" --version
  "$root/bin/$program" --help >/dev/null
done
test -s "$root/share/man/man1/polychip.1"
test -s "$root/share/man/man1/polychip-sim.1"
test -s "$root/share/applications/io.github.polychip.Polychip.desktop"
test -s "$root/share/icons/hicolor/scalable/apps/io.github.polychip.Polychip.svg"
test -s "$root/share/icons/hicolor/48x48/apps/io.github.polychip.Polychip.png"
test -s "$root/share/doc/polychip/examples/polychip-sim.service"
test -s "$root/share/icons/hicolor/256x256/apps/io.github.polychip.Polychip.png"

# The simulator with its bundled catalogue (share/polychip/simulator, found from bin/).
"$root/bin/polychip-sim" --port-file "$root/port" --log /dev/null &
sim=$!
i=0
while [ ! -s "$root/port" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
port=$(cat "$root/port")
curl -fsS "http://127.0.0.1:$port/v1/health" | grep -q '"status"'
kill "$sim"; wait "$sim" || true; sim=
echo "checkpackage: the installed simulator served on port $port"

# The console, in Chinese: it starts the simulator beside it in its folder, and quits cleanly on
# SIGTERM (the simulator stopped, its port file gone).
HOME="$root/home" XDG_CONFIG_HOME="$root/home/config" XDG_DATA_HOME="$root/home/data" \
  QT_QPA_PLATFORM=offscreen "$root/bin/polychip" --lang zh_CN --simulator-dir "$root/home/sim" \
  >"$root/console.log" 2>&1 &
console=$!
i=0
while [ ! -s "$root/home/sim/port" ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
test -s "$root/home/sim/port" || { cat "$root/console.log"; exit 1; }
kill -TERM "$console"
wait "$console"
test ! -e "$root/home/sim/port"
echo "checkpackage: the installed console started its simulator and quit cleanly"
