"""text_reconcile without containers: the numfmt --to=iec replica used for the hard table agrees with values
measured from coreutils 9.1 in termigen/core:1, and every generated instance holds the boundary cases its decoys
rely on. (The coreutils oracle and the decoys run in containers in the gate.)"""

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.data.text_reconcile import _iec

# `numfmt --to=iec` outputs measured in termigen/core:1.
MEASURED = {0: "0", 999: "999", 1023: "1023", 1024: "1.0K", 1536: "1.5K", 1537: "1.6K", 10241: "11K",
            1048576: "1.0M", 1048575: "1.0M", 5000000000: "4.7G"}


def test_iec_replica():
    for v, want in MEASURED.items():
        assert _iec(v) == want, v


def _consts(task):
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


@pytest.mark.parametrize("level", LEVELS)
def test_boundary_cases_present(level):
    fam = get_family("text_reconcile")
    for seed in range(10):
        task = fam.generate(seed, level)
        e = _consts(task)
        assert len(e["diffs"]) >= 2 and len(e["only_left"]) >= 2 and len(e["only_right"]) >= 2
        if level != "easy":
            sides = {d[0] for d in e["duplicates"]}
            assert sides == {"left", "right"}, (seed, e["duplicates"])
        if level == "hard":
            assert len(e["table"]) == 6
            assert e["table"][0].startswith("section")
