import os

EXPECTED = {'header': 'doc_id,text_digest,batch',
 'ledger': [['batch-01', 8, 'bd87bcf4c3ae9c66'],
            ['batch-02', 8, 'a7aa4c949f9c39e4'],
            ['batch-03', 8, 'd9a45a709e47c305'],
            ['batch-04', 8, 'c36004ad00112843'],
            ['batch-05', 8, '8a489fb44bfcd6b1'],
            ['batch-06', 8, '09016ab1e36e0d3b'],
            ['batch-07', 8, 'be314ebeaef915da'],
            ['batch-08', 8, '73c04c8fe17b31cf'],
            ['batch-11', 8, 'bdd422f5468051ac'],
            ['batch-12', 8, '63c62a3b46b0f1ef'],
            ['batch-13', 7, '037f2d3ac2cbdbc2']],
 'results': ['DOC53588,0b19a24ad170,batch-01',
             'DOC29436,e7a518b6347f,batch-01',
             'DOC96802,32d18d44e19e,batch-01',
             'DOC84415,4b09bff6f6df,batch-01',
             'DOC99194,49861283c563,batch-01',
             'DOC88858,023695987c28,batch-01',
             'DOC65336,a506cf9e78fe,batch-01',
             'DOC34478,2984deebb85d,batch-01',
             'DOC36826,ff844bedf607,batch-02',
             'DOC54498,faa363e70d24,batch-02',
             'DOC99220,225da39bf264,batch-02',
             'DOC88897,d7712dc54652,batch-02',
             'DOC28818,90ce62cbbbc8,batch-02',
             'DOC76718,d8bf9986880f,batch-02',
             'DOC19544,d4d82286ebaa,batch-02',
             'DOC15093,1b89ffb43034,batch-02',
             'DOC27814,c0aa5b415c9b,batch-03',
             'DOC97378,c9d5e8dbce53,batch-03',
             'DOC37467,620f703601f7,batch-03',
             'DOC27000,0f277526f5c7,batch-03',
             'DOC66095,2c5c3d65c594,batch-03',
             'DOC81868,b31586fec596,batch-03',
             'DOC67817,fabff187c55d,batch-03',
             'DOC66272,17c464dd123a,batch-03',
             'DOC99068,085891cae6d5,batch-04',
             'DOC70908,9f852caafd85,batch-04',
             'DOC38261,39b1195d5e62,batch-04',
             'DOC30417,7a89d6209a2b,batch-04',
             'DOC92735,7c6692ea7406,batch-04',
             'DOC18891,496f60d481c3,batch-04',
             'DOC17108,71a8b2d83ea7,batch-04',
             'DOC99558,526031189f4f,batch-04',
             'DOC56227,9331ca436d7b,batch-05',
             'DOC11271,e24d03a33538,batch-05',
             'DOC34047,90d77d4d1dad,batch-05',
             'DOC93412,9db2a10029c4,batch-05',
             'DOC73162,d29c0c6c805e,batch-05',
             'DOC18401,33ffe20404d2,batch-05',
             'DOC89271,16e12684ccac,batch-05',
             'DOC97651,41f0d8da843f,batch-05',
             'DOC93660,4f0da503a794,batch-06',
             'DOC78694,4d1be545b1e9,batch-06',
             'DOC74362,527e10c7356c,batch-06',
             'DOC49626,971ff3288016,batch-06',
             'DOC51592,856baf8faaef,batch-06',
             'DOC37924,0ebabf213c77,batch-06',
             'DOC26669,434ef30fd688,batch-06',
             'DOC13978,1a62643f87a7,batch-06',
             'DOC11933,7417e4c4fa2d,batch-07',
             'DOC28880,9c1e2079ef5f,batch-07',
             'DOC88606,9cd361fa7930,batch-07',
             'DOC69289,100d39c72937,batch-07',
             'DOC80304,121b7373aa34,batch-07',
             'DOC98257,e3e5fb8e406b,batch-07',
             'DOC62852,04b0d1d22b0a,batch-07',
             'DOC52547,91eb6cb99291,batch-07',
             'DOC56858,c301a2143537,batch-08',
             'DOC54413,79a8fd3f2e7c,batch-08',
             'DOC64794,8b307b620228,batch-08',
             'DOC16004,445bf24cebb9,batch-08',
             'DOC77639,fd9be3774e4d,batch-08',
             'DOC48456,99480f8964b2,batch-08',
             'DOC32576,b9094e0c109d,batch-08',
             'DOC75420,0d00d1826cae,batch-08',
             'DOC28426,800c217c487d,batch-11',
             'DOC42976,cd75e228b72b,batch-11',
             'DOC28968,84fede93e81a,batch-11',
             'DOC98034,4a5ce133a240,batch-11',
             'DOC51327,3548906f6310,batch-11',
             'DOC63590,46d193d00fe1,batch-11',
             'DOC28549,a0424c5ebc74,batch-11',
             'DOC31885,37073d4359aa,batch-11',
             'DOC49337,719f0611d98b,batch-12',
             'DOC27417,8932cee13443,batch-12',
             'DOC87183,6c2c7afc3894,batch-12',
             'DOC23854,438fe715ccfc,batch-12',
             'DOC21164,e79f1d4bdc95,batch-12',
             'DOC20423,0d668a41fbad,batch-12',
             'DOC97762,a9c613cab14d,batch-12',
             'DOC23858,d133dd7a2728,batch-12',
             'DOC59874,16b0651e8629,batch-13',
             'DOC46949,7cf89576a5ee,batch-13',
             'DOC62004,a77b07d809e5,batch-13',
             'DOC22891,bf9f1ee4d304,batch-13',
             'DOC94539,c9fa74d7f301,batch-13',
             'DOC46588,ea5cd504571d,batch-13',
             'DOC69007,2ae6719530da,batch-13'],
 'runs': {'batch-01': 1,
          'batch-02': 1,
          'batch-03': 1,
          'batch-04': 3,
          'batch-05': 2,
          'batch-06': 1,
          'batch-07': 1,
          'batch-08': 1,
          'batch-09': 3,
          'batch-10': 3,
          'batch-11': 1,
          'batch-12': 1,
          'batch-13': 2},
 'summary': [[1, 'batch-01', 1, 'ok'],
             [2, 'batch-02', 1, 'ok'],
             [3, 'batch-03', 1, 'ok'],
             [4, 'batch-04', 3, 'retried'],
             [5, 'batch-05', 2, 'retried'],
             [6, 'batch-06', 1, 'ok'],
             [7, 'batch-07', 1, 'ok'],
             [8, 'batch-08', 1, 'ok'],
             [9, 'batch-09', 3, 'failed'],
             [10, 'batch-10', 3, 'timed_out'],
             [11, 'batch-11', 1, 'ok'],
             [12, 'batch-12', 1, 'ok'],
             [13, 'batch-13', 2, 'retried']]}
RESULTS = '/srv/doc-ocr/results/converted.csv'
STATE = '/srv/doc-ocr/var'
CAP = 2
SUMMARY = '/srv/doc-ocr/results/summary.tsv'
JOBLOG = '/srv/doc-ocr/var/jobs.log'
LEDGER = '/srv/doc-ocr/var/registry.tsv'

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
