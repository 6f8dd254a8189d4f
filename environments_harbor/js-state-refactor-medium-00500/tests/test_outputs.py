import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['R$8 971 510,59',
                      '2021/05/17',
                      '2023/12/27',
                      '£0,96',
                      '2024/05/04',
                      '£0,38',
                      '-0,29%',
                      '-3,56%',
                      '0.05%',
                      '06.12.2022'],
 'independent_instances': ['R$0,98',
                           '2024/10/01',
                           '13.06.2019',
                           '-899.41 zł',
                           '2027/11/06',
                           '2026/02/26',
                           '03.03.2026',
                           '-22.48 zł',
                           'R$0,76',
                           '-4,50%',
                           '4481648.33 zł',
                           '0.50 zł',
                           '-4,48%',
                           '-R$505,45',
                           '0.08%',
                           '14.01.2026'],
 'legacy_api': ['-R$525,46',
                '-R$697,54',
                'R$1 471 370,57',
                '-2,19%',
                'R$6 033 694,35',
                '-3,71%',
                '2026/09/10',
                'zł0,78',
                'zł5 197 027,62',
                'zł0,69',
                '2023/09/27',
                '{"calls":11}'],
 'partial_configure': ['2019/08/22', '2019/04/07', '20,32%', '0,02%'],
 'per_instance_stats': ['undefined',
                        '2026/01/24',
                        'R$0,16',
                        '6188667.33 zł',
                        '0.28 zł',
                        '2994458.64 zł',
                        '885.58 zł',
                        '43.63%',
                        '20.03.2021',
                        '90.86%',
                        '{"calls":2}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '0.37 zł',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/money-words", "render", "buildFormatter"

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
