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
# logrotate's numbered copies are rotated logs too
find . -mindepth 2 -type f -regextype posix-extended -regex '.*\.log\.[0-9]+(\.gz)?' -printf '%T@\t%s\t%P\n' >> "$W/c" 
# runaway dumps: find -size +Nc is "more than N bytes"
find . -mindepth 2 -type f -size +12288c -printf '%P\n' > "$W/big"
awk -F'\t' -v D="$W/del" 'FILENAME == ARGV[1] {b[$0]; next} ($3 in b) {print >> D; next} 1' "$W/big" "$W/c" > "$W/t"; mv "$W/t" "$W/c" 
take del '$1 < v' "$((NOW - 30 * 86400))"
# quota: every regular file of the service counts, at its size before compression; the oldest deletable go first
find . -mindepth 2 -type f -printf '%s\t%P\n' > "$W/all"
sort -t$'\t' -k1,1g "$W/c" > "$W/s"
awk -F'\t' -v q=29696 'FILENAME == ARGV[1] {gone[$3]; next}
  FILENAME == ARGV[2] {split($2, p, "/"); if (!($2 in gone)) tot[p[1]] += $1; next}
  {split($3, p, "/"); if (tot[p[1]] > q) {tot[p[1]] -= $2; print}}' "$W/del" "$W/all" "$W/s" > "$W/q"
cat "$W/q" >> "$W/del"
awk -F'\t' 'FILENAME == ARGV[1] {q[$3]; next} !($3 in q)' "$W/q" "$W/c" > "$W/t"; mv "$W/t" "$W/c"
mkdir -p "$OUT/archive"
cut -f3 "$W/del" | LC_ALL=C sort | tar -C "$ROOT" -cf "$OUT/archive/expired.tar" --verbatim-files-from -T -
[ "$(tar -tf "$OUT/archive/expired.tar" | wc -l)" -eq "$(wc -l < "$W/del")" ]  # all in before rm
JOB
cat > /srv/cleanup/retention.cron <<'CRON'
# daily log retention
25 1 * * * root /srv/cleanup/retention.sh
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
/srv/cleanup/retention.sh
