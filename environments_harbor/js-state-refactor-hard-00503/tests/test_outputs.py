import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['12/31/2025', '31/12/2025', 'R$4 947 780,43', 'R$0,94'],
 'default_isolated': ['02/18/2020',
                      '09/13/2019',
                      'R$318,96',
                      '48.01%',
                      "7'357'921.11 zł",
                      '-2.08%',
                      '-1.01%',
                      "7'541'155.04 zł",
                      '0,04%',
                      '0,06%'],
 'independent_instances': ['R$4 734 793,29',
                           '11/26/2027',
                           '0,54 kr',
                           '91,62%',
                           '-R$411,41',
                           '-0,88%',
                           '-533,87 kr',
                           '894,36 kr',
                           '01/15/2020',
                           'R$0,52',
                           '-257,25 kr',
                           '0,05 kr',
                           '-R$728,47',
                           'R$622 436,47',
                           '0,61 kr',
                           '1.551.710,94 kr'],
 'legacy_api': ['11/23/2020',
                '82,75%',
                'R$2 423 920,91',
                'R$370,82',
                'R$25,93',
                'R$0,47',
                'R$0,81',
                "R$8'953'437,12",
                "R$6'531'252,72",
                "R$4'428'839,21",
                'R$363,66',
                '{"calls":11}'],
 'options_copied': ['01/03/2025',
                    'R$8 460 153,64',
                    'R$1 234,56',
                    '02/29/2024',
                    '01/17/2021',
                    'R$7 117 175,85',
                    'XXX0#62',
                    '12~23~2025'],
 'partial_configure': ['R$1 257 760,76', 'R$0,76', '02/24/2020', 'R$0,83'],
 'per_instance_stats': ['undefined',
                        'R$5 959 891,35',
                        '11/05/2023',
                        '-2,97%',
                        'R$0,43',
                        '-3,40%',
                        '-1,76%',
                        '1.093.818,66 kr',
                        '-1,23%',
                        '0,09%',
                        '62,11%',
                        '05/08/2027',
                        '14/05/2026',
                        '08/03/2026',
                        '$4,386,588.23',
                        '{"calls":5}',
                        '{"calls":8}',
                        '{"calls":1}',
                        'undefined',
                        '14/03/2027',
                        '{"calls":0}',
                        '{"calls":9}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tally-format", "fmt", "makeFormatter"

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
