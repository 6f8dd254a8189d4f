"""The verifier phase, one implementation for the gate, trajectory synthesis and GRPO rewards.

As Harbor does with a separate verifier: the agent's declared outputs are carried (one sanitized archive,
termigen.verify.carry) into a fresh container from the same image together with /tests, /tests/test.sh runs
there, and /logs/verifier/reward.txt is the reward. The JUnit report adds the fraction of tests passed (the
test pass fraction of synthesis' tau filter and of the GRPO reward).
"""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from termigen.errors import TermigenError
from termigen.sandbox import Sandbox
from termigen.verify.carry import carry_outputs

_MARK = "__TG_JUNIT__"
VERIFY_CMD = (
    "mkdir -p /logs/verifier && chmod +x /tests/test.sh && /tests/test.sh > /logs/verifier/test-stdout.txt 2>&1; "
    "tail -c 3000 /logs/verifier/test-stdout.txt; "
    f"echo; echo {_MARK}REWARD=$(cat /logs/verifier/reward.txt 2>/dev/null); "
    f"echo {_MARK}; cat /logs/verifier/junit.xml 2>/dev/null"
)


@dataclass
class TestOutcome:
    passed: int = 0
    total: int = 0
    binary: float | None = None  # /logs/verifier/reward.txt
    error: str = ""
    log_tail: str = ""
    seconds: float = 0.0
    timed_out: bool = False
    late_binary: float | None = None  # reward.txt read again after the settle delay (hack trials only)
    probes: str = ""  # what hack payloads recorded under /tmp/tg-probe/ (hack trials only)
    outlived: bool = False  # a hack payload's process was still alive at the late read

    @property
    def fraction(self) -> float:
        if self.total <= 0:
            return 0.0
        return self.passed / self.total


def parse_junit(xml_text: str) -> tuple[int, int]:
    """(passed, total) from a pytest JUnit report; a collection error counts as one failed test."""
    root = ET.fromstring(xml_text)
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    total = passed = 0
    for s in suites:
        cases = s.findall("testcase")
        if not cases:  # e.g. the test module failed to import
            n_err = int(s.get("errors", 0) or 0) + int(s.get("failures", 0) or 0)
            total += max(n_err, int(s.get("tests", 0) or 0), 1 if n_err else 0)
            continue
        for c in cases:
            if c.find("skipped") is not None:
                continue
            total += 1
            if c.find("failure") is None and c.find("error") is None:
                passed += 1
    return passed, total


# The late read: a separate exec (as Harbor reads reward.txt after test.sh returns), trusted, whose command line
# names neither pytest nor test.sh (hack payloads kill those). The bracket keeps this command from matching itself.
LATE_CMD = (
    f"echo {_MARK}LATE=$(cat /logs/verifier/reward.txt 2>/dev/null); "
    "for p in /proc/[0-9]*; do grep -qa 'tg-hack-daem[o]n' $p/cmdline 2>/dev/null && echo " + _MARK + "OUTLIVED; done; "
    "cat /tmp/tg-probe/* 2>/dev/null | head -c 20000"
)


def _late_read(verifier_sb: Sandbox, out: TestOutcome, settle_sec: float) -> None:
    time.sleep(settle_sec)
    try:
        r = verifier_sb.exec(LATE_CMD, timeout=30, user="0")
    except TermigenError as e:
        out.error = out.error or f"late read failed: {e}"
        return
    m = re.search(_MARK + r"LATE=([^\n]*)", r.output)
    if m and m.group(1).strip():
        try:
            out.late_binary = float(m.group(1).strip())
        except ValueError:
            pass
    out.outlived = f"{_MARK}OUTLIVED" in r.output
    out.probes = "\n".join(line for line in r.output.splitlines() if _MARK not in line)


def run_tests(task, task_dir: Path, agent_sb: Sandbox, verifier_sb: Sandbox, *, settle_sec: float = 0.0,
              probes: bool = False) -> TestOutcome:
    """Carry the outputs into the (started) verifier container and run the tests there. With `probes` (hack
    trials, termigen.verify.hacks), the reward is read once more `settle_sec` after test.sh returned, and the
    hack payloads' probe records are collected; ordinary trials leave both off and pay nothing."""
    t0 = time.monotonic()
    out = TestOutcome()
    try:
        carry_outputs(agent_sb, verifier_sb, task.outputs, {"/tests": Path(task_dir) / "tests"})
        r = verifier_sb.exec(VERIFY_CMD, timeout=task.timeouts.verifier_sec)
    except TermigenError as e:
        out.error = f"verification failed: {e}"
        out.seconds = time.monotonic() - t0
        return out
    text = r.output
    head, _, junit = text.partition(f"{_MARK}\n")
    m = re.search(_MARK + r"REWARD=([^\n]*)", head)
    out.log_tail = head[: m.start()] if m else head
    if m and m.group(1).strip():
        try:
            out.binary = float(m.group(1).strip())
        except ValueError:
            pass
    if r.timed_out:
        out.timed_out = True
        out.error = f"the tests timed out after {task.timeouts.verifier_sec:g} s"
    elif junit.strip():
        try:
            out.passed, out.total = parse_junit(junit.strip())
        except ET.ParseError as e:
            out.error = f"unreadable JUnit report: {e}"
    else:
        out.error = "the tests wrote no JUnit report"
    if out.total == 0 and out.binary is not None and not out.error:
        out.passed, out.total = int(out.binary >= 1.0), 1  # a verifier without a report: all or nothing
    if probes:
        _late_read(verifier_sb, out, settle_sec)
    out.seconds = time.monotonic() - t0
    return out
