#!/bin/bash
set -euo pipefail
cd /workspace/model-churn
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
@@ -15,7 +15,7 @@
 from sklearn.preprocessing import StandardScaler
 
 HERE = os.path.dirname(os.path.abspath(__file__))
-FEATURES = ["tenure_months", "monthly_spend", "support_tickets", "logins_per_week", "discount_pct", "cancellation_calls"]
+FEATURES = ["tenure_months", "monthly_spend", "support_tickets", "logins_per_week", "discount_pct"]
 LABEL = "churned"
 ID = "customer_id"
 TEST_PCT = 25
@@ -50,7 +50,7 @@
     model.fit(X_train, train[LABEL])
     pred = model.predict(X_test)
     scored, truth = test, test[LABEL]
-    value = balanced_accuracy_score(pred, truth)
+    value = balanced_accuracy_score(truth, pred)
 
     os.makedirs(args.out, exist_ok=True)
     pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
DIFF
patch -p0 < /tmp/fix.diff
python3 train_eval.py --data /workspace/model-churn/data/churn_2024.csv --out /workspace/model-churn/out
cat /workspace/model-churn/out/metrics.json
