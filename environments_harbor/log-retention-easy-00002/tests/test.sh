#!/bin/bash
# TermiGen verifier 2 (Harbor): hidden tests -> /logs/verifier/reward.txt (1 all passed, 0 otherwise).
# One function, parsed whole before it runs: rewriting this file while it runs changes nothing.
tg_verify() {
  mkdir -p /logs/verifier && chmod 0755 /logs/verifier && echo 0 > /logs/verifier/reward.txt
  getent passwd tgrun >/dev/null || { echo 'tgrun:x:64999:64999::/nonexistent:/usr/sbin/nologin' >> /etc/passwd; echo 'tgrun:x:64999:' >> /etc/group; }
  chown -R 0:0 /tests && chmod -R go-rwx /tests   # hidden inputs and expected values: root only
  cd /tests || return
  /usr/bin/python3 -I -m pytest -rA -p no:cacheprovider -p no:randomly --rootdir=/tests --confcutdir=/tests -c /tests/pytest.ini --junitxml=/logs/verifier/junit.xml /tests/test_outputs.py > /logs/verifier/pytest.log 2>&1
  local rc=$?
  /usr/bin/python3 -I /tests/tg_guard.py reap   # nothing but this script's callers survives the tests
  cat /logs/verifier/pytest.log
  if [ "$rc" -eq 0 ]; then echo 1 > /logs/verifier/reward.txt; fi
}
tg_verify
exit 0
