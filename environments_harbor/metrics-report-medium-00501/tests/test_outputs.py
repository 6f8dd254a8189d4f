import json, os

OUT = '/srv/ml-eval/xgb-2024-03/metrics.json'
EXPECTED = {'accuracy': 0.6429,
 'macro_f1': 0.5275,
 'per_class': {'mixed': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 24},
               'negative': {'f1': 0.5517, 'precision': 0.4776, 'recall': 0.6531, 'support': 49},
               'neutral': {'f1': 0.6949, 'precision': 0.7593, 'recall': 0.6406, 'support': 128},
               'positive': {'f1': 0.6667, 'precision': 0.6545, 'recall': 0.6792, 'support': 106},
               'spam': {'f1': 0.7241, 'precision': 0.7059, 'recall': 0.7434, 'support': 113}},
 'weighted_f1': 0.6392}

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
