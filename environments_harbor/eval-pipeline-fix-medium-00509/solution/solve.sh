#!/bin/bash
set -euo pipefail
cd /app/model-readmit
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
@@ -43,13 +43,13 @@
 
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
     value = balanced_accuracy_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /app/model-readmit/data/readmit_2024.csv --out /app/model-readmit/out
cat /app/model-readmit/out/metrics.json
