#!/bin/bash
set -euo pipefail
mkdir -p /var/tmp/report/inventory
{ cat /srv/logs/inventory/inventory.log; } > /tmp/all.ndjson
wc -l /tmp/all.ndjson
cat > /tmp/summary.jq <<'JQ'
def rt: getpath(["req", "path"]); def st: getpath(["res", "code"]); def lat: getpath(["timing", "elapsed_ms"]);
def rid: getpath(["trace_id"]); def lvl: getpath(["severity"]); def tsv: getpath(["@timestamp"]);
def parsed: split("\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));
def isreq: type == "object" and (rt != null); def iserr: st >= 500;
def key: getpath(["api_key"]);
def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") | (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 + (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);
def inwin: (epoch >= ("2024-03-10T09:00:00Z" | fromdateiso8601) and epoch < ("2024-03-10T18:00:00Z" | fromdateiso8601));
def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];
parsed as $all
| ($all | map(select(. == "__BAD__")) | length) as $bad
| ($all | map(select(. != "__BAD__" and isreq))) as $req0
| ($req0 | unique_by(rid)) as $req1
| ($req1 | map(select(inwin))) as $req
| {requests: ($req | length), server_errors: ($req | map(select(iserr)) | length), skipped_lines: $bad, duplicates: (($req0 | length) - ($req1 | length))}
JQ
jq -R -s -f /tmp/summary.jq /tmp/all.ndjson > /var/tmp/report/inventory/summary.json
cat > /tmp/routes.jq <<'JQ'
def rt: getpath(["req", "path"]); def st: getpath(["res", "code"]); def lat: getpath(["timing", "elapsed_ms"]);
def rid: getpath(["trace_id"]); def lvl: getpath(["severity"]); def tsv: getpath(["@timestamp"]);
def parsed: split("\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));
def isreq: type == "object" and (rt != null); def iserr: st >= 500;
def key: getpath(["api_key"]);
def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") | (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 + (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);
def inwin: (epoch >= ("2024-03-10T09:00:00Z" | fromdateiso8601) and epoch < ("2024-03-10T18:00:00Z" | fromdateiso8601));
def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];
parsed as $all
| ($all | map(select(. == "__BAD__")) | length) as $bad
| ($all | map(select(. != "__BAD__" and isreq))) as $req0
| ($req0 | unique_by(rid)) as $req1
| ($req1 | map(select(inwin))) as $req
| $req | group_by(rt) | map({r: .[0] | rt, n: length, e: (map(select(iserr)) | length), x: (map(lat) | p95)})
| sort_by(-.n, .r) | (["route", "requests", "server_errors", "p95_ms"] | @csv), (.[] | [.r, .n, .e, .x] | @csv)
JQ
jq -R -s -r -f /tmp/routes.jq /tmp/all.ndjson > /var/tmp/report/inventory/routes.csv
cat > /tmp/tenants.jq <<'JQ'
def rt: getpath(["req", "path"]); def st: getpath(["res", "code"]); def lat: getpath(["timing", "elapsed_ms"]);
def rid: getpath(["trace_id"]); def lvl: getpath(["severity"]); def tsv: getpath(["@timestamp"]);
def parsed: split("\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));
def isreq: type == "object" and (rt != null); def iserr: st >= 500;
def key: getpath(["api_key"]);
def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") | (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 + (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);
def inwin: (epoch >= ("2024-03-10T09:00:00Z" | fromdateiso8601) and epoch < ("2024-03-10T18:00:00Z" | fromdateiso8601));
def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];
parsed as $all
| ($all | map(select(. == "__BAD__")) | length) as $bad
| ($all | map(select(. != "__BAD__" and isreq))) as $req0
| ($req0 | unique_by(rid)) as $req1
| ($req1 | map(select(inwin))) as $req
| $req | map(. + {__t: ($T[0][key] // "unknown")}) | map(select(.__t != null))
| group_by(.__t) | map({key: .[0].__t, value: {requests: length, server_errors: (map(select(iserr)) | length)}}) | from_entries
JQ
jq -R -s --slurpfile T /srv/logs/tenants.json -f /tmp/tenants.jq /tmp/all.ndjson > /var/tmp/report/inventory/tenants.json
head -c 400 /var/tmp/report/inventory/summary.json
