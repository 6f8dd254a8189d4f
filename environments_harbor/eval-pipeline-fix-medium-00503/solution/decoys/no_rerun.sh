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
-    value = recall_score(pred, truth)
+    value = recall_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
