#!/bin/bash
set -euo pipefail
BUG="header_in_shard"
cd /home/batch/mirror-verify
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 4 ]; then slots=4; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /home/batch/mirror-verify/chunks /home/batch/mirror-verify/done /home/batch/mirror-verify/results /home/batch/mirror-verify/state

# cut the data records (not the header line) into shards of 7 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /home/batch/mirror-verify/incoming/export-20231223.csv; else tail -n +2 /home/batch/mirror-verify/incoming/export-20231223.csv; fi \
  | split -l 7 -a 4 --numeric-suffixes=0 --additional-suffix=.csv - /home/batch/mirror-verify/chunks/part-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/pkgverify
"$tool" convert "/home/batch/mirror-verify/chunks/$1" > "/home/batch/mirror-verify/done/$1"
SH
ls /home/batch/mirror-verify/chunks > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "pkg_id,sig_digest,batch"; while read -r s; do cat "/home/batch/mirror-verify/done/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /home/batch/mirror-verify/results/output.csv
else
  cp /tmp/results.csv /home/batch/mirror-verify/results/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/\.csv$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/home/batch/mirror-verify/done/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /home/batch/mirror-verify/results/batches.tsv
fi
