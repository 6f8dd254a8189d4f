#!/bin/bash
set -euo pipefail
cd /srv/leads-model
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -9,13 +9,13 @@
 import os
 
 import pandas as pd
-from sklearn.metrics import accuracy_score
+from sklearn.metrics import f1_score
 from sklearn.model_selection import train_test_split
 from sklearn.neighbors import KNeighborsClassifier
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["page_views", "email_opens", "company_size_log", "demo_minutes", "days_since_contact", "contract_value_k"]
+FEATURES = ["page_views", "email_opens", "company_size_log", "demo_minutes", "days_since_contact"]
 LABEL = "converted"
 ID = "lead_id"
 TEST_PCT = 30
@@ -43,14 +43,14 @@
 
     df = load(args.data)
     train, test = split(df)
-    scaler = StandardScaler().fit(df[FEATURES])
+    scaler = StandardScaler().fit(train[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
-    value = accuracy_score(truth, pred)
+    value = f1_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /srv/leads-model/data/leads_2021.csv --out /srv/leads-model/out
cat /srv/leads-model/out/metrics.json
