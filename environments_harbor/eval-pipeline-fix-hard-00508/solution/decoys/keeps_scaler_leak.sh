#!/bin/bash
set -euo pipefail
cd /home/ds/leads-model
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["page_views", "email_opens", "company_size_log", "demo_minutes", "days_since_contact", "contract_value_k"]
+FEATURES = ["page_views", "email_opens", "company_size_log", "demo_minutes", "days_since_contact"]
 LABEL = "converted"
 ID = "lead_id"
 TEST_PCT = 20
@@ -23,11 +23,14 @@
 
 
 def load(path):
-    return pd.read_csv(path)
+    df = pd.read_csv(path)
+    return df.drop_duplicates(subset="lead_id", keep="first")
 
 
 def split(df):
-    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)
+    df = df.sort_values(["created_date", "lead_id"])
+    n_test = len(df) * TEST_PCT // 100
+    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]
 
 
 def main():
@@ -43,7 +46,7 @@
     scaler = StandardScaler().fit(df[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
-    model = KNeighborsClassifier(n_neighbors=cfg.get("k", 5))
+    model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /home/ds/leads-model/data/leads_2021.csv --out /home/ds/leads-model/out
cat /home/ds/leads-model/out/metrics.json
