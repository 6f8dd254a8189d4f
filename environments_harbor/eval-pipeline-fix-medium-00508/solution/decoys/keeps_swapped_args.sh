#!/bin/bash
set -euo pipefail
cd /workspace/model-churn
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["tenure_months", "monthly_spend", "support_tickets", "logins_per_week", "discount_pct", "cancellation_calls"]
+FEATURES = ["tenure_months", "monthly_spend", "support_tickets", "logins_per_week", "discount_pct"]
 LABEL = "churned"
 ID = "customer_id"
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
python3 train_eval.py --data /workspace/model-churn/data/churn_2024.csv --out /workspace/model-churn/out
cat /workspace/model-churn/out/metrics.json
