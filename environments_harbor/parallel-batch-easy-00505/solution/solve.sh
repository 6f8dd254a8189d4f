#!/bin/bash
set -euo pipefail
BUG=""
cd /opt/jobs/geo-enrich
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 3 ]; then slots=3; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /opt/jobs/geo-enrich/shards /opt/jobs/geo-enrich/parts /opt/jobs/geo-enrich/results /opt/jobs/geo-enrich/run

# cut the data records (not the header line) into shards of 8 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /opt/jobs/geo-enrich/inbox/batch_input-20240721.csv; else tail -n +2 /opt/jobs/geo-enrich/inbox/batch_input-20240721.csv; fi \
  | split -l 8 -a 2 --numeric-suffixes=0 --additional-suffix=.csv - /opt/jobs/geo-enrich/shards/seg-

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/geotag
"$tool" convert "/opt/jobs/geo-enrich/shards/$1" > "/opt/jobs/geo-enrich/parts/$1"
SH
ls /opt/jobs/geo-enrich/shards > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "addr_id,geo_hash,batch"; while read -r s; do cat "/opt/jobs/geo-enrich/parts/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /opt/jobs/geo-enrich/results/output.csv
else
  cp /tmp/results.csv /opt/jobs/geo-enrich/results/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/\.csv$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/opt/jobs/geo-enrich/parts/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /opt/jobs/geo-enrich/results/batches.tsv
fi
