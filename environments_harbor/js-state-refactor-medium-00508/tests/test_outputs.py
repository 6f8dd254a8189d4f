import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['858.33 CHF',
                      '10/13/2027',
                      '07/23/2020',
                      '0.03%',
                      '9760548.44 €',
                      '61.92%',
                      '0.00%',
                      '0.89 €',
                      '19.06.2026',
                      '£866.31'],
 'independent_instances': ['0.91 CHF',
                           '51.07%',
                           '£0.75',
                           '£3980743.18',
                           '0.07%',
                           '0.09%',
                           '-£256.19',
                           '-£322.68',
                           '02/18/2019',
                           '08/21/2019',
                           '£6720992.79',
                           '12.07.2021',
                           '-3.45%',
                           '06/02/2024',
                           '36.75%',
                           '01.09.2021'],
 'legacy_api': ['0.13 CHF',
                '-1.08%',
                '09/13/2024',
                '10/06/2026',
                '754.81 CHF',
                '04/17/2021',
                '07/15/2019',
                '07/08/2024',
                '-3.15%',
                '-1.09%',
                '7609979.15 CHF',
                '{"calls":11}'],
 'partial_configure': ['686.53 R$', '56.36%', '0.37 R$', '06/21/2027'],
 'per_instance_stats': ['undefined',
                        '-85.43 CHF',
                        '-826.86 CHF',
                        '0.08%',
                        '14.09.2020',
                        '06.12.2020',
                        '-£286.92',
                        '21.03.2026',
                        '06.08.2025',
                        '77.39%',
                        '-$477.89',
                        '{"calls":2}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '£8228115.31',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/ledger-fmt", "format", "buildFormatter"

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
