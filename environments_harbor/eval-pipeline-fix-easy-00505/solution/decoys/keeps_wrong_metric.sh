#!/bin/bash
set -euo pipefail
cd /home/ds/model-credit
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
python3 train_eval.py --data /home/ds/model-credit/data/credit_2022.csv --out /home/ds/model-credit/out
cat /home/ds/model-credit/out/metrics.json
