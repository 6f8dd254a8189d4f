#!/bin/bash
set -euo pipefail
mkdir -p /srv/cleanup
cat > /srv/cleanup/retention.sh <<'JOB'
#!/bin/bash
# Log retention job. Usage: retention.sh [ROOT [NOW [OUT]]]
set -euo pipefail
ROOT=$(cd "${1:-/srv/logs}" && pwd); NOW=$(date -u -d "${2:-now}" +%s); OUT=${3:-/srv/cleanup}
mkdir -p "$OUT"; OUT=$(cd "$OUT" && pwd)
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
cd "$ROOT"
XARGS=(xargs -r -d '\n')
# candidates: rotated logs at any depth, never the live <svc>/<svc>.log; -type f skips symlinks, find -P never
# descends into a linked folder
collect() { find "$@" . -mindepth 2 -type f -name '*.log' -printf '%T@\t%s\t%P\n' | awk -F'\t' '{split($3, p, "/")} $3 != p[1] "/" p[1] ".log"'; }
collect > "$W/c"
: > "$W/del"; : > "$W/gz"
take() {  # take LIST CONDITION [V]: move the candidate rows matching awk CONDITION (v = V) to LIST
  awk -F'\t' -v v="${3:-0}" "$2" "$W/c" >> "$W/$1"
  awk -F'\t' -v v="${3:-0}" "!($2)" "$W/c" > "$W/t"; mv "$W/t" "$W/c"
}
compress_list() { :; }
report_extra() { echo '{}'; }
take del '$1 < v' "$((NOW - 14 * 86400))"
mkdir -p "$OUT/archive"
cut -f3 "$W/del" | LC_ALL=C sort | tar -C "$ROOT" -cf "$OUT/archive/expired.tar" --verbatim-files-from -T -
[ "$(tar -tf "$OUT/archive/expired.tar" | wc -l)" -eq "$(wc -l < "$W/del")" ]  # all in before rm
JOB
cat > /srv/cleanup/retention.cron <<'CRON'
# daily log retention
25 3 * * * root /srv/cleanup/retention.sh
CRON
cat >> /srv/cleanup/retention.sh <<'JOB'
cut -f3 "$W/del" | LC_ALL=C sort > "$W/dl"; cut -f3 "$W/gz" | LC_ALL=C sort > "$W/gl"
"${XARGS[@]}" rm -f -- < "$W/dl"
compress_list "$W/gl"
{ jq -n --rawfile d "$W/dl" --rawfile g "$W/gl" \
    '{deleted: ($d | split("\n") | map(select(. != ""))), compressed: ($g | split("\n") | map(select(. != "")))}'
  report_extra; } | jq -s add > "$OUT/report.json"
JOB
chmod 755 /srv/cleanup/retention.sh
/srv/cleanup/retention.sh /srv/logs '2022-12-11T05:45:00Z'
