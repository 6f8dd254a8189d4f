#!/bin/bash
set -euo pipefail
export LC_ALL=C
L='/home/analyst/exports/shipping_ledger.csv'
R='/home/analyst/exports/carrier_manifest.dat'
OUT='/srv/recon/out'
TOL=10
T=$(mktemp -d)
mkdir -p "$OUT"

# Left side: drop the header, trim (and upper-case) keys, amounts to integer cents.
# Columns out: record id, key, amount, amount as written.
tail -n +2 "$L" \
  | awk -F';' -v OFS='\t' '{ k=$5; gsub(/^[ \t]+|[ \t]+$/, "", k); k=toupper(k); id=$4; gsub(/ /, "", id); a=$3; raw=a; gsub(/[ ,]/, "", a); print id, k, a, raw }' \
  | numfmt -d $'\t' --field=3 --from-unit=100 --round=nearest --format=%.0f > "$T/left"
# Right side: no header; normalise the padded keys; columns out: key, amount, amount as written.
awk -F'|' -v OFS='\t' '{ k=$1; gsub(/ /, "", k); k="SHP-" (k + 0); print k, $2, $2 }' "$R" > "$T/right"

# Duplicates: records that occur more than once in a file.
{ cut -f1 "$T/left" | sort | uniq -c | awk -v OFS='\t' '$1 > 1 { print "left", $2, $1 }'
  cut -f1 "$T/right" | sort | uniq -c | awk -v OFS='\t' '$1 > 1 { print "right", $2, $1 }'
} > "$OUT/duplicates.tsv"

# One row per record on the left, then the sum per key; on the right the last occurrence of a key wins.
sort -t $'\t' -k1,1 -u "$T/left" > "$T/left.u"
awk -F'\t' '{ s[$2] += $3; raw[$2] = $4 } END { for (k in s) printf "%s\t%.0f\t%s\n", k, s[k], raw[k] }' "$T/left.u" \
  | sort -t $'\t' -k1,1 > "$T/left.sum"
tac "$T/right" | sort -s -t $'\t' -k1,1 -u > "$T/right.u"

join -t $'\t' "$T/left.sum" "$T/right.u" \
  | awk -F'\t' -v OFS='\t' -v tol="$TOL" -v diffs="$OUT/diffs.tsv" -v agreed="$T/agreed" '
      { d = $4 - $2; ad = d < 0 ? -d : d
        if (ad >= tol) printf "%s\t%.0f\t%.0f\t%.0f\n", $1, $2, $4, d > diffs
        else printf "%s\t%.0f\t%.0f\n", $1, $2, $4 > agreed }'
touch "$OUT/diffs.tsv" "$T/agreed"

cut -f1 "$T/left.sum" > "$T/lk"
cut -f1 "$T/right.u" > "$T/rk"
comm -23 "$T/lk" "$T/rk" | join -t $'\t' - "$T/left.sum" | cut -f1,2 > "$OUT/only_left.tsv"
comm -13 "$T/lk" "$T/rk" | join -t $'\t' - "$T/right.u" | cut -f1,2 > "$OUT/only_right.tsv"

total() { cut -f"$2" "$1" | paste -sd+ - | sed 's/^$/0/' | bc; }
n_agreed=$(wc -l < "$T/agreed"); n_diff=$(wc -l < "$OUT/diffs.tsv")
n_ol=$(wc -l < "$OUT/only_left.tsv"); n_or=$(wc -l < "$OUT/only_right.tsv")
l_total=$(total "$T/left.sum" 2); r_total=$(total "$T/right.u" 2)

# The aligned table: tab-separated rows, expanded to fixed tab stops; amounts for humans.
fmt() { numfmt --to-unit=100 --round=nearest --format=%.2f "$1"; }
{
  printf 'section\tkeys\t%s\t%s\n' ledger manifest
  printf 'agreed\t%s\t%s\t%s\n' "$n_agreed" "$(fmt "$(total "$T/agreed" 2)")" "$(fmt "$(total "$T/agreed" 3)")"
  printf 'differing\t%s\t%s\t%s\n' "$n_diff" "$(fmt "$(total "$OUT/diffs.tsv" 2)")" "$(fmt "$(total "$OUT/diffs.tsv" 3)")"
  printf 'only %s\t%s\t%s\t-\n' ledger "$n_ol" "$(fmt "$(total "$OUT/only_left.tsv" 2)")"
  printf 'only %s\t%s\t-\t%s\n' manifest "$n_or" "$(fmt "$(total "$OUT/only_right.tsv" 2)")"
  printf 'total\t%s\t%s\t%s\n' "$((n_agreed + n_diff + n_ol + n_or))" "$(fmt "$l_total")" "$(fmt "$r_total")"
} | expand -t 20,28,44 > "$OUT/summary.txt"
