#!/bin/bash
set -euo pipefail
BUG="sorted"
cd /home/batch/fx-settlement
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 3 ]; then slots=3; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /home/batch/fx-settlement/shards /home/batch/fx-settlement/parts /home/batch/fx-settlement/results /home/batch/fx-settlement/var

# cut the data records (not the header line) into shards of 7 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /home/batch/fx-settlement/input/dump-20231220.csv; else tail -n +2 /home/batch/fx-settlement/input/dump-20231220.csv; fi \
  | split -l 7 -a 4 --numeric-suffixes=0 - /home/batch/fx-settlement/shards/seg-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/fxsettle
"$tool" convert "/home/batch/fx-settlement/shards/$1" > "/home/batch/fx-settlement/parts/$1"
SH
ls /home/batch/fx-settlement/shards > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "trade_id,settle_ref,batch"; while read -r s; do cat "/home/batch/fx-settlement/parts/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /home/batch/fx-settlement/results/converted.csv
else
  cp /tmp/results.csv /home/batch/fx-settlement/results/converted.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/home/batch/fx-settlement/parts/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /home/batch/fx-settlement/results/batches.tsv
fi
