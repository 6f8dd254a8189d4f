#!/bin/bash
set -euo pipefail
cd /srv/model-pumps
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["temp_c", "vibration_mm_s", "pressure_bar", "runtime_khours", "load_pct", "repair_ticket_opened"]
+FEATURES = ["temp_c", "vibration_mm_s", "pressure_bar", "runtime_khours", "load_pct"]
 LABEL = "failed_30d"
 ID = "unit_id"
 TEST_PCT = 30
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
-    value = balanced_accuracy_score(pred, truth)
+    value = balanced_accuracy_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
