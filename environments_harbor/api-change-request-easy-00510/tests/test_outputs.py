import os
import subprocess

import pytest

import tg_guard
import hashlib
import hmac
import json

T = {'changes': {'JOB-6137': {'state': 'flagged'},
             'JOB-6158': {'state': 'flagged'},
             'JOB-6200': {'state': 'flagged'},
             'JOB-6236': {'state': 'flagged'},
             'JOB-6245': {'state': 'flagged'}},
 'deleted': [],
 'initial': {'JOB-6137': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6137',
                          'job_name': 'etl-03',
                          'labels': ['frozen', 'migrating'],
                          'last_run': '2024-04-14T18:49:00Z',
                          'max_runtime_min': 2,
                          'owner_team': 'infra',
                          'rev': 7,
                          'state': 'paused'},
             'JOB-6138': {'archived': False,
                          'cron': '*/15 * * * *',
                          'id': 'JOB-6138',
                          'job_name': 'backup-27',
                          'labels': ['frozen'],
                          'last_run': '2024-08-26T08:41:00Z',
                          'max_runtime_min': 118,
                          'owner_team': 'infra-legacy',
                          'rev': 7,
                          'state': 'paused'},
             'JOB-6147': {'archived': False,
                          'cron': '*/15 * * * *',
                          'id': 'JOB-6147',
                          'job_name': 'reindex-13',
                          'labels': ['migrating'],
                          'last_run': '2024-07-17T22:36:00Z',
                          'max_runtime_min': 24,
                          'owner_team': 'catalog',
                          'rev': 7,
                          'state': 'scheduled'},
             'JOB-6152': {'archived': False,
                          'cron': '*/15 * * * *',
                          'id': 'JOB-6152',
                          'job_name': 'purge-13',
                          'labels': ['frozen', 'migrating'],
                          'last_run': '2024-09-26T09:14:00Z',
                          'max_runtime_min': 120,
                          'owner_team': 'infra-legacy',
                          'rev': 4,
                          'state': 'manual'},
             'JOB-6158': {'archived': False,
                          'cron': '45 23 * * *',
                          'id': 'JOB-6158',
                          'job_name': 'rollup-13',
                          'labels': [],
                          'last_run': '2024-05-15T17:43:00Z',
                          'max_runtime_min': 46,
                          'owner_team': 'infra',
                          'rev': 5,
                          'state': 'paused'},
             'JOB-6162': {'archived': False,
                          'cron': '45 23 * * *',
                          'id': 'JOB-6162',
                          'job_name': 'purge-37',
                          'labels': ['migrating'],
                          'last_run': '2024-12-08T17:14:00Z',
                          'max_runtime_min': 196,
                          'owner_team': 'catalog',
                          'rev': 2,
                          'state': 'manual'},
             'JOB-6163': {'archived': False,
                          'cron': '30 6 * * 1',
                          'id': 'JOB-6163',
                          'job_name': 'backup-23',
                          'labels': ['frozen', 'cost-review'],
                          'last_run': '2024-06-15T16:19:00Z',
                          'max_runtime_min': 134,
                          'owner_team': 'notifications',
                          'rev': 5,
                          'state': 'scheduled'},
             'JOB-6164': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6164',
                          'job_name': 'purge-07',
                          'labels': ['migrating', 'frozen'],
                          'last_run': '2024-01-02T22:10:00Z',
                          'max_runtime_min': 146,
                          'owner_team': 'notifications',
                          'rev': 5,
                          'state': 'scheduled'},
             'JOB-6171': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6171',
                          'job_name': 'etl-06',
                          'labels': ['cost-review'],
                          'last_run': '2024-05-05T03:36:00Z',
                          'max_runtime_min': 184,
                          'owner_team': 'catalog',
                          'rev': 7,
                          'state': 'paused'},
             'JOB-6180': {'archived': False,
                          'cron': '0 2 * * *',
                          'id': 'JOB-6180',
                          'job_name': 'rollup-11',
                          'labels': ['cost-review', 'migrating'],
                          'last_run': '2024-06-11T07:05:00Z',
                          'max_runtime_min': 4,
                          'owner_team': 'infra-legacy',
                          'rev': 9,
                          'state': 'scheduled'},
             'JOB-6183': {'archived': False,
                          'cron': '*/15 * * * *',
                          'id': 'JOB-6183',
                          'job_name': 'etl-29',
                          'labels': [],
                          'last_run': '2024-02-07T05:45:00Z',
                          'max_runtime_min': 95,
                          'owner_team': 'infra',
                          'rev': 9,
                          'state': 'scheduled'},
             'JOB-6185': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6185',
                          'job_name': 'backup-35',
                          'labels': [],
                          'last_run': '2024-04-15T07:06:00Z',
                          'max_runtime_min': 96,
                          'owner_team': 'infra-legacy',
                          'rev': 2,
                          'state': 'scheduled'},
             'JOB-6193': {'archived': True,
                          'cron': '30 6 * * 1',
                          'id': 'JOB-6193',
                          'job_name': 'backup-06',
                          'labels': ['gdpr', 'migrating'],
                          'last_run': '2024-02-08T06:10:00Z',
                          'max_runtime_min': 233,
                          'owner_team': 'infra',
                          'rev': 8,
                          'state': 'scheduled'},
             'JOB-6194': {'archived': True,
                          'cron': '45 23 * * *',
                          'id': 'JOB-6194',
                          'job_name': 'report-01',
                          'labels': [],
                          'last_run': '2024-07-06T11:11:00Z',
                          'max_runtime_min': 86,
                          'owner_team': 'edge',
                          'rev': 1,
                          'state': 'paused'},
             'JOB-6196': {'archived': False,
                          'cron': '45 23 * * *',
                          'id': 'JOB-6196',
                          'job_name': 'report-23',
                          'labels': [],
                          'last_run': '2024-04-23T12:30:00Z',
                          'max_runtime_min': 214,
                          'owner_team': 'notifications',
                          'rev': 5,
                          'state': 'manual'},
             'JOB-6199': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6199',
                          'job_name': 'rollup-30',
                          'labels': ['frozen', 'migrating'],
                          'last_run': '2024-09-18T07:23:00Z',
                          'max_runtime_min': 232,
                          'owner_team': 'catalog',
                          'rev': 5,
                          'state': 'scheduled'},
             'JOB-6200': {'archived': False,
                          'cron': '30 6 * * 1',
                          'id': 'JOB-6200',
                          'job_name': 'report-08',
                          'labels': ['migrating', 'frozen'],
                          'last_run': '2024-09-16T15:31:00Z',
                          'max_runtime_min': 69,
                          'owner_team': 'notifications',
                          'rev': 3,
                          'state': 'paused'},
             'JOB-6201': {'archived': False,
                          'cron': '0 2 * * *',
                          'id': 'JOB-6201',
                          'job_name': 'report-24',
                          'labels': [],
                          'last_run': '2024-02-12T06:06:00Z',
                          'max_runtime_min': 118,
                          'owner_team': 'notifications',
                          'rev': 5,
                          'state': 'scheduled'},
             'JOB-6210': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6210',
                          'job_name': 'etl-30',
                          'labels': ['migrating'],
                          'last_run': '2024-05-24T05:23:00Z',
                          'max_runtime_min': 59,
                          'owner_team': 'notifications',
                          'rev': 8,
                          'state': 'scheduled'},
             'JOB-6218': {'archived': False,
                          'cron': '0 2 * * *',
                          'id': 'JOB-6218',
                          'job_name': 'reindex-37',
                          'labels': ['cost-review'],
                          'last_run': '2024-08-10T10:57:00Z',
                          'max_runtime_min': 190,
                          'owner_team': 'catalog',
                          'rev': 8,
                          'state': 'manual'},
             'JOB-6224': {'archived': False,
                          'cron': '45 23 * * *',
                          'id': 'JOB-6224',
                          'job_name': 'reindex-33',
                          'labels': [],
                          'last_run': '2024-12-14T15:53:00Z',
                          'max_runtime_min': 54,
                          'owner_team': 'messaging',
                          'rev': 3,
                          'state': 'scheduled'},
             'JOB-6231': {'archived': False,
                          'cron': '0 2 * * *',
                          'id': 'JOB-6231',
                          'job_name': 'backup-37',
                          'labels': ['cost-review'],
                          'last_run': '2024-07-01T11:45:00Z',
                          'max_runtime_min': 103,
                          'owner_team': 'edge',
                          'rev': 7,
                          'state': 'paused'},
             'JOB-6236': {'archived': False,
                          'cron': '*/15 * * * *',
                          'id': 'JOB-6236',
                          'job_name': 'report-19',
                          'labels': [],
                          'last_run': '2024-06-09T06:03:00Z',
                          'max_runtime_min': 2,
                          'owner_team': 'notifications',
                          'rev': 5,
                          'state': 'paused'},
             'JOB-6237': {'archived': False,
                          'cron': '0 */4 * * *',
                          'id': 'JOB-6237',
                          'job_name': 'etl-32',
                          'labels': [],
                          'last_run': '2024-05-14T04:41:00Z',
                          'max_runtime_min': 114,
                          'owner_team': 'notifications',
                          'rev': 9,
                          'state': 'paused'},
             'JOB-6245': {'archived': False,
                          'cron': '45 23 * * *',
                          'id': 'JOB-6245',
                          'job_name': 'backup-22',
                          'labels': ['gdpr'],
                          'last_run': '2024-03-16T00:45:00Z',
                          'max_runtime_min': 2,
                          'owner_team': 'messaging',
                          'rev': 9,
                          'state': 'paused'}},
 'journal': '/var/lib/jobsched/journal.log',
 'key': 'f52a3ef92f2eb1ac30d69e3b70f6441c',
 'report': {'deleted': [],
            'updated': {'JOB-6137': ['state'],
                        'JOB-6158': ['state'],
                        'JOB-6200': ['state'],
                        'JOB-6236': ['state'],
                        'JOB-6245': ['state']}},
 'report_path': '/home/automation/CR-7775-report.json',
 'store': '/var/lib/jobsched/jobs.json'}

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
