"""Making sure the base images exist and are current, and recording what exactly is inside them."""

from __future__ import annotations

import hashlib
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from termigen.dockerutil import client
from termigen.images.build import default_log_path, inspect, labels_of, run_build
from termigen.images.registry import (
    BASE_IMAGES,
    LABEL_HASH,
    LABEL_PARENT_ID,
    LABEL_ROOT_SOURCE,
    RECORDED_MODULES,
    BaseImage,
    get_base,
    with_parents,
)
from termigen.images.rootfs import ensure_root
from termigen.images.wheels import staged_context

# progress(name, event, detail); event is one of "check", "start", "log", "done", "skip".
Progress = Callable[[str, str, str], None]
BASE_BUILD_TIMEOUT_SEC = 3600  # sci's apt install takes minutes on two cores; a hung mirror should not hang forever


def dockerfile_hash(base: BaseImage) -> str:
    """sha256 of the base's Dockerfile folder: the label that decides whether it is current."""
    d = base.dockerfile_dir
    h = hashlib.sha256()
    for p in sorted(d.rglob("*")):
        if p.is_file():
            h.update(p.relative_to(d).as_posix().encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def base_state(base: BaseImage, parent_id: str | None) -> tuple[str, dict | None]:
    """("missing" | "outdated" | "ok", inspect info)."""
    info = inspect(base.tag)
    if info is None:
        return "missing", None
    if base.parent is None:
        return "ok", info
    labels = labels_of(info)
    if labels.get(LABEL_HASH) != dockerfile_hash(base) or (parent_id and labels.get(LABEL_PARENT_ID) != parent_id):
        return "outdated", info
    return "ok", info


def ensure_base_images(
    names: list[str] | None = None,
    progress: Progress | None = None,
    *,
    force: bool = False,
) -> dict[str, str]:
    """Build the named bases (all when None) and their parents when missing or outdated; name -> image id.

    `force` rebuilds the named ones (without the layer cache, so apt fetches current packages).
    """
    say = progress or (lambda name, event, detail: None)
    todo = with_parents(names)
    forced = {b.name for b in todo} if names is None else {get_base(n).name for n in names}
    c = client()
    ids: dict[str, str] = {}
    for base in todo:
        parent_id = ids.get(base.parent) if base.parent else None
        state, info = base_state(base, parent_id)
        if state == "ok" and not (force and base.name in forced):
            ids[base.name] = info["Id"]
            say(base.name, "skip", "up to date")
            if not base.versions_file.exists():
                record_versions(base, info["Id"])
            continue
        say(base.name, "start", f"{state}: building {base.tag}")
        t0 = time.monotonic()
        log_path = default_log_path(base.tag)
        if base.parent is None:
            ids[base.name] = ensure_root(c, lambda s, n=base.name: say(n, "log", s), log_path, force=True)
        else:
            with tempfile.TemporaryDirectory(prefix=f"termigen-base-{base.name}-") as tmp:
                context = staged_context(base.dockerfile_dir, Path(tmp) / "context")  # + wheels/ from wheels.lock
                ids[base.name] = run_build(
                    context, base.tag,
                    network_mode="host",  # apt needs the mirror
                    labels={LABEL_HASH: dockerfile_hash(base), LABEL_PARENT_ID: parent_id or ""},
                    timeout_sec=BASE_BUILD_TIMEOUT_SEC,
                    log_path=log_path,
                    nocache=force and base.name in forced,
                    on_line=lambda s, n=base.name: say(n, "log", s),
                )
        record_versions(base, ids[base.name])
        say(base.name, "done", f"built in {time.monotonic() - t0:.0f} s")
    return ids


def check_base_images(names: list[str]) -> list[str]:
    """The given base names (or tags) whose images are not built."""
    return [n for n in names if inspect(get_base(n).tag) is None]


_PY_VERSIONS = """
import importlib, sys
print("python", sys.version.split()[0])
for m in sys.argv[1:]:
    try:
        mod = importlib.import_module(m)
    except Exception:
        continue
    v = mod.get_version_string() if m == "z3" else getattr(mod, "__version__", "?")
    print(m, v)
"""


def record_versions(base: BaseImage, image_id: str) -> Path:
    """Write the image's exact Debian package and Python module versions to versions/<name>.txt."""
    c = client()

    def run(cmd: list[str]) -> str:
        return c.containers.run(image_id, cmd, remove=True, network_mode="none").decode()

    dpkg = run(["dpkg-query", "-W", "-f", "${Package} ${Version}\\n"])
    has_python = base.parent is not None
    py = run(["python3", "-c", _PY_VERSIONS, *RECORDED_MODULES]) if has_python else ""
    labels = labels_of(inspect(image_id) or {})
    lines = [
        f"# {base.tag}: exact versions, recorded by `termigen images build` (do not edit).",
        f"# root: {labels.get(LABEL_ROOT_SOURCE, '?')}",
    ]
    if base.parent:
        lines.append(f"# dockerfile-hash: {dockerfile_hash(base)}")
    lines += ["[debian]", *sorted(dpkg.strip().splitlines())]
    if py.strip():
        lines += ["[python]", *py.strip().splitlines()]
    base.versions_file.parent.mkdir(parents=True, exist_ok=True)
    base.versions_file.write_text("\n".join(lines) + "\n")
    return base.versions_file


def base_status() -> list[dict]:
    """One row per base: name, tag, parent, state, id, size_mb, created (for `termigen images list`)."""
    rows, ids = [], {}
    for base in BASE_IMAGES.values():
        state, info = base_state(base, ids.get(base.parent) if base.parent else None)
        if info:
            ids[base.name] = info["Id"]
        rows.append({
            "name": base.name,
            "tag": base.tag,
            "parent": base.parent or "",
            "state": state,
            "id": info["Id"].split(":")[-1][:12] if info else "",
            "size_mb": round(info["Size"] / 1e6) if info else None,
            "created": (info["Created"][:19].replace("T", " ") if info else ""),
            "categories": ", ".join(base.categories),
        })
    return rows
