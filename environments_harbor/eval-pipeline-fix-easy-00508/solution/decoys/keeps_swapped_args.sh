#!/bin/bash
set -euo pipefail
cd /home/ds/model-fraud
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
     value = recall_score(pred, truth)
 
     os.makedirs(args.out, exist_ok=True)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /home/ds/model-fraud/data/fraud_2021.csv --out /home/ds/model-fraud/out
cat /home/ds/model-fraud/out/metrics.json
