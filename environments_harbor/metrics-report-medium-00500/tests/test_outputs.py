import json, os

OUT = '/srv/ml-eval/tabnet-1/report.json'
EXPECTED = {'accuracy': 0.5399,
 'macro_f1': 0.4633,
 'per_class': {'bird': {'f1': 0.6417, 'precision': 0.5833, 'recall': 0.713, 'support': 108},
               'cat': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 92},
               'fox': {'f1': 0.5495, 'precision': 0.4803, 'recall': 0.6421, 'support': 95},
               'horse': {'f1': 0.6619, 'precision': 0.6259, 'recall': 0.7023, 'support': 131}},
 'weighted_f1': 0.4888}

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
