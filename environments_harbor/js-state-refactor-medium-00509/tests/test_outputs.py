import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['9.719.062,18 kr',
                      '2026/09/14',
                      '114,39 kr',
                      '08/05/2021',
                      '21/05/2019',
                      '-647.79 zł',
                      '19/11/2021',
                      '0.02%',
                      '0.02 €',
                      '0.37 €'],
 'independent_instances': ['0,02%',
                           '2.249.369,43 kr',
                           '0.03%',
                           '0.69 €',
                           '-1,19%',
                           '8.217.393,10 kr',
                           '04/22/2019',
                           '-883.29 €',
                           '2023/12/14',
                           '0,05%',
                           '10/27/2023',
                           '07/23/2022',
                           '2.930.027,51 kr',
                           '0,23 kr',
                           '11/19/2023',
                           '03/24/2023'],
 'legacy_api': ['2026/11/02',
                '4.161.261,13 kr',
                '2019/09/09',
                '27,59%',
                '-421,42 kr',
                '-4,01%',
                '0,03%',
                '0,18 kr',
                '0,85 kr',
                '6.555.402,68 kr',
                '7.085.157,00 kr',
                '{"calls":11}'],
 'partial_configure': ['-1,02%', '9.667.508,95 kr', '5.076.865,99 kr', '53,64%'],
 'per_instance_stats': ['undefined',
                        '0,62 kr',
                        '0,79 kr',
                        '0,08%',
                        '828,35 kr',
                        '0,08%',
                        '07/27/2021',
                        '8207911.28 €',
                        '-924.71 €',
                        '04/01/2025',
                        '90.28 €',
                        '09/27/2019',
                        '0.86 €',
                        '-0.85%',
                        '{"calls":5}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '11/19/2021',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/quote-render", "render", "createFormatter"

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
