import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['650:cd00c73e:-739',
             '651:090875de:-732',
             '652:59808566:-753',
             '653:4eb4d217:-755',
             '654:b1f976b1:-746',
             '655:d8ad4ad9:-745',
             '656:808abc10:-740',
             '657:f8126ad6:-764',
             '660:33ffe505:-757',
             '661:b5b6650c:-759',
             '664:276bbda3:-733',
             '665:2b29e19a:-712',
             '666:68c49259:-739',
             '667:050c6c18:-751',
             '668:33ffe505:-727',
             '669:5cc1585d:-734',
             '670:1250f4bd:-722',
             '671:68c49259:-758',
             '672:6b1920f5:-755',
             '673:9e3dfc0b:-728',
             '677:5cc1585d:-755',
             '678:afb65b99:-755',
             '680:69d028cc:-752',
             '681:47f249c5:-749',
             '682:fc239815:-748',
             '683:68c49259:-747',
             '684:a906a2a7:-727',
             '685:69d028cc:-743',
             '686:5fa602ed:-726',
             '687:7f3a6fda:-766',
             '689:813a7305:-750',
             '690:1250f4bd:-748',
             '691:5fa602ed:-720',
             '692:02e75aa7:-754',
             '693:d8ad4ad9:-767',
             '694:0531210f:-727',
             '696:d8ad4ad9:-744',
             '697:e1f50248:-755',
             '698:33ffe505:-763',
             '699:9e3dfc0b:-764',
             '700:1e660b88:-723',
             '703:68c49259:-749',
             '704:67a42f2d:-755',
             '706:8463b4bf:-752',
             '707:0531210f:-744',
             '708:d8ad4ad9:-755',
             '711:35c902e2:-750',
             '712:8963bc9b:-765',
             '713:368142f4:-757',
             '714:5cc1585d:-721',
             '715:61fe3a1c:-752',
             '716:588083d5:-758',
             '717:2e6bc8a5:-726',
             '718:27de8132:-763',
             '719:27de8132:-760',
             'count=55 bad=15 sum=-41039 max=-712'],
 'hidden2': ['5565:5cc1585d:-723',
             '5566:aeb65a03:-724',
             '5567:b1f976b1:-744',
             '5569:9e3dfc0b:-746',
             '5571:a0264407:-759',
             '5572:54807d82:-722',
             '5573:b1da68fc:-761',
             '5574:2cd66cf9:-745',
             '5575:52248692:-720',
             '5576:5780823d:-755',
             '5577:47f249c5:-717',
             '5579:47f249c5:-720',
             '5580:67191aac:-721',
             '5581:9e3dfc0b:-752',
             '5582:27de8132:-724',
             '5583:a906a2a7:-714',
             '5584:0531210f:-749',
             '5585:dba7099f:-743',
             '5586:b1da68fc:-712',
             '5587:040c6a86:-750',
             '5588:b1da68fc:-749',
             '5589:b3f979d8:-726',
             '5590:2e10b790:-746',
             '5591:27de8132:-756',
             '5594:2b29e19a:-753',
             '5595:27de8132:-765',
             '5596:35c902e2:-731',
             '5597:b1da68fc:-751',
             '5598:b4b66378:-759',
             '5599:a906a2a7:-755',
             '5601:99ee73b6:-722',
             '5602:d8ad4ad9:-752',
             '5603:69d028cc:-745',
             '5604:5fa602ed:-763',
             '5605:6f956e66:-744',
             '5606:e47fdcc3:-768',
             '5607:81ae8e1e:-712',
             '5608:389fe58e:-747',
             '5609:33ffe505:-707',
             'count=39 bad=6 sum=-28852 max=-707']}
ROOT = '/app/stockdiff'
FLAGS = '-std=c11 -O2 -Wall -Wextra -Werror'
LEVEL = 'medium'
VARIANTS = ['']

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
