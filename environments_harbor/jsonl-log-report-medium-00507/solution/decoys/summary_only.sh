#!/bin/bash
set -euo pipefail
mkdir -p /home/oncall/out/media
{ zcat /data/logs/media/media.log.2.gz; cat /data/logs/media/media.log.1; cat /data/logs/media/media.log; } > /tmp/all.ndjson
wc -l /tmp/all.ndjson
cat > /tmp/summary.jq <<'JQ'
def rt: getpath(["request", "route"]); def st: getpath(["response", "code"]); def lat: getpath(["elapsed_ms"]);
def rid: getpath(["req_id"]); def lvl: getpath(["lvl"]); def tsv: getpath(["time"]);
def parsed: split("\n") | map(select(length > 0) | (try fromjson catch "__BAD__"));
def isreq: type == "object" and (rt != null); def iserr: st >= 500;
def key: getpath(["x"]);
def epoch: tsv | capture("^(?<b>[0-9-]{10}T[0-9:]{8})(\\.[0-9]+)?(?<z>Z|[+-][0-9]{2}:[0-9]{2})$") | (.b + "Z" | fromdateiso8601) - (if .z == "Z" then 0 else ((.z[1:3] | tonumber) * 3600 + (.z[4:6] | tonumber) * 60) * (if .z[0:1] == "-" then -1 else 1 end) end);
def inwin: true;
def p95: sort | .[((length * 95 + 99) / 100 | floor) - 1];
parsed as $all
| ($all | map(select(. == "__BAD__")) | length) as $bad
| ($all | map(select(. != "__BAD__" and isreq))) as $req0
| ($req0 | unique_by(rid)) as $req1
| ($req1 | map(select(inwin))) as $req
| {requests: ($req | length), server_errors: ($req | map(select(iserr)) | length), skipped_lines: $bad, duplicates: (($req0 | length) - ($req1 | length))}
JQ
jq -R -s -f /tmp/summary.jq /tmp/all.ndjson > /home/oncall/out/media/summary.json
head -c 400 /home/oncall/out/media/summary.json
