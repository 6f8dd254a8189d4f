import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['11/14/2020',
                      '01/16/2021',
                      '93.42%',
                      '0.44 CHF',
                      '0.07%',
                      '05/09/2020',
                      '0.08%',
                      '-336.02 CHF',
                      '18.06.2024',
                      '-81.00 €'],
 'independent_instances': ['-2.68%',
                           '£0.41',
                           '24.07.2026',
                           '0.04%',
                           '£9640811.94',
                           '£9404756.32',
                           '-605.59 €',
                           '44.69%',
                           '£0.77',
                           '06/15/2021',
                           '39.92%',
                           '0.84 €',
                           '06/11/2020',
                           '£0.05',
                           '6177686.26 €',
                           '4255221.75 €'],
 'legacy_api': ['40.83%',
                '-1.87%',
                '£3272517.30',
                '£0.33',
                '£3122812.49',
                '£7665683.76',
                'R$0.58',
                '13.69%',
                'R$0.40',
                'R$95.03',
                '0.01%',
                '{"calls":11}'],
 'partial_configure': ['£0.56', '£0.24', '-1.40%', '£7995236.26'],
 'per_instance_stats': ['undefined',
                        '-3.58%',
                        '£0.08',
                        '4670343.36 €',
                        '7857942.69 €',
                        '11.04.2019',
                        '144.64 €',
                        '33.75%',
                        '-932.54 €',
                        '-49.62 €',
                        '$0.87',
                        '{"calls":2}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '09.02.2021',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/ledger-fmt", "render", "formatterFor"

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
