#!/bin/bash
set -euo pipefail
BUG="first_page"
BASE="http://127.0.0.1:8736/api/v1"
COLL="certificates"
python3 /opt/certwatch/bin/certwatch-server >/tmp/certwatch-server.log 2>&1 </dev/null &
SRV=$!
for i in $(seq 1 100); do
  curl -sf -o /dev/null "$BASE/health" && break
  sleep 0.1
done
JSON="Content-Type: application/json"
AUTH="X-Api-Key: $(cat /etc/certwatch/client.key)"
rm -f /tmp/records.jsonl
page=1
while [ "$page" != "null" ]; do
  curl -sf -H "$AUTH" "$BASE/$COLL?page=$page" > /tmp/page.json
  jq -c '.items[]' /tmp/page.json >> /tmp/records.jsonl
  page=$(jq -r '.next_page' /tmp/page.json)
  if [ "$BUG" = "first_page" ]; then page=null; fi
done
# What each record needs: {} (nothing), a partial object to PATCH, or "DELETE".
cat > /tmp/want.jq <<'JQ'
def want:
  (if .owner_team == "payments" then {"owner_team": "ledger"} else {} end);
want as $w | select($w != {}) | [.id, ._etag, ($w | tojson), (if $w == "DELETE" then $w else . + $w | del(._etag) end | tojson)] | @tsv
JQ
jq -r -f /tmp/want.jq /tmp/records.jsonl > /tmp/plan.tsv
METHOD=PATCH
if [ "$BUG" = "put_partial" ]; then METHOD=PUT; fi
while IFS=$'\t' read -r id tag body stale; do
  if [ "$BUG" = "stale_body" ]; then body="$stale"; fi
  if [ "$body" = '"DELETE"' ]; then
    code=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X DELETE -H "$AUTH" -H "If-Match: $tag" "$BASE/$COLL/$id")
  else
    code=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X "$METHOD" -H "$AUTH" -H "If-Match: $tag" -H "$JSON" --data "$body" "$BASE/$COLL/$id")
  fi
  if [ "$code" = "412" ] && [ "$BUG" != "no_retry" ]; then
    # Someone wrote the record since we listed it: re-read it, re-decide, and send only our change.
    curl -sf -H "$AUTH" "$BASE/$COLL/$id" > /tmp/fresh.json
    if [ "$BUG" = "stale_body" ]; then
      tag=$(jq -r '._etag' /tmp/fresh.json)
    else
      IFS=$'\t' read -r id tag body stale < <(jq -r -f /tmp/want.jq /tmp/fresh.json)
    fi
    code=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X "$METHOD" -H "$AUTH" -H "If-Match: $tag" -H "$JSON" --data "$body" "$BASE/$COLL/$id")
  fi
  echo "$id $code"
done < /tmp/plan.tsv
kill "$SRV"
wait "$SRV" 2>/dev/null || true
