"""Every released version of the dataset, reachable from Harbor.

A release is pinned to the git commit that holds it (`releases:` in dataset.yaml). Its task list is the
registry.json of that commit; its entries gain `git_url` and `git_commit_id`, so Harbor's `--registry-path`
fetches the tasks as they were (a sparse checkout of that commit), not the working tree's. The current version
stays a list of local paths (run from the repository root).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from termigen.errors import TermigenError

REPO = Path(__file__).resolve().parent.parent


def _git(*args: str, cwd: Path = REPO) -> str:
    try:
        return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True, timeout=120).stdout
    except FileNotFoundError:
        raise TermigenError("git is not installed: releases are read from the repository's history") from None
    except subprocess.CalledProcessError as e:
        raise TermigenError(f"git {' '.join(args)}: {e.stderr.strip()}") from None


def release_entries(name: str, version: str, commit: str, git_url: str, cwd: Path = REPO) -> dict:
    """The registry entry of one release: the dataset `name@version` as registry.json at `commit` lists it."""
    try:
        text = _git("show", f"{commit}:registry.json", cwd=cwd)
    except TermigenError as e:
        raise TermigenError(f"release {version} is pinned to {commit[:12]}, which this clone cannot read ({e}); "
                            "a shallow clone lacks history: `git fetch --unshallow`") from None
    rows = [r for r in json.loads(text) if r.get("name") == name and r.get("version") == version]
    if not rows:
        raise TermigenError(f"registry.json at {commit[:12]} has no {name}@{version}: the pin in dataset.yaml is wrong")
    row = rows[0]
    tasks = [{"name": t["name"], "git_url": git_url, "git_commit_id": commit, "path": t["path"]} for t in row["tasks"]]
    return {"name": name, "version": version, "description": row.get("description", ""), "tasks": tasks}


def pinned_releases(spec, git_url: str, cwd: Path = REPO) -> list[dict]:
    """Every release in spec.releases (oldest first), pinned to its commit, fetched from `git_url`."""
    from termigen.dataset import _vkey

    if spec.version in spec.releases:
        raise TermigenError(f"dataset.yaml pins {spec.version}, the current version: pin only earlier ones")
    return [release_entries(spec.name, v, c, git_url, cwd) for v, c in sorted(spec.releases.items(),
                                                                             key=lambda x: _vkey(x[0]))]


def all_versions_registry(spec, current: list[dict], git_url: str, cwd: Path = REPO) -> list[dict]:
    """The current version's rows (local paths) and every pinned release."""
    return [*current, *pinned_releases(spec, git_url, cwd)]
