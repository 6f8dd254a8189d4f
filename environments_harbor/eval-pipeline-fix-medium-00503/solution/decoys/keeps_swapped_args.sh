#!/bin/bash
set -euo pipefail
cd /workspace/fraud_eval
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["amount_usd", "merchant_risk", "distance_km", "card_age_days", "txn_last_24h", "chargeback_filed"]
+FEATURES = ["amount_usd", "merchant_risk", "distance_km", "card_age_days", "txn_last_24h"]
 LABEL = "is_fraud"
 ID = "txn_id"
 TEST_PCT = 20
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
python3 train_eval.py --data /workspace/fraud_eval/data/fraud_2024.csv --out /workspace/fraud_eval/out
cat /workspace/fraud_eval/out/metrics.json
