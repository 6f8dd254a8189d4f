"""Harbor environment on the TermiGen Sandbox: `harbor run -e termigen.sandbox.harbor_env:TermigenEnvironment`.

Why it is fast: one Docker SDK call per operation over the engine socket, where Harbor's docker environment
spawns a `docker compose` process for each (up, exec, cp, down), and an image cache keyed by the content
of environment/, so repeated trials of a task never rebuild.

Semantics follow Harbor's docker environment: the image's ENTRYPOINT is kept, commands run as `bash -c`,
stdout and stderr come back together in `stdout`, an exec past `timeout_sec` raises RuntimeError (after the
command's process group is killed). Not supported: docker-compose tasks, network allowlists, GPUs, stream mode.
Network: `no-network` -> no network at all; `public` -> the engine's default bridge when it has one (an engine
started with `--bridge=none`, as on TermiGen's machines, has none: such containers get no network either).
"""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import threading
from pathlib import Path
from typing import Any

from harbor.environments.base import BaseEnvironment, ExecResult, SandboxBuildFailedError
from harbor.environments.capabilities import EnvironmentCapabilities, EnvironmentResourceCapabilities
from harbor.environments.definition import (
    require_agent_environment_definition,
    should_use_prebuilt_docker_image,
)
from harbor.models.task.config import NetworkMode
from harbor.models.trial.config import ResourceMode

from termigen.errors import DockerUnavailable, ImageBuildError, SandboxError
from termigen.sandbox.container import Sandbox

IMAGE_REPO = "termigen-harbor"


def _build_image(environment_dir: Path, tag: str, timeout_sec: float = 600) -> None:
    """Build environment_dir/Dockerfile as `tag` with no network: the single seam for image building.

    termigen.images.build_context skips the build when `tag` already holds this folder built on the same FROM
    images, and raises ImageMissing naming an absent base image (nothing is ever pulled).
    """
    from termigen.images import build_context

    build_context(environment_dir, tag, network=False, timeout_sec=timeout_sec)


def _image_tag(environment_name: str, environment_id: str) -> str:
    name = re.sub(r"[^a-z0-9._-]", "-", environment_name.lower()).strip(".-_") or "task"
    return f"{IMAGE_REPO}/{name[:100]}:{environment_id[:16]}"


def _remove_image(tag: str) -> None:
    from docker.errors import APIError

    from termigen.dockerutil import client

    try:
        client().images.remove(tag, noprune=False)
    except APIError:
        pass  # absent, or used by a running container: the build then replaces the tag anyway


class TermigenEnvironment(BaseEnvironment):
    _build_locks: dict[str, threading.Lock] = {}
    _build_locks_guard = threading.Lock()

    def __init__(self, *args: Any, **kwargs: Any):
        self._sandbox: Sandbox | None = None
        super().__init__(*args, **kwargs)
        for m in self._host_mounts:
            if m["type"] not in ("bind", "volume"):
                raise ValueError(f"termigen environment supports bind and volume mounts, not {m['type']!r}")
        from termigen.sandbox import _cleanup

        _cleanup.install_hooks()  # from the main thread, where signal handlers can be installed

    @staticmethod
    def type() -> str:
        return "termigen"

    @property
    def capabilities(self) -> EnvironmentCapabilities:
        return EnvironmentCapabilities(disable_internet=True, mounted=True)

    @classmethod
    def resource_capabilities(cls) -> EnvironmentResourceCapabilities:
        return EnvironmentResourceCapabilities(cpu_limit=True, memory_limit=True, fractional_cpus=True)

    @classmethod
    def preflight(cls, kwargs: dict[str, Any] | None = None) -> None:
        super().preflight(kwargs)
        from termigen.dockerutil import client

        try:
            client()
        except DockerUnavailable as e:
            raise SystemExit(str(e)) from None

    def _validate_definition(self):
        if (self.environment_dir / "docker-compose.yaml").exists():
            raise ValueError(
                f"{self.environment_dir}/docker-compose.yaml: compose tasks are not supported by the termigen "
                "environment; run them with `-e docker`"
            )
        require_agent_environment_definition(self.environment_dir, docker_image=self.task_env_config.docker_image)

    # ---- lifecycle -------------------------------------------------------------------------------------------

    def _network_mode(self) -> str | None:
        if self.network_policy.network_mode == NetworkMode.NO_NETWORK:
            return "none"
        from termigen.dockerutil import client

        if any(n.get("Name") == "bridge" for n in client().api.networks(names=["bridge"])):
            return None  # the engine's default network
        self.logger.debug("public network requested, but the Docker engine has no default bridge: no network")
        return "none"

    def _ensure_image(self, force_build: bool) -> str:
        if should_use_prebuilt_docker_image(
            self.environment_dir, docker_image=self.task_env_config.docker_image, force_build=force_build
        ):
            return self.task_env_config.docker_image  # must already be on the engine: Sandbox never pulls
        tag = _image_tag(self.environment_name, self.environment_id)
        with self._build_locks_guard:
            lock = self._build_locks.setdefault(tag, threading.Lock())
        with lock:  # concurrent trials of one task build once; the others find it cached
            if force_build:
                _remove_image(tag)
            try:
                _build_image(self.environment_dir, tag, self.task_env_config.build_timeout_sec)
            except ImageBuildError as e:
                raise SandboxBuildFailedError(str(e)) from e
        return tag

    def _start_sync(self, force_build: bool) -> None:
        image = self._ensure_image(force_build)
        sandbox = Sandbox(
            image,
            cpus=self._resource_limit_value("cpu", auto_mode=ResourceMode.LIMIT) or 0,
            memory_mb=self._resource_limit_value("memory", auto_mode=ResourceMode.LIMIT) or 0,
            network_mode=self._network_mode(),
            workdir=self.task_env_config.workdir,
            env=self._startup_env(),
            labels={"termigen.harbor.session": self.session_id},
            binds=[dict(m) for m in self._host_mounts],
            keep_entrypoint=True,
        )
        sandbox.start()
        self._sandbox = sandbox

    async def start(self, force_build: bool) -> None:
        await asyncio.to_thread(self._start_sync, force_build)
        await self._upload_environment_dir_after_start()
        await self.ensure_dirs(self._mount_targets(writable_only=True))

    async def prepare_logs_for_host(self) -> None:
        """Hand bind-mounted outputs to the host user (files written in the container belong to its users)."""
        if self._sandbox is None or not hasattr(os, "getuid"):
            return
        for m in self._host_mounts:
            if m["type"] == "bind" and not m.get("read_only"):
                try:
                    await self.exec(f"chown -R {os.getuid()}:{os.getgid()} {shlex.quote(m['target'])}", user="root")
                except Exception as e:
                    self.logger.warning(f"could not chown {m['target']}: {e}")

    async def stop(self, delete: bool):
        if self._sandbox is None:
            return
        try:
            await self.prepare_logs_for_host()
        finally:
            sandbox, self._sandbox = self._sandbox, None
            if sandbox is not None:
                await asyncio.to_thread(sandbox.stop)

    def _running(self) -> Sandbox:
        if self._sandbox is None:
            raise RuntimeError(f"environment {self.session_id} is not started")
        return self._sandbox

    # ---- exec and files --------------------------------------------------------------------------------------

    async def exec(
        self,
        command: str,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        timeout_sec: int | None = None,
        user: str | int | None = None,
    ) -> ExecResult:
        sandbox = self._running()
        user = self._resolve_user(user)
        cancel = threading.Event()
        try:
            r = await asyncio.to_thread(
                sandbox.exec,
                command,
                timeout=timeout_sec or None,
                user=None if user is None else str(user),
                env=self._merge_env(env),
                workdir=cwd or self.task_env_config.workdir,
                cancel=cancel,
            )
        except asyncio.CancelledError:
            cancel.set()  # the worker thread kills the command and returns on its own
            raise
        except SandboxError as e:
            raise RuntimeError(str(e)) from None
        if r.timed_out:
            raise RuntimeError(f"Command timed out after {timeout_sec} seconds")
        code = r.exit_code if r.exit_code is not None else -1  # None: the host abandoned a cancelled exec
        return ExecResult(stdout=r.output or None, stderr=None, return_code=code)

    async def _is_container_dir(self, path: str) -> bool:
        r = await self.exec(f"test -d {shlex.quote(path)}", user="root")
        return r.return_code == 0

    async def upload_file(self, source_path: Path | str, target_path: str):
        source = Path(source_path)
        if target_path.endswith("/") or await self._is_container_dir(target_path):
            target_path = f"{target_path.rstrip('/')}/{source.name}"
        data, mode = source.read_bytes(), source.stat().st_mode & 0o7777
        await asyncio.to_thread(self._running().put_file, target_path, data, mode)

    async def upload_dir(self, source_dir: Path | str, target_dir: str):
        await asyncio.to_thread(self._running().put_dir, Path(source_dir), target_dir)

    async def download_file(self, source_path: str, target_path: Path | str):
        data = await asyncio.to_thread(self._running().get_file, source_path)
        target = Path(target_path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)

    async def download_dir(self, source_dir: str, target_dir: Path | str):
        await asyncio.to_thread(self._running().get_dir, source_dir, Path(target_dir))
