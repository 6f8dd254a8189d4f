import json, os, subprocess

import pytest

EXPECTED = {'dates_per_instance': ['31.12.2025', '31.12.2025', '41.93%', '21.09.2025'],
 'default_isolated': ['¥0.48',
                      '¥0.77',
                      '11.02.2021',
                      '-51.28 CHF',
                      '88.68%',
                      '0.13 CHF',
                      "8'843'355.00 CHF",
                      '20.06.2019',
                      '£183.21',
                      '24.12.2022'],
 'independent_instances': ['¥0.73',
                           '18.02.2020',
                           '£4300723.84',
                           '-£922.62',
                           '0.02%',
                           "¥4'741'181.71",
                           '18.02.2021',
                           '13.09.2025',
                           '¥0.12',
                           "¥9'008'961.12",
                           '23.08.2020',
                           '75.90%',
                           '28.04.2022',
                           '80.04%',
                           '£139.18',
                           '09.06.2024'],
 'legacy_api': ['¥905.95',
                '-¥411.31',
                '57.78%',
                '¥0.57',
                '-4.73%',
                '-¥700.11',
                "kr7'491'838.35",
                '0.02%',
                '11.02%',
                'kr671.25',
                '24.12.2026',
                '{"calls":11}'],
 'options_copied': ['12.02.2019', '¥0.99', "¥1'234.56", '29.02.2024', '¥0.14', '04.01.2026', '0#09%', '0#08%'],
 'partial_configure': ['21.04.2025', '0.54 ¥', '26.10.2020', '11.45%'],
 'per_instance_stats': ['undefined',
                        '¥438.28',
                        '60.32%',
                        '0.05%',
                        '-4.69%',
                        '£7187436.21',
                        '£910.20',
                        '0.07%',
                        '19.02.2022',
                        '£0.32',
                        '£7342739.45',
                        '-$592.18',
                        '{"calls":3}',
                        '{"calls":7}',
                        '{"calls":1}',
                        'undefined',
                        '£3181789.11',
                        '{"calls":0}',
                        '{"calls":8}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/receipt-text", "fmt", "createFormatter"

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
