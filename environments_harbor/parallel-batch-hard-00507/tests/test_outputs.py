import os

EXPECTED = {'header': 'doc_id,text_digest,batch',
 'ledger': [['shard0001', 8, 'b4068a44b1f538e3'],
            ['shard0002', 8, '76cc765ceecaf1fa'],
            ['shard0003', 8, '10a166a575aa4007'],
            ['shard0004', 8, '19566eddb5863ead'],
            ['shard0005', 8, '33ca39e227de3227'],
            ['shard0006', 8, '0a5b64e1a8520af8'],
            ['shard0007', 8, 'd4a5355c53efb5ab'],
            ['shard0008', 8, 'b0584a5cf2b5d3e0'],
            ['shard0009', 8, '8cbf73ce4fb348a0'],
            ['shard0011', 8, '1873ca803e85686c'],
            ['shard0012', 8, '642868a7433b3eb9']],
 'results': ['DOC77563,6dde4b8a85dd,shard0001',
             'DOC67444,ca6860480aaf,shard0001',
             'DOC26568,aecca8b26377,shard0001',
             'DOC33780,c14675171c88,shard0001',
             'DOC11147,896ccdc3f814,shard0001',
             'DOC75959,76aade8f8835,shard0001',
             'DOC43153,016d5529a44c,shard0001',
             'DOC84434,44a670d5abcf,shard0001',
             'DOC78298,792d4890216f,shard0002',
             'DOC26419,9043fe65ef5b,shard0002',
             'DOC30242,25c4f750b1c2,shard0002',
             'DOC56149,04d13fff0437,shard0002',
             'DOC34604,713b54236b35,shard0002',
             'DOC62908,c8e361271863,shard0002',
             'DOC31144,e30283fa5915,shard0002',
             'DOC12346,2f7d43abfe88,shard0002',
             'DOC17245,244ab7b022f7,shard0003',
             'DOC77819,4570e32c16ab,shard0003',
             'DOC90765,4944f83643ae,shard0003',
             'DOC38626,95bab3b63af9,shard0003',
             'DOC22555,9fa34ed08a9f,shard0003',
             'DOC62014,5bcadc0cb39c,shard0003',
             'DOC38384,e98fd3659499,shard0003',
             'DOC53776,fe4bde650cb1,shard0003',
             'DOC44069,2a9c1a4454ec,shard0004',
             'DOC94354,b5fc7f8168f2,shard0004',
             'DOC47521,c0d2712feef0,shard0004',
             'DOC58639,50c7c6e51bd2,shard0004',
             'DOC60246,1b071294bc44,shard0004',
             'DOC81842,24fef437f08d,shard0004',
             'DOC55896,d8c02d05517a,shard0004',
             'DOC14474,4c3b409a3ac7,shard0004',
             'DOC24513,fd8c2bec694f,shard0005',
             'DOC50820,808108733ad5,shard0005',
             'DOC79805,e7feb4561ddc,shard0005',
             'DOC81366,2350e7350584,shard0005',
             'DOC61061,4de77ea7ea25,shard0005',
             'DOC23268,068d9f26447a,shard0005',
             'DOC86255,253986356e9f,shard0005',
             'DOC84302,a012cb4d884e,shard0005',
             'DOC10620,499e110ff09c,shard0006',
             'DOC36202,25d43801c111,shard0006',
             'DOC71595,028f8a6a88f7,shard0006',
             'DOC36498,b17255fce0ea,shard0006',
             'DOC13772,8a50cc18399c,shard0006',
             'DOC19095,c5f9a14af93f,shard0006',
             'DOC54826,9bb8bbb83c38,shard0006',
             'DOC99267,77dd4d469d88,shard0006',
             'DOC24606,47bce7b2096f,shard0007',
             'DOC83417,c104676f20c9,shard0007',
             'DOC97045,e232bf914712,shard0007',
             'DOC75602,3cc365775fa8,shard0007',
             'DOC62882,107ba58c4490,shard0007',
             'DOC12206,9bb61cabd1d6,shard0007',
             'DOC81103,7aa828975e49,shard0007',
             'DOC88940,5e63a2e4e271,shard0007',
             'DOC89719,9a86e3608e11,shard0008',
             'DOC40518,a5a6c1f64c00,shard0008',
             'DOC31186,db5c2ceccf35,shard0008',
             'DOC58505,5dfdf575d2a1,shard0008',
             'DOC77343,2d4fae4a627a,shard0008',
             'DOC70054,a6b53fffacac,shard0008',
             'DOC66572,3936bafddbf9,shard0008',
             'DOC36598,9848e3299ede,shard0008',
             'DOC83866,411341585576,shard0009',
             'DOC14514,056bde09c37c,shard0009',
             'DOC22219,1642cf9a63b3,shard0009',
             'DOC37764,9603f7201244,shard0009',
             'DOC19899,152e0cbf0594,shard0009',
             'DOC17848,0425ef7158c9,shard0009',
             'DOC96345,d22caf7a5b74,shard0009',
             'DOC44177,407301324422,shard0009',
             'DOC53998,e5351a75e723,shard0011',
             'DOC48297,e342eb30fa77,shard0011',
             'DOC23955,36e797801801,shard0011',
             'DOC39857,976653c54453,shard0011',
             'DOC56688,4b3f7ca0aa3b,shard0011',
             'DOC49548,a9edb282f6cc,shard0011',
             'DOC94996,05b2bf8efd64,shard0011',
             'DOC82968,a306de2d6f5a,shard0011',
             'DOC16214,538ccf60ce92,shard0012',
             'DOC31420,d12ed22523d2,shard0012',
             'DOC82708,356843309271,shard0012',
             'DOC99349,594a527e5568,shard0012',
             'DOC12887,00260dd69f09,shard0012',
             'DOC90936,5cebf07faddd,shard0012',
             'DOC55077,8eb79e9851d8,shard0012',
             'DOC13447,6d22597261b6,shard0012'],
 'runs': {'shard0001': 3,
          'shard0002': 1,
          'shard0003': 1,
          'shard0004': 1,
          'shard0005': 2,
          'shard0006': 1,
          'shard0007': 1,
          'shard0008': 1,
          'shard0009': 2,
          'shard0010': 3,
          'shard0011': 1,
          'shard0012': 1,
          'shard0013': 3},
 'summary': [[1, 'shard0001', 3, 'retried'],
             [2, 'shard0002', 1, 'ok'],
             [3, 'shard0003', 1, 'ok'],
             [4, 'shard0004', 1, 'ok'],
             [5, 'shard0005', 2, 'retried'],
             [6, 'shard0006', 1, 'ok'],
             [7, 'shard0007', 1, 'ok'],
             [8, 'shard0008', 1, 'ok'],
             [9, 'shard0009', 2, 'retried'],
             [10, 'shard0010', 3, 'timed_out'],
             [11, 'shard0011', 1, 'ok'],
             [12, 'shard0012', 1, 'ok'],
             [13, 'shard0013', 3, 'failed']]}
RESULTS = '/data/doc-ocr/results/merged.csv'
STATE = '/data/doc-ocr/run'
CAP = 2
SUMMARY = '/data/doc-ocr/results/summary.tsv'
JOBLOG = '/data/doc-ocr/run/jobs.log'
LEDGER = '/data/doc-ocr/run/registry.tsv'

from collections import Counter


def _lines(path):
    assert os.path.isfile(path), f"{path} does not exist"
    with open(path) as f:
        return f.read().splitlines()


def test_results_values_and_order():
    got = _lines(RESULTS)
    assert got, f"{RESULTS} is empty"
    assert got[0] == EXPECTED["header"], f"header is {got[0]!r}, expected {EXPECTED['header']!r}"
    rows, want = got[1:], EXPECTED["results"]
    missing = sorted(set(want) - set(rows))
    extra = sorted(set(rows) - set(want))
    assert not missing and not extra, (f"{len(missing)} expected lines missing (e.g. {missing[:3]}), "
                                       f"{len(extra)} unexpected lines (e.g. {extra[:3]})")
    assert len(rows) == len(want), f"{len(rows)} result lines, expected {len(want)} (duplicates?)"
    for k, (g, w) in enumerate(zip(rows, want)):
        assert g == w, f"result line {k + 1} is {g!r}, expected {w!r}: lines are not in input order"


def _runs():
    runs = [l.split("\t") for l in _lines(os.path.join(STATE, "runs.log")) if l.strip()]
    assert all(len(r) == 3 for r in runs), "runs.log was edited: every line is batch<TAB>attempt<TAB>slot"
    return runs


def test_each_job_ran_as_often_as_it_should():
    got = Counter(r[0] for r in _runs())
    want = EXPECTED["runs"]
    diff = {b: (got.get(b, 0), n) for b, n in want.items() if got.get(b, 0) != n}
    unknown = sorted(set(got) - set(want))
    assert not unknown, f"the tool ran on batches that should not exist: {unknown[:5]}"
    assert not diff, "tool runs per batch differ (batch: (ran, expected)): " + ", ".join(
        f"{b}: {v}" for b, v in sorted(diff.items()))


def test_concurrency_stayed_under_the_cap():
    slots = [int(r[2]) for r in _runs()]
    assert max(slots) < CAP, (f"the tool saw {max(slots) + 1} jobs running at once; at most {CAP} are allowed")


def test_summary():
    rows = [l.split("\t") for l in _lines(SUMMARY)]
    assert rows and rows[0] == ["seq", "batch", "attempts", "status"], f"summary header is {rows[:1]}"
    body = rows[1:]
    want = EXPECTED["summary"]
    assert len(body) == len(want), f"{len(body)} summary rows, expected {len(want)}"
    for r, (seq, batch, attempts, status) in zip(body, want):
        assert len(r) == 4, f"summary row {r} needs 4 tab-separated fields"
        assert r[0] == str(seq) and r[1] == batch, f"row {r}: expected job {seq} = {batch}"
        assert r[2] == str(attempts), f"{batch}: attempts {r[2]}, expected {attempts}"
        assert r[3] == status, f"{batch}: status {r[3]!r}, expected {status!r}"


def test_job_log_has_every_attempt():
    lines = [l.split("\t") for l in _lines(JOBLOG) if l.strip()]
    assert lines and lines[0][0] == "Seq", "the job log must start with GNU parallel's header line"
    count, last = Counter(), {}
    for l in lines[1:]:
        assert len(l) >= 9, f"not a GNU parallel joblog line: {l}"
        seq = int(l[0])
        count[seq] += 1
        last[seq] = int(l[6]) == 0 and int(l[7]) == 0
    for seq, batch, attempts, status in EXPECTED["summary"]:
        assert count[seq] == attempts, f"job {seq} ({batch}) has {count[seq]} job-log lines, expected one per attempt: {attempts}"
        assert last[seq] == (status in ("ok", "retried")), f"job {seq} ({batch}): last job-log line disagrees with {status}"


def test_ledger_has_every_batch_once():
    rows = [l.split("\t") for l in _lines(LEDGER) if l.strip()]
    got = Counter(tuple(r) for r in rows)
    dup = sorted(r[0] for r, c in got.items() if c > 1)
    assert not dup, f"batches published more than once: {dup}"
    got_rows = sorted([r[0], int(r[1]), r[2]] for r in got)
    want = EXPECTED["ledger"]
    missing = [w[0] for w in want if w not in got_rows]
    extra = [g[0] for g in got_rows if g not in want]
    assert not missing and not extra, f"ledger misses {missing}, has unexpected entries {extra}"
