"""Recipe files: one YAML per recipe, with our sections (model, data, env, reward, ...) and a `trl` section
handed verbatim to TRL's SFTConfig / GRPOConfig, so every TRL option is available and misspelt ones fail
before anything loads.

    python -m termigen_train.sft --config configs/sft/qwen2.5-coder-32b.yaml --set trl.num_train_epochs=1
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import yaml

TRAINING_ROOT = Path(__file__).resolve().parents[1]


class RecipeError(ValueError):
    """A recipe that cannot be used: names the file and the key."""


def _parse_value(text: str) -> Any:
    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError:
        return text
    if isinstance(value, str):  # YAML 1.1 reads "2e-6" as a string; a number is meant
        try:
            return float(value)
        except ValueError:
            pass
    return value


def apply_overrides(cfg: dict, overrides: list[str] | None, source: str = "--set") -> dict:
    """`a.b.c=value` (value parsed as YAML) into the nested dict."""
    for item in overrides or []:
        if "=" not in item:
            raise RecipeError(f"{source} {item!r}: expected key.path=value")
        key, value = item.split("=", 1)
        node = cfg
        parts = key.strip().split(".")
        for p in parts[:-1]:
            if not isinstance(node.setdefault(p, {}), dict):
                raise RecipeError(f"{source} {item!r}: {p} is not a section")
            node = node[p]
        node[parts[-1]] = _parse_value(value)
    return cfg


def _expand_env(node):
    """${VAR} in string values is replaced from the environment (an unset VAR is left as is)."""
    if isinstance(node, dict):
        return {k: _expand_env(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_expand_env(v) for v in node]
    if isinstance(node, str) and "$" in node:
        return os.path.expandvars(node)
    return node


def load_recipe(path: str | Path, overrides: list[str] | None = None, kind: str | None = None) -> dict:
    path = Path(path)
    if not path.is_file():
        raise RecipeError(f"{path}: no such recipe file")
    try:
        cfg = yaml.safe_load(path.read_text()) or {}
    except yaml.YAMLError as e:
        raise RecipeError(f"{path}: not valid YAML: {e}") from None
    if not isinstance(cfg, dict):
        raise RecipeError(f"{path}: a recipe is a mapping of sections")
    cfg = _expand_env(apply_overrides(cfg, overrides))
    if kind and cfg.get("recipe") != kind:
        raise RecipeError(f"{path}: `recipe: {cfg.get('recipe')}` where a {kind} recipe was expected")
    cfg["_path"] = str(path)
    return cfg


def resolve_path(p: str | None, base: Path = TRAINING_ROOT) -> str | None:
    """Relative paths in recipes are relative to training/ (so recipes run from anywhere)."""
    if p is None:
        return None
    p = os.path.expandvars(os.path.expanduser(str(p)))
    return p if os.path.isabs(p) else str((base / p).resolve())


def section(cfg: dict, name: str, allowed: set[str], required: set[str] = frozenset()) -> dict:
    sec = cfg.get(name) or {}
    where = f"{cfg.get('_path', 'recipe')}: [{name}]"
    if not isinstance(sec, dict):
        raise RecipeError(f"{where} must be a mapping")
    unknown = set(sec) - allowed
    if unknown:
        raise RecipeError(f"{where}: unknown key(s) {sorted(unknown)}; known: {sorted(allowed)}")
    missing = required - set(sec)
    if missing:
        raise RecipeError(f"{where}: missing key(s) {sorted(missing)}")
    return sec


def trl_args(cfg: dict, cls, **force):
    """Build SFTConfig/GRPOConfig from the recipe's `trl` section; unknown names are reported clearly."""
    where = f"{cfg.get('_path', 'recipe')}: [trl]"
    values = dict(cfg.get("trl") or {})
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(values) - names)
    if unknown:
        raise RecipeError(f"{where}: {cls.__name__} has no option(s) {unknown}")
    if "output_dir" in values:
        values["output_dir"] = resolve_path(values["output_dir"])
    values.update(force)
    try:
        return cls(**values)
    except (ValueError, TypeError) as e:
        raise RecipeError(f"{where}: {e}") from None
