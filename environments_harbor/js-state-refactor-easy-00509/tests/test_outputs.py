import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['43,20%',
                      '-4,14%',
                      '-4,49%',
                      '2026/04/23',
                      '2022/05/21',
                      '2023/12/03',
                      '¥813.71',
                      '¥0.56',
                      'R$448.443,47',
                      'R$3.725.861,29'],
 'independent_instances': ['2023/05/05',
                           '2019/01/01',
                           'R$0,86',
                           '60,55%',
                           '2021/10/02',
                           '8 756 669,10 kr',
                           '-1,98%',
                           '-R$633,45',
                           '2024/01/04',
                           '3 765 613,07 kr',
                           '-0,87%',
                           '-R$911,27',
                           '955 190,57 kr',
                           '0,01%',
                           '-R$448,66',
                           'R$349,53'],
 'legacy_api': ['0,06%', '145,77 kr', '769 929,35 kr', '0,78 kr', '2021/12/18', '2023/07/13']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/ledger-fmt", "formatter", "formatterFor"

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
