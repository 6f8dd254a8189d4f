#!/bin/bash
set -euo pipefail
mkdir -p /app/eval/rf-baseline
cat > /tmp/metrics.awk <<'AWK'
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
  y = ($col[LABEL] == POS); p = ($col[SCORE] + 0 >= T + 0)
  if (y && p) tp++; else if (y) fn++; else if (p) fp++; else tn++
}
END {
  prec = (tp + fp) ? tp / (tp + fp) : 0; rec = (tp + fn) ? tp / (tp + fn) : 0
  
  f1 = (prec + rec) ? 2 * prec * rec / (prec + rec) : 0
  printf "{\"tp\": %d, \"fp\": %d, \"tn\": %d, \"fn\": %d", tp, fp, tn, fn
  printf ", \"precision\": %.4f, \"recall\": %.4f, \"f1\": %.4f, \"accuracy\": %.4f", prec, rec, f1, (tp + tn) / (NR - 1)
  printf "}\n"
}
AWK
gawk -F, -v LABEL=actual -v SCORE=prob -v POS=defect -v T=0.3 -f /tmp/metrics.awk /app/eval/rf-baseline/predictions.csv > /app/eval/rf-baseline/metrics.json
jq . /app/eval/rf-baseline/metrics.json
