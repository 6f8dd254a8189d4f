import json, os

OUT = '/srv/ml-eval/rf-baseline/eval_report.json'
EXPECTED = {'accuracy': 0.5881,
 'macro_f1': 0.5049,
 'per_class': {'form': {'f1': 0.7019, 'precision': 0.7019, 'recall': 0.7019, 'support': 104},
               'invoice': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 74},
               'letter': {'f1': 0.4828, 'precision': 0.3621, 'recall': 0.7241, 'support': 29},
               'memo': {'f1': 0.6023, 'precision': 0.5521, 'recall': 0.6625, 'support': 80},
               'receipt': {'f1': 0.7373, 'precision': 0.678, 'recall': 0.8081, 'support': 99}},
 'weighted_f1': 0.5393}

# Values are rounded to 4 decimals by the report; 2e-4 absorbs rounding differences (not a wrong formula).
TOL = 2e-4

def _cmp(got, want, path):
    if isinstance(want, dict):
        assert isinstance(got, dict), f"{path}: expected an object, got {got!r}"
        missing = sorted(set(want) - set(got))
        assert not missing, f"{path}: missing keys {missing}"
        for k in want:
            _cmp(got[k], want[k], f"{path}.{k}")
    elif want is None:
        assert got is None, f"{path}: expected null, got {got!r}"
    else:
        assert isinstance(got, (int, float)) and not isinstance(got, bool), f"{path}: {got!r} is not a number"
        assert abs(got - want) <= TOL, f"{path}: got {got}, expected {want}"

def test_report():
    assert os.path.isfile(OUT), f"missing {OUT}"
    with open(OUT) as f:
        rep = json.load(f)
    _cmp(rep, EXPECTED, "report")
