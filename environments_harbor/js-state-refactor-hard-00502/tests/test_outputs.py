import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['31/12/2025', '31.12.2025', '-£340,35', '£6 444 507,89'],
 'default_isolated': ['£559,09',
                      '25/07/2019',
                      '£0,23',
                      '£1 318 128,31',
                      '£0,14',
                      '10/08/2019',
                      '-£782,73',
                      '04/07/2023',
                      '3184647.73 kr',
                      '-4.81%'],
 'independent_instances': ['18/10/2020',
                           '24/07/2024',
                           '55.12%',
                           '9534576.18 kr',
                           '06/02/2021',
                           '£0,07',
                           '12.02.2027',
                           '0.72 kr',
                           '02/03/2019',
                           '-3,69%',
                           '9251692.41 kr',
                           '14.01.2020',
                           '-2,62%',
                           '£211,98',
                           '15.05.2019',
                           '19.01%'],
 'legacy_api': ['£0,31',
                '20/09/2020',
                '£0,12',
                '-£233,57',
                '£414 173,35',
                '05/09/2026',
                '-£179,50',
                '-0,43%',
                '0,06%',
                '14/04/2021',
                '£904,91',
                '{"calls":11}'],
 'options_copied': ['£728,21', '-2,88%', '£1 234,56', '29/02/2024', '£0,84', '-£175,66', '0#00%', '12~04~2024'],
 'partial_configure': ['£858,27', "£9'013'025,37", '0,01%', '16/06/2024'],
 'per_instance_stats': ['undefined',
                        '11,95%',
                        '11/12/2023',
                        '£207,08',
                        '-215.52 kr',
                        '61.66%',
                        '15.01.2027',
                        '-3.36%',
                        '38.33%',
                        '2114471.19 kr',
                        '6677919.25 kr',
                        '$0.26',
                        '{"calls":3}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '2722333.56 kr',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/billfmt", "formatter", "formatterFor"

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
