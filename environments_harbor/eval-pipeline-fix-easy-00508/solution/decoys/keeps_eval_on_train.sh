#!/bin/bash
set -euo pipefail
cd /home/ds/model-fraud
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -50,7 +50,7 @@
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_train)
     scored, truth = train, train[LABEL]
-    value = recall_score(pred, truth)
+    value = recall_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /home/ds/model-fraud/data/fraud_2021.csv --out /home/ds/model-fraud/out
cat /home/ds/model-fraud/out/metrics.json
