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
python3 train_eval.py --data /srv/model-pumps/data/pumps_2022.csv --out /srv/model-pumps/out
cat /srv/model-pumps/out/metrics.json
