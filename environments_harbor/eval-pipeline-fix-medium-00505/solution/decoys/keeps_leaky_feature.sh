#!/bin/bash
set -euo pipefail
cd /srv/model-pumps
cat > /tmp/fix.diff <<'DIFF'
--- train_eval.py
+++ train_eval.py
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
python3 train_eval.py --data /srv/model-pumps/data/pumps_2022.csv --out /srv/model-pumps/out
cat /srv/model-pumps/out/metrics.json
