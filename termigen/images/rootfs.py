"""The root of every base image: Debian bookworm, pulled when a registry answers, else bootstrapped here.

Machines without a container registry cannot `FROM debian:bookworm-slim`, so we make the same root with
debootstrap from the Debian mirror the host's apt already uses, and `docker import` it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from termigen.errors import ImageBuildError, TermigenError
from termigen.images.registry import LABEL_ROOT_SOURCE, ROOT

SUITE = "bookworm"
PULL_IMAGE = "debian:bookworm-slim"
PULL_TIMEOUT_SEC = 20
MIRROR_ENV = "TERMIGEN_DEBIAN_MIRROR"  # overrides the mirror read from the host's apt sources
ENV = {
    "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "LANG": "C.UTF-8",
}
_DEBIAN_SUITE = re.compile(r"^(bookworm|trixie|forky|bullseye|buster|sid|stable|testing|unstable|oldstable)"
                           r"(-updates|-security|-backports)?$")


def _apt_source_entries(apt_dir: Path) -> list[tuple[str, list[str]]]:
    """(uri, suites) from the host's apt sources, in both the deb822 and the one-line format."""
    entries: list[tuple[str, list[str]]] = []
    d = apt_dir / "sources.list.d"
    for f in sorted(d.glob("*.sources")) if d.is_dir() else []:
        for stanza in re.split(r"\n\s*\n", f.read_text(errors="replace")):
            fields: dict[str, str] = {}
            for line in stanza.splitlines():
                if line.startswith("#") or ":" not in line or line[0].isspace():
                    continue
                k, v = line.split(":", 1)
                fields[k.strip().lower()] = v.strip()
            if "deb" in fields.get("types", "").split() and fields.get("enabled", "yes") != "no":
                for uri in fields.get("uris", "").split():
                    entries.append((uri, fields.get("suites", "").split()))
    lists = [apt_dir / "sources.list"] + (sorted(d.glob("*.list")) if d.is_dir() else [])
    for f in lists:
        if not f.is_file():
            continue
        for line in f.read_text(errors="replace").splitlines():
            parts = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
            if len(parts) >= 3 and parts[0] == "deb":
                entries.append((parts[1], [parts[2]]))
    return entries


def debian_mirrors(apt_dir: Path = Path("/etc/apt")) -> tuple[str, str | None]:
    """(main mirror, security mirror or None), read from the host's apt sources; never hard-coded."""
    if os.environ.get(MIRROR_ENV):
        return os.environ[MIRROR_ENV].rstrip("/"), None
    main = security = None
    for uri, suites in _apt_source_entries(apt_dir):
        debian = [s for s in suites if _DEBIAN_SUITE.match(s)]
        if not debian:
            continue  # a third-party repository (nodesource, ...)
        if any(s.endswith("-security") for s in debian):
            security = security or uri.rstrip("/")
        else:
            main = main or uri.rstrip("/")
    if not main:
        raise TermigenError(
            "No Debian mirror found in /etc/apt/sources.list{,.d/*} to bootstrap the root image from, and "
            f"`docker pull {PULL_IMAGE}` failed. Set {MIRROR_ENV}=<a Debian mirror URL> and retry."
        )
    return main, security


def sources_list(main: str, security: str | None) -> str:
    lines = [f"deb {main} {SUITE} main", f"deb {main} {SUITE}-updates main"]
    if security:
        lines.append(f"deb {security} {SUITE}-security main")
    return "\n".join(lines) + "\n"


def try_pull(client, log: Callable[[str], None]) -> str | None:
    """Pull debian:bookworm-slim and tag it as the root; None when no registry answers in time."""
    import docker

    log(f"trying `docker pull {PULL_IMAGE}` ({PULL_TIMEOUT_SEC} s)")
    try:
        quick = docker.from_env(timeout=PULL_TIMEOUT_SEC)
        repo, tag = PULL_IMAGE.split(":")
        quick.api.pull(repo, tag=tag)
        img = client.images.get(PULL_IMAGE)
    except Exception as e:  # noqa: BLE001 (no registry, DNS failure, timeout: fall back to debootstrap)
        log(f"pull failed ({e.__class__.__name__}: {str(e)[:160]}); bootstrapping instead")
        return None
    # Re-commit with our label so `list` can say where the root came from.
    c = client.containers.create(img.id, "true")
    try:
        new = c.commit(repository=ROOT.tag.split(":")[0], tag=ROOT.tag.split(":")[1],
                       changes=[f'LABEL {LABEL_ROOT_SOURCE}="pull {PULL_IMAGE}"'])
    finally:
        c.remove(force=True)
    return new.id


def bootstrap(client, log: Callable[[str], None], log_path: Path) -> str:
    """debootstrap --variant=minbase bookworm into a temp dir, then import it as the root image."""
    if shutil.which("debootstrap") is None:
        raise TermigenError("debootstrap is not installed (and no registry answered). "
                            "Run `bash scripts/setup_host.sh` or `apt-get install debootstrap`.")
    if os.geteuid() != 0:
        raise TermigenError("debootstrap needs root (it creates device nodes and chroots); run the build as root.")
    main, security = debian_mirrors()
    log(f"debootstrap --variant=minbase {SUITE} from {main} (about 2 minutes)")
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="termigen-rootfs-", dir=os.environ.get("TMPDIR", "/var/tmp")) as tmp:
        root = Path(tmp) / "root"
        t0 = time.monotonic()
        with open(log_path, "w") as lf:
            r = subprocess.run(["debootstrap", "--variant=minbase", SUITE, str(root), main],
                               stdout=lf, stderr=subprocess.STDOUT, check=False)
        if r.returncode != 0:
            tail = "\n".join(log_path.read_text(errors="replace").splitlines()[-30:])
            raise ImageBuildError(f"debootstrap failed (exit {r.returncode}) from mirror {main}", tail, str(log_path))
        log(f"debootstrap done in {time.monotonic() - t0:.0f} s; importing")
        _finish_root(root, main, security)
        changes = [f"ENV {k}={v}" for k, v in ENV.items()] + [
            'CMD ["bash"]',
            f'LABEL {LABEL_ROOT_SOURCE}="debootstrap {SUITE} {main}"',
        ]
        # Device nodes and the hosts' identity files are Docker's business at run time.
        tar = subprocess.Popen(["tar", "-C", str(root), "--numeric-owner", "--exclude=./dev/*",
                                "--exclude=./proc/*", "--exclude=./sys/*", "-c", "."], stdout=subprocess.PIPE)
        try:
            repo, tag = ROOT.tag.split(":")
            res = client.api.import_image(src=tar.stdout, repository=repo, tag=tag, changes=changes,
                                          stream_src=True)
        finally:
            tar.stdout.close()
            tar.wait()
        if tar.returncode != 0:
            raise ImageBuildError(f"tar of the bootstrapped root failed (exit {tar.returncode})")
        log(f"imported: {str(res).strip()[:120]}")
    return client.images.get(ROOT.tag).id


def _finish_root(root: Path, main: str, security: str | None) -> None:
    """apt sources pointing at the host's mirror (so builds can install), no caches, no host identity."""
    (root / "etc/apt/sources.list").write_text(sources_list(main, security))
    for stale in (root / "etc/apt/sources.list.d").glob("*"):
        stale.unlink()
    # As in Debian's official images: drop downloaded .debs after each install.
    (root / "etc/apt/apt.conf.d/docker-clean").write_text(
        'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb '
        '/var/cache/apt/*.bin || true"; };\nAPT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb '
        '/var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };\nDir::Cache::pkgcache "";\n'
        'Dir::Cache::srcpkgcache "";\n')
    # As in Debian's slim images: no docs, man pages or translations (no `man` is installed to read them).
    (root / "etc/dpkg/dpkg.cfg.d/docker-slim").write_text("\n".join(
        [f"path-exclude /usr/share/{d}/*" for d in ("doc", "groff", "info", "linda", "lintian/overrides", "locale",
                                                   "man")] + ["path-include /usr/share/doc/*/copyright", ""]))
    for d in ("doc", "groff", "info", "locale", "man"):
        for p in (root / "usr/share" / d).glob("*"):
            if p.is_dir() and not p.is_symlink() and d == "doc":
                for f in p.iterdir():
                    if f.name != "copyright":
                        shutil.rmtree(f) if f.is_dir() and not f.is_symlink() else f.unlink()
            elif p.is_dir() and not p.is_symlink():
                shutil.rmtree(p)
            else:
                p.unlink()
    for pattern in ("var/cache/apt/archives/*.deb", "var/lib/apt/lists/*", "var/log/*.log"):
        for p in root.glob(pattern):
            if p.is_file():
                p.unlink()
    for name in ("etc/hostname", "etc/resolv.conf"):
        p = root / name
        if p.exists() or p.is_symlink():
            p.unlink()
    (root / "etc/hostname").write_text("localhost\n")


def ensure_root(client, log: Callable[[str], None], log_path: Path, force: bool = False) -> str:
    """The root image's id: present, else pulled, else bootstrapped."""
    from docker.errors import ImageNotFound

    if not force:
        try:
            return client.images.get(ROOT.tag).id
        except ImageNotFound:
            pass
    return try_pull(client, log) or bootstrap(client, log, log_path)
