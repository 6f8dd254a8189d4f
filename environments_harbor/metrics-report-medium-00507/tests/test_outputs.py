import json, os

OUT = '/app/eval/tabnet-1/report.json'
EXPECTED = {'accuracy': 0.6174,
 'macro_f1': 0.498,
 'per_class': {'negative': {'f1': 0.6855, 'precision': 0.6967, 'recall': 0.6746, 'support': 126},
               'neutral': {'f1': 0.5774, 'precision': 0.5074, 'recall': 0.6699, 'support': 103},
               'positive': {'f1': 0.7291, 'precision': 0.6943, 'recall': 0.7676, 'support': 142},
               'spam': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 55}},
 'weighted_f1': 0.5854}

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
