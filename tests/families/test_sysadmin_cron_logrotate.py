"""cron_logrotate without containers: the oracle's crontab, read back by the verifier's own cron matcher,
fires exactly at the embedded times (which the generator computes from the job's meaning, not from cron
syntax), and every cron decoy's crontab does not."""

import re

import pytest

from termigen.families import get_family


def _verifier(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content, ns)
    return ns


def _crontab(script):
    return re.search(r"<<'CRON'\n(.*?)\nCRON\n", script, re.S).group(1)


def _fires_ok(ns, text):
    env, entries = ns["_parse"](text)
    E = ns["EXPECTED"]
    if env.get("MAILTO") != E["mailto"] or {e["cmd"] for e in entries} != set(E["jobs"]):
        return False
    for cmd, want in E["jobs"].items():
        got = ns["_schedule"]([e for e in entries if e["cmd"] == cmd], E["year"])
        if ns["_day_times"](got) != ns["_day_times"](want):
            return False
    return True


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_oracle_crontab_fires_as_expected_and_decoys_do_not(level):
    for seed in range(6):
        task = get_family("cron_logrotate").generate(seed, level)
        ns = _verifier(task)
        assert _fires_ok(ns, _crontab(task.solution)), f"seed {seed}: the oracle's crontab is wrong"
        for d in task.decoys:
            if d.name in ("dow_off_by_one", "hours_not_minutes", "unescaped_percent", "local_times", "wrapped_range"):
                assert not _fires_ok(ns, _crontab(d.script)), f"seed {seed}: decoy {d.name} fires correctly"


def test_matcher_semantics():
    ns = _verifier(get_family("cron_logrotate").generate(0, "easy"))
    _, e = ns["_parse"]("0 6 1,15 * 0 a\n0 6 * * 1-5 b\n*/20 22-5 * * * c\n0 3 * * 7 d \\% e % stdin\n@weekly f\n")
    assert not e[0]["star"] and e[1]["star"]           # DOM and DOW both restricted: either matches
    assert e[2]["hour"] == set()                        # a wrapped range is empty in Vixie cron
    assert e[3]["dow"] == {0, 7} and e[3]["cmd"] == "d % e"
    assert e[4]["dow"] == {0} and e[4]["min"] == {0}
