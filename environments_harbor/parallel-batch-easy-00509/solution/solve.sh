#!/bin/bash
set -euo pipefail
BUG=""
cd /srv/invoice-render
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 4 ]; then slots=4; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /srv/invoice-render/splits /srv/invoice-render/done /srv/invoice-render/out /srv/invoice-render/state

# cut the data records (not the header line) into shards of 4 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /srv/invoice-render/incoming/batch_input-20240717.csv; else tail -n +2 /srv/invoice-render/incoming/batch_input-20240717.csv; fi \
  | split -l 4 -a 4 --numeric-suffixes=1 --additional-suffix=.csv - /srv/invoice-render/splits/shard

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/invoicer
"$tool" convert "/srv/invoice-render/splits/$1" > "/srv/invoice-render/done/$1"
SH
ls /srv/invoice-render/splits > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "invoice_id,pdf_ref,batch"; while read -r s; do cat "/srv/invoice-render/done/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /srv/invoice-render/out/output.csv
else
  cp /tmp/results.csv /srv/invoice-render/out/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/\.csv$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/srv/invoice-render/done/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /srv/invoice-render/out/batches.tsv
fi
