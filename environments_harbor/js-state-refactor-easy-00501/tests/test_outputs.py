import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['¥2.951.054,47',
                      '0,09%',
                      '10/20/2024',
                      '0.00%',
                      "R$9'455'657.79",
                      'R$0.22',
                      'R$0.76',
                      "R$4'735'015.41",
                      'R$621,90',
                      '50,51%'],
 'independent_instances': ['¥9.644.733,48',
                           '¥463.129,71',
                           'R$52,95',
                           'R$0,05',
                           '¥0,83',
                           '-¥778,40',
                           '23/06/2020',
                           '10/07/2026',
                           '-¥261,78',
                           '¥9.382.156,98',
                           'R$735 910,27',
                           'R$4 960 002,68',
                           '-¥968,45',
                           '-3,83%',
                           '0,02%',
                           '82,06%'],
 'legacy_api': ['11/22/2019', '10/20/2027', '95,46%', '11/26/2026', '-¥373,36', '09/09/2023']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tally-format", "fmt", "newFormatter"

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
