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
JOB
cat > /srv/cleanup/logrotate.conf <<'LR'
/srv/logs/auth/auth.log /srv/logs/billing/billing.log /srv/logs/gateway/gateway.log /srv/logs/ingest/ingest.log /srv/logs/worker/worker.log {
    rotate 4
    compress
    copytruncate
    missingok
    notifempty
}
LR
chmod 644 /srv/cleanup/logrotate.conf
logrotate -f -s /srv/cleanup/logrotate.state /srv/cleanup/logrotate.conf
cat >> /srv/cleanup/retention.sh <<'JOB'
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
OnCalendar=*-*-* 02:10:00
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
/srv/cleanup/retention.sh /srv/logs '2024-05-13T04:00:00Z'
