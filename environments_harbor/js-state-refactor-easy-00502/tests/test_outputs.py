import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['-$11.00',
                      "$666'589.67",
                      '0.00%',
                      '02/11/2022',
                      '0.09%',
                      '807.05 CHF',
                      '09/05/2026',
                      '-3.90%',
                      '35,29%',
                      '£941,19'],
 'independent_instances': ['0.01%',
                           '-$416.29',
                           '07.10.2025',
                           '14.02.2021',
                           '60.00%',
                           '24.08.2026',
                           '06.05.2022',
                           '13.10.2026',
                           '$0.24',
                           '93.04%',
                           '£928,65',
                           '48,08%',
                           '$0.94',
                           '83.88%',
                           '£0,48',
                           '0,08%'],
 'legacy_api': ['25.03.2021', "$2'335'101.74", '$0.11', '84.72%', '36.48%', '-1.15%']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/billfmt", "render", "newFormatter"

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
