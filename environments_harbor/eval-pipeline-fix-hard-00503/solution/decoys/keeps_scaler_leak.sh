#!/bin/bash
set -euo pipefail
cd /app/credit_eval
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
-FEATURES = ["income_k", "loan_amount_k", "dti_pct", "credit_age_years", "open_accounts", "collections_calls"]
+FEATURES = ["income_k", "loan_amount_k", "dti_pct", "credit_age_years", "open_accounts"]
 LABEL = "defaulted"
 ID = "loan_id"
 TEST_PCT = 25
@@ -23,11 +23,14 @@
 
 
 def load(path):
-    return pd.read_csv(path)
+    df = pd.read_csv(path)
+    return df.drop_duplicates(subset="loan_id", keep="first")
 
 
 def split(df):
-    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)
+    df = df.sort_values(["issue_date", "loan_id"])
+    n_test = len(df) * TEST_PCT // 100
+    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]
 
 
 def main():
@@ -47,7 +50,7 @@
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
-    value = accuracy_score(truth, pred)
+    value = f1_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /app/credit_eval/data/credit_2023.csv --out /app/credit_eval/out
cat /app/credit_eval/out/metrics.json
