#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Writes the fuzz targets' seed corpora (tests/fuzz/corpus/<target>/seed-*) from real answers
# of a polychip-sim, signed as the README shows with curl and openssl. Run it again when the
# wire types change:  tests/fuzz/seed-corpus.sh build/debug/simulator/polychip-sim
set -euo pipefail

SIM=${1:?usage: seed-corpus.sh PATH/TO/polychip-sim}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/corpus
# shellcheck source=../tools/simshell.sh
. "$HERE/../tools/simshell.sh"
sim_start "$SIM" --speed 60
WORK=$SIM_WORK
PORT=$SIM_PORT

seed() { # seed TARGET NAME: stdin into corpus/TARGET/seed-NAME
    mkdir -p "$OUT/$1"
    cat >"$OUT/$1/seed-$2"
}

curl -s "http://127.0.0.1:$PORT/v1/health" | seed decode_Health real
pc GET /v1/me | seed decode_Me real
pc GET '/v1/accelerators?page_size=3' | seed decode_AcceleratorPage real
pc GET '/v1/images?page_size=3' | seed decode_ImagePage real
pc GET '/v1/templates?page_size=2' | seed decode_TemplatePage real
pc GET /v1/templates/tpl-qwen2-7b-lora | seed decode_Template real
pc GET '/v1/models?page_size=2' | seed decode_ModelPage real
pc GET '/v1/datasets?page_size=2' | seed decode_DatasetPage real
pc POST /v1/quotes '{"template_id": "tpl-llama3-8b-pretrain"}' | seed decode_Quote real
launched=$(pc POST /v1/instances '{"name": "seed", "template_id": "tpl-qwen2-7b-lora"}')
printf '%s' "$launched" | seed decode_InstanceOperation real
id=$(printf '%s' "$launched" | first ins_)
op=$(printf '%s' "$launched" | first op_)
pc POST /v1/sim/clock:advance '{"seconds": 900}' >/dev/null
pc GET "/v1/operations/$op" | seed decode_Operation real
pc GET '/v1/instances?page_size=2' | seed decode_InstancePage real
pc GET "/v1/instances/$id" | seed decode_Instance real
pc GET "/v1/instances/$id/metrics?step=60" | seed decode_MetricSeries real
pc GET "/v1/instances/$id/logs" | head -c 4000 | seed decode_LogPage real
snap=$(pc POST "/v1/instances/$id:snapshot" '{"name": "seed"}')
pc POST /v1/sim/clock:advance '{"seconds": 900}' >/dev/null
pc GET /v1/snapshots | seed decode_SnapshotPage real
pc GET "/v1/snapshots/$(printf '%s' "$snap" | first snp_)" |
    seed decode_Snapshot real
vol=$(pc POST /v1/volumes '{"name": "seed", "size_gib": 10}')
printf '%s' "$vol" | seed decode_Volume real
pc GET /v1/volumes | seed decode_VolumePage real
pc GET /v1/billing/account | seed decode_Account real
pc GET '/v1/billing/usage?group_by=backend' | seed decode_UsageReport real
pc GET '/v1/billing/insights?step=hour' | seed decode_Insights real
pc GET '/v1/billing/ledger?page_size=3' | seed decode_LedgerPage real
pc POST /v1/budgets '{"name": "seed", "amount_micros": 1000000, "thresholds_pct": [50, 80]}' |
    seed decode_Budget real
pc GET /v1/budgets | seed decode_BudgetPage real
pc GET /v1/sim/clock | seed decode_Clock real
pc GET /v1/sim/faults | seed decode_Faults real
pc GET '/v1/sim/scenarios?page_size=2' | seed decode_ScenarioPage real
pc GET '/v1/sim/lessons?page_size=2' | seed decode_LessonPage real
pc GET /v1/sim/lessons/lesson-first-steps | seed decode_Lesson real
pc GET /v1/sim/state | seed decode_ScenarioFile real
pc GET /v1/instances/ins_nothing | seed decode_ErrorResponse real
pc GET /v1/instances/ins_nothing | seed error_envelope real

# The event stream: one payload of each kind it carries.
pc POST /v1/budgets '{"name": "tiny", "amount_micros": 1, "thresholds_pct": [50]}' >/dev/null
(timeout 4 bash -c "SIM_WORK=$WORK SIM_PORT=$PORT KEY=$KEY SECRET=$SECRET; $(declare -f pc); pc GET /v1/events" \
    >"$WORK/events" 2>/dev/null) &
STREAM_PID=$!
sleep 1
pc DELETE "/v1/budgets/$(pc GET /v1/budgets | first bud_)" >/dev/null
pc POST /v1/sim/clock:advance '{"seconds": 120}' >/dev/null
pc PUT /v1/sim/faults '{"capacity_overrides": {"nvidia-h100-80g@cn-east": 0}}' >/dev/null
wait "$STREAM_PID" || true
payload() { awk -v t="$1" '$0 == "event: " t {getline; sub(/^data: /, ""); print; exit}' "$WORK/events"; }
payload metrics | seed decode_MetricsBatch real
payload billing.tick | seed decode_BillingTick real
payload alert | seed decode_Alert real
payload catalog.changed | seed decode_CatalogChange real
payload budget.deleted | seed decode_Tombstone real
head -c 2000 "$WORK/events" | { printf '\x05'; cat; } | seed sse real
pc GET "/v1/instances/$id/logs" | grep -o '{"line":[^}]*}' | head -1 | seed decode_LogLine real

# Request bodies, as the API's examples send them.
printf '%s' '{"name": "llama", "template_id": "tpl-llama3-8b-pretrain", "labels": {"project": "nlp"}, "auto_sleep": {"enabled": true, "idle_minutes": 30}}' | seed decode_LaunchSpec real
printf '%s' '{"name": "renamed", "labels": {"project": "p2"}}' | seed decode_InstancePatch real
printf '%s' '{"backend": "tpu", "accelerator": "google-tpu-v5e", "count": 16}' | seed decode_SwitchRequest real
printf '%s' '{"name": "before-switch"}' | seed decode_SnapshotRequest real
printf '%s' '{"name": "data", "size_gib": 100}' | seed decode_VolumeCreate real
printf '%s' "{\"instance_id\": \"$id\"}" | seed decode_AttachRequest real
printf '%s' '{"name": "team", "amount_micros": 5000000000, "thresholds_pct": [50, 80, 100], "action": "stop"}' | seed decode_BudgetCreate real
printf '%s' '{"amount_micros": 6000000000}' | seed decode_BudgetPatch real
printf '%s' '{"speed": 60, "paused": false}' | seed decode_ClockUpdate real
printf '%s' '{"seconds": 3600}' | seed decode_ClockAdvance real

# The byte-level targets: fields separated by NUL bytes, as fuzztargets.cpp reads them.
printf 'secret\0GET\0/v1/instances?state=running\0%s\0\x03' "$(openssl rand -hex 16)" | seed signature real
printf 'key\0org-a\n/v1/models\npage_size=2&\n\0%s\0\0\0\0\0\0\0\0\x02' "12.0123456789abcdef0123456789abcdef" | seed page_token real
printf '\x00GET /v1/instances?state=running,sleeping\n' | seed routing signed-get
printf '\x00POST /v1/quotes\n{"template_id": "tpl-qwen2-7b-lora"}' | seed routing signed-post
printf '\x01GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n' | seed routing raw
echo "seeded $(find "$OUT" -type f | wc -l) files under $OUT"
