import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['12/31/2025', '31.12.2025', '0,96 €', '06/10/2024'],
 'default_isolated': ['05/01/2021',
                      '09/16/2025',
                      '-2,34%',
                      '101061.68 CHF',
                      '-256.97 CHF',
                      '0.06%',
                      '0.04%',
                      '9490233.63 CHF',
                      '19.06.2022',
                      "2'846'877.72 kr"],
 'independent_instances': ['09/28/2024',
                           '0,13 €',
                           '23.09.2027',
                           '0.08%',
                           '8.066.027,72 €',
                           '-112,63 €',
                           '21.03.2022',
                           '15.02.2022',
                           '50,55%',
                           '0,09 €',
                           "2'635'065.04 kr",
                           "2'214'423.81 kr",
                           '12/16/2020',
                           '0,06 €',
                           '6.42%',
                           '01.07.2025'],
 'legacy_api': ['8.435.641,03 €',
                '-99,17 €',
                '06/17/2020',
                '0,00%',
                '09/14/2020',
                '02/05/2019',
                '140,57 €',
                '03/19/2023',
                '0,00%',
                '0,13 €',
                '-0,11%',
                '{"calls":11}'],
 'options_copied': ['0,77 €',
                    '0,06 €',
                    '1.234,56 €',
                    '02/29/2024',
                    '2.956.570,01 €',
                    '0,08%',
                    '-333#52 XXX',
                    '0#63 XXX'],
 'partial_configure': ['0,86 €', '0,58 €', '44,05%', '10/05/2022'],
 'per_instance_stats': ['undefined',
                        '09/06/2026',
                        '742.863,87 €',
                        '09/02/2019',
                        '-448,86 €',
                        '0,07%',
                        '0.46 kr',
                        '0.05 kr',
                        '321.44 kr',
                        '0.28 kr',
                        '20.12.2023',
                        '215.40 kr',
                        '9.66%',
                        '{"calls":5}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '0.04 kr',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/receipt-text", "formatter", "makeFormatter"

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
