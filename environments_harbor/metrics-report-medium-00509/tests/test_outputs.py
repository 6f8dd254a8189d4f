import json, os

OUT = '/app/eval/lgbm-nightly/eval_report.json'
EXPECTED = {'accuracy': 0.5595,
 'macro_f1': 0.4695,
 'per_class': {'cancellation': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 104},
               'complaint': {'f1': 0.5146, 'precision': 0.4173, 'recall': 0.6709, 'support': 79},
               'support': {'f1': 0.6847, 'precision': 0.6196, 'recall': 0.7652, 'support': 132},
               'wrong_number': {'f1': 0.6786, 'precision': 0.6628, 'recall': 0.6951, 'support': 164}},
 'weighted_f1': 0.5059}

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
