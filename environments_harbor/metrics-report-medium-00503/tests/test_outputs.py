import json, os

OUT = '/srv/ml-eval/cnn-r50/report.json'
EXPECTED = {'accuracy': 0.5522,
 'macro_f1': 0.4989,
 'per_class': {'cancellation': {'f1': 0.6301, 'precision': 0.5412, 'recall': 0.7541, 'support': 61},
               'complaint': {'f1': 0.5837, 'precision': 0.5755, 'recall': 0.5922, 'support': 103},
               'sales': {'f1': 0.5872, 'precision': 0.5149, 'recall': 0.6832, 'support': 101},
               'support': {'f1': 0.6933, 'precision': 0.6555, 'recall': 0.7358, 'support': 106},
               'wrong_number': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 89}},
 'weighted_f1': 0.503}

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
