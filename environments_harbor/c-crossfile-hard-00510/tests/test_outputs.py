import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['1530:ac409529:289992',
             '1531:67af82c5:155020',
             '1532:67af82c5:-743',
             '1533:45f85349:0',
             '1534:209860c9:189080',
             '1536:d9b5de82:-600',
             '1537:2186738e:6',
             '1540:ac70dfef:22',
             '1541:ac70dbd8:489498',
             '1542:7660862a:202',
             '1544:17b53e2e:-84',
             '1545:c7a855d5:-31',
             '1546:54c0deb2:561246',
             '1547:161190e4:-526',
             '1548:67af82c5:332574',
             '1549:2186738e:-549',
             '1550:200a7ffc:-364',
             '1551:7e7c405c:483200',
             '1552:2186738e:125003',
             '1553:7ebfec57:728687',
             '1554:63b23680:-479',
             '1555:358f3edb:767455',
             '1556:3776a74e:-295',
             '1557:00c6fb21:517074',
             '1558:358f3edb:675485',
             '1559:7660862a:532956',
             '1560:20985fc2:626479',
             '1561:9e518e33:38',
             '1562:7d91a414:341758',
             '1563:21404289:-350',
             '1564:6e84c056:722413',
             '1565:3da0e9d6:-140',
             '1566:21404289:342883',
             '1567:7d91a51e:-30',
             '1569:21991c1f:755006',
             '1571:9b16599b:-166',
             '1572:097b73e2:-57',
             '1573:ebd6ec72:534740',
             '1574:3776a74e:327152',
             '1575:20985dba:664205',
             '1576:7e7c405c:-297',
             '1577:c7a856de:748910',
             '1578:a4ab5032:166',
             '1579:ac409529:-38',
             '1580:e05219bb:-340',
             '1581:200a7ffc:-287',
             '1582:c0b437fd:-155',
             '1583:7e7c405c:-52',
             '1584:4154a06c:586159',
             '1586:d9b5de82:124284',
             '1587:e1721ed6:201805',
             '1588:ac409529:65',
             '1589:866bc2e1:209',
             '1590:27dbbc4c:275058',
             '1591:4c296053:536706',
             '1592:be0f3509:-49',
             '1593:200a7ffc:68',
             '1594:8e5e2c75:617744',
             '1595:43aa05b5:18',
             '1597:2186738e:438716',
             '1598:ca3cc3ec:-525',
             '1599:d9b5de82:-402',
             'count=62 bad=8 sum=13685523 max=767455'],
 'hidden2': ['4842:034aa20f:756515',
             '4843:6e84c056:400193',
             '4844:e741a087:-686',
             '4845:512c8261:-105',
             '4846:d9b5de82:742323',
             '4847:41549f67:180',
             '4848:d9b5de82:-243',
             '4849:7ebfec57:-210',
             '4850:358f3edb:752838',
             '4851:d9b5de82:138',
             '4852:7660862a:-269',
             '4853:358f3edb:688571',
             '4854:54c0deb2:677222',
             '4855:911fee8d:-212',
             '4856:e05217ac:-52',
             '4857:7660862a:-296',
             '4858:16118fdb:-407',
             '4859:861dc1b6:664949',
             '4860:ceacd450:195',
             '4861:9b16599b:-512',
             '4862:7660862a:742727',
             '4863:dfdd8b14:-170',
             '4864:e741a087:-26',
             '4865:45f853c7:441966',
             '4866:76e90427:146759',
             '4867:84098e8f:-544',
             '4868:21991c1f:41',
             '4869:17b53e2e:-95',
             '4870:034aa192:509109',
             '4871:e1721ed6:293507',
             '4872:7e7c405c:-223',
             '4873:866bc054:549086',
             '4874:9b16599b:539989',
             '4876:8e5e2f8a:183',
             '4877:c7a855d4:-427',
             '4878:27dbbc49:-495',
             '4879:21991c1f:-106',
             '4880:2186738e:-69',
             '4881:4c2962e0:712036',
             '4882:d9b5de82:-484',
             '4883:21991c1f:52',
             '4884:ac409529:500226',
             '4885:911fee8d:-162',
             '4886:9e518e33:72',
             'count=44 bad=1 sum=9113084 max=756515']}
ROOT = '/app/bedtrack'
FLAGS = '-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
LEVEL = 'hard'
VARIANTS = ['-fsigned-char', '-funsigned-char']

HERE = os.path.dirname(os.path.abspath(__file__))

def _build(variant):
    out = tempfile.mkdtemp() + "/tool"
    srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cmd = ["gcc", *FLAGS.split(), *([variant] if variant else []), "-I" + os.path.join(ROOT, "include"), *srcs, "-o", out, "-lm"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"CI build {' '.join(cmd[1:len(FLAGS.split()) + 2])} failed:\n{p.stderr[-2500:]}"
    return out

@pytest.fixture(scope="module", params=VARIANTS)
def tool(request):
    return _build(request.param)

def test_no_pragmas_silencing_warnings():
    for d in ("src", "include"):
        for f in os.listdir(os.path.join(ROOT, d)):
            text = open(os.path.join(ROOT, d, f), encoding="utf-8", errors="replace").read()
            assert "#pragma GCC diagnostic" not in text, f"{d}/{f} silences diagnostics with a pragma"

@pytest.mark.parametrize("case", ["hidden1", "hidden2"])
def test_hidden_inputs(tool, case):
    with open(os.path.join(HERE, "cases", case + ".txt"), "rb") as f:
        p = subprocess.run([tool], stdin=f, capture_output=True, timeout=30)
    assert p.returncode == 0, f"the tool exited {p.returncode}"
    got = p.stdout.decode("utf-8", "replace").splitlines()
    want = EXPECTED[case]
    assert len(got) == len(want), f"{case}: {len(got)} output lines, expected {len(want)}; last line {got[-1:]}, expected {want[-1]}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{case}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"
