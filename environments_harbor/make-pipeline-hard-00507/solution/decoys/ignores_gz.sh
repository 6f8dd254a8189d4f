#!/bin/bash
set -euo pipefail
cd /srv/printroll
cat > Makefile <<'MAKEFILE'
# map-reduce over the shards in data/raw: clean -> count (per shard) -> report (all shards)
SHELL := /bin/bash
export LC_ALL := C

SHARDS := $(sort $(basename $(notdir $(wildcard data/raw/*.csv))))
CLEAN := $(SHARDS:%=work/clean/%.tsv)
COUNTS := $(SHARDS:%=work/counts/%.cnt)
REF := ref/regions.csv

all: out/report.tsv

# the cleaned shards are kept (not intermediate files make may delete)
.SECONDARY: $(CLEAN)

out/report.tsv: $(COUNTS) bin/merge.awk | out
	awk -F'\t' -f bin/merge.awk $(COUNTS) | sort > out/report.tsv.tmp && mv out/report.tsv.tmp out/report.tsv

work/clean/%.tsv: data/raw/%.csv bin/clean.awk $(REF) | work/clean
	awk -F, -f bin/clean.awk $(REF) $< > $@.tmp && mv $@.tmp $@

work/counts/%.cnt: work/clean/%.tsv bin/count.awk | work/counts
	awk -F'\t' -f bin/count.awk work/clean/$*.tsv | sort > $@.tmp && mv $@.tmp $@

work/clean work/counts out:
	mkdir -p $@

clean:
	rm -rf work out

.PHONY: all clean
MAKEFILE
cat > bin/merge.awk <<'AWK'
# reduce: sum the per-shard partial counts of each key
{ n[$1] += $2; s[$1] += $3 }
END { for (k in n) print k "\t" n[k] "\t" s[k] }
AWK
find data/raw -type f | wc -l
make clean
make -j4
wc -l out/report.tsv
make -q out/report.tsv || echo 'report not up to date after a build' >&2
LC_ALL=C sort -c -t$'\t' -k1,1 out/report.tsv
awk -F'\t' '{ rows += $2; total += $3 } END { print NR " keys, " rows " rows, total " total }' out/report.tsv
