import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['57,32%',
                      '0,00%',
                      '-$59,11',
                      '8791230.27 kr',
                      '25/10/2023',
                      '5485970.30 kr',
                      '0.45 kr',
                      '07/08/2021',
                      '240.880,84 CHF',
                      '0,20 CHF'],
 'independent_instances': ['$1 914 229,99',
                           '$1 143 089,72',
                           '11/13/2024',
                           '06/10/2024',
                           '09.06.2019',
                           '-$833,77',
                           '0,35 CHF',
                           '0,30 CHF',
                           '$0,45',
                           '$1 298 612,48',
                           '691.883,56 CHF',
                           '0,04%',
                           '$755,59',
                           '$3 327 825,04',
                           '0,27 CHF',
                           '3.668.688,76 CHF'],
 'legacy_api': ['$0,83',
                '$611,97',
                '$0,98',
                '24.12.2026',
                '08.10.2027',
                '10.05.2025',
                '-£40,88',
                '£0,90',
                '28.10.2021',
                '£0,54',
                '£0,56',
                '{"calls":11}'],
 'partial_configure': ['-zł811,73', '06.11.2021', '17.11.2024', '21.02.2023'],
 'per_instance_stats': ['undefined',
                        '$9 889 722,95',
                        '25.12.2023',
                        '05.06.2026',
                        '25.11.2023',
                        '0,25 CHF',
                        '1.695.341,08 CHF',
                        '773,80 CHF',
                        '6.755.132,37 CHF',
                        '0,01%',
                        '0,48 CHF',
                        '$0.42',
                        '{"calls":4}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '-4,33%',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tally-format", "formatter", "buildFormatter"

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
