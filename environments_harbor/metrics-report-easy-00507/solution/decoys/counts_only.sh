#!/bin/bash
set -euo pipefail
mkdir -p /app/eval/gbm-v7
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
  
  printf "}\n"
}
AWK
gawk -F, -v LABEL=y_true -v SCORE=p_bot -v POS=bot -v T=0.45 -f /tmp/metrics.awk /app/eval/gbm-v7/predictions.csv > /app/eval/gbm-v7/metrics.json
jq . /app/eval/gbm-v7/metrics.json
