import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['3 279 352,78 zł',
                      '8 455 311,39 zł',
                      '24,78%',
                      "R$3'554'962.71",
                      '04/11/2024',
                      'R$0.96',
                      'R$183.34',
                      '-0.65%',
                      'R$936,45',
                      '04/02/2019'],
 'independent_instances': ['08/14/2024',
                           '04/21/2019',
                           '0,08%',
                           'R$6.961.925,17',
                           '12/18/2026',
                           '7 438 288,07 zł',
                           '-R$194,95',
                           '-R$83,84',
                           '05/12/2020',
                           '10/09/2023',
                           'R$7.846.663,81',
                           'R$947,41',
                           '6 179 986,64 zł',
                           '-0,97%',
                           'R$0,69',
                           'R$0,40'],
 'legacy_api': ['06/04/2021',
                '06/20/2025',
                '61,02%',
                '10/18/2024',
                '05/28/2019',
                '09/24/2019',
                '-785,37 zł',
                '82,55 zł',
                '0,17 zł',
                '-678,89 zł',
                '61,94 zł',
                '{"calls":11}'],
 'partial_configure': ['10/28/2022', '04/28/2020', '11,41%', '12/07/2019'],
 'per_instance_stats': ['undefined',
                        '04/18/2020',
                        '75,78%',
                        '-R$701,21',
                        'R$0,96',
                        '0,01%',
                        'R$5.937.644,33',
                        '43,03%',
                        'R$2.820.412,14',
                        '-0,45%',
                        '$154.74',
                        '{"calls":2}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '09/18/2026',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/quote-render", "format", "createFormatter"

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
