"""One place to get a Docker client, with an error that says how to start the engine."""

from __future__ import annotations

import functools

from termigen.errors import DockerUnavailable

START_HINT = (
    "Start it with `bash scripts/setup_host.sh` (installs docker.io and runs "
    "`dockerd --bridge=none --iptables=false --ip-masq=false` in the background), "
    "or point DOCKER_HOST at a running engine."
)


@functools.lru_cache(maxsize=1)
def client():
    """A docker SDK client that has answered a ping (cached per process)."""
    import docker
    from docker.errors import DockerException

    try:
        c = docker.from_env(timeout=120)
        c.ping()
    except DockerException as e:  # daemon down, socket missing, permission denied
        raise DockerUnavailable(f"The Docker engine is not reachable ({e.__class__.__name__}: {e}). {START_HINT}") from None
    return c
