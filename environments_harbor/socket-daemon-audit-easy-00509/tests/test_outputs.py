import csv, hashlib, hmac, json, os

T = {'csv': '/opt/audit/out/ops-12904-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'journal': None,
 'key': 'a2d5db060651ec3637f251a36cb5a2db',
 'rows': [['LIC-11971', '163', '129', '34'],
          ['LIC-12082', '130', '38', '92'],
          ['LIC-12263', '386', '104', '282'],
          ['LIC-12361', '182', '153', '29']],
 'ticket': 'OPS-12904',
 'verb': 'FLAG'}

def _rows():
    assert os.path.exists(T["csv"]), f"no report at {T['csv']}"
    with open(T["csv"], newline="") as f:
        return [r for r in csv.reader(f) if r]

def test_header():
    rows = _rows()
    assert rows and ",".join(rows[0]) == T["header"], f"header {rows[0] if rows else None} != {T['header']}"

def test_findings_exactly():
    got = [[c.strip() for c in r] for r in _rows()[1:]]
    want = T["rows"]
    got_ids, want_ids = [r[0] for r in got], [r[0] for r in want]
    missing = sorted(set(want_ids) - set(got_ids))
    extra = sorted(set(got_ids) - set(want_ids))
    assert not missing and not extra, f"missing findings {missing[:8]}, unexpected rows {extra[:8]}"
    wrong = [(g, w) for g, w in zip(sorted(got), sorted(want)) if g != w]
    assert not wrong, f"{len(wrong)} row(s) with wrong values, first (got, expected): {wrong[:3]}"
    assert got_ids == want_ids, f"rows are in the wrong order: got {got_ids[:6]}..., expected {want_ids[:6]}..."

def test_actions_journal():
    if not T["journal"]:
        return
    assert os.path.exists(T["journal"]), f"no {T['verb']} was ever recorded ({T['journal']} missing)"
    prev, ids = "0" * 64, []
    with open(T["journal"]) as f:
        entries = [json.loads(l) for l in f if l.strip()]
    for i, e in enumerate(entries, 1):
        mac = e.pop("mac", None)
        assert e.get("seq") == i and e.get("prev") == prev, f"journal entry {i}: broken chain"
        body = json.dumps(e, sort_keys=True, separators=(",", ":")).encode()
        assert mac == hmac.new(T["key"].encode(), body, hashlib.sha256).hexdigest(), f"journal entry {i}: bad signature"
        prev = mac
        assert e["reason"] == T["ticket"], f"journal entry {i} cites {e['reason']!r}, not {T['ticket']}"
        ids.append(e["id"])
    want = sorted(r[0] for r in T["rows"])
    assert sorted(ids) == want, f"{T['verb']} sent for {sorted(set(ids) - set(want))[:8]}, missing for {sorted(set(want) - set(ids))[:8]}"
