#!/bin/bash
set -euo pipefail
cd /workspace/churn_eval
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -48,8 +48,8 @@
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
-    pred = model.predict(X_train)
-    scored, truth = train, train[LABEL]
+    pred = model.predict(X_test)
+    scored, truth = test, test[LABEL]
     value = accuracy_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /workspace/churn_eval/data/churn_2022.csv --out /workspace/churn_eval/out
cat /workspace/churn_eval/out/metrics.json
