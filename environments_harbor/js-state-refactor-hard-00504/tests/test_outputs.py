import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['2025/12/31', '2025/12/31', '-0,75%', '$0,38'],
 'default_isolated': ['$5.838.729,24',
                      '2021/09/14',
                      '0,09%',
                      "$8'026'076.49",
                      '$0.88',
                      '06/23/2023',
                      '$462.82',
                      '01/04/2021',
                      'R$635,57',
                      '2020/03/20'],
 'independent_instances': ['-2,66%',
                           '-$927,84',
                           '76,93%',
                           'R$267,66',
                           '$0,41',
                           '2025/10/17',
                           '2019/08/22',
                           '0,06%',
                           '0,03%',
                           '$0,64',
                           '-2,08%',
                           'R$766,26',
                           '-3,43%',
                           '0,06%',
                           '-4,24%',
                           'R$469,99'],
 'legacy_api': ['$455.257,84',
                '-4,62%',
                '2024/06/07',
                '0,01%',
                '-$665,62',
                '$642,52',
                '2022/05/10',
                '0,07%',
                '-0,59%',
                '$0,83',
                '-$667,27',
                '{"calls":11}'],
 'options_copied': ['$768,67',
                    '$3.092.180,53',
                    '$1.234,56',
                    '2024/02/29',
                    '0,05%',
                    '$3.876.796,68',
                    '-XXX337#72',
                    '49#32%'],
 'partial_configure': ['7.370.809,93 $', '0,76 $', '-490,36 $', '0,04%'],
 'per_instance_stats': ['undefined',
                        '2026/04/03',
                        '0,08%',
                        '2019/01/15',
                        '$0,33',
                        '2023/05/13',
                        '2025/05/09',
                        'R$0,59',
                        '35,77%',
                        '-2,16%',
                        '95,29%',
                        '17,11%',
                        '-2,23%',
                        'R$0,27',
                        '2024-07-15',
                        '{"calls":5}',
                        '{"calls":8}',
                        '{"calls":1}',
                        'undefined',
                        'R$0,20',
                        '{"calls":0}',
                        '{"calls":9}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/billfmt", "format", "newFormatter"

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
