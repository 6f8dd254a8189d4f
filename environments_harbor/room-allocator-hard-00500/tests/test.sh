#!/bin/bash
# TermiGen verifier 2 (Harbor): hidden tests -> /logs/verifier/reward.txt (1 all passed, 0 otherwise).
# One function, parsed whole before it runs: rewriting this file while it runs changes nothing.
tg_verify() {
  mkdir -p /logs/verifier && chmod 0755 /logs/verifier && echo 0 > /logs/verifier/reward.txt
  getent passwd tgrun >/dev/null || { echo 'tgrun:x:64999:64999::/nonexistent:/usr/sbin/nologin' >> /etc/passwd; echo 'tgrun:x:64999:' >> /etc/group; }
  chown -R 0:0 /tests && chmod -R go-rwx /tests   # hidden inputs and expected values: root only
  cd /tests || return
  # pytest's log and junit (expected values in assertion messages) are written where tgrun cannot read them
  # while later tests run agent programs, and published only after everything the tests started is gone
  local out; out=$(umask 077; mktemp -d /tmp/tg-verify.XXXXXX) || return
  /usr/bin/python3 -I -m pytest -rA -p no:cacheprovider -p no:randomly --rootdir=/tests --confcutdir=/tests -c /tests/pytest.ini --junitxml=$out/junit.xml /tests/test_outputs.py > $out/pytest.log 2>&1
  local rc=$?
  /usr/bin/python3 -I /tests/tg_guard.py reap   # nothing but this script's callers survives the tests
  cp $out/pytest.log $out/junit.xml /logs/verifier/ 2>/dev/null; chmod 0644 /logs/verifier/* 2>/dev/null
  cat $out/pytest.log
  if [ "$rc" -eq 0 ]; then echo 1 > /logs/verifier/reward.txt; fi
}
tg_verify
exit 0
