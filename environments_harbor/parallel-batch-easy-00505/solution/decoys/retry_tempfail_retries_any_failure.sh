#!/bin/bash
set -euo pipefail
mkdir -p /home/batch/geo-enrich/bin
cat > /home/batch/geo-enrich/bin/run-batch <<'DRIVER'
#!/bin/bash
# run-batch INPUT OUTDIR - the nightly geo-enrich batch: every job through geotag convert, 4 at a time
set -uo pipefail
export LC_ALL=C
TOOL=/usr/local/bin/geotag
CAP=4
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
prepare() { :; }
discover() {  # the job files, relative to JOBDIR, in job order (byte order of their paths)
  cd -- "$JOBDIR" || return
  find . -type f -name '*.csv' ! -path '*/.*' -printf '%P\n' | sort
}
attempt() {  # attempt JOB SLOT: one run of the converter on one job file
  "$TOOL" convert "$JOBDIR/$1"
}
retry() {  # retry EXIT ATTEMPTS: only a transient failure (75, EX_TEMPFAIL) is worth another try, 3 in all
  [ "$1" -ne 0 ] || return 1
  [ "$2" -lt 3 ]
}
status() {  # status EXIT ATTEMPTS
  if [ "$1" -eq 0 ]; then if [ "$2" -gt 1 ]; then echo retried; else echo ok; fi
  else echo failed; fi
}
job() {  # job SEQ JOB [SLOT]: every attempt of one job; its part appears only when it succeeded
  local seq=$1 rel=$2 slot=${3:-1} a=0 rc=0
  local part=$OUT/parts/${rel%.csv}.out
  mkdir -p -- "$(dirname -- "$part")"
  while :; do
    a=$((a + 1))
    attempt "$rel" "$slot" > "$part.tmp"
    rc=$?
    retry "$rc" "$a" || break
  done
  if [ "$rc" -eq 0 ]; then
    mv -f -- "$part.tmp" "$part"
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
# number the jobs (job n = the n-th in job order) and run them CAP at a time
n=0
while IFS= read -r -d $'\n' rel; do n=$((n + 1)); printf '%s\n%s\n' "$n" "$rel"; done < "$W/jobs" > "$W/queue"
xargs -d '\n' -n 2 -P "$CAP" "$SELF" --job < "$W/queue" || true
# results: the header, then the parts of the jobs that succeeded, in job order
{
  echo "addr_id,geo_hash"
  while IFS= read -r -d $'\n' rel; do
    part=$OUT/parts/${rel%.csv}.out
    if [ -f "$part" ]; then cat -- "$part"; fi
  done < "$W/jobs"
} > "$OUT/results.csv"
exit 0
DRIVER
chmod 755 /home/batch/geo-enrich/bin/run-batch
/home/batch/geo-enrich/bin/run-batch /home/batch/geo-enrich/incoming/2024-10-02 /home/batch/geo-enrich/runs/2024-10-02 || echo "run-batch: exit $?" >&2
