#!/bin/bash
set -euo pipefail
cd /home/ds/model-fraud
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -48,9 +48,9 @@
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
-    pred = model.predict(X_train)
-    scored, truth = train, train[LABEL]
-    value = recall_score(pred, truth)
+    pred = model.predict(X_test)
+    scored, truth = test, test[LABEL]
+    value = recall_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
