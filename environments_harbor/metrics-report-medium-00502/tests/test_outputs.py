import json, os

OUT = '/app/eval/tabnet-1/report.json'
EXPECTED = {'accuracy': 0.5402,
 'macro_f1': 0.4539,
 'per_class': {'contract': {'f1': 0.5541, 'precision': 0.4607, 'recall': 0.6949, 'support': 59},
               'form': {'f1': 0.2985, 'precision': 0.2, 'recall': 0.5882, 'support': 17},
               'invoice': {'f1': 0.0, 'precision': 0.0, 'recall': 0.0, 'support': 83},
               'memo': {'f1': 0.6851, 'precision': 0.6739, 'recall': 0.6966, 'support': 89},
               'receipt': {'f1': 0.7317, 'precision': 0.7143, 'recall': 0.75, 'support': 100}},
 'weighted_f1': 0.494}

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
