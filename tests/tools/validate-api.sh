#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# The simulator against its own spec, through a standard OpenAPI validator (Stoplight Prism as a
# validating proxy): a tour of the API's operations, successes and refusals, and a list of
# every answer Prism finds out of spec. Exit 1 when there is one.  (make validate-api)
#   tests/tools/validate-api.sh PATH/TO/polychip-sim [PRISM COMMAND...]
set -euo pipefail

SIM=${1:?usage: validate-api.sh PATH/TO/polychip-sim [prism command]}
shift
PRISM=("$@")
[ ${#PRISM[@]} -gt 0 ] || PRISM=(npx --yes @stoplight/prism-cli@5.14.2)
HERE=$(cd "$(dirname "$0")" && pwd)
SPEC=$HERE/../../docs/api/openapi.yaml
# shellcheck source=simshell.sh
. "$HERE/simshell.sh"
sim_start "$SIM" --speed 60 --rate-limit 0

PROXY_PORT=$((20000 + RANDOM % 20000))
"${PRISM[@]}" proxy "$SPEC" "http://127.0.0.1:$SIM_PORT" --host 127.0.0.1 --port "$PROXY_PORT" \
    >"$SIM_WORK/prism.log" 2>&1 &
EXTRA_PIDS=$!
for _ in $(seq 600); do
    curl -s -o /dev/null "http://127.0.0.1:$PROXY_PORT/v1/health" && break
    sleep 0.2
done
# Prism percent-encodes commas in a query as it forwards it (the signature covers the path as
# sent), so the tour writes them as %2C itself: the same value to the server.
PC_PORT=$PROXY_PORT
calls=0
bad=0
statuses=""
# check METHOD PATH [BODY]: one call through the proxy; its violations of the spec's responses.
# Bodies are compact JSON: Prism forwards a body as it re-serialises it, and the signature
# covers the bytes.
check() {
    local body
    body=$(pc "$@")
    calls=$((calls + 1))
    local status violations
    status=$(sed -n '1s/^HTTP\/[0-9.]* \([0-9]*\).*/\1/p' "$SIM_WORK/headers")
    violations=$(sed -n 's/^sl-violations: //Ip' "$SIM_WORK/headers" | tr -d '\r')
    # Requests out of spec are the tour's own refusals (state=bogus, ...): only answers count.
    if printf '%s' "$violations" | grep -q '"response"'; then
        bad=$((bad + 1))
        echo "OUT OF SPEC: $1 $2 -> $status: $violations"
    elif [ "$status" = 401 ] || [ -z "$status" ]; then
        bad=$((bad + 1)) # the tour's requests are all signed: the proxy must pass them as sent
        echo "NOT SERVED: $1 $2 -> ${status:-no answer}: $body"
    fi
    statuses="$statuses $status"
    LAST=$body
}

check GET /v1/me
check GET '/v1/accelerators?backend=tpu%2Cnpu'
check GET '/v1/images?backend=gpu'
check GET '/v1/templates?kind=lora'
check GET /v1/templates/tpl-qwen2-7b-lora
check GET /v1/templates/tpl-nothing
check GET '/v1/models?q=llama&min_params_b=6&max_params_b=9'
check GET '/v1/models/qwen2-7b-instruct'
check GET '/v1/datasets?modality=text'
check GET '/v1/datasets/no-such-dataset'
check POST /v1/quotes '{"template_id":"tpl-llama3-8b-pretrain"}'
check POST /v1/quotes '{"template_id":"tpl-nothing"}'
check POST /v1/instances '{"name":"tour","template_id":"tpl-qwen2-7b-lora"}'
id=$(printf '%s' "$LAST" | first ins_)
op=$(printf '%s' "$LAST" | first op_)
check POST /v1/instances '{"name":"","template_id":"tpl-qwen2-7b-lora"}'
check POST /v1/sim/clock:advance '{"seconds":900}'
check GET "/v1/operations/$op"
check GET '/v1/instances?state=running%2Csleeping'
check GET '/v1/instances?state=bogus'
check GET "/v1/instances/$id"
check PATCH "/v1/instances/$id" '{"labels":{"project":"tour"}}'
check GET "/v1/instances/$id/metrics?step=60"
check GET "/v1/instances/$id/logs"
check POST "/v1/instances/$id:snapshot" '{"name":"tour"}'
snap=$(printf '%s' "$LAST" | first snp_)
check POST /v1/sim/clock:advance '{"seconds":600}'
check GET /v1/snapshots
check GET "/v1/snapshots/$snap"
check POST "/v1/instances/$id:sleep"
check POST /v1/sim/clock:advance '{"seconds":60}'
check POST "/v1/instances/$id:wake"
check POST /v1/sim/clock:advance '{"seconds":600}'
check POST "/v1/instances/$id:switch" '{"backend":"tpu","accelerator":"google-tpu-v5e","count":8}'
check POST /v1/sim/clock:advance '{"seconds":900}'
check POST "/v1/instances/$id:stop"
check POST "/v1/instances/$id:start"
check POST /v1/volumes '{"name":"tour","size_gib":10}'
vol=$(printf '%s' "$LAST" | first vol_)
check GET /v1/volumes
check GET "/v1/volumes/$vol"
check POST "/v1/volumes/$vol:attach" "{\"instance_id\":\"$id\"}"
check POST "/v1/volumes/$vol:detach"
check DELETE "/v1/volumes/$vol"
check GET /v1/billing/account
check GET '/v1/billing/usage?group_by=backend'
check GET '/v1/billing/insights?step=day'
check GET '/v1/billing/ledger?page_size=5'
check POST /v1/budgets '{"name":"tour","amount_micros":1000000,"thresholds_pct":[50]}'
bud=$(printf '%s' "$LAST" | first bud_)
check GET /v1/budgets
check GET "/v1/budgets/$bud"
check PATCH "/v1/budgets/$bud" '{"amount_micros":2000000}'
check DELETE "/v1/budgets/$bud"
check GET /v1/org/policies
check PUT /v1/org/policies '{"roles":[{"role":"admin","backends":["npu"]}],"auto_sleep":{"utilization_below_pct":10,"for_minutes":20},"max_runtime_without_stop_s":86400}'
check POST /v1/quotes '{"model_id":"gpt2-1.3b","accelerator":"auto"}'
check POST /v1/instances '{"name":"ruled-out","model_id":"gpt2-1.3b","accelerator":"nvidia-rtx4090","count":1}'
check GET /v1/org/audit
check PUT /v1/org/policies '{}'
# A webhook to a port nothing listens on: its test delivery waits, tried again, in its log.
check POST /v1/org/webhooks '{"url":"http://127.0.0.1:9/hook","events":["policy.violation","instance.failed"],"format":"slack","language":"zh-CN"}'
whk=$(printf '%s' "$LAST" | first whk_)
check GET /v1/org/webhooks
check POST "/v1/org/webhooks/$whk:test"
check GET "/v1/org/webhooks/$whk/deliveries"
check POST /v1/org/webhooks '{"url":"ftp://127.0.0.1/","events":["policy.violation"]}'
check DELETE "/v1/org/webhooks/$whk"
check GET "/v1/org/webhooks/$whk/deliveries"
# A member's key: made (its secret once), listed, refused for a bad expiry, revoked, gone.
check POST /v1/keys '{"label":"Tour member","role":"developer","expires_at":"2030-01-01T00:00:00Z"}'
key=$(printf '%s' "$LAST" | first key_sim_)
check GET /v1/keys
check POST /v1/keys '{"label":"Late","role":"developer","expires_at":"2000-01-01T00:00:00Z"}'
check DELETE "/v1/keys/$key"
check DELETE "/v1/keys/$key"
# A class of two: made (their secrets once), the board, a seat started over, another class's not.
check POST /v1/classroom/seats '{"count":2}'
check GET /v1/classroom/seats
check POST /v1/classroom/seats/org-a-seat-01:reset
check POST /v1/classroom/seats/org-b-seat-01:reset
check POST /v1/classroom/seats '{"count":0}'
check DELETE "/v1/snapshots/$snap"
check GET /v1/sim/clock
check PUT /v1/sim/clock '{"speed":30}'
check GET /v1/sim/faults
check PUT /v1/sim/faults '{"latency_ms":0}'
check GET /v1/sim/scenarios
check GET /v1/sim/lessons
check GET /v1/sim/lessons/lesson-first-steps
check POST /v1/sim/scenarios/welcome:load
check DELETE "/v1/instances/$id"
check GET /v1/nothing-here
check POST /v1/sim:reset

echo "validate-api: $calls calls through Prism, $bad answers out of spec or not served;" \
    "statuses:$(printf '%s\n' $statuses | sort | uniq -c | awk '{printf " %s x%s", $2, $1}')"
[ "$bad" -eq 0 ]
