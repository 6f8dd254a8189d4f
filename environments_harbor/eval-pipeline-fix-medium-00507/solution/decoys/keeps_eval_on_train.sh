#!/bin/bash
set -euo pipefail
cd /srv/model-credit
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["income_k", "loan_amount_k", "dti_pct", "credit_age_years", "open_accounts", "collections_calls"]
+FEATURES = ["income_k", "loan_amount_k", "dti_pct", "credit_age_years", "open_accounts"]
 LABEL = "defaulted"
 ID = "loan_id"
 TEST_PCT = 25
@@ -43,7 +43,7 @@
 
     df = load(args.data)
     train, test = split(df)
-    scaler = StandardScaler().fit(df[FEATURES])
+    scaler = StandardScaler().fit(train[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /srv/model-credit/data/credit_2022.csv --out /srv/model-credit/out
cat /srv/model-credit/out/metrics.json
