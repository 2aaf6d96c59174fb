# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Sourced by the shell tools under tests/: a polychip-sim of one's own, and signed requests to it
# with curl and openssl exactly as the README shows (API v1.1).
#   sim_start PATH/TO/polychip-sim [ARGS...]   starts it in a temporary folder ($SIM_WORK):
#                                              sets SIM_PORT, SIM_PID; stopped on exit
#   pc METHOD PATH [BODY]                      the answer's body (headers in $SIM_WORK/headers)
# PC_PORT (default SIM_PORT) sends the requests elsewhere, e.g. through a validating proxy.

sim_start() {
    local sim=$1
    shift
    SIM_WORK=$(mktemp -d)
    trap 'kill $SIM_PID ${EXTRA_PIDS:-} 2>/dev/null || true; rm -rf "$SIM_WORK"' EXIT
    "$sim" --port 0 --port-file "$SIM_WORK/port" --bootstrap-keys "$SIM_WORK/keys.json" \
        --data-dir "$SIM_WORK/data" "$@" 2>"$SIM_WORK/sim.log" &
    SIM_PID=$!
    for _ in $(seq 100); do [ -s "$SIM_WORK/port" ] && break; sleep 0.1; done
    SIM_PORT=$(cat "$SIM_WORK/port")
    KEY=${KEY:-key_sim_admin_a}
    SECRET=$(grep -A3 "\"$KEY\"" "$SIM_WORK/keys.json" | sed -n 's/.*"secret": "\(.*\)".*/\1/p')
}

pc() {
    local ts nonce hash sig
    ts=$(date +%s)
    nonce=$(openssl rand -hex 16)
    hash=$(printf '%s' "${3:-}" | openssl dgst -sha256 -r | cut -d' ' -f1)
    sig=$(printf '%s\n%s\n%s\n%s\n%s' "$1" "$2" "$ts" "$nonce" "$hash" |
        openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)
    curl -s -D "$SIM_WORK/headers" -X "$1" "http://127.0.0.1:${PC_PORT:-$SIM_PORT}$2" \
        -H "X-PC-Key: $KEY" -H "X-PC-Timestamp: $ts" -H "X-PC-Nonce: $nonce" \
        -H "X-PC-Signature: $sig" -H 'Content-Type: application/json' ${3:+--data "$3"}
}

first() { # first PREFIX: the first id in stdin that starts with PREFIX ("ins_", "op_", ...)
    { grep -o "\"$1[^\"]*\"" || true; } | head -1 | tr -d '"'
}
