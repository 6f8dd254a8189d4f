import os

EXPECTED = {'header': 'pkg_id,sig_digest,batch',
 'results': ['PK91935,f61bcba8bbbb,shard0000',
             'PK10395,780112ed2c9b,shard0000',
             'PK26381,547b90393042,shard0000',
             'PK74664,2c59173679d4,shard0000',
             'PK58164,7340aa1ef7b7,shard0000',
             'PK49714,2a09746b0303,shard0000',
             'PK98686,3a07c56fcc23,shard0000',
             'PK25221,01f2bf1234db,shard0000',
             'PK22644,02fed7b42430,shard0001',
             'PK95226,7420a1f7e4b5,shard0001',
             'PK17062,d9f0c87c0c02,shard0001',
             'PK25987,7e0e8c0de716,shard0001',
             'PK93746,155037396d62,shard0001',
             'PK79504,fc1605a32e9b,shard0001',
             'PK59175,53dee66981ee,shard0001',
             'PK71368,12f8bef10643,shard0001',
             'PK55926,085baa6895d0,shard0002',
             'PK82237,30722eaf6a40,shard0002',
             'PK60263,3c88253facc8,shard0002',
             'PK60099,02aa1f45c5bf,shard0002',
             'PK96248,dc0477376803,shard0002',
             'PK22217,2a31244c43fe,shard0002',
             'PK54966,157f5cecffe7,shard0002',
             'PK36886,14cef8d11aa9,shard0002',
             'PK13079,9e7aa52761fd,shard0003',
             'PK13355,5bc6f5617cd1,shard0003',
             'PK75969,4d38c4f380bf,shard0003',
             'PK87693,afe624dd1c70,shard0003',
             'PK54410,0ea3da31a037,shard0003',
             'PK64430,f780554e7441,shard0003',
             'PK13465,bc65f24995a3,shard0003',
             'PK66434,a7c20a6ce848,shard0003',
             'PK89840,0b29bc78f8fc,shard0004',
             'PK78717,4ce198e651ac,shard0004',
             'PK87427,b028c70391ac,shard0004',
             'PK52949,978c2ca36a89,shard0004',
             'PK56084,b9e151853eef,shard0004',
             'PK87393,52882554105c,shard0004',
             'PK95921,ad45276d7e75,shard0004',
             'PK46205,08ca141afb65,shard0004',
             'PK73443,ce1c6bb5b4df,shard0005',
             'PK47484,b5e1b917b65e,shard0005',
             'PK94466,501f3c62fec4,shard0005',
             'PK91595,a683078fe061,shard0005',
             'PK83378,d37f22bff62e,shard0005',
             'PK61332,340a3dc942d5,shard0005',
             'PK33907,b675b37ff338,shard0005',
             'PK93745,cebafc9ada19,shard0005',
             'PK10332,7790e0a11b04,shard0006',
             'PK29684,220466881e43,shard0006',
             'PK19289,5b5dabcd0d1d,shard0006',
             'PK47073,73c2c330aa88,shard0006',
             'PK86158,c03d3e4aaed0,shard0006',
             'PK11036,d0821951cf0a,shard0006',
             'PK66856,7cb2bf3c00fe,shard0006',
             'PK87941,5ccdb27e2acc,shard0006',
             'PK34787,d23fdf9bfd35,shard0007',
             'PK56964,48ee09605756,shard0007',
             'PK45107,d7ec05455fac,shard0007',
             'PK20367,cde981a57070,shard0007',
             'PK99287,faef8758304c,shard0007',
             'PK11758,622207c6d2d6,shard0007',
             'PK82278,935307fc5cc9,shard0007',
             'PK98773,0f890a9786aa,shard0007',
             'PK11514,496a3e90daca,shard0008',
             'PK26293,92889dddd249,shard0008',
             'PK84853,a672cdc970a3,shard0008',
             'PK10688,ef93f6ee4799,shard0008',
             'PK18769,ffb3117357e7,shard0008',
             'PK29128,2247b6d9e70c,shard0008',
             'PK72485,1dad1c15b128,shard0008',
             'PK18097,3ac9b896b0fd,shard0008',
             'PK95227,d681befe34e8,shard0010'],
 'runs': {'shard0000': 3,
          'shard0001': 2,
          'shard0002': 1,
          'shard0003': 1,
          'shard0004': 1,
          'shard0005': 1,
          'shard0006': 1,
          'shard0007': 1,
          'shard0008': 1,
          'shard0009': 3,
          'shard0010': 1},
 'summary': [[1, 'shard0000', 3, 'retried'],
             [2, 'shard0001', 2, 'retried'],
             [3, 'shard0002', 1, 'ok'],
             [4, 'shard0003', 1, 'ok'],
             [5, 'shard0004', 1, 'ok'],
             [6, 'shard0005', 1, 'ok'],
             [7, 'shard0006', 1, 'ok'],
             [8, 'shard0007', 1, 'ok'],
             [9, 'shard0008', 1, 'ok'],
             [10, 'shard0009', 3, 'failed'],
             [11, 'shard0010', 1, 'ok']]}
RESULTS = '/srv/mirror-verify/report/output.csv'
STATE = '/srv/mirror-verify/run'
CAP = 4
SUMMARY = '/srv/mirror-verify/report/summary.tsv'
JOBLOG = '/srv/mirror-verify/run/jobs.log'

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
