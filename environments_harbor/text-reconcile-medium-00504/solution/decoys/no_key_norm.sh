#!/bin/bash
set -euo pipefail
export LC_ALL=C
L='/srv/exports/payroll_export.txt'
R='/srv/exports/bank_payments.tsv'
OUT='/app/recon'
TOL=0
T=$(mktemp -d)
mkdir -p "$OUT"

# Left side: drop the header, trim (and upper-case) keys, amounts to integer cents.
# Columns out: record id, key, amount, amount as written.
tail -n +2 "$L" \
  | awk -F'|' -v OFS='\t' '{ k=$2; gsub(/^[ \t]+|[ \t]+$/, "", k); id=k; a=$1; raw=a; gsub(/[ ,]/, "", a); print id, k, a, raw }' \
  | numfmt -d $'\t' --field=3 --from-unit=100 --round=nearest --format=%.0f > "$T/left"
# Right side: no header; normalise the padded keys; columns out: key, amount, amount as written.
awk -F'\t' -v OFS='\t' '{ k=$1; gsub(/ /, "", k); print k, $3, $3 }' "$R" > "$T/right"

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
        if (ad > tol) printf "%s\t%.0f\t%.0f\t%.0f\n", $1, $2, $4, d > diffs
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

{
  echo "left_records=$(wc -l < "$T/left.u")"
  echo "right_records=$(wc -l < "$T/right.u")"
  echo "matched=$((n_agreed + n_diff))"
  echo "agreed=$n_agreed"
  echo "differing=$n_diff"
  echo "only_left=$n_ol"
  echo "only_right=$n_or"
  echo "left_total=$l_total"
  echo "right_total=$r_total"
} > "$OUT/summary.txt"
