#!/bin/bash
set -euo pipefail
cd /srv/leads-model
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
python3 train_eval.py --data /srv/leads-model/data/leads_2021.csv --out /srv/leads-model/out
cat /srv/leads-model/out/metrics.json
