import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['0,00%',
                      '03.02.2019',
                      '4 769 818,34 zł',
                      '912.44 zł',
                      '2020/02/17',
                      '6108720.75 zł',
                      '5746841.32 zł',
                      '2386605.74 zł',
                      '0.61 zł',
                      '2.16%'],
 'independent_instances': ['375,42 zł',
                           '0,85 zł',
                           '07/22/2024',
                           '09/12/2026',
                           '0,01%',
                           '518,71 zł',
                           '08/06/2022',
                           '81.56%',
                           '815,59 zł',
                           '0,08 zł',
                           '07/13/2022',
                           '0.03%',
                           '26.12.2023',
                           '0,76 zł',
                           '0.09%',
                           '0.34 zł'],
 'legacy_api': ['3 192 722,33 zł', '20.02.2023', '23.01.2020', '1 329 835,15 zł', '-3,12%', '0,78 zł']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tenant-format", "render", "createFormatter"

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
