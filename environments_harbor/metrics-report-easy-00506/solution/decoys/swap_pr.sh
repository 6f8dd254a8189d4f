#!/bin/bash
set -euo pipefail
mkdir -p /app/eval/xgb-2024-03
cat > /tmp/metrics.awk <<'AWK'
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
  y = ($col[LABEL] == POS); p = ($col[SCORE] + 0 >= T + 0)
  if (y && p) tp++; else if (y) fn++; else if (p) fp++; else tn++
}
END {
  prec = (tp + fp) ? tp / (tp + fp) : 0; rec = (tp + fn) ? tp / (tp + fn) : 0
  tmp = prec; prec = rec; rec = tmp
  f1 = (prec + rec) ? 2 * prec * rec / (prec + rec) : 0
  printf "{\"tp\": %d, \"fp\": %d, \"tn\": %d, \"fn\": %d", tp, fp, tn, fn
  printf ", \"precision\": %.4f, \"recall\": %.4f, \"f1\": %.4f, \"accuracy\": %.4f", prec, rec, f1, (tp + tn) / (NR - 1)
  printf "}\n"
}
AWK
gawk -F, -v LABEL=actual -v SCORE=prob -v POS=fraud -v T=0.4 -f /tmp/metrics.awk /app/eval/xgb-2024-03/predictions.csv > /app/eval/xgb-2024-03/report.json
jq . /app/eval/xgb-2024-03/report.json
