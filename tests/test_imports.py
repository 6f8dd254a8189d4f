"""Pure generation touches neither Docker nor signal handlers: importing the dataset, card and diversity modules
(what `termigen generate`, `card` and `diversity` need) loads no sandbox or docker module and installs nothing."""

import subprocess
import sys

CODE = """
import signal, sys
import termigen.dataset, termigen.card, termigen.diversity, termigen.verify.manifest
heavy = sorted(m for m in sys.modules if m.startswith(("termigen.sandbox", "docker")))
assert not heavy, heavy
assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL, signal.getsignal(signal.SIGTERM)
print("ok")
"""


def test_generation_imports_no_sandbox_and_no_signal_handlers():
    r = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr[-2000:]
