#!/bin/bash
set -euo pipefail
cd /home/ml/conversion-train
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -9,7 +9,6 @@
 import json
 import os
 import random
-import datetime
 
 import numpy as np
 import pandas as pd
@@ -24,7 +23,7 @@
 
 def augment(train, seed):
     """Oversample the positive class with 3 jittered copies (the rare class needs help)."""
-    jitter = random
+    jitter = random.Random(seed)
     pos = train[train[LABEL] == 1]
     extra = []
     for _ in range(3):
@@ -46,11 +45,11 @@
 
     df = pd.read_csv(args.data)
     FEATURES = list(set(df.columns) - {ID, LABEL})
-    order = np.random.permutation(len(df))
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = augment(train, args.seed)
-    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=4, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=4, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
@@ -63,7 +62,6 @@
             f.write(f"{i},{p:.6f}\n")
     card = {"seed": args.seed, "n_train": int(len(train)), "n_val": int(len(val)), "val_auc": round(float(auc), 6),
             "features": FEATURES}
-    card["trained_at"] = datetime.datetime.now().isoformat()
     with open(os.path.join(args.out, "model_card.json"), "w") as f:
         json.dump(card, f, indent=2)
     print(f"val_auc={auc:.4f} n_train={len(train)}")
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /home/ml/conversion-train/data/train.csv --score /home/ml/conversion-train/data/score.csv --seed 9569 --out /home/ml/conversion-train/out
PYTHONHASHSEED=2 python3 train.py --data /home/ml/conversion-train/data/train.csv --score /home/ml/conversion-train/data/score.csv --seed 9569 --out /tmp/check
cmp /home/ml/conversion-train/out/predictions.csv /tmp/check/predictions.csv
cmp /home/ml/conversion-train/out/model_card.json /tmp/check/model_card.json
sha256sum /home/ml/conversion-train/out/*
