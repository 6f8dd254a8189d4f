import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['31/12/2025', '12/31/2025', '-3,12%', '424,24 kr'],
 'default_isolated': ['-0,94%',
                      '16/01/2027',
                      '20/06/2022',
                      '0.64 CHF',
                      '5252463.12 CHF',
                      '983.05 CHF',
                      '0.07%',
                      '0.00 CHF',
                      '07/09/2019',
                      '-1,83%'],
 'independent_instances': ['759,07 kr',
                           '0,08%',
                           '-3,01%',
                           '08/18/2021',
                           '-96,13 kr',
                           '0,34 kr',
                           '02/14/2023',
                           '$0,97',
                           '0,88 kr',
                           '-1,08%',
                           '$0,76',
                           '11/14/2025',
                           '482,06 kr',
                           '-4,36%',
                           '07/05/2027',
                           '0,01%'],
 'legacy_api': ['01/06/2026',
                '22/12/2019',
                '03/12/2024',
                '7.049.103,14 kr',
                '25/10/2023',
                '-4,78%',
                '11/08/2025',
                '98.086.46 kr',
                '114.36 kr',
                '1.385.263.62 kr',
                '-3.64%',
                '{"calls":11}'],
 'options_copied': ['15/11/2023',
                    '02/03/2022',
                    '1.234,56 kr',
                    '29/02/2024',
                    '-4,02%',
                    '-336,16 kr',
                    '0#68 XXX',
                    '-973#85 XXX'],
 'partial_configure': ['kr241.919,28', '-3,17%', 'kr0,08', 'kr0,77'],
 'per_instance_stats': ['undefined',
                        '0,21 kr',
                        '09/02/2027',
                        '6.740.478,23 kr',
                        '28/12/2023',
                        '46,08%',
                        '15,13%',
                        '$3.495.735,97',
                        '-$449,04',
                        '$0,14',
                        '$0,10',
                        '-1.69%',
                        '{"calls":4}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '0,05%',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tally-format", "fmt", "buildFormatter"

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
