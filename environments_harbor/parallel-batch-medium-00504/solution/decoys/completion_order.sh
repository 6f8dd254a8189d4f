#!/bin/bash
set -euo pipefail
mkdir -p /srv/doc-ocr/bin
cat > /srv/doc-ocr/bin/run-batch <<'DRIVER'
#!/bin/bash
# run-batch INPUT OUTDIR - the nightly doc-ocr batch: every job through ocrbatch convert, 4 at a time
set -uo pipefail
export LC_ALL=C
TOOL=/usr/local/bin/ocrbatch
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
discover() {  # only the files the delivery's manifest lists and whose checksum matches
  cd -- "$JOBDIR" || return
  sha256sum -c SHA256SUMS 2>/dev/null | sed -n 's/: OK$//p' | sort
}
attempt() {  # attempt JOB SLOT: one run of the converter on one job file
  timeout -k 2 6 "$TOOL" convert "$JOBDIR/$1"
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
  while :; do
    a=$((a + 1))
    attempt "$rel" "$slot" > "$part.tmp"
    rc=$?
    retry "$rc" "$a" || break
  done
  if [ "$rc" -eq 0 ]; then
    mv -f -- "$part.tmp" "$part"
    flock "$OUT/ledger.lock" "$TOOL" publish --ledger "$OUT/ledger.tsv" "$part" || { rc=$?; rm -f -- "$part"; }
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
echo "doc_id,text_digest" > "$OUT/results.csv"
# job n = the n-th job in job order ({#}); {%} is the job slot (1..CAP) it runs in
parallel -j "$CAP" "$SELF" --job {#} {} {%} :::: "$W/jobs" || true
# one line per job in job order: its number, attempts this run, status
{
  printf 'seq\tattempts\tstatus\n'
  n=0
  while IFS= read -r -d $'\n' rel; do
    n=$((n + 1))
    if [ -f "$W/st.$n" ]; then cat -- "$W/st.$n"; else printf '%s\t0\tskipped\n' "$n"; fi
  done < "$W/jobs"
} > "$OUT/summary.tsv"
exit 0
DRIVER
chmod 755 /srv/doc-ocr/bin/run-batch
/srv/doc-ocr/bin/run-batch /srv/doc-ocr/incoming/2024-06-08 /srv/doc-ocr/runs/2024-06-08 || echo "run-batch: exit $?" >&2
