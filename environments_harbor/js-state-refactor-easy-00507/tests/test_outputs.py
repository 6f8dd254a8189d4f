import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['-2.70%',
                      '£3475365.63',
                      '£9601711.47',
                      '¥0.92',
                      '2026/01/03',
                      '-2.87%',
                      '-3.25%',
                      '16.69%',
                      '05/05/2024',
                      '10/02/2020'],
 'independent_instances': ['-0.35%',
                           '£6510675.94',
                           '20/05/2022',
                           '-571.60 kr',
                           '-1.08%',
                           '-£118.86',
                           "4'828'804.64 kr",
                           '-235.74 kr',
                           '£606.06',
                           '£5799170.54',
                           '28/01/2020',
                           '0.08%',
                           '15.11.2025',
                           '62.90%',
                           '-614.86 kr',
                           '0.18 kr'],
 'legacy_api': ['48.07%', '12.08.2024', '21.09.2024', '0.04%', '28.05.2026', '15.10.2026']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/billfmt", "render", "makeFormatter"

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
