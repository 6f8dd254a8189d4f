"""Base images and the image builder: registry consistency, mirror discovery, task builds offline and cached,
failures that say what went wrong."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from termigen.errors import DockerUnavailable, ImageBuildError, ImageMissing
from termigen.images import (
    BASE_IMAGES,
    UnknownBaseImage,
    build_context,
    check_base_images,
    context_hash,
    ensure_base_images,
    get_base,
    image_exists,
)
from termigen.images.build import from_images, run_build
from termigen.images.rootfs import debian_mirrors, sources_list

DERIVED = [b for b in BASE_IMAGES.values() if b.parent]


# ---------- no Docker needed ----------


@pytest.mark.parametrize("base", DERIVED, ids=lambda b: b.name)
def test_dockerfile_matches_registry(base):
    text = (base.dockerfile_dir / "Dockerfile").read_text()
    assert from_images(base.dockerfile_dir / "Dockerfile") == [BASE_IMAGES[base.parent].tag]
    version = re.search(r'org\.termigen\.base\.version="([^"]+)"', text).group(1)
    assert base.tag.endswith(f":{version}"), "bump the tag and the version label together"
    assert f'org.termigen.base.name="{base.name}"' in text


def test_every_category_has_a_base():
    from termigen.task import CATEGORIES

    covered = {c for b in BASE_IMAGES.values() for c in b.categories}
    assert set(CATEGORIES) <= covered


def test_unknown_base_name_lists_valid_ones():
    with pytest.raises(UnknownBaseImage) as e:
        get_base("nope")
    assert "core" in str(e.value) and "termigen/sci:1" in str(e.value)
    with pytest.raises(UnknownBaseImage):
        ensure_base_images(["nope"])
    with pytest.raises(UnknownBaseImage):
        check_base_images(["core", "nope"])
    assert get_base("termigen/dev:1").name == "dev"


def test_cli_unknown_base_exits_with_message():
    from typer.testing import CliRunner

    from termigen.images.cli import app

    r = CliRunner().invoke(app, ["build", "nope"])
    assert r.exit_code == 1
    assert "unknown base image" in r.output and "valid" in r.output


def test_mirror_read_from_apt_sources(tmp_path):
    d = tmp_path / "sources.list.d"
    d.mkdir()
    (d / "debian.sources").write_text(
        "Types: deb\n# http://snapshot.example/x\nURIs: http://mirror.example/debian/\nSuites: bookworm bookworm-updates\n"
        "Components: main\n\nTypes: deb\nURIs: http://mirror.example/debian-security\nSuites: bookworm-security\n"
        "Components: main\n"
    )
    (d / "nodesource.sources").write_text("Types: deb\nURIs: https://deb.nodesource.example/node_20.x\n"
                                          "Suites: nodistro\nComponents: main\n")
    (d / "off.sources.disabled").write_text("Types: deb\nURIs: http://wrong.example/debian\nSuites: bookworm\n")
    main, sec = debian_mirrors(tmp_path)
    assert (main, sec) == ("http://mirror.example/debian", "http://mirror.example/debian-security")
    assert "deb http://mirror.example/debian-security bookworm-security main" in sources_list(main, sec)

    one_line = tmp_path / "one"
    one_line.mkdir()
    (one_line / "sources.list").write_text("# c\ndeb [arch=amd64] http://m.example/debian bookworm main\n")
    assert debian_mirrors(one_line) == ("http://m.example/debian", None)


def test_from_images_and_context_hash(tmp_path):
    (tmp_path / "Dockerfile").write_text(
        "FROM termigen/dev:1 AS build\nRUN true\nFROM --platform=linux/amd64 termigen/core:1\n"
        "COPY --from=build /x /x\nFROM build\nFROM scratch\n"
    )
    assert from_images(tmp_path / "Dockerfile") == ["termigen/dev:1", "termigen/core:1"]
    h1 = context_hash(tmp_path)
    (tmp_path / "f.sh").write_text("echo hi\n")
    h2 = context_hash(tmp_path)
    (tmp_path / "f.sh").chmod(0o755)
    h3 = context_hash(tmp_path)
    assert len({h1, h2, h3}) == 3
    assert context_hash(tmp_path) == h3
    assert context_hash(tmp_path, {"from": "a"}) != context_hash(tmp_path, {"from": "b"})


# ---------- Docker ----------


@pytest.fixture(scope="module")
def bases():
    """All base images (built when missing: minutes the first time on a fresh machine)."""
    return ensure_base_images()


@pytest.mark.docker
@pytest.mark.parametrize("base", list(BASE_IMAGES.values()), ids=lambda b: b.name)
def test_base_has_promised_tools(bases, base):
    from termigen.dockerutil import client

    checks = " ".join(f"command -v {t} >/dev/null || echo MISSING {t};" for t in base.tools)
    mods = ",".join(base.python_modules)
    script = checks + "timeout 1 sleep 5; [ $? = 124 ] || echo MISSING timeout-124;"
    if mods:
        script += f"python3 -c 'import {mods}' || echo MISSING python-modules;"
    out = client().containers.run(bases[base.name], ["sh", "-c", script], remove=True, network_mode="none",
                                  stderr=True).decode()
    assert "MISSING" not in out, out
    versions = base.versions_file.read_text()
    assert "[debian]" in versions and "\nbash " in versions
    if base.parent:
        assert "[python]" in versions and "\npytest " in versions


@pytest.mark.docker
def test_check_base_images(bases):
    assert check_base_images(list(BASE_IMAGES)) == []
    assert image_exists("termigen/core:1")
    assert not image_exists("termigen/core:does-not-exist")


@pytest.mark.docker
def test_ensure_is_idempotent(bases):
    events = []
    t0 = time.monotonic()
    ids = ensure_base_images(progress=lambda name, event, detail: events.append((name, event)))
    assert time.monotonic() - t0 < 10
    assert ids == bases
    assert {e for _, e in events} == {"skip"}


@pytest.mark.docker
def test_task_context_builds_offline_and_is_cached(bases, tmp_path):
    (tmp_path / "Dockerfile").write_text(
        "FROM termigen/core:1\nCOPY data.txt /app/data.txt\nRUN wc -l /app/data.txt > /app/count\n"
    )
    (tmp_path / "data.txt").write_text("a\nb\nc\n")
    tag = "termigen-test/images-trivial:1"
    iid = build_context(tmp_path, tag, log_path=tmp_path.parent / "trivial.log")
    assert image_exists(tag)
    t0 = time.monotonic()
    assert build_context(tmp_path, tag) == iid
    assert time.monotonic() - t0 < 1.0, "an unchanged context must not rebuild"
    (tmp_path / "data.txt").write_text("a\nb\n")
    assert build_context(tmp_path, tag) != iid  # content changed -> rebuilt
    from termigen.dockerutil import client

    assert client().containers.run(tag, ["cat", "/app/count"], remove=True, network_mode="none") == b"2 /app/data.txt\n"
    client().images.remove(tag, force=True)


@pytest.mark.docker
def test_task_build_has_no_network(bases, tmp_path):
    (tmp_path / "Dockerfile").write_text("FROM termigen/core:1\nRUN apt-get update 2>&1 | tail -3 && apt-get install -y sl\n")
    log = tmp_path.parent / "nonet.log"
    with pytest.raises(ImageBuildError) as e:
        build_context(tmp_path, "termigen-test/images-nonet:1", log_path=log)
    assert "non-zero code" in e.value.log_tail
    assert re.search(r"Temporary failure resolving|Unable to locate package sl", e.value.log_tail)
    assert e.value.log_path == str(log) and log.is_file() and str(log) in str(e.value)


@pytest.mark.docker
def test_missing_base_says_how_to_build_it(bases, tmp_path, monkeypatch):
    from termigen.images import registry
    from termigen.images.registry import BaseImage

    fake = BaseImage(name="fake", tag="termigen/fake:0", parent="core")
    monkeypatch.setitem(registry.BASE_IMAGES, "fake", fake)
    (tmp_path / "Dockerfile").write_text("FROM termigen/fake:0\n")
    with pytest.raises(ImageMissing) as e:
        build_context(tmp_path, "termigen-test/images-missing:1")
    assert "termigen/fake:0" in str(e.value) and "termigen images build fake" in str(e.value)
    (tmp_path / "Dockerfile").write_text("FROM alpine:3\n")
    with pytest.raises(ImageMissing, match="no network"):
        build_context(tmp_path, "termigen-test/images-missing:1")


@pytest.mark.docker
def test_build_timeout(bases, tmp_path):
    (tmp_path / "Dockerfile").write_text(f"FROM termigen/core:1\nRUN echo {time.time_ns()} && sleep 60\n")
    t0 = time.monotonic()
    with pytest.raises(ImageBuildError, match="timed out"):
        build_context(tmp_path, "termigen-test/images-timeout:1", timeout_sec=3, log_path=tmp_path.parent / "to.log")
    assert time.monotonic() - t0 < 20
    time.sleep(2)  # the dropped connection cancels the build: no image appears later
    assert not image_exists("termigen-test/images-timeout:1")


@pytest.mark.docker
def test_failing_apt_install_shows_tail(bases, tmp_path):
    """A base-style build (host network) whose apt install fails: the error carries apt's own message."""
    (tmp_path / "Dockerfile").write_text(
        "FROM termigen/core:1\nRUN apt-get update -qq && apt-get install -y --no-install-recommends no-such-pkg-tg\n"
    )
    with pytest.raises(ImageBuildError) as e:
        run_build(tmp_path, "termigen-test/images-badapt:1", network_mode="host", labels={}, timeout_sec=300,
                  log_path=tmp_path.parent / "badapt.log")
    assert "Unable to locate package no-such-pkg-tg" in e.value.log_tail
    assert Path(e.value.log_path).is_file()


def test_docker_down_is_reported(tmp_path, monkeypatch):
    from termigen import dockerutil

    (tmp_path / "Dockerfile").write_text("FROM termigen/core:1\n")
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-docker.sock")
    dockerutil.client.cache_clear()
    try:
        with pytest.raises(DockerUnavailable, match="setup_host.sh"):
            build_context(tmp_path, "termigen-test/images-nodocker:1")
    finally:
        dockerutil.client.cache_clear()
