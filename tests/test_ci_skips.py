"""Under `make test` (TERMIGEN_NO_SKIPS=1) a skipped test is reported as a failure; elsewhere it stays a skip."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _run(tmp_path, no_skips: str) -> subprocess.CompletedProcess:
    (tmp_path / "conftest.py").write_text("from tests.conftest import pytest_runtest_makereport  # noqa: F401\n")
    (tmp_path / "test_x.py").write_text("import pytest\n\ndef test_x():\n    pytest.skip('tool missing')\n")
    env = {**os.environ, "PYTHONPATH": str(REPO), "TERMIGEN_NO_SKIPS": no_skips}
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                          capture_output=True, text=True, env=env, cwd=tmp_path)


def test_a_skip_fails_under_make_test(tmp_path):
    r = _run(tmp_path, "1")
    assert r.returncode == 1 and "1 failed" in r.stdout, r.stdout
    assert "tool missing" in r.stdout


def test_a_skip_is_a_skip_elsewhere(tmp_path):
    r = _run(tmp_path, "0")
    assert r.returncode == 0 and "1 skipped" in r.stdout, r.stdout
