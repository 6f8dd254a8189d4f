import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['0.96 zł',
                      '-2.33%',
                      "3'541'561.65 zł",
                      '10.11.2025',
                      '-2.00%',
                      '25.08.2027',
                      '4637791.28 zł',
                      '0.01%',
                      '0,89 €',
                      '0,09%'],
 'independent_instances': ["5'934'913.37 zł",
                           "9'293'501.38 zł",
                           '0,09 €',
                           '0,09%',
                           '0.01 zł',
                           "824'195.15 zł",
                           '7 967 853,71 €',
                           '606,25 €',
                           '0.80 zł',
                           '14.10.2021',
                           '-4,10%',
                           '-896,28 €',
                           "1'785'661.16 zł",
                           '49.18 zł',
                           '9 342 510,66 €',
                           '2019/04/15'],
 'legacy_api': ['06.04.2026', '45.61 zł', '12.10.2019', '-130.24 zł', '-739.51 zł', "5'062'544.47 zł"]}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/tally-format", "fmt", "formatterFor"

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
