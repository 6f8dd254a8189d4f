"""Run tracking: every logged metrics dict also goes to `<output_dir>/metrics.jsonl` (one line per log call,
written as it happens, so a run that is killed keeps its curve), next to whatever `trl.report_to` names
(TensorBoard by default in the recipes; `wandb` optional). `python -m termigen_train.plot RUN_DIR` draws it.
"""

from __future__ import annotations

import json
import os
import time

from transformers import TrainerCallback

METRICS_FILE = "metrics.jsonl"


class MetricsFileCallback(TrainerCallback):
    def on_log(self, args, state, control, logs=None, **kwargs):
        if not state.is_world_process_zero or not logs:
            return
        os.makedirs(args.output_dir, exist_ok=True)
        row = {"step": state.global_step, "time": round(time.time(), 3), **logs}
        with open(os.path.join(args.output_dir, METRICS_FILE), "a") as f:
            f.write(json.dumps(row, default=float) + "\n")
