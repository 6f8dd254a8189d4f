import os
import subprocess

import pytest

import tg_guard
import hashlib
import hmac
import json

T = {'changes': {'DNS-2758': {'labels': []},
             'DNS-2814': {'labels': ['oncall', 'cost-review']},
             'DNS-2851': {'labels': ['oncall', 'cost-review']}},
 'deleted': ['DNS-2740', 'DNS-2770'],
 'initial': {'DNS-2740': {'archived': False,
                          'checked_at': '2024-01-25T08:00:00Z',
                          'fqdn': 'cdn-37',
                          'id': 'DNS-2740',
                          'labels': ['tier-1'],
                          'owner_team': 'risk-eu',
                          'rev': 5,
                          'status': 'deprecated',
                          'target': '10.4.1.12',
                          'ttl': 3023},
             'DNS-2744': {'archived': False,
                          'checked_at': '2024-11-27T19:10:00Z',
                          'fqdn': 'cdn-20',
                          'id': 'DNS-2744',
                          'labels': ['cost-review'],
                          'owner_team': 'fraud',
                          'rev': 2,
                          'status': 'live',
                          'target': '10.2.9.40',
                          'ttl': 3118},
             'DNS-2750': {'archived': False,
                          'checked_at': '2024-11-07T08:00:00Z',
                          'fqdn': 'mail-15',
                          'id': 'DNS-2750',
                          'labels': [],
                          'owner_team': 'mobile',
                          'rev': 3,
                          'status': 'deprecated',
                          'target': 'lb-3.int',
                          'ttl': 1747},
             'DNS-2758': {'archived': False,
                          'checked_at': '2024-12-01T19:57:00Z',
                          'fqdn': 'www-03',
                          'id': 'DNS-2758',
                          'labels': ['gdpr'],
                          'owner_team': 'notifications',
                          'rev': 6,
                          'status': 'staged',
                          'target': 'lb-3.int',
                          'ttl': 256},
             'DNS-2762': {'archived': False,
                          'checked_at': '2024-11-19T03:33:00Z',
                          'fqdn': 'auth-03',
                          'id': 'DNS-2762',
                          'labels': ['tier-1', 'oncall'],
                          'owner_team': 'risk',
                          'rev': 9,
                          'status': 'canary',
                          'target': '10.8.3.7',
                          'ttl': 3082},
             'DNS-2764': {'archived': False,
                          'checked_at': '2024-10-19T23:31:00Z',
                          'fqdn': 'files-32',
                          'id': 'DNS-2764',
                          'labels': ['tier-2'],
                          'owner_team': 'payments',
                          'rev': 4,
                          'status': 'live',
                          'target': '10.4.1.12',
                          'ttl': 3160},
             'DNS-2770': {'archived': False,
                          'checked_at': '2024-01-25T08:00:00Z',
                          'fqdn': 'api-05',
                          'id': 'DNS-2770',
                          'labels': ['oncall', 'cost-review'],
                          'owner_team': 'payments',
                          'rev': 9,
                          'status': 'deprecated',
                          'target': 'lb-3.int',
                          'ttl': 3207},
             'DNS-2776': {'archived': False,
                          'checked_at': '2024-04-04T06:25:00Z',
                          'fqdn': 'api-14',
                          'id': 'DNS-2776',
                          'labels': [],
                          'owner_team': 'risk-eu',
                          'rev': 1,
                          'status': 'live',
                          'target': '10.4.1.12',
                          'ttl': 1677},
             'DNS-2780': {'archived': False,
                          'checked_at': '2024-01-15T03:15:00Z',
                          'fqdn': 'mail-14',
                          'id': 'DNS-2780',
                          'labels': ['oncall', 'tier-1'],
                          'owner_team': 'risk',
                          'rev': 9,
                          'status': 'staged',
                          'target': '10.8.3.7',
                          'ttl': 3120},
             'DNS-2788': {'archived': False,
                          'checked_at': '2024-07-14T18:32:00Z',
                          'fqdn': 'mail-12',
                          'id': 'DNS-2788',
                          'labels': ['tier-1', 'oncall'],
                          'owner_team': 'notifications',
                          'rev': 2,
                          'status': 'live',
                          'target': '10.4.1.12',
                          'ttl': 282},
             'DNS-2792': {'archived': False,
                          'checked_at': '2024-02-20T05:59:00Z',
                          'fqdn': 'www-04',
                          'id': 'DNS-2792',
                          'labels': ['oncall', 'tier-2'],
                          'owner_team': 'payments',
                          'rev': 2,
                          'status': 'staged',
                          'target': '10.4.1.12',
                          'ttl': 3340},
             'DNS-2799': {'archived': True,
                          'checked_at': '2024-04-08T01:59:00Z',
                          'fqdn': 'mail-35',
                          'id': 'DNS-2799',
                          'labels': ['tier-1'],
                          'owner_team': 'payments',
                          'rev': 9,
                          'status': 'staged',
                          'target': 'lb-3.int',
                          'ttl': 3129},
             'DNS-2802': {'archived': False,
                          'checked_at': '2024-02-22T15:54:00Z',
                          'fqdn': 'mail-08',
                          'id': 'DNS-2802',
                          'labels': ['tier-1', 'cost-review'],
                          'owner_team': 'payments',
                          'rev': 5,
                          'status': 'live',
                          'target': 'edge-1.int',
                          'ttl': 2064},
             'DNS-2807': {'archived': False,
                          'checked_at': '2024-12-22T00:56:00Z',
                          'fqdn': 'www-13',
                          'id': 'DNS-2807',
                          'labels': ['tier-1', 'oncall'],
                          'owner_team': 'risk',
                          'rev': 9,
                          'status': 'live',
                          'target': '10.8.3.7',
                          'ttl': 3189},
             'DNS-2812': {'archived': False,
                          'checked_at': '2024-02-11T22:05:00Z',
                          'fqdn': 'mail-21',
                          'id': 'DNS-2812',
                          'labels': ['cost-review', 'tier-1'],
                          'owner_team': 'risk',
                          'rev': 2,
                          'status': 'staged',
                          'target': 'edge-1.int',
                          'ttl': 1993},
             'DNS-2814': {'archived': False,
                          'checked_at': '2024-12-11T09:46:00Z',
                          'fqdn': 'www-18',
                          'id': 'DNS-2814',
                          'labels': ['oncall', 'gdpr', 'cost-review'],
                          'owner_team': 'notifications',
                          'rev': 8,
                          'status': 'live',
                          'target': '10.4.1.12',
                          'ttl': 2205},
             'DNS-2819': {'archived': False,
                          'checked_at': '2024-06-25T06:26:00Z',
                          'fqdn': 'api-23',
                          'id': 'DNS-2819',
                          'labels': ['tier-1', 'cost-review'],
                          'owner_team': 'mobile',
                          'rev': 8,
                          'status': 'live',
                          'target': 'lb-3.int',
                          'ttl': 1152},
             'DNS-2826': {'archived': False,
                          'checked_at': '2024-01-08T20:57:00Z',
                          'fqdn': 'files-16',
                          'id': 'DNS-2826',
                          'labels': [],
                          'owner_team': 'fraud',
                          'rev': 8,
                          'status': 'canary',
                          'target': '10.2.9.40',
                          'ttl': 2244},
             'DNS-2834': {'archived': False,
                          'checked_at': '2024-08-05T00:57:00Z',
                          'fqdn': 'cdn-25',
                          'id': 'DNS-2834',
                          'labels': [],
                          'owner_team': 'risk',
                          'rev': 5,
                          'status': 'canary',
                          'target': 'edge-1.int',
                          'ttl': 1176},
             'DNS-2836': {'archived': False,
                          'checked_at': '2024-12-17T22:38:00Z',
                          'fqdn': 'api-27',
                          'id': 'DNS-2836',
                          'labels': [],
                          'owner_team': 'notifications',
                          'rev': 3,
                          'status': 'staged',
                          'target': '10.2.9.40',
                          'ttl': 530},
             'DNS-2837': {'archived': False,
                          'checked_at': '2024-11-09T07:03:00Z',
                          'fqdn': 'www-19',
                          'id': 'DNS-2837',
                          'labels': ['cost-review'],
                          'owner_team': 'mobile',
                          'rev': 4,
                          'status': 'canary',
                          'target': '10.4.1.12',
                          'ttl': 1651},
             'DNS-2839': {'archived': True,
                          'checked_at': '2024-10-04T18:44:00Z',
                          'fqdn': 'api-02',
                          'id': 'DNS-2839',
                          'labels': ['oncall'],
                          'owner_team': 'payments',
                          'rev': 2,
                          'status': 'staged',
                          'target': '10.4.1.12',
                          'ttl': 1743},
             'DNS-2846': {'archived': False,
                          'checked_at': '2024-04-09T03:59:00Z',
                          'fqdn': 'mail-27',
                          'id': 'DNS-2846',
                          'labels': [],
                          'owner_team': 'risk-eu',
                          'rev': 8,
                          'status': 'canary',
                          'target': '10.4.1.12',
                          'ttl': 488},
             'DNS-2851': {'archived': False,
                          'checked_at': '2024-05-21T22:23:00Z',
                          'fqdn': 'files-15',
                          'id': 'DNS-2851',
                          'labels': ['oncall', 'gdpr', 'cost-review'],
                          'owner_team': 'risk',
                          'rev': 9,
                          'status': 'staged',
                          'target': '10.2.9.40',
                          'ttl': 1200}},
 'journal': '/var/lib/zonekeeper/journal.log',
 'key': 'f7eabef5de7235d43a106f476a745b6a',
 'report': {'deleted': ['DNS-2740', 'DNS-2770'],
            'updated': {'DNS-2758': ['labels'], 'DNS-2814': ['labels'], 'DNS-2851': ['labels']}},
 'report_path': '/home/automation/CR-8368-report.json',
 'store': '/var/lib/zonekeeper/records.json'}

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
