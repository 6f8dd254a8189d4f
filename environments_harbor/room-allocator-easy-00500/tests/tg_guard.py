"""TermiGen verifier guard (verifier 2). Written verbatim into every guarded task as tests/tg_guard.py; trusted.

The tests run as root; every program they start runs as the unprivileged user `tgrun` in a session of its own,
so agent-written code can neither write /logs or /tests nor signal, trace or outlive the verifier:
- `install()` (called by tests/conftest.py) makes subprocess start children as tgrun unless a test passes
  `user=0` for a trusted tool that must not run agent code; HOME and an unset cwd point at a tgrun scratch dir.
- `reap()` stops, then kills, every process outside the verifier's own ancestry (after each test, tgrun's;
  at the end, test.sh calls `python3 -I tg_guard.py reap`: everything started since test.sh, but its callers).
- `run()`, `scratch()`, `give()` are the helpers hidden-case tests use: run an agent program on an input
  (the input is copied where tgrun may read it: /tests itself is root-only), in a fresh scratch dir.
Standard library only, Python >= 3.9 (the base images' Debian python3).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

PR_SET_NO_NEW_PRIVS = 38
RUN_USER = "tgrun"
RUN_UID = RUN_GID = 64999  # fixed: a passwd line the agent planted cannot move agent code onto another account
SCRATCH_ROOT = "/tmp/tg-scratch"


def run_ids() -> tuple[int, int]:
    """tgrun's uid and gid: always 64999 (test.sh adds the passwd line when it is missing; any other line is ignored)."""
    return RUN_UID, RUN_GID


def _stat(pid: int) -> list[str]:
    """/proc/PID/stat after the command name: [state, ppid, ...]; index 19 is the start time in clock ticks."""
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()


def _ppid(pid: int) -> int:
    return int(_stat(pid)[1])


def _started(pid: int) -> int:
    return int(_stat(pid)[19])


def _uid(pid: int) -> int:
    return os.stat(f"/proc/{pid}").st_uid


def _ancestry() -> set[int]:
    keep, pid = {1}, os.getpid()
    while pid > 1:
        keep.add(pid)
        try:
            pid = _ppid(pid)
        except (OSError, ValueError, IndexError):
            break
    return keep


def _others(only_uid: int | None, since: int) -> list[int]:
    keep, out = _ancestry(), []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) in keep:
            continue
        try:
            st = _stat(int(name))
            if st[0] == "Z":  # a zombie runs nothing; whether it is reaped is its parent's business
                continue
            if (only_uid is None or _uid(int(name)) == only_uid) and int(st[19]) >= since:
                out.append(int(name))
        except (OSError, ValueError, IndexError):
            pass
    return out


def _kill_all_tgrun() -> None:
    """kill(-1, SIGKILL) from a child that became tgrun: the kernel signals every tgrun process in one pass under
    its task-list lock, so a fork chain cannot outrun it (the listing loop below can be outrun). Repeated because a
    process in the middle of fork when the first pass ran has a child the pass did not see."""
    pid = os.fork()
    if pid == 0:
        try:
            os.setgroups([])
            os.setgid(RUN_GID)
            os.setuid(RUN_UID)
            for _ in range(3):
                try:
                    os.kill(-1, signal.SIGKILL)
                except OSError:
                    pass
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


def reap(only_uid: int | None = None, since: int = 0, rounds: int = 50) -> int:
    """Kill every process outside our ancestry (of `only_uid` if given; started at or after `since`, in clock
    ticks) until none is left. Agent code only ever runs as tgrun, and all of tgrun goes in one kernel pass first;
    what is left (trusted tools the tests ran as root) is stopped, then killed, in rounds. Returns how many the
    rounds found (tgrun's processes are not counted)."""
    if os.geteuid() == 0 and only_uid in (None, RUN_UID):
        _kill_all_tgrun()
    killed = 0
    for _ in range(rounds):
        pids = _others(only_uid, since)
        if not pids:
            return killed
        for sig in (signal.SIGSTOP, signal.SIGKILL):
            for p in pids:
                try:
                    os.kill(p, sig)
                except OSError:
                    pass
        killed += len(pids)
        time.sleep(0.02)
    return killed


def scratch(prefix: str = "run") -> str:
    """A fresh directory owned by tgrun (mode 0700) under a root-owned, world-searchable root."""
    uid, gid = run_ids()
    os.makedirs(SCRATCH_ROOT, mode=0o711, exist_ok=True)
    os.chown(SCRATCH_ROOT, 0, 0)
    os.chmod(SCRATCH_ROOT, 0o711)
    d = tempfile.mkdtemp(prefix=prefix + "-", dir=SCRATCH_ROOT)
    os.chown(d, uid, gid)
    os.chmod(d, 0o700)
    return d


def give(src: str, dst_dir: str | None = None) -> str:
    """Copy a file or folder (hidden inputs, a copy of an output tree) into a tgrun-owned place; returns the copy,
    owned by tgrun (a lone file too) and readable by it. The copy is made and chowned in a root-only staging dir
    and then renamed into place, so a tgrun process cannot swap a folder for a symlink under the chown walk."""
    uid, gid = run_ids()
    dst_dir = dst_dir or scratch("in")
    dst = os.path.join(dst_dir, os.path.basename(src.rstrip("/")))
    os.makedirs(SCRATCH_ROOT, mode=0o711, exist_ok=True)
    stage = tempfile.mkdtemp(prefix="stage-", dir=SCRATCH_ROOT)  # root, 0700
    try:
        tmp = os.path.join(stage, "x")
        if os.path.isdir(src):
            shutil.copytree(src, tmp, symlinks=True)
        else:
            shutil.copy2(src, tmp)
        for root, dirs, files in os.walk(tmp):
            for n in [root, *(os.path.join(root, x) for x in dirs + files)]:
                os.lchown(n, uid, gid)
                if not os.path.islink(n):
                    os.chmod(n, os.lstat(n).st_mode | 0o600 | (0o100 if os.path.isdir(n) else 0))
        if not os.path.isdir(tmp):
            os.chown(tmp, uid, gid)
            os.chmod(tmp, os.stat(tmp).st_mode | 0o600)
        try:
            os.rename(tmp, dst)
        except OSError as e:  # a copy across filesystems would reopen the race the staging closes
            raise RuntimeError(f"give(): {dst_dir} is not on the filesystem of {SCRATCH_ROOT}; give into a scratch() "
                               f"dir or another folder under /tmp ({e})") from e
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    return dst


def run(cmd, *, input: str | bytes | None = None, timeout: float = 60, cwd: str | None = None,
        env: dict | None = None, text: bool = True) -> subprocess.CompletedProcess:
    """Run an agent program as tgrun; output captured; whatever it leaves behind is killed before returning."""
    try:
        return subprocess.run(cmd, input=input, capture_output=True, timeout=timeout, cwd=cwd or scratch(),
                              env=env, text=text, shell=isinstance(cmd, str))
    finally:
        reap(run_ids()[0])


_home: str | None = None


def _no_new_privs() -> None:
    """In the child, before exec: setuid/setgid bits and file capabilities grant nothing from here on (a setuid-root
    binary the agent left in its outputs would otherwise run as root)."""
    import ctypes

    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        os._exit(126)


def _agent_env() -> dict:
    global _home
    if _home is None:
        _home = scratch("home")
    env = dict(os.environ)
    env.update(HOME=_home, USER=RUN_USER, LOGNAME=RUN_USER)
    return env


def install() -> None:
    """Make every child of this process run as tgrun, in its own session, unless `user=0` is passed."""
    uid, gid = run_ids()
    orig_init = subprocess.Popen.__init__
    if getattr(orig_init, "_tg_guarded", False):
        return

    def guarded_init(self, args, *a, **kw):
        if kw.get("user") in (None, RUN_USER, uid):
            kw.update(user=uid, group=gid, extra_groups=[])
            kw.setdefault("start_new_session", True)
            first = kw.get("preexec_fn")
            kw["preexec_fn"] = _no_new_privs if first is None else (lambda: (_no_new_privs(), first()))
            if kw.get("env") is None:
                kw["env"] = _agent_env()
            if kw.get("cwd") is None:  # the tests' own cwd is /tests, which tgrun may not read
                kw["cwd"] = _agent_env()["HOME"]
        orig_init(self, args, *a, **kw)

    guarded_init._tg_guarded = True
    subprocess.Popen.__init__ = guarded_init
    os.system = lambda command: subprocess.call(command, shell=True)  # noqa: E731  (os.system bypasses Popen)


if __name__ == "__main__" and sys.argv[1:] == ["reap"]:
    # Called by test.sh: whatever started since test.sh did (the tests and all they spawned, detached or not) is
    # killed; the container's own processes (older than the verifier) are left alone.
    reap(since=_started(os.getppid()))
