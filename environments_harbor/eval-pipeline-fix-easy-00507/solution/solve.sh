#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/intents-eval/evaluate.py
+++ b/opt/ml/intents-eval/evaluate.py
@@ -42,7 +42,6 @@
 def pair_up(preds, labels):
     """(prediction row, normalised true label) for every id that has both."""
-    preds = sorted(preds, key=lambda r: r[ID])
-    labels = sorted(labels, key=lambda r: r[ID])
-    return [(p, norm_label(t["label"])) for p, t in zip(preds, labels)]
+    truth = {row[ID]: norm_label(row["label"]) for row in labels}
+    return [(row, truth[row[ID]]) for row in preds if row[ID] in truth]


@@ -62,4 +61,6 @@
         if "" in raw:
             unscored += 1
+            y_true.append(label)
+            y_pred.append(None)
             continue
         y_true.append(label)
TG_PATCH
cd /opt/ml/intents-eval
python3 evaluate.py --config configs/baseline.json --out out/baseline
