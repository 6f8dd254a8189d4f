#!/bin/bash
set -euo pipefail
BUG="unbounded"
cd /opt/jobs/media-transcode
# bounded parallelism: as many jobs as we have CPUs, never more than the cap
slots=$(nproc)
if [ "$slots" -gt 2 ]; then slots=2; fi
if [ "$BUG" = unbounded ]; then slots=0; fi
mkdir -p /opt/jobs/media-transcode/splits /opt/jobs/media-transcode/done /opt/jobs/media-transcode/results /opt/jobs/media-transcode/run

# cut the data records (not the header line) into shards of 8 records, numbered in input order
if [ "$BUG" = header_in_shard ]; then cat /opt/jobs/media-transcode/incoming/batch_input-20250520.csv; else tail -n +2 /opt/jobs/media-transcode/incoming/batch_input-20250520.csv; fi \
  | split -l 8 -a 2 --numeric-suffixes=0 - /opt/jobs/media-transcode/splits/shard

cat > /tmp/job.sh <<'SH'
#!/bin/bash
set -euo pipefail
tool=/usr/local/bin/transcoder
"$tool" convert "/opt/jobs/media-transcode/splits/$1" > "/opt/jobs/media-transcode/done/$1"
SH
ls /opt/jobs/media-transcode/splits > /tmp/shards.txt
xargs -P "$slots" -n 1 bash /tmp/job.sh < /tmp/shards.txt
# gather in input order: shard order, each shard's lines as converted
{ echo "video_id,rendition_id,batch"; while read -r s; do cat "/opt/jobs/media-transcode/done/$s"; done < /tmp/shards.txt; } > /tmp/results.csv
if [ "$BUG" = sorted ]; then
  { head -n 1 /tmp/results.csv; tail -n +2 /tmp/results.csv | sort -t, -k1,1; } > /opt/jobs/media-transcode/results/output.csv
else
  cp /tmp/results.csv /opt/jobs/media-transcode/results/output.csv
fi
if [ "$BUG" != no_manifest ]; then
  sed 's/$//' /tmp/shards.txt > /tmp/names.txt
  while read -r s; do wc -l < "/opt/jobs/media-transcode/done/$s"; done < /tmp/shards.txt > /tmp/counts.txt
  { printf 'batch\trecords\n'; paste /tmp/names.txt /tmp/counts.txt; } > /opt/jobs/media-transcode/results/batches.tsv
fi
