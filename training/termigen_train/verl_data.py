"""Write verl's parquet dataset from task folders: one row per task, the BashAgent prompt, `extra_info.task_id`.

    python -m termigen_train.verl_data ../environments_harbor --out outputs/verl-data/train.parquet
"""

from __future__ import annotations

import argparse
import sys

from termigen_train.grpo.tasks import TaskCatalog
from termigen_train.verl_agent_loop import AGENT_NAME


def rows(catalog: TaskCatalog, task_ids: list[str] | None = None) -> list[dict]:
    out = []
    for i, tid in enumerate(task_ids or catalog.ids()):
        t = catalog.get(tid).task
        out.append({
            "data_source": "termigen",
            "agent_name": AGENT_NAME,
            "prompt": catalog.prompt(tid),
            "ability": t.category,
            "reward_model": {"style": "rule", "ground_truth": ""},  # scored by the agent loop (task tests)
            "extra_info": {"task_id": tid, "index": i, "category": t.category, "difficulty": t.difficulty.value},
        })
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("dirs", nargs="+")
    p.add_argument("--ids", nargs="*")
    p.add_argument("--out", default="outputs/verl-data/train.parquet")
    a = p.parse_args(argv)
    import os

    import pandas as pd

    catalog = TaskCatalog.from_dirs(a.dirs, a.ids)
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    pd.DataFrame(rows(catalog, a.ids)).to_parquet(a.out)
    print(f"{len(catalog.ids())} tasks -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
