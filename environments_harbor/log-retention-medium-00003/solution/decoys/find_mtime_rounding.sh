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
take del '$1 < v' "$((NOW - 22 * 86400))"
take gz '$1 < v && $3 !~ /\.gz$/' "$((NOW - 3 * 86400))"
compress_list() { "${XARGS[@]}" gzip -- < "$1"; }
JOB
cat > /srv/cleanup/logrotate.conf <<'LR'
/srv/logs/gateway/gateway.log /srv/logs/mailer/mailer.log /srv/logs/search/search.log {
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
cat > /srv/cleanup/retention.cron <<'CRON'
# daily log retention
25 2 * * * root /srv/cleanup/retention.sh
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
/srv/cleanup/retention.sh /srv/logs '2024-05-27T07:30:00Z'
