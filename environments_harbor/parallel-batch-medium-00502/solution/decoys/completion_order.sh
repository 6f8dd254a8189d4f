#!/bin/bash
set -euo pipefail
mkdir -p /home/batch/media-transcode/bin
cat > /home/batch/media-transcode/bin/run-batch <<'DRIVER'
#!/bin/bash
# run-batch INPUT OUTDIR - the nightly media-transcode batch: every job through transcoder convert, 2 at a time
set -uo pipefail
export LC_ALL=C
TOOL=/usr/local/bin/transcoder
CAP=2
SELF=$(realpath -- "$0")
if [ "${1:-}" != --job ]; then
  if [ $# -ne 2 ]; then echo "usage: run-batch INPUT OUTDIR" >&2; exit 64; fi
  IN=$(realpath -- "$1")
  mkdir -p -- "$2/parts"
  OUT=$(realpath -- "$2")
  W=$(mktemp -d)
  trap 'rm -rf -- "$W"' EXIT
  JOBDIR=$IN
  export IN OUT W JOBDIR
fi
prepare() {  # the records (not the header line) in shards of 4, numbered in input order
  mkdir -p -- "$OUT/shards"
  tail -n +2 -- "$IN" | split -l 4 -d -a 4 --numeric-suffixes=1 --additional-suffix=.csv - "$OUT/shards/shard-"
  JOBDIR=$OUT/shards
}
discover() {  # the job files, relative to JOBDIR, in job order (byte order of their paths)
  cd -- "$JOBDIR" || return
  find . -maxdepth 1 -type f -name '*.csv' -printf '%P\n' | sort
}
attempt() {  # attempt JOB SLOT: one run of the converter on one job file
  timeout -k 2 5 "$TOOL" convert "$JOBDIR/$1"
}
retry() { return 1; }
      status() {  # status EXIT ATTEMPTS
        if [ "$1" -eq 0 ]; then if [ "$2" -gt 1 ]; then echo retried; else echo ok; fi
elif [ "$1" -eq 124 ]; then echo timed_out
        else echo failed; fi
      }
job() {  # job SEQ JOB [SLOT]: every attempt of one job; its part appears only when it succeeded
  local seq=$1 rel=$2 slot=${3:-1} a=0 rc=0
  local part=$OUT/parts/${rel%.csv}.out
  mkdir -p -- "$(dirname -- "$part")"
  local log=$OUT/logs/${rel%.csv}.log
  mkdir -p -- "$(dirname -- "$log")"
  : > "$log"
  while :; do
    a=$((a + 1))
    attempt "$rel" "$slot" > "$part.tmp" 2>> "$log"
    rc=$?
    retry "$rc" "$a" || break
  done
  if [ "$rc" -eq 0 ]; then
    mv -f -- "$part.tmp" "$part"
    flock "$OUT/.results.lock" cat -- "$part" >> "$OUT/results.csv"
  else
    rm -f -- "$part.tmp" "$part"
  fi
  printf '%s\t%s\t%s\n' "$seq" "$a" "$(status "$rc" "$a")" > "$W/st.$seq"
  return "$rc"
}
if [ "${1:-}" = --job ]; then shift; job "$@"; exit; fi
prepare
export JOBDIR
(discover) > "$W/jobs"
mkdir -p -- "$OUT/logs"
echo "video_id,rendition_id" > "$OUT/results.csv"
# number the jobs (job n = the n-th in job order) and run them CAP at a time
n=0
while IFS= read -r -d $'\n' rel; do n=$((n + 1)); printf '%s\n%s\n' "$n" "$rel"; done < "$W/jobs" > "$W/queue"
xargs -d '\n' -n 2 -P "$CAP" "$SELF" --job < "$W/queue" || true
# exit status: how many jobs failed or timed out (0: all succeeded), as GNU parallel counts them
failed=$(cat "$W"/st.* 2>/dev/null | awk -F'\t' '$3 == "failed" || $3 == "timed_out"' | wc -l)
exit "$((failed > 101 ? 101 : failed))"
DRIVER
chmod 755 /home/batch/media-transcode/bin/run-batch
/home/batch/media-transcode/bin/run-batch /home/batch/media-transcode/incoming/2024-05-27.csv /home/batch/media-transcode/runs/2024-05-27 || echo "run-batch: exit $?" >&2
