import os
import subprocess

import pytest

import tg_guard
import hashlib
import hmac
import json

T = {'changes': {'HST-4624': {'state': 'stale'}, 'HST-4641': {'state': 'stale'}, 'HST-4696': {'state': 'stale'}},
 'deleted': [],
 'initial': {'HST-4624': {'archived': False,
                          'hostname': 'kube-23',
                          'id': 'HST-4624',
                          'labels': ['legacy'],
                          'last_seen': '2024-03-17T06:15:00Z',
                          'owner_team': 'risk',
                          'rack': 'r07-u33',
                          'rev': 3,
                          'state': 'maintenance',
                          'warranty_months': 29},
             'HST-4628': {'archived': False,
                          'hostname': 'db-27',
                          'id': 'HST-4628',
                          'labels': [],
                          'last_seen': '2024-07-13T02:12:00Z',
                          'owner_team': 'growth',
                          'rack': 'r19-u09',
                          'rev': 8,
                          'state': 'maintenance',
                          'warranty_months': 13},
             'HST-4633': {'archived': False,
                          'hostname': 'batch-19',
                          'id': 'HST-4633',
                          'labels': ['legacy', 'shared'],
                          'last_seen': '2024-05-17T11:37:00Z',
                          'owner_team': 'risk',
                          'rack': 'r02-u18',
                          'rev': 7,
                          'state': 'active',
                          'warranty_months': 21},
             'HST-4641': {'archived': True,
                          'hostname': 'cache-15',
                          'id': 'HST-4641',
                          'labels': [],
                          'last_seen': '2024-03-17T06:15:00Z',
                          'owner_team': 'growth',
                          'rack': 'r12-u04',
                          'rev': 2,
                          'state': 'maintenance',
                          'warranty_months': 3},
             'HST-4642': {'archived': False,
                          'hostname': 'queue-16',
                          'id': 'HST-4642',
                          'labels': ['tier-1', 'shared'],
                          'last_seen': '2024-03-12T16:10:00Z',
                          'owner_team': 'risk-sandbox',
                          'rack': 'r07-u33',
                          'rev': 2,
                          'state': 'spare',
                          'warranty_months': 44},
             'HST-4648': {'archived': False,
                          'hostname': 'cache-16',
                          'id': 'HST-4648',
                          'labels': ['oncall'],
                          'last_seen': '2024-06-10T12:39:00Z',
                          'owner_team': 'mobile',
                          'rack': 'r19-u09',
                          'rev': 9,
                          'state': 'active',
                          'warranty_months': 1},
             'HST-4653': {'archived': True,
                          'hostname': 'kube-11',
                          'id': 'HST-4653',
                          'labels': ['shared', 'legacy'],
                          'last_seen': '2024-02-27T21:51:00Z',
                          'owner_team': 'risk-sandbox',
                          'rack': 'r02-u18',
                          'rev': 6,
                          'state': 'spare',
                          'warranty_months': 5},
             'HST-4654': {'archived': False,
                          'hostname': 'cache-32',
                          'id': 'HST-4654',
                          'labels': ['tier-1', 'oncall'],
                          'last_seen': '2024-06-07T07:56:00Z',
                          'owner_team': 'risk',
                          'rack': 'r07-u33',
                          'rev': 4,
                          'state': 'maintenance',
                          'warranty_months': 23},
             'HST-4655': {'archived': False,
                          'hostname': 'batch-03',
                          'id': 'HST-4655',
                          'labels': ['oncall'],
                          'last_seen': '2024-11-15T07:14:00Z',
                          'owner_team': 'payments',
                          'rack': 'r05-u41',
                          'rev': 7,
                          'state': 'spare',
                          'warranty_months': 42},
             'HST-4662': {'archived': False,
                          'hostname': 'cache-35',
                          'id': 'HST-4662',
                          'labels': [],
                          'last_seen': '2024-08-02T18:35:00Z',
                          'owner_team': 'payments',
                          'rack': 'r05-u41',
                          'rev': 8,
                          'state': 'spare',
                          'warranty_months': 23},
             'HST-4663': {'archived': False,
                          'hostname': 'batch-25',
                          'id': 'HST-4663',
                          'labels': ['shared'],
                          'last_seen': '2024-09-26T05:36:00Z',
                          'owner_team': 'observability',
                          'rack': 'r19-u09',
                          'rev': 5,
                          'state': 'spare',
                          'warranty_months': 14},
             'HST-4670': {'archived': False,
                          'hostname': 'cache-12',
                          'id': 'HST-4670',
                          'labels': [],
                          'last_seen': '2024-11-01T10:41:00Z',
                          'owner_team': 'risk-sandbox',
                          'rack': 'r07-u33',
                          'rev': 3,
                          'state': 'spare',
                          'warranty_months': 45},
             'HST-4671': {'archived': False,
                          'hostname': 'batch-15',
                          'id': 'HST-4671',
                          'labels': ['oncall'],
                          'last_seen': '2024-02-23T04:05:00Z',
                          'owner_team': 'risk-sandbox',
                          'rack': 'r02-u18',
                          'rev': 4,
                          'state': 'spare',
                          'warranty_months': 19},
             'HST-4672': {'archived': False,
                          'hostname': 'queue-23',
                          'id': 'HST-4672',
                          'labels': ['tier-1'],
                          'last_seen': '2024-05-22T00:17:00Z',
                          'owner_team': 'observability',
                          'rack': 'r05-u41',
                          'rev': 3,
                          'state': 'maintenance',
                          'warranty_months': 35},
             'HST-4678': {'archived': False,
                          'hostname': 'queue-01',
                          'id': 'HST-4678',
                          'labels': [],
                          'last_seen': '2024-01-26T17:42:00Z',
                          'owner_team': 'payments',
                          'rack': 'r05-u41',
                          'rev': 4,
                          'state': 'active',
                          'warranty_months': 41},
             'HST-4679': {'archived': False,
                          'hostname': 'web-26',
                          'id': 'HST-4679',
                          'labels': ['tier-1'],
                          'last_seen': '2024-09-05T03:13:00Z',
                          'owner_team': 'payments',
                          'rack': 'r07-u33',
                          'rev': 6,
                          'state': 'spare',
                          'warranty_months': 16},
             'HST-4681': {'archived': False,
                          'hostname': 'kube-35',
                          'id': 'HST-4681',
                          'labels': ['legacy', 'tier-1'],
                          'last_seen': '2024-05-18T15:35:00Z',
                          'owner_team': 'payments',
                          'rack': 'r12-u04',
                          'rev': 5,
                          'state': 'active',
                          'warranty_months': 12},
             'HST-4685': {'archived': False,
                          'hostname': 'kube-32',
                          'id': 'HST-4685',
                          'labels': ['tier-1'],
                          'last_seen': '2024-03-17T20:11:00Z',
                          'owner_team': 'payments',
                          'rack': 'r02-u18',
                          'rev': 9,
                          'state': 'maintenance',
                          'warranty_months': 0},
             'HST-4686': {'archived': False,
                          'hostname': 'web-27',
                          'id': 'HST-4686',
                          'labels': ['shared'],
                          'last_seen': '2024-05-02T12:40:00Z',
                          'owner_team': 'risk',
                          'rack': 'r02-u18',
                          'rev': 5,
                          'state': 'maintenance',
                          'warranty_months': 47},
             'HST-4691': {'archived': False,
                          'hostname': 'batch-34',
                          'id': 'HST-4691',
                          'labels': [],
                          'last_seen': '2024-07-21T00:33:00Z',
                          'owner_team': 'payments',
                          'rack': 'r07-u33',
                          'rev': 3,
                          'state': 'active',
                          'warranty_months': 34},
             'HST-4692': {'archived': False,
                          'hostname': 'web-32',
                          'id': 'HST-4692',
                          'labels': ['tier-1', 'legacy'],
                          'last_seen': '2024-02-06T23:44:00Z',
                          'owner_team': 'payments',
                          'rack': 'r02-u18',
                          'rev': 5,
                          'state': 'spare',
                          'warranty_months': 28},
             'HST-4696': {'archived': False,
                          'hostname': 'db-05',
                          'id': 'HST-4696',
                          'labels': ['tier-1'],
                          'last_seen': '2024-03-17T06:15:00Z',
                          'owner_team': 'risk',
                          'rack': 'r07-u33',
                          'rev': 9,
                          'state': 'maintenance',
                          'warranty_months': 47}},
 'journal': '/var/lib/assetd/journal.log',
 'key': '68af4162663314db48285d401fd3d748',
 'report': {'deleted': [], 'updated': {'HST-4624': ['state'], 'HST-4641': ['state'], 'HST-4696': ['state']}},
 'report_path': '/home/automation/CR-7356-report.json',
 'store': '/var/lib/assetd/hosts.json'}

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
