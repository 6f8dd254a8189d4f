"""Write verl's parquet datasets from task folders: one row per task, the BashAgent prompt, `extra_info.task_id`;
the tasks split by family (termigen_train.split) into train.parquet and heldout.parquet (verl's `val_files`).

    python -m termigen_train.verl_data ../environments_harbor --out-dir outputs/verl-data --heldout-fraction 0.1
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
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("dirs", nargs="+")
    p.add_argument("--ids", nargs="*")
    p.add_argument("--out-dir", default="outputs/verl-data", help="train.parquet, heldout.parquet, split.json")
    p.add_argument("--heldout-fraction", type=float, default=0.1)
    p.add_argument("--heldout-families", nargs="*")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--actions", choices=("bash", "structured"), default="bash",
                   help="the action set whose system prompt the rows carry (the recipe's env.actions)")
    a = p.parse_args(argv)
    import json
    import os

    import pandas as pd

    from termigen_train.split import catalog_split

    catalog = TaskCatalog.from_dirs(a.dirs, a.ids, actions=a.actions)
    split = catalog_split(catalog, a.heldout_fraction, a.seed, a.heldout_families, a.ids)
    os.makedirs(a.out_dir, exist_ok=True)
    pd.DataFrame(rows(catalog, split.train)).to_parquet(os.path.join(a.out_dir, "train.parquet"))
    pd.DataFrame(rows(catalog, split.heldout)).to_parquet(os.path.join(a.out_dir, "heldout.parquet"))
    with open(os.path.join(a.out_dir, "split.json"), "w") as f:
        json.dump(split.as_dict(), f, indent=1)
    print(f"{len(split.train)} train / {len(split.heldout)} held-out tasks (families {split.heldout_families}) "
          f"-> {a.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
