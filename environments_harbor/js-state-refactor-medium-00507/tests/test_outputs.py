import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['£0,90',
                      '£0,15',
                      '£0,66',
                      '08.08.2026',
                      '9 271 227,24 €',
                      '-590,60 €',
                      '-4,74%',
                      '3 863 855,61 €',
                      'R$0,69',
                      'R$0,05'],
 'independent_instances': ['£0,93',
                           '£9 010 136,98',
                           '2019/06/12',
                           '-4,12%',
                           '79,42%',
                           '£0,04',
                           '0,06%',
                           '-R$887,55',
                           '0,00%',
                           '06/24/2025',
                           'R$823,32',
                           'R$9.230.506,28',
                           '12/17/2023',
                           '£0,59',
                           '2022/08/24',
                           '-R$564,43'],
 'legacy_api': ['10/21/2022',
                '0,09%',
                '-3,97%',
                '£4 065 891,86',
                '-£602,42',
                '-£564,79',
                '51,43%',
                '£4 665 680,65',
                '£2 166 520,27',
                '-£290,93',
                '£8 851 295,24',
                '{"calls":11}'],
 'partial_configure': ['CHF445,34', '-CHF190,55', 'CHF0,63', '98,34%'],
 'per_instance_stats': ['undefined',
                        '07/09/2026',
                        '-0,91%',
                        '01/02/2021',
                        '£9 392 239,76',
                        '-1,10%',
                        '-R$277,90',
                        '2019/10/17',
                        '2022/01/19',
                        '2019/05/20',
                        '-0,51%',
                        '$0.74',
                        '{"calls":4}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '-1,83%',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/money-words", "fmt", "makeFormatter"

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
