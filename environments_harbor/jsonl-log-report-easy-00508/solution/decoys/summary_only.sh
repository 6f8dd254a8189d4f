#!/bin/bash
set -euo pipefail
mkdir -p /opt/oncall/report/ledger
{ cat /data/logs/ledger/ledger.log; } > /tmp/all.ndjson
wc -l /tmp/all.ndjson
cat > /tmp/summary.jq <<'JQ'
def rt: getpath(["endpoint"]); def st: getpath(["code"]); def lat: getpath(["latency_ms"]);
def rid: getpath(["trace_id"]); def lvl: getpath(["severity"]); def tsv: getpath(["ts"]);
def parsed: split("\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));
def isreq: type == "object" and (rt != null); def iserr: st >= 500;
def key: getpath(["x"]);
def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") | (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 + (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);
def inwin: true;
def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];
parsed as $all
| ($all | map(select(. == "__BAD__")) | length) as $bad
| ($all | map(select(. != "__BAD__" and isreq))) as $req0
| $req0 as $req1
| ($req1 | map(select(inwin))) as $req
| {requests: ($req | length), server_errors: ($req | map(select(iserr)) | length)}
JQ
jq -R -s -f /tmp/summary.jq /tmp/all.ndjson > /opt/oncall/report/ledger/summary.json
head -c 400 /opt/oncall/report/ledger/summary.json
