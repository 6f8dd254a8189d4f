#!/bin/bash
set -euo pipefail
BUG="two_attempts"
cd /srv/read-align
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 3 ]; then slots=3; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /srv/read-align/splits /srv/read-align/converted /srv/read-align/results /srv/read-align/state

# cut the data records (not the header line) into shards of 4 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /srv/read-align/inbox/worklist-20250724.csv; else tail -n +2 /srv/read-align/inbox/worklist-20250724.csv; fi \
  | split -l 4 -a 2 --numeric-suffixes=0 --additional-suffix=.csv - /srv/read-align/splits/part-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/alignrun
"$tool" convert "$1" > "/srv/read-align/converted/$(basename "$1")"
SH

deadline=(--timeout )
if [ "$BUG" = no_timeout ] || [ -z "" ]; then deadline=(); fi
resume=--resume-failed
if [ "$BUG" = resume_plain ]; then resume=--resume; fi
if [ "$BUG" = rerun_all ]; then rm -f /srv/read-align/state/jobs.log; fi
# job n = the n-th shard in name order; every attempt appends its own line to the job log
run() { parallel -j "$slots" "${deadline[@]}" --joblog /srv/read-align/state/jobs.log "$@" bash /tmp/job.sh {} ::: /srv/read-align/splits/* || true; }
case "$BUG" in
  retries_flag) run --retries 3 ;;
  no_retry) run $resume ;;
  two_attempts) run $resume; run $resume ;;
  *) run $resume; run $resume; run $resume ;;
esac

ls /srv/read-align/splits | sed 's/\.csv$//' > /tmp/names.txt
n=$(wc -l < /tmp/names.txt)
tail -n +2 /srv/read-align/state/jobs.log > /tmp/attempts.tsv
cut -f1 /tmp/attempts.tsv | sort -n | uniq -c | awk '{ print $1 }' > /tmp/count.txt
# a job's status is that of its LAST attempt: read the log backwards and keep the first line per job
if [ "$BUG" = first_line ]; then cat /tmp/attempts.tsv; else tac /tmp/attempts.tsv; fi \
  | awk -F'\t' '!seen[$1]++' | sort -t$'\t' -k1,1n \
  | awk -F'\t' '{ print ($8 != 0 || $7 == -1 || $7 == 124) ? "timed_out" : ($7 == 0 ? "done" : "failed") }' > /tmp/final.txt
seq 1 "$n" > /tmp/seq.txt
paste /tmp/seq.txt /tmp/names.txt /tmp/count.txt /tmp/final.txt \
  | awk -F'\t' -v OFS='\t' '$4 == "done" { $4 = ($3 > 1) ? "retried" : "ok" } 1' > /tmp/summary.tsv
if [ "$BUG" != no_summary ]; then
  { printf 'seq\tbatch\tattempts\tstatus\n'; cat /tmp/summary.tsv; } > /srv/read-align/results/summary.tsv
fi
# gather the batches whose job finally succeeded, in input order
if [ "$BUG" = log_order ]; then
  awk -F'\t' '$7 == 0 { print $1 }' /tmp/attempts.tsv | while read -r i; do sed -n "${i}p" /tmp/names.txt; done > /tmp/good.txt
else
  awk -F'\t' '$4 == "ok" || $4 == "retried" { print $2 }' /tmp/summary.tsv > /tmp/good.txt
fi
{ echo "sample_id,bam_ref,batch"; while read -r b; do cat "/srv/read-align/converted/$b.csv"; done < /tmp/good.txt; } > /srv/read-align/results/merged.csv
