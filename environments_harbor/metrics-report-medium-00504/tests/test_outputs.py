import json, os

OUT = '/srv/ml-eval/rf-baseline/report.json'
EXPECTED = {'accuracy': 0.5579,
 'macro_f1': 0.474,
 'per_class': {'cancellation': {'f1': 0.4603, 'precision': 0.3452, 'recall': 0.6905, 'support': 42},
               'complaint': {'f1': 0.6755, 'precision': 0.6892, 'recall': 0.6623, 'support': 154},
               'sales': {'f1': 0.6552, 'precision': 0.6552, 'recall': 0.6552, 'support': 116},
               'support': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 70},
               'wrong_number': {'f1': 0.5792, 'precision': 0.5354, 'recall': 0.631, 'support': 84}},
 'weighted_f1': 0.5322}

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
