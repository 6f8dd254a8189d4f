#!/bin/bash
set -euo pipefail
cd /home/ds/model-leads
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -9,7 +9,7 @@
 import os
 
 import pandas as pd
-from sklearn.metrics import accuracy_score
+from sklearn.metrics import f1_score
 from sklearn.model_selection import train_test_split
 from sklearn.neighbors import KNeighborsClassifier
 from sklearn.preprocessing import StandardScaler
@@ -48,9 +48,9 @@
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
-    pred = model.predict(X_train)
-    scored, truth = train, train[LABEL]
-    value = accuracy_score(truth, pred)
+    pred = model.predict(X_test)
+    scored, truth = test, test[LABEL]
+    value = f1_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
