#!/bin/bash
set -euo pipefail
cd /home/ds/credit-model
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
 TEST_PCT = 30
@@ -27,7 +27,9 @@
 
 
 def split(df):
-    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)
+    df = df.sort_values(["issue_date", "loan_id"])
+    n_test = len(df) * TEST_PCT // 100
+    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]
 
 
 def main():
@@ -40,13 +42,13 @@
 
     df = load(args.data)
     train, test = split(df)
-    scaler = StandardScaler().fit(df[FEATURES])
+    scaler = StandardScaler().fit(train[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
     model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
-    pred = model.predict(X_train)
-    scored, truth = train, train[LABEL]
+    pred = model.predict(X_test)
+    scored, truth = test, test[LABEL]
     value = recall_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /home/ds/credit-model/data/credit_2020.csv --out /home/ds/credit-model/out
cat /home/ds/credit-model/out/metrics.json
