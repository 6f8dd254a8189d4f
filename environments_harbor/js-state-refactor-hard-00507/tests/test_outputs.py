import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['31/12/2025', '2025/12/31', '31.21%', '07/05/2024'],
 'default_isolated': ['-1.43%',
                      '03/12/2021',
                      '12/07/2025',
                      '09.05.2026',
                      '09.11.2019',
                      '-469,10 zł',
                      '08.03.2027',
                      '27.07.2024',
                      '2020/08/03',
                      '2023/12/24'],
 'independent_instances': ['64.23%',
                           '26/09/2020',
                           '2026/01/18',
                           '0,49 €',
                           '34.70%',
                           '0.27 zł',
                           '2025/08/14',
                           '0,94 €',
                           '0.41 zł',
                           '881.08 zł',
                           '2025/06/09',
                           '0,05 €',
                           '0.07%',
                           '12/02/2027',
                           '2019/09/05',
                           '0,08%'],
 'legacy_api': ['10.67 zł',
                '905.70 zł',
                '-620.76 zł',
                "4'888'036.56 zł",
                '6.10 zł',
                '0.11 zł',
                "zł9'625'195.14",
                '25/06/2021',
                "zł2'402'776.34",
                '-2.05%',
                '-zł163.53',
                '{"calls":11}'],
 'options_copied': ['-637.44 zł',
                    '-574.43 zł',
                    "1'234.56 zł",
                    '29/02/2024',
                    '16/10/2025',
                    '-395.23 zł',
                    '0#17 XXX',
                    '193#06 XXX'],
 'partial_configure': ['-955,58 zł', "6'644'944,60 zł", '789,03 zł', '0,08%'],
 'per_instance_stats': ['undefined',
                        "6'717'983.61 zł",
                        '21/09/2019',
                        "3'729'533.54 zł",
                        '584,79 €',
                        '0,39 €',
                        '971,79 €',
                        '525,29 €',
                        '2019/03/25',
                        '-0,28%',
                        '2020/04/26',
                        '854,47 €',
                        '-$217.52',
                        '{"calls":3}',
                        '{"calls":8}',
                        '{"calls":1}',
                        'undefined',
                        '2024/08/25',
                        '{"calls":0}',
                        '{"calls":9}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/pricetag", "fmt", "formatterFor"

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
