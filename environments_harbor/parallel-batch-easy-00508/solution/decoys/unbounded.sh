#!/bin/bash
set -euo pipefail
mkdir -p /opt/read-align/bin
cat > /opt/read-align/bin/run-batch <<'DRIVER'
#!/bin/bash
# run-batch INPUT OUTDIR - the nightly read-align batch: every job through alignrun convert, 4 at a time
set -uo pipefail
export LC_ALL=C
TOOL=/usr/local/bin/alignrun
CAP=0
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
  find . -maxdepth 1 -type f -name '*.csv' -printf '%P\n' | sort
}
attempt() {  # attempt JOB SLOT: one run of the converter on one job file
  "$TOOL" convert --scratch "$OUT/scratch/slot-$2" "$JOBDIR/$1"
}
retry() {  # retry EXIT ATTEMPTS: only a transient failure (75, EX_TEMPFAIL) is worth another try, 4 in all
  [ "$1" -eq 75 ] || return 1
  [ "$2" -lt 4 ]
}
status() {  # status EXIT ATTEMPTS
  if [ "$1" -eq 0 ]; then if [ "$2" -gt 1 ]; then echo retried; else echo ok; fi
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
mkdir -p -- "$OUT/scratch"
# job n = the n-th job in job order ({#}); {%} is the job slot (1..CAP) it runs in
parallel -j "$CAP" "$SELF" --job {#} {} {%} :::: "$W/jobs" || true
# results: the header, then the parts of the jobs that succeeded, in job order
{
  echo "sample_id,bam_ref"
  while IFS= read -r -d $'\n' rel; do
    part=$OUT/parts/${rel%.csv}.out
    if [ -f "$part" ]; then cat -- "$part"; fi
  done < "$W/jobs"
} > "$OUT/results.csv"
exit 0
DRIVER
chmod 755 /opt/read-align/bin/run-batch
/opt/read-align/bin/run-batch /opt/read-align/incoming/2024-01-09 /opt/read-align/runs/2024-01-09 || echo "run-batch: exit $?" >&2
