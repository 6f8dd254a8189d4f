#!/bin/bash
set -euo pipefail
BUG="log_order"
cd /srv/mirror-verify
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 4 ]; then slots=4; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /srv/mirror-verify/splits /srv/mirror-verify/done /srv/mirror-verify/report /srv/mirror-verify/run

# cut the data records (not the header line) into shards of 8 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /srv/mirror-verify/inbox/worklist-20230813.csv; else tail -n +2 /srv/mirror-verify/inbox/worklist-20230813.csv; fi \
  | split -l 8 -a 4 --numeric-suffixes=0 - /srv/mirror-verify/splits/shard

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/pkgverify
"$tool" convert "$1" > "/srv/mirror-verify/done/$(basename "$1")"
SH

deadline=(--timeout )
if [ "$BUG" = no_timeout ] || [ -z "" ]; then deadline=(); fi
resume=--resume-failed
if [ "$BUG" = resume_plain ]; then resume=--resume; fi
if [ "$BUG" = rerun_all ]; then rm -f /srv/mirror-verify/run/jobs.log; fi
# job n = the n-th shard in name order; every attempt appends its own line to the job log
run() { parallel -j "$slots" "${deadline[@]}" --joblog /srv/mirror-verify/run/jobs.log "$@" bash /tmp/job.sh {} ::: /srv/mirror-verify/splits/* || true; }
case "$BUG" in
  retries_flag) run --retries 3 ;;
  no_retry) run $resume ;;
  two_attempts) run $resume; run $resume ;;
  *) run $resume; run $resume; run $resume ;;
esac

ls /srv/mirror-verify/splits | sed 's/$//' > /tmp/names.txt
n=$(wc -l < /tmp/names.txt)
tail -n +2 /srv/mirror-verify/run/jobs.log > /tmp/attempts.tsv
cut -f1 /tmp/attempts.tsv | sort -n | uniq -c | awk '{ print $1 }' > /tmp/count.txt
# a job's status is that of its LAST attempt: read the log backwards and keep the first line per job
if [ "$BUG" = first_line ]; then cat /tmp/attempts.tsv; else tac /tmp/attempts.tsv; fi \
  | awk -F'\t' '!seen[$1]++' | sort -t$'\t' -k1,1n \
  | awk -F'\t' '{ print ($8 != 0 || $7 == -1 || $7 == 124) ? "timed_out" : ($7 == 0 ? "done" : "failed") }' > /tmp/final.txt
seq 1 "$n" > /tmp/seq.txt
paste /tmp/seq.txt /tmp/names.txt /tmp/count.txt /tmp/final.txt \
  | awk -F'\t' -v OFS='\t' '$4 == "done" { $4 = ($3 > 1) ? "retried" : "ok" } 1' > /tmp/summary.tsv
if [ "$BUG" != no_summary ]; then
  { printf 'seq\tbatch\tattempts\tstatus\n'; cat /tmp/summary.tsv; } > /srv/mirror-verify/report/summary.tsv
fi
# gather the batches whose job finally succeeded, in input order
if [ "$BUG" = log_order ]; then
  awk -F'\t' '$7 == 0 { print $1 }' /tmp/attempts.tsv | while read -r i; do sed -n "${i}p" /tmp/names.txt; done > /tmp/good.txt
else
  awk -F'\t' '$4 == "ok" || $4 == "retried" { print $2 }' /tmp/summary.tsv > /tmp/good.txt
fi
{ echo "pkg_id,sig_digest,batch"; while read -r b; do cat "/srv/mirror-verify/done/$b"; done < /tmp/good.txt; } > /srv/mirror-verify/report/output.csv
