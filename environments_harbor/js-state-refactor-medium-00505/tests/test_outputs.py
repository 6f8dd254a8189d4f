import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['£0.32',
                      '0.03%',
                      '£0.35',
                      '191,38 CHF',
                      '4 069 357,42 CHF',
                      '59,65%',
                      '0,52 CHF',
                      '4 806 014,58 CHF',
                      '0,88 zł',
                      '0,49 zł'],
 'independent_instances': ['£728.04',
                           '£0.70',
                           '0,81 zł',
                           '923,08 zł',
                           "£7'196'612.33",
                           '-£629.93',
                           '826,15 zł',
                           '0,18 zł',
                           '22/07/2026',
                           '£218.05',
                           '14,72%',
                           '0,44 zł',
                           "£4'955'331.58",
                           '-1.43%',
                           '14/02/2021',
                           '20/08/2021'],
 'legacy_api': ['10.51%',
                '0.00%',
                '24.04%',
                '0.07%',
                '06/11/2021',
                '-£624.37',
                '-£804.88',
                '£675.06',
                '-£578.75',
                '£0.66',
                "£5'317'971.60",
                '{"calls":11}'],
 'partial_configure': ['£0.44', '£0.78', '14.10.2020', '27.05.2025'],
 'per_instance_stats': ['undefined',
                        '07/02/2025',
                        '-2.75%',
                        '£0.91',
                        '£0.61',
                        "£25'533.37",
                        '318,67 zł',
                        '24/11/2026',
                        '10/02/2023',
                        '0,54 zł',
                        '932,97 zł',
                        '0,44 zł',
                        '$697.37',
                        '{"calls":5}',
                        '{"calls":6}',
                        '{"calls":1}',
                        'undefined',
                        '8 785 487,98 zł',
                        '{"calls":0}',
                        '{"calls":7}']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tenant-format", "fmt", "newFormatter"

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
