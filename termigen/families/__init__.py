"""The family registry: one file per family under its category's folder, discovered on first use."""

from __future__ import annotations

import importlib
import pkgutil

from termigen.errors import UnknownFamily
from termigen.families.base import LEVELS, Draft, Family

_REGISTRY: dict[str, Family] = {}
_loaded = False


def register(cls: type[Family]) -> type[Family]:
    inst = cls()
    if inst.name in _REGISTRY and type(_REGISTRY[inst.name]) is not cls:
        raise ValueError(f"family name {inst.name!r} registered twice")
    _REGISTRY[inst.name] = inst
    return cls


def _load() -> None:
    global _loaded
    if _loaded:
        return
    import termigen.families as pkg

    for mod in pkgutil.walk_packages(pkg.__path__, prefix="termigen.families."):
        if mod.name.count(".") == 3:  # termigen.families.<category>.<family>
            importlib.import_module(mod.name)
    _loaded = True


def families() -> dict[str, Family]:
    _load()
    return dict(sorted(_REGISTRY.items()))


def get_family(name: str) -> Family:
    fams = families()
    if name not in fams:
        raise UnknownFamily(f"unknown family {name!r}; valid families: {', '.join(fams) or '(none)'}")
    return fams[name]


__all__ = ["Draft", "Family", "LEVELS", "families", "get_family", "register"]
