"""The scripts that run a task's hidden tests, one per layout. Generated, never per-task, so they are trusted.

Both call the system interpreter by absolute path with `-I` (ignores PYTHON* variables and user site
directories) and pin pytest's rootdir, inifile and conftest search to /tests, so files the agent plants
(conftest.py, pytest.ini, sitecustomize in the user site, a fake `pytest` on PATH) are not picked up.
"""

from pathlib import Path

PYTEST = (
    "/usr/bin/python3 -I -m pytest -rA -p no:cacheprovider -p no:randomly "
    "--rootdir=/tests --confcutdir=/tests -c /tests/pytest.ini"
)

PYTEST_INI = "[pytest]\naddopts =\n"

# Harbor 2.0: tests/test.sh writes the reward; Harbor reads /logs/verifier/reward.txt.
HARBOR_TEST_SH = f"""#!/bin/bash
# TermiGen verifier (Harbor): hidden tests -> /logs/verifier/reward.txt (1 all passed, 0 otherwise).
mkdir -p /logs/verifier
cd /tests || {{ echo 0 > /logs/verifier/reward.txt; exit 1; }}
{PYTEST} --junitxml=/logs/verifier/junit.xml /tests/test_outputs.py 2>&1 | tee /logs/verifier/pytest.log
rc=${{PIPESTATUS[0]}}
if [ "$rc" -eq 0 ]; then echo 1 > /logs/verifier/reward.txt; else echo 0 > /logs/verifier/reward.txt; fi
exit 0
"""

# Terminal-Bench 1.0: run-tests.sh prints pytest -rA output; tb parses it. Offline: pytest is in the base.
TB1_RUN_TESTS_SH = f"""#!/bin/bash
# TermiGen verifier (Terminal-Bench): hidden tests, pytest -rA, offline (pytest ships in the base image).
cd "${{TEST_DIR:-/tests}}" || exit 1
unset PYTHONPATH PYTHONHOME PYTHONSTARTUP PYTHONUSERBASE
{PYTEST} "${{TEST_DIR:-/tests}}/test_outputs.py"
"""


# --- Verifier 2: the guard (tests/tg_guard.py, tests/conftest.py) and scripts that parse whole before running ---
# Agent programs run as the unprivileged `tgrun`, /tests is root-only, nothing outlives the tests before the
# reward is written. Written only into tasks whose `verifier` is 2; v1 tasks keep their bytes.
GUARD_PY = (Path(__file__).with_name("tg_guard.py")).read_text()

GUARD_CONFTEST = '''# TermiGen verifier guard (generated, trusted): every program the tests start runs as tgrun (tg_guard.py).
import pytest

import tg_guard

tg_guard.install()


@pytest.fixture(autouse=True)
def _tg_reap_after_each_test():
    yield
    tg_guard.reap(tg_guard.run_ids()[0])
'''

# The unprivileged account, created in the verifier container when the image lacks it.
_ENSURE_TGRUN = (
    "getent passwd tgrun >/dev/null || { echo 'tgrun:x:64999:64999::/nonexistent:/usr/sbin/nologin' >> /etc/passwd; "
    "echo 'tgrun:x:64999:' >> /etc/group; }"
)

HARBOR_TEST_SH_V2 = f"""#!/bin/bash
# TermiGen verifier 2 (Harbor): hidden tests -> /logs/verifier/reward.txt (1 all passed, 0 otherwise).
# One function, parsed whole before it runs: rewriting this file while it runs changes nothing.
tg_verify() {{
  mkdir -p /logs/verifier && chmod 0755 /logs/verifier && echo 0 > /logs/verifier/reward.txt
  {_ENSURE_TGRUN}
  chown -R 0:0 /tests && chmod -R go-rwx /tests   # hidden inputs and expected values: root only
  cd /tests || return
  # pytest's log and junit (expected values in assertion messages) are written where tgrun cannot read them
  # while later tests run agent programs, and published only after everything the tests started is gone
  local out; out=$(umask 077; mktemp -d /tmp/tg-verify.XXXXXX) || return
  {PYTEST} --junitxml=$out/junit.xml /tests/test_outputs.py > $out/pytest.log 2>&1
  local rc=$?
  /usr/bin/python3 -I /tests/tg_guard.py reap   # nothing but this script's callers survives the tests
  cp $out/pytest.log $out/junit.xml /logs/verifier/ 2>/dev/null; chmod 0644 /logs/verifier/* 2>/dev/null
  cat $out/pytest.log
  if [ "$rc" -eq 0 ]; then echo 1 > /logs/verifier/reward.txt; fi
}}
tg_verify
exit 0
"""

# TB1 runs the tests in the agent's own container, after the agent had root there: the guard still runs agent
# programs as tgrun and keeps /tests root-only, but a root agent could have replaced the interpreter itself.
TB1_RUN_TESTS_SH_V2 = f"""#!/bin/bash
# TermiGen verifier 2 (Terminal-Bench): hidden tests, pytest -rA, offline; agent programs run as tgrun.
tg_verify() {{
  cd "${{TEST_DIR:-/tests}}" || return 1
  unset PYTHONPATH PYTHONHOME PYTHONSTARTUP PYTHONUSERBASE
  {_ENSURE_TGRUN}
  chown -R 0:0 . && chmod -R go-rwx .
  {PYTEST} "${{TEST_DIR:-/tests}}/test_outputs.py"
  local rc=$?
  # agent code the tests started does not outlive them; only tgrun's processes: this container also runs the
  # harness's own (tmux clients started while the tests ran), which a reap of everything new would kill
  /usr/bin/python3 -I -c 'import sys; sys.path.insert(0, "."); import tg_guard; tg_guard.reap(tg_guard.RUN_UID)'
  return $rc
}}
tg_verify
"""


def verifier_digest(version: int) -> str:
    """What a verification record was made with: the scripts the gate runs (the Harbor layout's test.sh, pytest.ini
    and, for verifier 2, the guard and its conftest). The task's content hash does not cover them, so a record is
    reused only while its digest is current (a changed guard re-verifies its tasks). The TB1 script is not run by
    the gate (tests/test_third_party.py runs it through terminal-bench) and is not covered."""
    import hashlib

    parts = ((HARBOR_TEST_SH, PYTEST_INI) if version == 1 else
             (HARBOR_TEST_SH_V2, PYTEST_INI, GUARD_PY, GUARD_CONFTEST))
    return hashlib.sha256("".join(parts).encode()).hexdigest()[:12]


# Records written before digests were recorded were made with these scripts (the state at commit that added this).
UNRECORDED_DIGESTS = {1: "8cc6923bf323", 2: "3f8e968d9321"}

# Until 2026-12-02 the digest covered the TB1 script too. These older digests were made with exactly today's
# Harbor-side scripts (the key: today's digest), so their records still certify them; a change to those scripts
# changes the key and the equivalence lapses by itself.
SAME_HARBOR_SCRIPTS = {"4971ca7b56ba": {"8cc6923bf323"}, "8df24038780d": {"7c03c137de3c"}}


def digest_is_current(version: int, recorded: str) -> bool:
    now = verifier_digest(version)
    return recorded == now or recorded in SAME_HARBOR_SCRIPTS.get(now, set())
