import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/ringq'
TOOL = 'ringq'
SRC = 'ringq.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-c', '11'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push 9404 -931\npeek\npush -6199870591836324809 95 9454\ndump\npush 425\npush 9668 7909778547848819363 84'
           b'8\nsize\npush 494666989636 8449\npush 968465285933 404557676856\ndump\npop 2\npush 9048 4975\npop 1\npus'
           b'h -6806102451935212171\nsize\npop 2\npush 7282 -39341050545119895\nsize\npop 2\npush -7046418922486831392 '
           b'1547729456396808064\nsize\npop\npush 1222\npop\npush 1097115915785\ndump\npop\npush -1077715804465\npop 2'
           b'\npush 3902\ndump\npop\npush 1076910644109\npop 2\npush -230518805917 -911142124353 -1085016074323\npop'
           b' 2\npush -355612303108 -6017532193373383862\npop 2\npush 3808500832364427327 3522\npop\npush 543617886674'
           b'\npop 2\npush 2235 2307\npop 2\npush 9454\ndump\nresize 12\ndump\nresize 1\npush 1106772159197690178 10x '
           b'abc\npush -9223372036854775809\npop 11\npop 2\npeek\npopall\npop x\n',
  'stdout': b'9404\n9404 -931 -6199870591836324809 95 9454\n9\nfull 968465285933\nfull 404557676856\n9404 -931 -6199870'
            b'591836324809 95 9454 425 9668 7909778547848819363 848 494666989636 8449\n9404\n-931\n-61998705918363248'
            b'09\n11\n95\n9454\n11\n425\n9668\n11\n7909778547848819363\n848\n494666989636 8449 9048 4975 -6806102451'
            b'935212171 7282 -39341050545119895 -7046418922486831392 1547729456396808064 1222 1097115915785\n4946669896'
            b'36\n8449\n9048\n4975 -6806102451935212171 7282 -39341050545119895 -7046418922486831392 1547729456396808'
            b'064 1222 1097115915785 -1077715804465 3902\n4975\n-6806102451935212171\n7282\n-39341050545119895\n-704641'
            b'8922486831392\n1547729456396808064\n1222\n1097115915785\n-1077715804465\n3902\n1076910644109\n-23051880'
            b'5917\n-911142124353 -1085016074323 -355612303108 -6017532193373383862 3808500832364427327 3522 5436178866'
            b'74 2235 2307 9454\n-911142124353 -1085016074323 -355612303108 -6017532193373383862 3808500832364427327 35'
            b'22 543617886674 2235 2307 9454\ncannot resize to 1\nbad value 10x\nbad value abc\nbad value -92233720368'
            b'54775809\n-911142124353\n-1085016074323\n-355612303108\n-6017532193373383862\n3808500832364427327\n352'
            b'2\n543617886674\n2235\n2307\n9454\n1106772159197690178\nempty\nempty\nunknown command: popall\nbad count '
            b'x\nstats pushed=35 popped=35 dropped=2\n'},
 {'args': ['-c', '6', '-o'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push 248813616078 5400 -6618635160754780748\nsize\npush -8196458567938741576\ndump\npush 7211 9608\npush '
           b'938 987689624429 4553\ndump\npop 2\npush 5020 8675\npop 2\npush 2532 9907\nsize\npop 1\npush 10985064162'
           b'82\npop 1\npush -7651541003876554807\npop\npush 9152\nsize\npop 1\npush 2705227370400768614\npop\npush 55'
           b'05\npop\npush -627572635601540901\npop\npush 4689\npop\npush 5828\nsize\npop 2\npush 707867614920 3909\nsi'
           b'ze\ndump\nresize 7\ndump\nresize 3\npush 4x 1e5\npush -9223372036854775809\npop 6\npop 4\npeek\nstat\np'
           b'op -2\n',
  'stdout': b'3\n248813616078 5400 -6618635160754780748 -8196458567938741576\ndropped 248813616078\ndropped 5400\ndrop'
            b'ped -6618635160754780748\n-8196458567938741576 7211 9608 938 987689624429 4553\n-8196458567938741576\n7'
            b'211\n9608\n938\n6\n987689624429\n4553\n5020\n6\n8675\n2532\n9907\n1098506416282\n-765154100387655480'
            b'7\n6\n9152\n2705227370400768614\n6\n5505 -627572635601540901 4689 5828 707867614920 3909\n5505 -627572'
            b'635601540901 4689 5828 707867614920 3909\ncannot resize to 3\nbad value 4x\nbad value 1e5\nbad value -92'
            b'23372036854775809\n5505\n-627572635601540901\n4689\n5828\n707867614920\n3909\nempty\nempty\nunknown comma'
            b'nd: stat\nbad count -2\nstats pushed=23 popped=20 dropped=3\n'},
 {'args': ['-c', '7'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 3197 1760\nsize\npop 4\nsize\n',
  'stdout': b'2\n3197\n1760\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 66 23\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 93 96\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '7'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 806897491868\npush 7103 8764 -712\n# checkpoint\npush -127626959428 1797040754057460456 5758\npush '
           b'353\ndump\npop 2\npush 5594 1630\npop 2\npush -740669441151 4189537663637885373\npeek\npop\npush 8559637'
           b'57234\npop 2\npush -905 -44256964065\npop\npush 2087\npop 1\npush 9727\npop 2\npush 785446744344\npop\npus'
           b'h 118455276457\npeek\npop 1\npush -101740189828 1088\npop 2\npush 6112 -222682549246\npop 2\npush -2259'
           b'140465812807807 8722428406783529943\ndump\nresize 10\ndump\nresize 2\npush 87x -\npush 1844674407370955161'
           b'6\npop 7\npop\npeek\npopall\npop 0\n',
  'stdout': b'full 353\n806897491868 7103 8764 -712 -127626959428 1797040754057460456 5758\n806897491868\n7103\n8764\n-'
            b'712\n-127626959428\n-127626959428\n1797040754057460456\n5758\n5594\n1630\n-740669441151\n418953766363788'
            b'5373\n855963757234\n-905\n-905\n-44256964065\n2087\n9727\n785446744344\n118455276457 -101740189828 1088 '
            b'6112 -222682549246 -2259140465812807807 8722428406783529943\n118455276457 -101740189828 1088 6112 -222682'
            b'549246 -2259140465812807807 8722428406783529943\ncannot resize to 2\nbad value 87x\nbad value -\nbad val'
            b'ue 18446744073709551616\n118455276457\n-101740189828\n1088\n6112\n-222682549246\n-2259140465812807807\n'
            b'8722428406783529943\nempty\nempty\nunknown command: popall\nbad count 0\nstats pushed=24 popped=24 droppe'
            b'd=1\n'},
 {'args': ['-c', '10', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 2112\npush 9391 7400 1930\npush 9179 4086\npush 296485661088\nsize\npush -3322106379876068935 310 -2'
           b'22681952656\npush 308517441595 5685\ndump\npop 2\npush -231920406660 904864665671\npop\npush -430156607652'
           b'9024229\npop 2\npush -207 7132\npop\npush 61725295017\npop 2\npush 382569762699 8161\npop 2\npush -12117'
           b'18993223909098 2207\npop\npush -177\npop 2\npush 4936\npop 2\npush -59 1000602836226 882393304822\npop '
           b'1\npush -61775762205\npop\npush -2035396798685987195\npeek\npop 2\npush 3068368592344102500 4107\npop 2'
           b'\npush 2196\npop 1\npush 5201 9127\ndump\nresize 13\ndump\nresize 6\npush 98x 0x1f\npush 1844674407370955'
           b'1616\npop 10\npop\npeek\npopall\npop x\n',
  'stdout': b'7\ndropped 2112\ndropped 9391\n7400 1930 9179 4086 296485661088 -3322106379876068935 310 -222681952656 '
            b'308517441595 5685\n7400\n1930\n9179\n4086\n296485661088\n-3322106379876068935\n310\n-222681952656\n308517'
            b'441595\n5685\n-231920406660\n904864665671\n-4301566076529024229\n-207\n7132\n61725295017\n382569762699\n8'
            b'161\n8161\n-1211718993223909098\n2207\n-177\n4936\n-59 1000602836226 882393304822 -61775762205 -203539'
            b'6798685987195 3068368592344102500 4107 2196 5201 9127\n-59 1000602836226 882393304822 -61775762205 -20353'
            b'96798685987195 3068368592344102500 4107 2196 5201 9127\ncannot resize to 6\nbad value 98x\nbad value 0x'
            b'1f\nbad value 18446744073709551616\n-59\n1000602836226\n882393304822\n-61775762205\n-20353967986859871'
            b'95\n3068368592344102500\n4107\n2196\n5201\n9127\nempty\nempty\nunknown command: popall\nbad count x\ns'
            b'tats pushed=34 popped=32 dropped=2\n'},
 {'args': ['-c', '8'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 4238994575936062388 -48991331400 8174\nsize\npop 6\nsize\n',
  'stdout': b'3\n4238994575936062388\n-48991331400\n8174\nempty\n0\nstats pushed=3 popped=3 dropped=0\n'},
 {'args': ['-c', '0', '-o'],
  'files': {},
  'name': 'h09',
  'status': 2,
  'stdin': b'push 61 86\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 17 6\nsize\npop\n', 'stdout': b''}]
SANITIZE = False
REGRESSION = None

GCC, MAKE = "/usr/bin/gcc", "/usr/bin/make"
BANNED = ("sanitize", "__asan", "__lsan", "__ubsan", "asan_options", "lsan_options")


def _regular(path):
    st = os.lstat(path)
    return not os.path.islink(path) and os.path.isfile(path) and st.st_size >= 0


@pytest.fixture(scope="module")
def tree():
    assert os.path.isdir(PROJ), f"{PROJ} is missing"
    return tg_guard.give(PROJ)


@pytest.fixture(scope="module")
def built(tree):
    tg_guard.run([MAKE, "clean"], cwd=tree, timeout=120)
    p = tg_guard.run([MAKE], cwd=tree, timeout=300)
    assert p.returncode == 0, f"make failed: {(p.stdout + p.stderr)[-2000:]}"
    exe = os.path.join(tree, TOOL)
    assert os.path.exists(exe) and _regular(exe), f"make did not produce {TOOL}"
    with open(exe, "rb") as f:
        assert f.read(4) == b"\x7fELF", f"{TOOL} must be the compiled C program"
    return exe


def _inputs(tmp_path, files):
    d = tmp_path / "in"
    d.mkdir()
    for name, data in files.items():
        (d / name).write_bytes(data)
    return tg_guard.give(str(d))


def _run(exe, case, tmp_path, env=None):
    cwd = _inputs(tmp_path, case["files"])
    return tg_guard.run([exe, *case["args"]], input=case["stdin"] or b"", cwd=cwd, env=env, text=False,
                        timeout=30)


def _check(p, case):
    assert p.returncode == case["status"], (
        f"{case['args']}: exit status {p.returncode}, expected {case['status']}; stderr: {p.stderr[-300:]!r}")
    if p.stdout != case["stdout"]:
        got, want = p.stdout.split(b"\n"), case["stdout"].split(b"\n")
        diff = [(i + 1, g[:100], w[:100]) for i, (g, w) in enumerate(zip(got, want)) if g != w][:3]
        raise AssertionError(f"{case['args']}: output differs (line, got, expected): "
                             f"{diff or (len(got), len(want))}")


def test_compiles_with_the_project_flags(tree):
    p = tg_guard.run([GCC, *FLAGS, "-o", "ci-build", SRC], cwd=tree, timeout=120)
    assert p.returncode == 0, f"gcc {' '.join(FLAGS)} {SRC} failed: {p.stderr[-2000:]}"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_hidden_input(built, case, tmp_path):
    _check(_run(built, case, tmp_path), case)


@pytest.fixture(scope="module")
def sanitized(tree):
    for root, _, names in os.walk(tree):
        for n in names:
            path = os.path.join(root, n)
            if n.endswith((".c", ".h")) and _regular(path):
                with open(path, "rb") as f:
                    text = f.read().decode("latin-1").lower()
                hit = [w for w in BANNED if w in text]
                assert not hit, f"{n}: the sanitizers must not be disabled or tuned in the code ({hit})"
    p = tg_guard.run([GCC, *SAN_FLAGS, "-o", "san-build", SRC], cwd=tree, timeout=180)
    assert p.returncode == 0, f"sanitizer build failed: {p.stderr[-2000:]}"
    return os.path.join(tree, "san-build")


@pytest.mark.parametrize("case", CASES if SANITIZE else [], ids=[c["name"] for c in CASES] if SANITIZE else [])
def test_sanitizers_are_clean(sanitized, case, tmp_path):
    env = dict(os.environ, HOME="/tmp", ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:exitcode=86",
               UBSAN_OPTIONS="halt_on_error=1:exitcode=86:print_stacktrace=1",
               LSAN_OPTIONS="exitcode=86")
    p = _run(sanitized, case, tmp_path, env=env)
    report = [ln for ln in p.stderr.decode("latin-1").splitlines()
              if "Sanitizer" in ln or "runtime error" in ln][:3]
    assert not report, f"{case['args']}: {report}"
    _check(p, case)


def _golden(exe, d, tmp_path, tag):
    """(passes, detail) for one golden-case folder run with exe."""
    for n in os.listdir(d):
        assert _regular(os.path.join(d, n)), f"{d}/{n}: a golden case holds plain files only"
    with open(os.path.join(d, "cmd"), "rb") as f:
        args = shlex.split(f.read().decode("utf-8", "replace"))
    with open(os.path.join(d, "expected"), "rb") as f:
        want = f.read()
    status = 0
    if os.path.exists(os.path.join(d, "status")):
        with open(os.path.join(d, "status")) as f:
            status = int(f.read().strip() or 0)
    stdin = b""
    if os.path.exists(os.path.join(d, "stdin")):
        with open(os.path.join(d, "stdin"), "rb") as f:
            stdin = f.read()
    work = tmp_path / tag
    work.mkdir()
    cwd = tg_guard.give(d, tg_guard.scratch("golden"))
    p = tg_guard.run([exe, *args], input=stdin, cwd=cwd, text=False, timeout=30)
    return p.returncode == status and p.stdout == want


@pytest.mark.parametrize("on", ["regression"] if REGRESSION else [])
def test_regression_case_catches_the_complaint(built, tree, tmp_path, on):
    root = os.path.join(tree, "tests", "cases")
    new = sorted(n for n in os.listdir(root) if n not in REGRESSION["shipped"]
                 and os.path.isdir(os.path.join(root, n)) and not os.path.islink(os.path.join(root, n))
                 and os.path.exists(os.path.join(root, n, "cmd")) and os.path.exists(os.path.join(root, n, "expected")))
    assert new, "no new golden case folder (with cmd and expected) under tests/cases/"
    old_dir = tg_guard.scratch("old")
    old_src = tmp_path / "old.c"
    old_src.write_text(REGRESSION["source"])
    src = tg_guard.give(str(old_src), old_dir)
    p = tg_guard.run([GCC, "-std=c11", "-O2", "-w", "-o", "old", src], cwd=old_dir, timeout=120)
    assert p.returncode == 0, p.stderr[-1000:]
    old = os.path.join(old_dir, "old")
    fixed_ok, caught = [], []
    for i, n in enumerate(new):
        d = os.path.join(root, n)
        fixed_ok.append(_golden(built, d, tmp_path, f"f{i}"))
        caught.append(not _golden(old, d, tmp_path, f"o{i}"))
    assert all(fixed_ok), f"new golden cases that fail on the repaired tool: {[n for n, ok in zip(new, fixed_ok) if not ok]}"
    assert any(caught), f"none of the new golden cases ({new}) fails on the code with the complaint's bug"
