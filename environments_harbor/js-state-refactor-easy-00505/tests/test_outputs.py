import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['R$0.37',
                      '48.40%',
                      'R$0.17',
                      '01/18/2026',
                      '$0,70',
                      '$2.816.738,44',
                      '$0,50',
                      '$115.106,74',
                      '0.96 CHF',
                      '-0.05%'],
 'independent_instances': ['-0.22%',
                           'R$0.70',
                           '0.54 CHF',
                           '-2.63%',
                           'R$0.83',
                           '-2.37%',
                           '-375.09 CHF',
                           '0.03%',
                           '12/12/2026',
                           '0.09%',
                           '2019/03/25',
                           '62.39%',
                           'R$0.31',
                           'R$0.64',
                           '-2.87%',
                           '2019/04/17'],
 'legacy_api': ['R$0.54', '12/01/2021', 'R$0.73', 'R$0.25', '04/14/2025', '-1.93%']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tenant-format", "render", "formatterFor"

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
