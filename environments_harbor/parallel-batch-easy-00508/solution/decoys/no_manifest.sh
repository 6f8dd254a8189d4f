#!/bin/bash
set -euo pipefail
BUG="no_manifest"
cd /var/batch/read-align
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 3 ]; then slots=3; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /var/batch/read-align/shards /var/batch/read-align/done /var/batch/read-align/report /var/batch/read-align/state

# cut the data records (not the header line) into shards of 7 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /var/batch/read-align/input/records-20230428.csv; else tail -n +2 /var/batch/read-align/input/records-20230428.csv; fi \
  | split -l 7 -a 4 --numeric-suffixes=0 - /var/batch/read-align/shards/seg-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/alignrun
"$tool" convert "/var/batch/read-align/shards/$1" > "/var/batch/read-align/done/$1"
SH
ls /var/batch/read-align/shards > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "sample_id,bam_ref,batch"; while read -r s; do cat "/var/batch/read-align/done/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /var/batch/read-align/report/output.csv
else
  cp /tmp/results.csv /var/batch/read-align/report/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/var/batch/read-align/done/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /var/batch/read-align/report/batches.tsv
fi
