import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['-£368,21',
                      '-£254,42',
                      '27/04/2019',
                      '$0,66',
                      '$0,81',
                      '-$469,90',
                      '$7 255 572,75',
                      '17/11/2024',
                      '3 638 976,05 kr',
                      '04/23/2027'],
 'independent_instances': ['£8 051 975,22',
                           '17/07/2022',
                           '248,89 kr',
                           '11/12/2027',
                           '£205 202,85',
                           '£0,25',
                           '9 993 279,19 kr',
                           '0,07%',
                           '62,96%',
                           '-0,23%',
                           '9,97%',
                           '-1,99%',
                           '£0,09',
                           '09/10/2021',
                           '-373,78 kr',
                           '65,01%'],
 'legacy_api': ['£2 800 185,81', '22/05/2027', '24/01/2024', '10/09/2023', '£3 587 486,53', '£9 237 068,13']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tenant-format", "fmt", "createFormatter"

def _run(name):
    p = subprocess.run(["node", os.path.join(HERE, "check.js"), PROJ, MAIN, FACTORY,
                        os.path.join(HERE, "scenarios", name + ".json")],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, f"scenario runner failed: {p.stderr[-800:]}"
    data = json.loads(p.stdout.strip().splitlines()[-1])
    assert "load_error" not in data, f"lib/{MAIN}.js does not load: {data.get('load_error')}"
    return data["results"]

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_scenario(name):
    got, want = _run(name), EXPECTED[name]
    assert len(got) == len(want), f"{name}: {len(got)} results, expected {len(want)}: {got[:4]}"
    wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not wrong, f"{name}: {len(wrong)} results differ, first (step, got, expected): {wrong[:3]}"
