#!/bin/bash
set -euo pipefail
BUG=""
cd /opt/jobs/fx-settlement
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 2 ]; then slots=2; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /opt/jobs/fx-settlement/splits /opt/jobs/fx-settlement/converted /opt/jobs/fx-settlement/results /opt/jobs/fx-settlement/state

# cut the data records (not the header line) into shards of 5 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /opt/jobs/fx-settlement/inbox/dump-20230416.csv; else tail -n +2 /opt/jobs/fx-settlement/inbox/dump-20230416.csv; fi \
  | split -l 5 -a 4 --numeric-suffixes=0 --additional-suffix=.csv - /opt/jobs/fx-settlement/splits/part-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/fxsettle
"$tool" convert "/opt/jobs/fx-settlement/splits/$1" > "/opt/jobs/fx-settlement/converted/$1"
SH
ls /opt/jobs/fx-settlement/splits > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "trade_id,settle_ref,batch"; while read -r s; do cat "/opt/jobs/fx-settlement/converted/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /opt/jobs/fx-settlement/results/output.csv
else
  cp /tmp/results.csv /opt/jobs/fx-settlement/results/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/\.csv$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/opt/jobs/fx-settlement/converted/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /opt/jobs/fx-settlement/results/batches.tsv
fi
