#!/bin/bash
set -euo pipefail
mkdir -p /var/tmp/report/search
{ zcat /srv/logs/search/search.log.3.gz; zcat /srv/logs/search/search.log.2.gz; cat /srv/logs/search/search.log.1; cat /srv/logs/search/search.log; } > /tmp/all.ndjson
wc -l /tmp/all.ndjson
cat > /tmp/summary.jq <<'JQ'
def rt: getpath(["req", "endpoint"]); def st: getpath(["res", "status_code"]); def lat: getpath(["timing", "latency_ms"]);
def rid: getpath(["req_id"]); def lvl: getpath(["lvl"]); def tsv: getpath(["@timestamp"]);
def parsed: split("\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));
def isreq: type == "object" and (rt != null); def iserr: st >= 500;
def key: getpath(["api_key"]);
def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") | (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 + (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);
def inwin: (epoch >= ("2024-04-21T04:00:00Z" | fromdateiso8601) and epoch < ("2024-04-21T10:00:00Z" | fromdateiso8601));
def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];
parsed as $all
| ($all | map(select(. == "__BAD__")) | length) as $bad
| ($all | map(select(. != "__BAD__" and isreq))) as $req0
| ($req0 | unique_by(rid)) as $req1
| ($req1 | map(select(inwin))) as $req
| {requests: ($req | length), server_errors: ($req | map(select(iserr)) | length), skipped_lines: $bad, duplicates: (($req0 | length) - ($req1 | length))}
JQ
jq -R -s -f /tmp/summary.jq /tmp/all.ndjson > /var/tmp/report/search/summary.json
head -c 400 /var/tmp/report/search/summary.json
