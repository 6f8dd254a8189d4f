import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['31.12.2025', '2025/12/31', '-3.43%', "419'773.06 €"],
 'default_isolated': ['0.04%',
                      '0.53 €',
                      "2'553'672.25 €",
                      '02/21/2024',
                      '8 483 927,03 CHF',
                      '0,72 CHF',
                      '2 680 998,91 CHF',
                      '09/22/2019',
                      '$1 004 393,97',
                      '67,97%'],
 'independent_instances': ['0.07%',
                           '15.06.2024',
                           '$0,57',
                           '$0,50',
                           "7'518'237.59 €",
                           '02.12.2022',
                           '$841 040,30',
                           '$9 933 494,33',
                           '26.07.2021',
                           '-70.75 €',
                           '2019/07/15',
                           '$0,31',
                           '-709.39 €',
                           '20.08%',
                           '11,10%',
                           '$825 556,41'],
 'legacy_api': ['0.07%',
                '135.98 €',
                '50.99%',
                '-3.15%',
                '0.88 €',
                '49.18%',
                '-340.70 zł',
                '-2.44%',
                '0.03 zł',
                '47.81%',
                '0.09%',
                '{"calls":11}'],
 'options_copied': ['22.08.2023',
                    "4'887'351.99 €",
                    "1'234.56 €",
                    '29.02.2024',
                    '0.25 €',
                    '-2.90%',
                    '16~02~2027',
                    '-4#76%'],
 'partial_configure': ['31.20%', "2'341'915.21 €", '0.94 €', '0.99 €'],
 'per_instance_stats': ['undefined',
                        '-603.62 €',
                        '-2.69%',
                        '0.29 €',
                        '$73,08',
                        '-$671,41',
                        '85,24%',
                        '0,03%',
                        '2023/12/13',
                        '$847,15',
                        '2020/02/01',
                        '-$478,51',
                        '$175 304,03',
                        '$0.61',
                        '{"calls":3}',
                        '{"calls":9}',
                        '{"calls":1}',
                        'undefined',
                        '$0,47',
                        '{"calls":0}',
                        '{"calls":10}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/receipt-text", "render", "newFormatter"

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
