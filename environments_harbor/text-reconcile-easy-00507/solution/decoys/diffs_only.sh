#!/bin/bash
set -euo pipefail
export LC_ALL=C
L='/data/recon/in/shipping_ledger.csv'
R='/data/recon/in/carrier_manifest.tsv'
OUT='/srv/recon/out'
TOL=0
T=$(mktemp -d)
mkdir -p "$OUT"

# Left side: drop the header, trim (and upper-case) keys, amounts to integer cents.
# Columns out: record id, key, amount, amount as written.
tail -n +2 "$L" \
  | awk -F';' -v OFS='\t' '{ k=$1; gsub(/^[ \t]+|[ \t]+$/, "", k); k=toupper(k); id=k; a=$3; raw=a; gsub(/[ ,]/, "", a); print id, k, a, raw }' \
  | numfmt -d $'\t' --field=3 --from-unit=100 --round=nearest --format=%.0f > "$T/left"
# Right side: no header; normalise the padded keys; columns out: key, amount, amount as written.
awk -F'\t' -v OFS='\t' '{ k=$3; gsub(/ /, "", k); k=toupper(k); print k, $2, $2 }' "$R" \
  | numfmt -d $'\t' --field=2 --from-unit=100 --round=nearest --format=%.0f > "$T/right"

# One row per record on the left, then the sum per key; on the right the last occurrence of a key wins.
sort -t $'\t' -k1,1 -u "$T/left" > "$T/left.u"
awk -F'\t' '{ s[$2] += $3; raw[$2] = $4 } END { for (k in s) printf "%s\t%.0f\t%s\n", k, s[k], raw[k] }' "$T/left.u" \
  | sort -t $'\t' -k1,1 > "$T/left.sum"
tac "$T/right" | sort -s -t $'\t' -k1,1 -u > "$T/right.u"

join -t $'\t' "$T/left.sum" "$T/right.u" \
  | awk -F'\t' -v OFS='\t' -v tol="$TOL" -v diffs="$OUT/diffs.tsv" -v agreed="$T/agreed" '
      { d = $4 - $2; ad = d < 0 ? -d : d
        if (ad > tol) printf "%s\t%.0f\t%.0f\t%.0f\n", $1, $2, $4, d > diffs
        else printf "%s\t%.0f\t%.0f\n", $1, $2, $4 > agreed }'
touch "$OUT/diffs.tsv" "$T/agreed"
