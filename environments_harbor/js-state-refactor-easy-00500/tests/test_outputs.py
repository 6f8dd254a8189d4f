import json, os, subprocess

import pytest

EXPECTED = {'default_isolated': ['0,07%',
                      '-¥94,31',
                      '2021/05/12',
                      '506.38 €',
                      '0.19 €',
                      '16.80%',
                      '28/09/2020',
                      '0.01%',
                      'R$2.77',
                      'R$0.61'],
 'independent_instances': ['2022/09/23',
                           '0,04%',
                           '52.88%',
                           "R$950'734.34",
                           '-3,66%',
                           '2025/11/02',
                           '2024/12/03',
                           '2024/08/21',
                           '¥3.481.880,30',
                           '¥0,20',
                           "R$8'988'940.09",
                           "R$7'746'439.11",
                           '¥1.020.301,25',
                           '¥148,47',
                           '-4.06%',
                           'R$0.48'],
 'legacy_api': ['2020/04/06', '¥9.540.240,23', '¥7.511.118,62', '¥0,83', '-¥930,77', '-¥792,16']}

HERE = os.path.dirname(os.path.abspath(__file__))
PROJ, MAIN, FACTORY = "/app/numfmt-lite", "format", "buildFormatter"

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
