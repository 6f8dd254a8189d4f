#!/bin/bash
# TermiGen verifier (Harbor): hidden tests -> /logs/verifier/reward.txt (1 all passed, 0 otherwise).
mkdir -p /logs/verifier
cd /tests || { echo 0 > /logs/verifier/reward.txt; exit 1; }
/usr/bin/python3 -I -m pytest -rA -p no:cacheprovider -p no:randomly --rootdir=/tests --confcutdir=/tests -c /tests/pytest.ini --junitxml=/logs/verifier/junit.xml /tests/test_outputs.py 2>&1 | tee /logs/verifier/pytest.log
rc=${PIPESTATUS[0]}
if [ "$rc" -eq 0 ]; then echo 1 > /logs/verifier/reward.txt; else echo 0 > /logs/verifier/reward.txt; fi
exit 0
