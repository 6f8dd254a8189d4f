import json, os

OUT = '/home/mlops/eval/bert-ft-4/report.json'
EXPECTED = {'accuracy': 0.6636,
 'macro_f1': 0.5585,
 'per_class': {'account': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 27},
               'bug': {'f1': 0.7378, 'precision': 0.7545, 'recall': 0.7217, 'support': 115},
               'login': {'f1': 0.7021, 'precision': 0.66, 'recall': 0.75, 'support': 88},
               'refund': {'f1': 0.6825, 'precision': 0.6545, 'recall': 0.7129, 'support': 101},
               'shipping': {'f1': 0.67, 'precision': 0.6907, 'recall': 0.6505, 'support': 103}},
 'weighted_f1': 0.6557}

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
