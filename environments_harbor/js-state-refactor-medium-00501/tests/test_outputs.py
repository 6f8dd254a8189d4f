import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['-¥234,08',
                      '09/08/2021',
                      '-¥996,17',
                      '0.01%',
                      '0.14 €',
                      '0.05%',
                      '27.78%',
                      '99.16%',
                      '12/15/2023',
                      '06/08/2022'],
 'independent_instances': ['10/16/2022',
                           '¥0,46',
                           '0.07%',
                           '04/14/2019',
                           '¥5 087 456,70',
                           '0,02%',
                           '-265.96 CHF',
                           '07/11/2019',
                           '09/22/2021',
                           '¥1 848 533,56',
                           '3054274.59 CHF',
                           '0.01%',
                           '08/06/2023',
                           '¥2 390 754,35',
                           '0.43 CHF',
                           '10/27/2021'],
 'legacy_api': ['-¥287,25',
                '¥143,81',
                '07/06/2021',
                '¥941,13',
                '¥9 664 596,46',
                '09/25/2023',
                '-3,56%',
                '11/13/2027',
                '53,85%',
                '¥9 453 953,31',
                '¥8 243 581,30',
                '{"calls":11}'],
 'partial_configure': ['$8 022 870,06', '-3,99%', '0,08%', '-$286,70'],
 'per_instance_stats': ['undefined',
                        '06/25/2019',
                        '-¥554,64',
                        '¥0,64',
                        '¥926,06',
                        '08/16/2021',
                        '1571553.20 CHF',
                        '0.74 CHF',
                        '6238047.66 CHF',
                        '37.37%',
                        '33.78%',
                        '1034032.94 CHF',
                        '02/13/2027',
                        '0.09%',
                        '{"calls":4}',
                        '{"calls":8}',
                        '{"calls":1}',
                        'undefined',
                        '12/05/2025',
                        '{"calls":0}',
                        '{"calls":9}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tally-format", "format", "formatterFor"

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
