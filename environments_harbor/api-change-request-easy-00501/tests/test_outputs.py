import os
import subprocess

import pytest

import tg_guard
import hashlib
import hmac
import json

T = {'changes': {'CRT-4700': {'issuer': 'unknown'},
             'CRT-4734': {'issuer': 'unknown'},
             'CRT-4757': {'issuer': 'unknown'},
             'CRT-4800': {'issuer': 'unknown'}},
 'deleted': ['CRT-4729', 'CRT-4764'],
 'initial': {'CRT-4700': {'archived': False,
                          'common_name': 'login-02',
                          'days_to_expiry': 51,
                          'id': 'CRT-4700',
                          'issuer': None,
                          'labels': [],
                          'last_scan': '2024-11-20T22:03:00Z',
                          'owner_team': 'observability',
                          'rev': 7,
                          'status': 'issued'},
             'CRT-4702': {'archived': False,
                          'common_name': 'grpc-23',
                          'days_to_expiry': 57,
                          'id': 'CRT-4702',
                          'issuer': 'vault-pki',
                          'labels': [],
                          'last_scan': '2024-01-09T15:52:00Z',
                          'owner_team': 'payments',
                          'rev': 5,
                          'status': 'renewing'},
             'CRT-4709': {'archived': False,
                          'common_name': 'static-39',
                          'days_to_expiry': 209,
                          'id': 'CRT-4709',
                          'issuer': 'vault-pki',
                          'labels': ['tier-1'],
                          'last_scan': '2024-06-04T07:20:00Z',
                          'owner_team': 'identity',
                          'rev': 6,
                          'status': 'issued'},
             'CRT-4710': {'archived': False,
                          'common_name': 'vpn-21',
                          'days_to_expiry': 121,
                          'id': 'CRT-4710',
                          'issuer': 'letsencrypt',
                          'labels': [],
                          'last_scan': '2024-06-06T05:08:00Z',
                          'owner_team': 'search',
                          'rev': 4,
                          'status': 'renewing'},
             'CRT-4715': {'archived': False,
                          'common_name': 'api-19',
                          'days_to_expiry': 277,
                          'id': 'CRT-4715',
                          'issuer': 'internal-ca-3',
                          'labels': [],
                          'last_scan': '2024-12-11T03:11:00Z',
                          'owner_team': 'search',
                          'rev': 1,
                          'status': 'renewing'},
             'CRT-4724': {'archived': False,
                          'common_name': 'api-07',
                          'days_to_expiry': 20,
                          'id': 'CRT-4724',
                          'issuer': 'vault-pki',
                          'labels': [],
                          'last_scan': '2024-11-11T12:36:00Z',
                          'owner_team': 'observability-sandbox',
                          'rev': 3,
                          'status': 'pending'},
             'CRT-4729': {'archived': False,
                          'common_name': 'STATIC-39',
                          'days_to_expiry': 239,
                          'id': 'CRT-4729',
                          'issuer': 'vault-pki',
                          'labels': [],
                          'last_scan': '2024-04-21T06:45:00Z',
                          'owner_team': 'payments',
                          'rev': 9,
                          'status': 'issued'},
             'CRT-4733': {'archived': False,
                          'common_name': 'static-25',
                          'days_to_expiry': 265,
                          'id': 'CRT-4733',
                          'issuer': 'internal-ca-3',
                          'labels': ['migrating'],
                          'last_scan': '2024-01-09T16:02:00Z',
                          'owner_team': 'search',
                          'rev': 9,
                          'status': 'issued'},
             'CRT-4734': {'archived': True,
                          'common_name': 'mail-21',
                          'days_to_expiry': 36,
                          'id': 'CRT-4734',
                          'issuer': None,
                          'labels': ['migrating'],
                          'last_scan': '2024-04-01T13:21:00Z',
                          'owner_team': 'observability-sandbox',
                          'rev': 7,
                          'status': 'renewing'},
             'CRT-4743': {'archived': False,
                          'common_name': 'grpc-15',
                          'days_to_expiry': 302,
                          'id': 'CRT-4743',
                          'issuer': 'digicert',
                          'labels': ['migrating', 'tier-1'],
                          'last_scan': '2024-02-26T08:53:00Z',
                          'owner_team': 'payments',
                          'rev': 7,
                          'status': 'pending'},
             'CRT-4750': {'archived': False,
                          'common_name': 'grpc-22',
                          'days_to_expiry': 112,
                          'id': 'CRT-4750',
                          'issuer': 'internal-ca-2',
                          'labels': ['cost-review'],
                          'last_scan': '2024-10-02T18:34:00Z',
                          'owner_team': 'identity',
                          'rev': 1,
                          'status': 'pending'},
             'CRT-4755': {'archived': False,
                          'common_name': 'login-13',
                          'days_to_expiry': 105,
                          'id': 'CRT-4755',
                          'issuer': 'internal-ca-2',
                          'labels': ['cost-review'],
                          'last_scan': '2024-07-08T09:07:00Z',
                          'owner_team': 'observability',
                          'rev': 9,
                          'status': 'pending'},
             'CRT-4756': {'archived': False,
                          'common_name': 'grpc-19',
                          'days_to_expiry': 83,
                          'id': 'CRT-4756',
                          'issuer': 'letsencrypt',
                          'labels': ['cost-review'],
                          'last_scan': '2024-09-08T23:54:00Z',
                          'owner_team': 'catalog',
                          'rev': 8,
                          'status': 'issued'},
             'CRT-4757': {'archived': False,
                          'common_name': 'grpc-16',
                          'days_to_expiry': 3,
                          'id': 'CRT-4757',
                          'issuer': '',
                          'labels': ['tier-1', 'shared'],
                          'last_scan': '2024-05-05T16:52:00Z',
                          'owner_team': 'catalog',
                          'rev': 3,
                          'status': 'pending'},
             'CRT-4763': {'archived': False,
                          'common_name': 'vpn-06',
                          'days_to_expiry': 93,
                          'id': 'CRT-4763',
                          'issuer': 'vault-pki',
                          'labels': ['tier-1'],
                          'last_scan': '2024-09-22T20:12:00Z',
                          'owner_team': 'observability-sandbox',
                          'rev': 3,
                          'status': 'renewing'},
             'CRT-4764': {'archived': False,
                          'common_name': 'LOGIN-02',
                          'days_to_expiry': 4,
                          'id': 'CRT-4764',
                          'issuer': 'digicert',
                          'labels': ['migrating'],
                          'last_scan': '2024-08-05T07:44:00Z',
                          'owner_team': 'identity',
                          'rev': 1,
                          'status': 'renewing'},
             'CRT-4765': {'archived': False,
                          'common_name': 'mail-29',
                          'days_to_expiry': 246,
                          'id': 'CRT-4765',
                          'issuer': 'digicert',
                          'labels': ['shared'],
                          'last_scan': '2024-02-12T21:32:00Z',
                          'owner_team': 'catalog',
                          'rev': 2,
                          'status': 'renewing'},
             'CRT-4771': {'archived': False,
                          'common_name': 'api-30',
                          'days_to_expiry': 136,
                          'id': 'CRT-4771',
                          'issuer': 'digicert',
                          'labels': ['migrating'],
                          'last_scan': '2024-04-26T19:36:00Z',
                          'owner_team': 'search',
                          'rev': 7,
                          'status': 'pending'},
             'CRT-4773': {'archived': False,
                          'common_name': 'grpc-11',
                          'days_to_expiry': 11,
                          'id': 'CRT-4773',
                          'issuer': 'internal-ca-2',
                          'labels': [],
                          'last_scan': '2024-03-13T08:15:00Z',
                          'owner_team': 'observability-sandbox',
                          'rev': 1,
                          'status': 'renewing'},
             'CRT-4774': {'archived': False,
                          'common_name': 'login-34',
                          'days_to_expiry': 307,
                          'id': 'CRT-4774',
                          'issuer': 'internal-ca-3',
                          'labels': ['cost-review', 'migrating'],
                          'last_scan': '2024-07-11T21:23:00Z',
                          'owner_team': 'observability',
                          'rev': 4,
                          'status': 'renewing'},
             'CRT-4777': {'archived': False,
                          'common_name': 'mail-19',
                          'days_to_expiry': 176,
                          'id': 'CRT-4777',
                          'issuer': 'letsencrypt',
                          'labels': ['migrating'],
                          'last_scan': '2024-03-01T13:47:00Z',
                          'owner_team': 'catalog',
                          'rev': 9,
                          'status': 'renewing'},
             'CRT-4781': {'archived': False,
                          'common_name': 'mail-20',
                          'days_to_expiry': 76,
                          'id': 'CRT-4781',
                          'issuer': 'internal-ca-2',
                          'labels': ['cost-review', 'tier-1'],
                          'last_scan': '2024-07-05T15:25:00Z',
                          'owner_team': 'search',
                          'rev': 4,
                          'status': 'renewing'},
             'CRT-4789': {'archived': False,
                          'common_name': 'login-09',
                          'days_to_expiry': 177,
                          'id': 'CRT-4789',
                          'issuer': 'vault-pki',
                          'labels': ['cost-review', 'tier-1'],
                          'last_scan': '2024-03-16T12:18:00Z',
                          'owner_team': 'catalog',
                          'rev': 3,
                          'status': 'pending'},
             'CRT-4798': {'archived': True,
                          'common_name': 'grpc-04',
                          'days_to_expiry': 272,
                          'id': 'CRT-4798',
                          'issuer': 'internal-ca-3',
                          'labels': ['shared', 'tier-1'],
                          'last_scan': '2024-07-06T16:10:00Z',
                          'owner_team': 'observability-sandbox',
                          'rev': 2,
                          'status': 'pending'},
             'CRT-4800': {'archived': False,
                          'common_name': 'vpn-13',
                          'days_to_expiry': 395,
                          'id': 'CRT-4800',
                          'issuer': None,
                          'labels': ['tier-1'],
                          'last_scan': '2024-11-05T23:50:00Z',
                          'owner_team': 'observability-sandbox',
                          'rev': 9,
                          'status': 'issued'}},
 'journal': '/var/lib/certwatch/journal.log',
 'key': '8be3d4695636f8300dfb9bd2f85bac53',
 'report': {'deleted': ['CRT-4729', 'CRT-4764'],
            'updated': {'CRT-4700': ['issuer'],
                        'CRT-4734': ['issuer'],
                        'CRT-4757': ['issuer'],
                        'CRT-4800': ['issuer']}},
 'report_path': '/home/automation/CR-6214-report.json',
 'store': '/var/lib/certwatch/certificates.json'}

def _journal():
    assert os.path.exists(T["journal"]), "no journal: nothing was written through the API"
    with open(T["journal"]) as f:
        return [json.loads(line) for line in f if line.strip()]


def _store():
    with open(T["store"]) as f:
        return json.load(f)


def _want():
    want = {k: {f: v for f, v in r.items() if f != "rev"} for k, r in T["initial"].items() if k not in T["deleted"]}
    for k, change in T["changes"].items():
        want[k].update(change)
    return want


def test_records_match_the_change_request():
    got = {k: {f: v for f, v in r.items() if f != "rev"} for k, r in _store().items()}
    want = _want()
    assert sorted(set(want) - set(got)) == [], "records that should exist are gone"
    assert sorted(set(got) - set(want)) == [], "records that should have been deleted are still there"
    diffs = [f"{rid}.{f}: got {got[rid].get(f)!r}" for rid in sorted(want)
             for f in sorted(set(want[rid]) | set(got[rid])) if want[rid].get(f) != got[rid].get(f)]
    assert not diffs, f"{len(diffs)} field(s) differ from the change request, e.g. " + "; ".join(diffs[:6])


def test_journal_chain_is_intact_and_replays_to_the_store():
    prev, state = "0" * 64, json.loads(json.dumps(T["initial"]))
    for i, e in enumerate(_journal(), 1):
        mac = e.pop("mac", None)
        assert e.get("seq") == i and e.get("prev") == prev, f"journal entry {i}: broken sequence or chain"
        body = json.dumps(e, sort_keys=True, separators=(",", ":")).encode()
        assert mac == hmac.new(T["key"].encode(), body, hashlib.sha256).hexdigest(), f"journal entry {i}: bad MAC"
        prev = mac
        if e["record"] is None:
            state.pop(e["id"], None)
        else:
            state[e["id"]] = e["record"]
    assert state == _store(), "the store differs from the replay of the journal"


def test_change_report_lists_what_changed():
    assert os.path.exists(T["report_path"]), "no change report"
    with open(T["report_path"]) as f:
        got = json.load(f)
    assert got == T["report"], "the change report does not list the deleted ids and changed fields"


def test_only_records_needing_a_change_were_written():
    written = sorted({e["id"] for e in _journal() if e["actor"] == "api"})
    changed = set(T["changes"]) | set(T["deleted"])
    assert sorted(set(written) - changed) == [], "written although no change was needed (no-op writes)"
    assert sorted(changed - set(written)) == [], "never written although the change request covers them"
