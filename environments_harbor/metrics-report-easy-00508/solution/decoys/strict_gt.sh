#!/bin/bash
set -euo pipefail
mkdir -p /srv/ml-eval/bert-ft-4
cat > /tmp/metrics.awk <<'AWK'
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
  y = ($col[LABEL] == POS); p = ($col[SCORE] + 0 > T + 0)
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
gawk -F, -v LABEL=y_true -v SCORE=p_toxic -v POS=toxic -v T=0.45 -f /tmp/metrics.awk /srv/ml-eval/bert-ft-4/predictions.csv > /srv/ml-eval/bert-ft-4/metrics.json
jq . /srv/ml-eval/bert-ft-4/metrics.json
