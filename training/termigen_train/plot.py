"""Plot a run's curves (PNG): reward, loss and the held-out pass rate, from `<run>/metrics.jsonl` (written as
the run goes, by termigen_train.tracking; works on a run that is still going or was killed).

    python -m termigen_train.plot outputs/grpo-qwen3-8b [--out curves.png]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from termigen_train.tracking import METRICS_FILE

PANELS = [  # (title, [(metric, label)])
    ("reward", [("reward", "train reward"), ("eval_reward", "held-out reward")]),
    ("loss", [("loss", "train loss"), ("eval_loss", "held-out loss")]),
    ("pass rate", [("eval_termigen/pass_rate", "held-out pass rate"), ("termigen/pass_rate", "train pass rate")]),
]


def read_metrics(run_dir: str | Path) -> list[dict]:
    path = Path(run_dir) / METRICS_FILE
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no metrics file (is {run_dir} a run's output_dir?)")
    rows = []
    for line in path.read_text().splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:  # a line cut by a kill
            continue
    return rows


def series(rows: list[dict], key: str) -> tuple[list[int], list[float]]:
    pts = {}
    for r in rows:  # a resumed run logs its steps again: the last value of a step wins
        if key in r and r[key] is not None:
            pts[int(r["step"])] = float(r[key])
    steps = sorted(pts)
    return steps, [pts[s] for s in steps]


def plot(run_dir: str | Path, out: str | Path | None = None) -> tuple[Path, dict[str, int]]:
    """(PNG path, number of points drawn per metric)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = read_metrics(run_dir)
    out = Path(out) if out else Path(run_dir) / "curves.png"
    fig, axes = plt.subplots(1, len(PANELS), figsize=(5 * len(PANELS), 3.6))
    counts = {}
    for ax, (title, keys) in zip(axes, PANELS):
        for key, label in keys:
            x, y = series(rows, key)
            counts[key] = len(x)
            if x:
                ax.plot(x, y, marker="o" if len(x) < 30 else None, label=label)
        ax.set_title(title)
        ax.set_xlabel("step")
        ax.grid(alpha=0.3)
        if ax.lines:
            ax.legend(fontsize=8)
        else:
            ax.text(0.5, 0.5, "not logged", ha="center", va="center", transform=ax.transAxes, color="grey")
    fig.suptitle(str(run_dir), fontsize=9)
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return out, counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("run_dir")
    p.add_argument("--out", help="PNG path (default: RUN_DIR/curves.png)")
    a = p.parse_args(argv)
    try:
        out, counts = plot(a.run_dir, a.out)
    except FileNotFoundError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"{out}: " + ", ".join(f"{k} {n} points" for k, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
