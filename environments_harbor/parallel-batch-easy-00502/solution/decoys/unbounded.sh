#!/bin/bash
set -euo pipefail
BUG="unbounded"
cd /data/asset-thumbs
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 4 ]; then slots=4; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /data/asset-thumbs/chunks /data/asset-thumbs/done /data/asset-thumbs/report /data/asset-thumbs/state

# cut the data records (not the header line) into shards of 8 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /data/asset-thumbs/inbox/dump-20230512.csv; else tail -n +2 /data/asset-thumbs/inbox/dump-20230512.csv; fi \
  | split -l 8 -a 2 --numeric-suffixes=0 - /data/asset-thumbs/chunks/shard

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/thumbify
"$tool" convert "/data/asset-thumbs/chunks/$1" > "/data/asset-thumbs/done/$1"
SH
ls /data/asset-thumbs/chunks > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "asset_id,thumb_key,batch"; while read -r s; do cat "/data/asset-thumbs/done/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /data/asset-thumbs/report/output.csv
else
  cp /tmp/results.csv /data/asset-thumbs/report/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/data/asset-thumbs/done/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /data/asset-thumbs/report/batches.tsv
fi
