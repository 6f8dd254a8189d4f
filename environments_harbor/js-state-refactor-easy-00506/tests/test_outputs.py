import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ["7'972'740.68 zł",
                      '11/10/2026',
                      "1'750'983.05 zł",
                      '967.27 CHF',
                      '-4.58%',
                      "9'093'844.70 CHF",
                      '10.11.2025',
                      '23.12.2027',
                      '164.90 kr',
                      '2019/05/13'],
 'independent_instances': ['25/06/2019',
                           '0.05%',
                           '2025/02/02',
                           '2021/12/12',
                           "1'351'638.78 zł",
                           '0.07%',
                           '2026/02/19',
                           '2021/06/09',
                           '23/06/2024',
                           "4'968'662.44 zł",
                           '982.94 kr',
                           '2022/04/05',
                           '08/01/2022',
                           '0.48 zł',
                           '0.00%',
                           '2025/01/22'],
 'legacy_api': ['227.89 zł', "3'714'578.24 zł", '113.09 zł', '-1.38%', '04/11/2024', '-936.59 zł']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/numfmt-lite", "render", "buildFormatter"

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
