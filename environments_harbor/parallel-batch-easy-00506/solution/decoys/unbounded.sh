#!/bin/bash
set -euo pipefail
BUG="unbounded"
cd /home/batch/asset-thumbs
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 4 ]; then slots=4; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /home/batch/asset-thumbs/shards /home/batch/asset-thumbs/converted /home/batch/asset-thumbs/results /home/batch/asset-thumbs/state

# cut the data records (not the header line) into shards of 8 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /home/batch/asset-thumbs/input/worklist-20240312.csv; else tail -n +2 /home/batch/asset-thumbs/input/worklist-20240312.csv; fi \
  | split -l 8 -a 2 --numeric-suffixes=0 --additional-suffix=.csv - /home/batch/asset-thumbs/shards/batch-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/thumbify
"$tool" convert "/home/batch/asset-thumbs/shards/$1" > "/home/batch/asset-thumbs/converted/$1"
SH
ls /home/batch/asset-thumbs/shards > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "asset_id,thumb_key,batch"; while read -r s; do cat "/home/batch/asset-thumbs/converted/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /home/batch/asset-thumbs/results/results.csv
else
  cp /tmp/results.csv /home/batch/asset-thumbs/results/results.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/\.csv$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/home/batch/asset-thumbs/converted/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /home/batch/asset-thumbs/results/batches.tsv
fi
