"""log_retention without containers: determinism, composition, and the ground truth of the policy engine."""

import collections

import pytest

from termigen.families import get_family
from termigen.families.sysadmin import log_retention as lr

FAM = get_family("log_retention")
POOL = {c.name for c in FAM._pool(None, {"delete_days": 30, "keep": 3, "compress_days": 5, "oversize": 8192,
                                          "rotate": 5, "format": "xz", "timer": "cron", "at": (1, 5),
                                          "services": ["api"], "quota": 1})} - {"age"}


def test_same_seed_same_bytes():
    for level in ("easy", "medium", "hard"):
        a, b = FAM.generate(7, level), FAM.generate(7, level)
        assert a.content_hash() == b.content_hash()
        assert a.environment.setup == b.environment.setup and a.tests == b.tests


@pytest.mark.parametrize("level,lo,hi,traps", [("easy", 2, 3, (0, 1)), ("medium", 3, 4, (0, 2)), ("hard", 4, 5, (1, 2))])
def test_components_per_level_and_distinct_draws(level, lo, hi, traps):
    sets = [tuple(FAM.generate(s, level).components) for s in range(10)]
    for c in sets:  # requirements per level, data traps on top
        t = len(set(c) & lr.TRAPS)
        assert lo <= len(c) - t <= hi and traps[0] <= t <= traps[1], c
    assert len(set(sets)) >= 8, sets
    for i in range(6):  # >= 4 distinct problems in every 5 consecutive instances
        assert len(set(sets[i:i + 5])) >= 4, sets[i:i + 5]


def test_every_component_is_reachable():
    seen = collections.Counter()
    for level in ("easy", "medium", "hard"):
        for s in range(25):
            seen.update(FAM.generate(s, level).components)
    assert set(seen) == POOL, POOL - set(seen)


def test_oracle_is_the_composition_of_the_drawn_fixes():
    t = FAM.generate(3, "hard")
    sol = t.solution
    assert "take del '$1 < v'" in sol and "/srv/cleanup/retention.sh /srv/logs '" in sol
    marks = {"legal_hold": "LEGAL_HOLD", "keep_newest": "for d in */; do s=", "quota": "tot[p[1]] > q",
             "archive_tar": "expired.tar", "logrotate": "copytruncate", "report_bytes": "report_extra() {\n",
             "oversize": "runaway dumps", "rotated_numbered": "posix-extended"}
    for comp, mark in marks.items():
        assert (mark in sol) == (comp in t.components), (comp, t.components)
    assert all(d.script != sol for d in t.decoys) and len(t.decoys) <= 6
    assert {"real_clock", "find_mtime_rounding"} <= {d.name for d in t.decoys}


def test_hard_keeps_the_rules_in_the_policy_doc_and_easy_in_the_ticket():
    hard, easy = FAM.generate(1, "hard"), FAM.generate(1, "easy")
    doc = hard.environment.files["/srv/logs/RETENTION.md"].content
    assert "Delete every rotated log" in doc and "Delete every rotated log" not in hard.instruction
    assert "Delete every rotated log" in easy.instruction and "/srv/logs/RETENTION.md" not in easy.environment.files


def test_hidden_tests_hold_only_the_drawn_checks():
    for s in range(6):
        t = FAM.generate(s, "medium")
        code = t.tests["test_outputs.py"].content
        compile(code, "test_outputs.py", "exec")
        assert "skipif" not in code
        assert ("def test_logrotate_config_on_open_logs" in code) == ("logrotate" in t.components)
        assert ("def test_job_on_a_hidden_tree" in code) == ("scheduled_job" in t.components)
        assert ("def test_archive_of_deleted_files" in code) == ("archive_tar" in t.components)


def _tree(rows, hold=()):
    # rows: (rel under logs/, size, age in days, kind)
    T = 1_700_000_000
    return T, {"entries": [[f"logs/{r}", size, int(T - age * lr.DAY), 0o640, 2100, kind, ""]
                           for r, size, age, kind in rows], "hold": list(hold), "links": []}


def test_policy_engine_order_of_rules():
    T, tree = _tree([("a/a.log", 100, 90, "live"), ("a/x1.log", 100, 1, "dated"), ("a/x2.log", 100, 2, "dated"),
                     ("a/x3.log", 100, 40, "dated"), ("a/x4.log", 100, 50, "dated"), ("a/big.log", 9000, 0.5, "dated"),
                     ("a/held.log", 100, 0.1, "dated"), ("a/sub/x5.log", 100, 10, "dated")], hold=["a/held.log"])
    P = {"now": T, "delete_days": 30, "compress_days": 5, "keep": 3, "oversize": 8192, "quota": 10 ** 9}
    got = lr._apply(tree, P, {"keep_newest", "oversize", "legal_hold", "compress"})
    # the oversize dump never counts among the newest; the hold neither; so x1, x2, x5 are the 3 newest
    assert got == {"deleted": ["a/big.log", "a/x3.log", "a/x4.log"], "compressed": []}
    got = lr._apply(tree, P, {"keep_newest", "compress"})  # no hold, no size rule: big and held are newest
    assert got == {"deleted": ["a/x3.log", "a/x4.log"], "compressed": ["a/sub/x5.log"]}
    # quota: every regular file counts (the live log too); the oldest deletable go first
    got = lr._apply(tree, {**P, "quota": 9400}, {"quota", "compress"})
    assert got["deleted"] == ["a/sub/x5.log", "a/x3.log", "a/x4.log"], got


def test_age_boundary_is_strict_and_by_mtime():
    T, tree = _tree([("a/in.log", 10, 29.99, "dated"), ("a/out.log", 10, 30.01, "dated")])
    P = {"now": T, "delete_days": 30, "compress_days": 5}
    assert lr._apply(tree, P, set()) == {"deleted": ["a/out.log"], "compressed": []}
    assert lr._apply(tree, {**P, "delete_days": 31}, set())["deleted"] == []  # what find -mtime +30 would keep


def test_body_is_exact_size_and_shared_with_setup_and_tests():
    for size in (1, 57, 400, 2401):
        b = lr.body("logs/api/x.log", size)
        assert len(b) == size and b.endswith(b"\n")
    t = FAM.generate(2, "easy")
    assert lr.BODY in t.environment.setup and lr.BODY in t.tests["test_outputs.py"].content


def test_a_swapped_cron_line_never_matches():
    import re
    for level in ("easy", "medium", "hard"):
        for s in range(30):
            hh, mm = map(int, re.search(r"^AT = \[(\d+), (\d+)\]", FAM.generate(s, level).tests["test_outputs.py"].content,
                                        re.M).groups())
            assert hh != mm, (level, s)
