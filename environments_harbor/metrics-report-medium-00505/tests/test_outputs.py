import json, os

OUT = '/srv/ml-eval/lgbm-nightly/report.json'
EXPECTED = {'accuracy': 0.4985,
 'macro_f1': 0.4401,
 'per_class': {'blight': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 90},
               'healthy': {'f1': 0.6294, 'precision': 0.5391, 'recall': 0.7561, 'support': 82},
               'mosaic': {'f1': 0.5537, 'precision': 0.4949, 'recall': 0.6282, 'support': 78},
               'scab': {'f1': 0.5771, 'precision': 0.5179, 'recall': 0.6517, 'support': 89}},
 'weighted_f1': 0.4312}

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
