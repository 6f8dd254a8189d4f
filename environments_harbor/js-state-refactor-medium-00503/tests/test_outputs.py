import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['R$942.05',
                      'R$2141046.42',
                      'R$3826117.94',
                      '08.05.2022',
                      '-1,82%',
                      '0,59 €',
                      '4,24%',
                      '101,26 €',
                      '0.82 CHF',
                      '08/01/2022'],
 'independent_instances': ['R$687.27',
                           'R$1592225.69',
                           '-3.38%',
                           '0.02%',
                           'R$3897342.11',
                           'R$0.33',
                           '36.10%',
                           '85.51%',
                           '0.09%',
                           'R$0.95',
                           '0.96 CHF',
                           '0.96 CHF',
                           'R$587.53',
                           'R$0.07',
                           '484.35 CHF',
                           '02/22/2023'],
 'legacy_api': ['R$0.90',
                '21.99%',
                'R$0.99',
                'R$9642476.45',
                '0.09%',
                '0.02%',
                '€498488.58',
                '€6974861.45',
                '06/26/2022',
                '12/20/2019',
                '05/05/2026',
                '{"calls":11}'],
 'partial_configure': ['-2.97%', '-0.63%', '-R$150.18', '-0.56%'],
 'per_instance_stats': ['undefined',
                        '09/25/2022',
                        '08/07/2026',
                        'R$804.47',
                        '03/21/2026',
                        '627.51 CHF',
                        '08/06/2021',
                        '0.13 CHF',
                        "9'911'387.05 CHF",
                        "7'366'919.96 CHF",
                        '0.09%',
                        '$0.42',
                        '{"calls":3}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '0.98 CHF',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tenant-format", "formatter", "createFormatter"

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
