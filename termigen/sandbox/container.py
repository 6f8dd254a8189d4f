"""Sandbox: one task container on the Docker SDK, fast to start, killed reliably, always removed.

Commands run as `bash -c COMMAND` (not a login shell: /etc/profile would reset the image's PATH), wrapped in
coreutils `timeout`. The image therefore needs bash and coreutils (every TermiGen base image has them).
Requires no network at run time; never pulls.

Commands go through a persistent exec channel (_channel.py: one helper process per container, started once,
a few milliseconds per command) where the image has python3, and through one `docker exec` each otherwise;
both give the same semantics. `exec_channel=True` (or TERMIGEN_EXEC_CHANNEL=1) chooses the channel; docker exec is the default for now.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path, PurePosixPath

from pydantic import BaseModel

from termigen.errors import ImageMissing, SandboxError
from termigen.sandbox import _archive, _channel, _cleanup, _exec

KEEPALIVE = ["sleep", "infinity"]
SETTLE_SEC = 0.5


class ExecResult(BaseModel):
    output: str  # stdout and stderr interleaved in arrival order, decoded with errors="replace"
    exit_code: int | None  # None when the host had to abandon the exec
    timed_out: bool
    duration_sec: float
    via: str = "docker"  # "channel" (the persistent exec channel) or "docker" (one docker exec)


class Sandbox:
    """A running container to exec commands in. Use as a context manager, or call start() and stop()."""

    def __init__(
        self,
        image: str,
        *,
        cpus: float = 1.0,
        memory_mb: int = 2048,
        network: bool = False,
        workdir: str | None = None,
        env: dict | None = None,
        labels: dict | None = None,
        name: str | None = None,
        pids_limit: int = 4096,
        binds: list[dict] | None = None,
        keep_entrypoint: bool = False,
        network_mode: str | None = None,
        max_output_bytes: int = 16 << 20,
        exec_channel: bool | None = None,
        client=None,
    ):
        """`binds`: [{"source": host, "target": container, "read_only": bool}].
        `keep_entrypoint`: keep the image's ENTRYPOINT and pass the keep-alive as its command (Harbor's docker
        environment does this); by default the keep-alive replaces the entrypoint, so nothing else runs.
        `network_mode` overrides `network` (e.g. "host"); `network=True` means the engine's default network.
        `exec_channel`: run commands through the persistent exec channel (None: off unless TERMIGEN_EXEC_CHANNEL=1).
        """
        self.image = image
        self.cpus = cpus
        self.memory_mb = memory_mb
        self.network = network
        self.network_mode = network_mode
        self.workdir = workdir
        self.env = dict(env or {})
        self.labels = dict(labels or {})
        self.name = name
        self.pids_limit = pids_limit
        self.binds = list(binds or [])
        self.keep_entrypoint = keep_entrypoint
        self.max_output_bytes = max_output_bytes
        self._client = client
        self.container_id: str | None = None
        self.exec_channel = _channel.enabled_by_default() if exec_channel is None else bool(exec_channel)
        self._channel: _channel.Channel | None = None
        self.channel_note = ""  # why commands go through docker exec, when the channel is wanted but absent

    # ---- lifecycle -------------------------------------------------------------------------------------------

    @property
    def client(self):
        if self._client is None:
            from termigen.dockerutil import client

            self._client = client()
        return self._client

    def _host_config(self) -> dict:
        mode = self.network_mode or (None if self.network else "none")
        kwargs: dict = dict(
            init=True,  # reaps zombies; the keep-alive is not PID 1
            network_mode=mode,
            nano_cpus=int(self.cpus * 1e9) if self.cpus else None,
            mem_limit=f"{int(self.memory_mb)}m" if self.memory_mb else None,
            memswap_limit=f"{int(self.memory_mb)}m" if self.memory_mb else None,  # no swap beyond the limit
            pids_limit=self.pids_limit,
        )
        if self.binds:
            kwargs["binds"] = {
                b["source"]: {"bind": b["target"], "mode": "ro" if b.get("read_only") else "rw"} for b in self.binds
            }
        return self.client.api.create_host_config(**{k: v for k, v in kwargs.items() if v is not None})

    def start(self) -> Sandbox:
        if self.container_id:
            return self
        from docker.errors import APIError, ImageNotFound

        api = self.client.api
        create = dict(
            image=self.image,
            detach=True,
            environment=self.env or None,
            working_dir=self.workdir,
            labels={**self.labels, **_cleanup.owner_labels()},
            name=self.name,
            host_config=self._host_config(),
        )
        if self.keep_entrypoint:
            create["command"] = ["sh", "-c", "sleep infinity"]
        else:
            create["entrypoint"] = KEEPALIVE
            create["command"] = []
        try:
            cid = api.create_container(**create)["Id"]
        except ImageNotFound:
            raise ImageMissing(
                f"Docker image {self.image!r} is not present on this engine (images are never pulled). "
                "Build the TermiGen base images with `termigen images build`, or build/load this image first."
            ) from None
        except APIError as e:
            raise SandboxError(f"cannot create a container from {self.image!r}: {e.explanation or e}") from None
        self.container_id = cid
        _cleanup.register(cid, self.client)
        try:
            api.start(cid)
        except APIError as e:
            self.stop()
            raise SandboxError(f"cannot start a container from {self.image!r}: {e.explanation or e}") from None
        if self.exec_channel:
            self._open_channel()
        return self

    def _open_channel(self) -> None:
        """Start the exec channel; where it cannot start, say why once (per image) and use docker exec."""
        from docker.errors import APIError, NotFound

        cid = self._require()
        try:
            config = self.client.api.inspect_container(cid).get("Config") or {}
            env_names = {e.split("=", 1)[0] for e in config.get("Env") or []}
            self._channel = _channel.Channel(
                self.client.api,
                cid,
                default_user=config.get("User") or "0",
                default_cwd=config.get("WorkingDir") or "/",
                home_from_passwd="HOME" not in env_names,
            ).open()
            self.channel_note = ""
        except (_channel.ChannelUnavailable, APIError, NotFound) as e:
            self._channel = None
            self.channel_note = str(e)
            _channel.note_once(
                f"start:{self.image}",
                f"sandbox {self.image}: commands go through docker exec (slower): {e}",
            )

    def stop(self) -> None:
        """Remove the container (force: no graceful shutdown to wait for). Safe to call twice."""
        cid, self.container_id = self.container_id, None
        channel, self._channel = self._channel, None
        if channel is not None:
            channel.close()
        if not cid:
            return
        _cleanup.unregister(cid)
        try:
            _cleanup.remove_container(self.client, cid)
        except Exception as e:
            raise SandboxError(f"could not remove container {cid[:12]}: {e}") from None

    def __enter__(self) -> Sandbox:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def _require(self) -> str:
        if not self.container_id:
            raise SandboxError("the sandbox is not running: call start() first (or use it as a context manager)")
        return self.container_id

    def state(self) -> dict:
        """The container's State from the engine ({} if it no longer exists)."""
        from docker.errors import NotFound

        try:
            return self.client.api.inspect_container(self._require()).get("State", {})
        except NotFound:
            return {}

    def _died_message(self, settle: bool = False) -> str:
        """Why the container is gone or stopped, or "" if it runs.

        settle: the exec ended like a container death would end it (SIGKILL); the engine records the death
        a moment after the exec ends, so keep looking for a short while.
        """
        until = time.monotonic() + (SETTLE_SEC if settle else 0)
        while True:
            st = self.state()
            if not st or not st.get("Running") or time.monotonic() >= until:
                break
            time.sleep(0.05)
        if not st:
            return f"container {self.container_id[:12]} ({self.image}) was removed while a command ran in it"
        if st.get("Running"):
            return ""
        oom = " (out of memory)" if st.get("OOMKilled") else ""
        return (
            f"container {self.container_id[:12]} ({self.image}) stopped while a command ran in it: "
            f"status {st.get('Status')}, exit code {st.get('ExitCode')}{oom}"
        )

    # ---- exec ------------------------------------------------------------------------------------------------

    def exec(
        self,
        command: str,
        timeout: float | None = 120,
        user: str | None = None,
        env: dict | None = None,
        workdir: str | None = None,
        cancel: threading.Event | None = None,
    ) -> ExecResult:
        """Run `bash -c command`; past `timeout` seconds the command's whole process group is killed.

        Returns timed_out=True with exit code 124 (or 137 when SIGKILL was needed, None if the host had to
        abandon the exec). Setting `cancel` kills the command early. Raises SandboxError if the container
        dies or disappears meanwhile.
        """
        self._require()
        channel = self._channel
        if channel is not None:
            if channel.alive:
                try:
                    return self._exec_channel(channel, command, timeout, user, env, workdir, cancel)
                except _channel.NotStarted as e:  # nothing ran; the engine reports the problem its own way
                    _channel.note_once(f"refused:{e}", f"sandbox {self.image}: one command via docker exec: {e}")
            else:
                self._channel = None
                self.channel_note = f"the exec channel ended: {channel.end_reason}"
                _channel.note_once(
                    f"ended:{self.image}", f"sandbox {self.image}: commands go through docker exec now: {self.channel_note}"
                )
        return self._exec_docker(command, timeout, user, env, workdir, cancel)

    def _exec_channel(self, channel, command, timeout, user, env, workdir, cancel) -> ExecResult:
        cid = self._require()
        token = _exec.new_token()
        t0 = time.monotonic()
        job = channel.run(
            _exec.wrap(command, timeout),
            env={**(env or {}), _exec.TOKEN_VAR: token},
            cwd=workdir,
            user=None if user is None else str(user),
            max_output_bytes=self.max_output_bytes,
        )

        def kill() -> None:
            if channel.alive:
                channel.kill(job, token)
            else:
                _exec.kill_by_token(self.client.api, cid, token)

        deadline = None if timeout is None else t0 + timeout + _exec.KILL_AFTER_SEC + _exec.HOST_GRACE_SEC
        host_killed, abandoned = _channel.wait_job(job, deadline=deadline, cancel=cancel, kill=kill)
        duration = time.monotonic() - t0
        if job.error is not None:
            raise _channel.NotStarted(job.error)
        if job.lost:
            died = self._died_message(settle=True)
            if died:
                raise SandboxError(died)
            _exec.kill_by_token(self.client.api, cid, token)  # what the command left running
            raise SandboxError(
                f"the exec channel into container {cid[:12]} ({self.image}) ended while a command ran in it "
                f"({channel.end_reason}); the command's outcome is unknown"
            )
        exit_code = None if abandoned else job.code
        if exit_code == 137 and not channel.ping(SETTLE_SEC):  # a SIGKILL, or the container's death?
            died = self._died_message(settle=True)
            if died:
                raise SandboxError(died)
        timed_out = host_killed and not (cancel and cancel.is_set())
        if timeout is not None and exit_code in _exec.TIMEOUT_EXIT_CODES and duration >= timeout:
            timed_out = True
        if timed_out and exit_code is None and not abandoned:
            exit_code = 137
        if timed_out and not host_killed:
            kill()  # children that left the process group (setsid, daemons)
        return ExecResult(
            output=job.out.text(), exit_code=exit_code, timed_out=timed_out, duration_sec=duration, via="channel"
        )

    def _exec_docker(self, command, timeout, user, env, workdir, cancel) -> ExecResult:
        from docker.errors import APIError, NotFound

        cid = self._require()
        api = self.client.api
        token = _exec.new_token()
        environment = {**(env or {}), _exec.TOKEN_VAR: token}
        t0 = time.monotonic()
        try:
            eid = api.exec_create(
                cid,
                _exec.wrap(command, timeout),
                stdout=True,
                stderr=True,
                user=str(user) if user is not None else "",
                environment=[f"{k}={v}" for k, v in environment.items()],
                workdir=workdir,
            )["Id"]
        except (APIError, NotFound) as e:
            died = self._died_message()
            raise SandboxError(died or f"cannot exec in container {cid[:12]}: {e}") from None

        last_inspect: dict = {}

        def still_running() -> bool:
            try:
                last_inspect.update(api.exec_inspect(eid))
            except Exception:
                return False
            return bool(last_inspect.get("Running"))

        deadline = None if timeout is None else t0 + timeout + _exec.KILL_AFTER_SEC + _exec.HOST_GRACE_SEC
        try:
            outcome = _exec.run_stream(
                api,
                eid,
                deadline=deadline,
                kill=lambda: _exec.kill_by_token(api, cid, token),
                cancel=cancel,
                still_running=still_running,
                max_output_bytes=self.max_output_bytes,
            )
        except (APIError, NotFound) as e:
            died = self._died_message()
            raise SandboxError(died or f"exec failed in container {cid[:12]}: {e}") from None
        duration = time.monotonic() - t0

        exit_code = None
        if not outcome.abandoned:
            if last_inspect.get("Running") is False:  # already fetched when the stream ended
                exit_code = last_inspect.get("ExitCode")
            else:
                try:
                    exit_code = api.exec_inspect(eid).get("ExitCode")
                except Exception:
                    exit_code = None
        if exit_code in (None, 137):  # how a container's death ends its execs: tell the two apart
            died = self._died_message(settle=True)
            if died:
                raise SandboxError(died)
        timed_out = outcome.host_killed and not (cancel and cancel.is_set())
        if timeout is not None and exit_code in _exec.TIMEOUT_EXIT_CODES and duration >= timeout:
            timed_out = True
        if timed_out and exit_code is None and not outcome.abandoned:
            exit_code = 137
        if timed_out and not outcome.host_killed:
            _exec.kill_by_token(api, cid, token)  # children that left the process group (setsid, daemons)
        return ExecResult(output=outcome.output, exit_code=exit_code, timed_out=timed_out, duration_sec=duration)

    # ---- files -----------------------------------------------------------------------------------------------

    def _put_archive(self, container_dir: str, data) -> None:
        from docker.errors import APIError, NotFound

        cid = self._require()
        try:
            if self.client.api.put_archive(cid, container_dir, data):
                return
        except NotFound:
            pass  # the folder does not exist yet
        except APIError as e:
            raise SandboxError(f"cannot write into {container_dir} in the container: {e.explanation or e}") from None
        r = self.exec(f"mkdir -p -- '{_sq(container_dir)}'", timeout=30, user="0")
        if r.exit_code != 0:
            raise SandboxError(f"cannot create {container_dir} in the container: {r.output.strip()}")
        if hasattr(data, "seek"):
            data.seek(0)
        try:
            self.client.api.put_archive(cid, container_dir, data)
        except APIError as e:
            raise SandboxError(f"cannot write into {container_dir} in the container: {e.explanation or e}") from None

    def put_archive(self, container_dir: str, data) -> None:
        """Extract a tar archive (bytes or a file object) into a container folder (created if missing)."""
        self._put_archive(container_dir, data)

    def get_archive(self, path: str):
        """(stream of tar chunks, stat dict) for a container path; the archive's root is the path's basename."""
        return self._get_archive(path)

    def put_file(self, path: str, data: bytes, mode: int = 0o644) -> None:
        """Write bytes to an absolute container path (parent folders are created), owned by root."""
        p = PurePosixPath(path)
        if not p.is_absolute() or p.name in ("", ".", ".."):
            raise SandboxError(f"put_file needs an absolute file path, got {path!r}")
        self._put_archive(str(p.parent), _archive.file_archive(p.name, data, mode))

    def put_dir(self, local_dir: str | Path, container_dir: str) -> None:
        """Copy the contents of a host folder into a container folder (created if missing); modes kept."""
        local = Path(local_dir)
        if not local.is_dir():
            raise SandboxError(f"put_dir: {local} is not a folder")
        with _archive.dir_archive(local) as archive:
            self._put_archive(container_dir, archive)

    def _get_archive(self, path: str):
        from docker.errors import APIError, NotFound

        cid = self._require()
        try:
            stream, stat = self.client.api.get_archive(cid, path)
        except NotFound:
            raise SandboxError(f"{path} does not exist in the container") from None
        except APIError as e:
            raise SandboxError(f"cannot read {path} from the container: {e.explanation or e}") from None
        return stream, stat

    def get_file(self, path: str) -> bytes:
        """Bytes of a container file (a symlink is followed)."""
        stream, stat = self._get_archive(path)
        mode = int(stat.get("mode", 0))
        if mode & _archive.GO_MODE_SYMLINK and stat.get("linkTarget"):
            stream.close()
            return self.get_file(stat["linkTarget"])
        if mode & _archive.GO_MODE_DIR:
            raise SandboxError(f"{path} is a folder in the container; use get_dir")
        with _archive.spool_stream(stream) as spool:
            data = _archive.read_single_file(spool)
        if data is None:
            raise SandboxError(f"{path} is not a regular file in the container")
        return data

    def get_dir(self, container_path: str, local_dir: str | Path) -> None:
        """Copy a container folder's contents into local_dir (a file lands as local_dir/<name>)."""
        stream, _ = self._get_archive(container_path)
        with _archive.spool_stream(stream) as spool:
            _archive.extract_strip_root(spool, Path(local_dir))


def _sq(s: str) -> str:
    """Escape for use inside single quotes."""
    return s.replace("'", "'\\''")
