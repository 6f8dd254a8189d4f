#!/bin/bash
set -euo pipefail
BUG="no_timeout"
cd /data/doc-ocr
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 2 ]; then slots=2; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /data/doc-ocr/chunks /data/doc-ocr/parts /data/doc-ocr/results /data/doc-ocr/run

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/ocrbatch
part="/data/doc-ocr/parts/$(basename "$1")"
"$tool" convert "$1" > "$part"
# the ledger is shared: publishing is serialised with an exclusive lock
if [ "${BUG:-}" = no_lock ]; then "$tool" publish "$part"; else flock /data/doc-ocr/run/registry.lock "$tool" publish "$part"; fi
SH
export BUG

deadline=(--timeout 3)
if [ "$BUG" = no_timeout ] || [ -z "3" ]; then deadline=(); fi
resume=--resume-failed
if [ "$BUG" = resume_plain ]; then resume=--resume; fi
if [ "$BUG" = rerun_all ]; then rm -f /data/doc-ocr/run/jobs.log; fi
# job n = the n-th shard in name order; every attempt appends its own line to the job log
run() { parallel -j "$slots" "${deadline[@]}" --joblog /data/doc-ocr/run/jobs.log "$@" bash /tmp/job.sh {} ::: /data/doc-ocr/chunks/* || true; }
case "$BUG" in
  retries_flag) run --retries 3 ;;
  no_retry) run $resume ;;
  two_attempts) run $resume; run $resume ;;
  *) run $resume; run $resume; run $resume ;;
esac

ls /data/doc-ocr/chunks | sed 's/\.csv$//' > /tmp/names.txt
n=$(wc -l < /tmp/names.txt)
tail -n +2 /data/doc-ocr/run/jobs.log > /tmp/attempts.tsv
cut -f1 /tmp/attempts.tsv | sort -n | uniq -c | awk '{ print $1 }' > /tmp/count.txt
# a job's status is that of its LAST attempt: read the log backwards and keep the first line per job
if [ "$BUG" = first_line ]; then cat /tmp/attempts.tsv; else tac /tmp/attempts.tsv; fi \
  | awk -F'\t' '!seen[$1]++' | sort -t$'\t' -k1,1n \
  | awk -F'\t' '{ print ($8 != 0 || $7 == -1 || $7 == 124) ? "timed_out" : ($7 == 0 ? "done" : "failed") }' > /tmp/final.txt
seq 1 "$n" > /tmp/seq.txt
paste /tmp/seq.txt /tmp/names.txt /tmp/count.txt /tmp/final.txt \
  | awk -F'\t' -v OFS='\t' '$4 == "done" { $4 = ($3 > 1) ? "retried" : "ok" } 1' > /tmp/summary.tsv
if [ "$BUG" != no_summary ]; then
  { printf 'seq\tbatch\tattempts\tstatus\n'; cat /tmp/summary.tsv; } > /data/doc-ocr/results/summary.tsv
fi
# gather the batches whose job finally succeeded, in input order
if [ "$BUG" = log_order ]; then
  awk -F'\t' '$7 == 0 { print $1 }' /tmp/attempts.tsv | while read -r i; do sed -n "${i}p" /tmp/names.txt; done > /tmp/good.txt
else
  awk -F'\t' '$4 == "ok" || $4 == "retried" { print $2 }' /tmp/summary.tsv > /tmp/good.txt
fi
{ echo "doc_id,text_digest,batch"; while read -r b; do cat "/data/doc-ocr/parts/$b.csv"; done < /tmp/good.txt; } > /data/doc-ocr/results/merged.csv
