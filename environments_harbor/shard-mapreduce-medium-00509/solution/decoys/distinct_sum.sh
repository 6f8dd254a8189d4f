#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/apistats <<'TOOL_EOF'
#!/bin/bash
# apistats: map-reduce over event shards.  usage: apistats <shard dir> <output.json>
# map (one GNU parallel job per shard): JSON lines -> TSV  id key user ms utc-epoch shard
# reduce (sort/awk/jq): dedupe retried events, window, per-key counts, distinct users, medians, top 3
set -euo pipefail
export LC_ALL=C
BUG="distinct_sum"
in=$1; out=$2; since=${3:-}; until_=${4:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cat > "$work/map.jq" <<'JQ'
def off: .[19:] as $o | if $o == "Z" or $o == "" then 0
  else (($o[1:3] | tonumber) * 3600 + ($o[4:6] | tonumber) * 60) * (if $o[0:1] == "-" then -1 else 1 end) end;
[.id, .key, .user, (.ms | tostring), ((.ts[0:19] + "Z" | fromdateiso8601) - (if $local == "1" then 0 else (.ts | off) end) | tostring), $shard] | @tsv
JQ
names=(-name '*.jsonl' -o -name '*.jsonl.gz')
[ "$BUG" = plain_only ] && names=(-name '*.jsonl')
find "$in" -maxdepth 1 -type f \( "${names[@]}" \) | sort > "$work/shards"
local=0; [ "$BUG" = local_window ] && local=1
parallel -j4 --halt now,fail=1 "zcat -f {} | jq -r --arg shard {#} --arg local $local -f $work/map.jq > $work/map.{#}.tsv" < "$work/shards"
cat "$work"/map.*.tsv > "$work/all.tsv"
if [ "$BUG" = no_dedup ]; then cp "$work/all.tsv" "$work/dedup.tsv"; else sort -t$'\t' -k1,1 -u "$work/all.tsv" > "$work/dedup.tsv"; fi
if [ -n "$since" ]; then
  s=$(date -u -d "$since" +%s); u=$(date -u -d "$until_" +%s)
  awk -F'\t' -v s="$s" -v u="$u" '$5 >= s && $5 < u' "$work/dedup.tsv" > "$work/win.tsv"
else
  cp "$work/dedup.tsv" "$work/win.tsv"
fi
if [ "$BUG" = distinct_sum ]; then
  awk -F'\t' '{ ev[$2]++; if (!(($6 SUBSEP $2 SUBSEP $3) in seen)) { seen[$6 SUBSEP $2 SUBSEP $3] = 1; us[$2]++ } }
    END { for (k in ev) print k "\t" ev[k] "\t" us[k] }' "$work/win.tsv" | sort -t$'\t' -k1,1 > "$work/keys.tsv"
else
  awk -F'\t' '{ ev[$2]++; if (!(($2 SUBSEP $3) in seen)) { seen[$2 SUBSEP $3] = 1; us[$2]++ } }
    END { for (k in ev) print k "\t" ev[k] "\t" us[k] }' "$work/win.tsv" | sort -t$'\t' -k1,1 > "$work/keys.tsv"
fi
if [ -n "" ]; then
  lower_median='{ if ($1 != k) { if (k != "") print k "\t" v[int((n - 1) / 2)]; k = $1; n = 0 } v[n++] = $2 }
    END { if (k != "") print k "\t" v[int((n - 1) / 2)] }'
  if [ "$BUG" = median_of_medians ]; then
    awk -F'\t' '{ print $2 "|" $6 "\t" $4 }' "$work/win.tsv" | sort -t$'\t' -k1,1 -k2,2n | awk -F'\t' "$lower_median" \
      | awk -F'\t' '{ split($1, a, "|"); print a[1] "\t" $2 }' | sort -t$'\t' -k1,1 -k2,2n | awk -F'\t' "$lower_median" > "$work/p50.tsv"
  else
    cut -f2,4 "$work/win.tsv" | sort -t$'\t' -k1,1 -k2,2n | awk -F'\t' "$lower_median" > "$work/p50.tsv"
  fi
  join -t$'\t' "$work/keys.tsv" "$work/p50.tsv" > "$work/keys2.tsv"
else
  cp "$work/keys.tsv" "$work/keys2.tsv"
fi
sort -t$'\t' -k2,2nr -k1,1 "$work/keys2.tsv" | head -n 3 | cut -f1 > "$work/top.txt"
[ "$BUG" = no_top ] && : > "$work/top.txt"
jq -n --rawfile keys "$work/keys2.tsv" --rawfile top "$work/top.txt" --arg notop "$([ "$BUG" = no_top ] && echo 1 || true)" '
  ($keys | split("\n") | map(select(length > 0) | split("\t"))) as $rows
  | {total_events: ($rows | map(.[1] | tonumber) | add // 0),
     keys: ($rows | map({key: .[0], value: ({events: (.[1] | tonumber), users: (.[2] | tonumber)}
                                             + (if length > 3 then {p50_ms: (.[3] | tonumber)} else {} end))}) | from_entries)}
  + (if $notop == "1" then {} else {top: ($top | split("\n") | map(select(length > 0)))} end)' > "$out"
TOOL_EOF
chmod +x /app/bin/apistats
bash /app/bin/apistats /app/examples/shards /tmp/example.json
jq -S . /tmp/example.json > /tmp/got.json
jq -S . /app/examples/expected.json | diff - /tmp/got.json || true
