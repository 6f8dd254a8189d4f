#!/bin/bash
set -euo pipefail
cd /workspace/fraud_eval
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -50,7 +50,7 @@
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
-    value = balanced_accuracy_score(pred, truth)
+    value = balanced_accuracy_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /workspace/fraud_eval/data/fraud_2023.csv --out /workspace/fraud_eval/out
cat /workspace/fraud_eval/out/metrics.json
