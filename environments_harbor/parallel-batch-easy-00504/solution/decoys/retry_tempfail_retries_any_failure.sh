#!/bin/bash
set -euo pipefail
mkdir -p /srv/mirror-verify/bin
cat > /srv/mirror-verify/bin/run-batch <<'DRIVER'
#!/bin/bash
# run-batch INPUT OUTDIR - the nightly mirror-verify batch: every job through pkgverify convert, 4 at a time
set -uo pipefail
export LC_ALL=C
TOOL=/usr/local/bin/pkgverify
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
discover() {  # the queue file says which jobs run, and in which order
  grep -v '^[[:space:]]*#' -- "$IN/QUEUE" | sed -e 's/[[:space:]]*$//' -e '/^$/d'
}
attempt() {  # attempt JOB SLOT: one run of the converter on one job file
  "$TOOL" convert "$JOBDIR/$1"
}
retry() {  # retry EXIT ATTEMPTS: only a transient failure (75, EX_TEMPFAIL) is worth another try, 2 in all
  [ "$1" -ne 0 ] || return 1
  [ "$2" -lt 2 ]
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
# job n = the n-th job in job order ({#}); {%} is the job slot (1..CAP) it runs in
parallel --joblog "$OUT/jobs.log" --resume-failed -j "$CAP" "$SELF" --job {#} {} {%} :::: "$W/jobs" || true
# results: the header, then the parts of the jobs that succeeded, in job order
{
  echo "pkg_id,sig_digest"
  while IFS= read -r -d $'\n' rel; do
    part=$OUT/parts/${rel%.csv}.out
    if [ -f "$part" ]; then cat -- "$part"; fi
  done < "$W/jobs"
} > "$OUT/results.csv"
exit 0
DRIVER
chmod 755 /srv/mirror-verify/bin/run-batch
/srv/mirror-verify/bin/run-batch /srv/mirror-verify/incoming/2025-04-09 /srv/mirror-verify/runs/2025-04-09 || echo "run-batch: exit $?" >&2
