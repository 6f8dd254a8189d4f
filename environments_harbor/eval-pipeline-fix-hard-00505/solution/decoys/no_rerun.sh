#!/bin/bash
set -euo pipefail
cd /srv/readmit-model
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["age", "length_of_stay", "prior_admissions", "num_medications", "lab_score", "readmit_claim_amount"]
+FEATURES = ["age", "length_of_stay", "prior_admissions", "num_medications", "lab_score"]
 LABEL = "readmitted"
 ID = "stay_id"
 TEST_PCT = 30
@@ -23,11 +23,14 @@
 
 
 def load(path):
-    return pd.read_csv(path)
+    df = pd.read_csv(path)
+    return df.drop_duplicates(subset="stay_id", keep="first")
 
 
 def split(df):
-    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)
+    df = df.sort_values(["discharge_date", "stay_id"])
+    n_test = len(df) * TEST_PCT // 100
+    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]
 
 
 def main():
@@ -40,10 +43,10 @@
 
     df = load(args.data)
     train, test = split(df)
-    scaler = StandardScaler().fit(df[FEATURES])
+    scaler = StandardScaler().fit(train[FEATURES])
     X_train = scaler.transform(train[FEATURES])
     X_test = scaler.transform(test[FEATURES])
-    model = KNeighborsClassifier(n_neighbors=cfg.get("k", 5))
+    model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
DIFF
patch -p0 < /tmp/fix.diff
