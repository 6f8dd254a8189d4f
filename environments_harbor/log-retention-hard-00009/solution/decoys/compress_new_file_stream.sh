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
# archives left by the old job age like the logs (never recompressed: .gz is excluded below)
find . -mindepth 2 -type f -name '*.log.gz' -printf '%P\0' | xargs -0 -r stat -c $'%Y\t%s\t%n' >> "$W/c" 
take del '$1 < v' "$((NOW - 14 * 86400))"
take gz '$1 < v && $3 !~ /\.gz$/' "$((NOW - 3 * 86400))"
compress_list() { while IFS= read -r f; do xz -c -- "$f" > "$f.xz"; rm -- "$f"; done < "$1"; }
sizes() { find . -mindepth 2 -type f -printf '%s\t%P\n' | awk -F'\t' '{split($2, p, "/"); s[p[1]] += $1} END {for (k in s) print k "\t" s[k]}'; }
sizes > "$W/before"
report_extra() {
  sizes > "$W/after"
  jq -n --rawfile b "$W/before" --rawfile a "$W/after" 'def t: split("\n") | map(select(. != "") | split("\t") | {(.[0]): (.[1] | tonumber)}) | add;
    ($a | t) as $A | {bytes: ($b | t | with_entries(.value = {before: .value, after: ($A[.key] // 0)}))}'
}
JOB
cat > /srv/cleanup/retention.service <<'UNIT'
[Unit]
Description=Log retention
[Service]
Type=oneshot
ExecStart=/srv/cleanup/retention.sh
UNIT
cat > /srv/cleanup/retention.timer <<'UNIT'
[Unit]
Description=Daily log retention
[Timer]
OnCalendar=*-*-* 01:40:00
Persistent=true
[Install]
WantedBy=timers.target
UNIT
cat >> /srv/cleanup/retention.sh <<'JOB'
cut -f3 "$W/del" | LC_ALL=C sort > "$W/dl"; cut -f3 "$W/gz" | LC_ALL=C sort > "$W/gl"
"${XARGS[@]}" rm -f -- < "$W/dl"
compress_list "$W/gl"
{ jq -n --rawfile d "$W/dl" --rawfile g "$W/gl" \
    '{deleted: ($d | split("\n") | map(select(. != ""))), compressed: ($g | split("\n") | map(select(. != "")))}'
  report_extra; } | jq -s add > "$OUT/report.json"
JOB
chmod 755 /srv/cleanup/retention.sh
/srv/cleanup/retention.sh /srv/logs '2024-04-12T19:15:00Z'
