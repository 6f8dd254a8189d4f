"""The scripts that run a task's hidden tests, one per layout. Generated, never per-task, so they are trusted.

Both call the system interpreter by absolute path with `-I` (ignores PYTHON* variables and user site
directories) and pin pytest's rootdir, inifile and conftest search to /tests, so files the agent plants
(conftest.py, pytest.ini, sitecustomize in the user site, a fake `pytest` on PATH) are not picked up.
"""

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
