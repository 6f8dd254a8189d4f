import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['2025/12/31', '12/31/2025', '0,08%', '940,15 €'],
 'default_isolated': ['-938,44 €',
                      '2019/10/09',
                      '0,88 €',
                      '£8.677.701,74',
                      '£3.454.514,59',
                      '10/01/2023',
                      '23/08/2022',
                      '-2,90%',
                      '5.447.333,01 €',
                      '0,58 €'],
 'independent_instances': ['2024/01/12',
                           '-666,12 €',
                           '12/10/2021',
                           '4.074.902,47 €',
                           '7 231 317,53 €',
                           '-606,56 €',
                           '03/24/2027',
                           '875,44 €',
                           '2021/03/16',
                           '948,30 €',
                           '0,64 €',
                           '10/22/2022',
                           '-595,60 €',
                           '19,36%',
                           '12/10/2024',
                           '0,12 €'],
 'legacy_api': ['2022/10/27',
                '835,56 €',
                '0,02 €',
                '-2,67%',
                '-1,95%',
                '-51,16 €',
                '322,31 €',
                '8 032 777,64 €',
                '9 146 892,53 €',
                '0,01%',
                '3 238 927,99 €',
                '{"calls":11}'],
 'options_copied': ['2021/04/03',
                    '0,02%',
                    '1 234,56 €',
                    '2024/02/29',
                    '0,71 €',
                    '5 438 251,71 €',
                    '869#48 XXX',
                    '0#88 XXX'],
 'partial_configure': ['2022/06/08', '0,07%', '-0,46%', '2025/07/05'],
 'per_instance_stats': ['undefined',
                        '2021/11/27',
                        '2027/12/24',
                        '-2,85%',
                        '-833,73 €',
                        '-562,83 €',
                        '0,73 €',
                        '-3,14%',
                        '0,17 €',
                        '97,28 €',
                        '0,93 €',
                        '01/28/2024',
                        '03/08/2023',
                        '6.738.878,14 €',
                        '$126.24',
                        '{"calls":5}',
                        '{"calls":8}',
                        '{"calls":1}',
                        'undefined',
                        '0,48 €',
                        '{"calls":0}',
                        '{"calls":9}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/billfmt", "render", "createFormatter"

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
