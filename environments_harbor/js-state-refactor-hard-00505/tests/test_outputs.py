import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['31.12.2025', '31.12.2025', '417.86 CHF', '0.06%'],
 'default_isolated': ["3'825'707.97 CHF",
                      '21.08.2023',
                      '67.41%',
                      '231.11 CHF',
                      '2020/05/05',
                      '0.22 CHF',
                      "3'821'916.00 CHF",
                      "775'675.88 CHF",
                      '¥628.576,10',
                      '¥8.661.282,32'],
 'independent_instances': ['0.70 CHF',
                           '670.92 CHF',
                           '0,00%',
                           '09.10.2021',
                           '0.63 CHF',
                           '0.36 CHF',
                           '¥0,95',
                           '¥0,17',
                           '0.06%',
                           '0.07%',
                           '-¥502,88',
                           '88,47%',
                           '0.20 CHF',
                           '565.01 CHF',
                           '02.11.2019',
                           '-¥579,57'],
 'legacy_api': ["6'358'132.44 CHF",
                '0.30 CHF',
                '0.58 CHF',
                '53.45%',
                '0.84 CHF',
                '-429.54 CHF',
                '0.01%',
                '27.01.2023',
                '-127.54 CHF',
                '727.67 CHF',
                '0.06%',
                '{"calls":11}'],
 'options_copied': ['-0.79%',
                    "9'223'660.46 CHF",
                    "1'234.56 CHF",
                    '29.02.2024',
                    '0.44 CHF',
                    '0.04%',
                    '0#01%',
                    "3'946'978#34 XXX"],
 'partial_configure': ['-3.42%', '-937.74 CHF', '34.202.59 CHF', '-0.72%'],
 'per_instance_stats': ['undefined',
                        '08.10.2023',
                        '-492.95 CHF',
                        '02.03.2020',
                        '26.03.2025',
                        '-529.76 CHF',
                        '¥390,23',
                        '¥0,98',
                        '¥4.202.527,63',
                        '38,98%',
                        '0,04%',
                        '03.07.2025',
                        '$137.50',
                        '{"calls":5}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '03.01.2023',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/ledger-fmt", "render", "makeFormatter"

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
