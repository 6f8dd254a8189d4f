#!/bin/bash
set -euo pipefail
mkdir -p /data/kyc-screening/bin
cat > /data/kyc-screening/bin/run-batch <<'DRIVER'
#!/bin/bash
# run-batch INPUT OUTDIR - the nightly kyc-screening batch: every job through kycscreen convert, 2 at a time
set -uo pipefail
export LC_ALL=C
TOOL=/usr/local/bin/kycscreen
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
prepare() { :; }
discover() {  # only the files the delivery's manifest lists and whose checksum matches
  cd -- "$JOBDIR" || return
  sha256sum -c SHA256SUMS 2>/dev/null | sed -n 's/: OK$//p' | sort
}
attempt() {  # attempt JOB SLOT: one run of the converter on one job file
  "$TOOL" convert --scratch "$OUT/scratch/slot-$2" "$JOBDIR/$1"
}
retry() { return 1; }
status() {  # status EXIT ATTEMPTS
  if [ "$1" -eq 0 ]; then if [ "$2" -gt 1 ]; then echo retried; else echo ok; fi
  else echo failed; fi
}
job() {  # job SEQ JOB [SLOT]: every attempt of one job; its part appears only when it succeeded
  local seq=$1 rel=$2 slot=${3:-1} a=0 rc=0
  local part=$OUT/parts/${rel%.csv}.out
  mkdir -p -- "$(dirname -- "$part")"
  if [ -f "$part" ]; then  # up to date: made after its job file last changed
    printf '%s\t0\tskipped\n' "$seq" > "$W/st.$seq"; return 0
  fi
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
mkdir -p -- "$OUT/scratch"
# job n = the n-th job in job order ({#}); {%} is the job slot (1..CAP) it runs in
parallel -j "$CAP" "$SELF" --job {#} {} {%} :::: "$W/jobs" || true
# results: the header, then the parts of the jobs that succeeded, in job order
{
  echo "customer_id,screening_ref"
  while IFS= read -r -d $'\n' rel; do
    part=$OUT/parts/${rel%.csv}.out
    if [ -f "$part" ]; then cat -- "$part"; fi
  done < "$W/jobs"
} > "$OUT/results.csv"
# one line per job in job order: its number, attempts this run, status
{
  printf 'seq\tattempts\tstatus\n'
  n=0
  while IFS= read -r -d $'\n' rel; do
    n=$((n + 1))
    if [ -f "$W/st.$n" ]; then cat -- "$W/st.$n"; else printf '%s\t0\tskipped\n' "$n"; fi
  done < "$W/jobs"
} > "$OUT/summary.tsv"
# exit status: how many jobs failed or timed out (0: all succeeded), as GNU parallel counts them
failed=$(cat "$W"/st.* 2>/dev/null | awk -F'\t' '$3 == "failed" || $3 == "timed_out"' | wc -l)
exit "$((failed > 101 ? 101 : failed))"
DRIVER
chmod 755 /data/kyc-screening/bin/run-batch
/data/kyc-screening/bin/run-batch /data/kyc-screening/incoming/2024-07-11 /data/kyc-screening/runs/2024-07-11 || echo "run-batch: exit $?" >&2
