#!/bin/bash
set -euo pipefail
cd /workspace/fraud_eval
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -46,7 +46,7 @@
     scaler = StandardScaler().fit(train[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
-    model = KNeighborsClassifier(n_neighbors=cfg.get("k", 5))
+    model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /workspace/fraud_eval/data/fraud_2023.csv --out /workspace/fraud_eval/out
cat /workspace/fraud_eval/out/metrics.json
