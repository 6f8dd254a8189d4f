#!/bin/bash
set -euo pipefail
cd /workspace/fraud-model
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
 TEST_PCT = 30
@@ -23,11 +23,14 @@
 
 
 def load(path):
-    return pd.read_csv(path)
+    df = pd.read_csv(path)
+    return df.drop_duplicates(subset="txn_id", keep="first")
 
 
 def split(df):
-    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)
+    df = df.sort_values(["txn_date", "txn_id"])
+    n_test = len(df) * TEST_PCT // 100
+    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]
 
 
 def main():
@@ -40,7 +43,7 @@
 
     df = load(args.data)
     train, test = split(df)
-    scaler = StandardScaler().fit(df[FEATURES])
+    scaler = StandardScaler().fit(train[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg.get("k", 5))
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /workspace/fraud-model/data/fraud_2023.csv --out /workspace/fraud-model/out
cat /workspace/fraud-model/out/metrics.json
