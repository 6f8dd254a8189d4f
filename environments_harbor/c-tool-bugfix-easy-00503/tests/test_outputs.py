import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/qbuf'
TOOL = 'qbuf'
SRC = 'qbuf.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-c', '7'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push 6939 -67587316641\npush 41754388449\ndump\npush 1344 8757\npush 427484836236 4967\npush 8164 9905963'
           b'38932\ndump\npop 1\npush 952994035915\npop 2\npush -3048000794287386768 352\npeek\npop\npush 8847\nsize\np'
           b'op 2\npush 1035264563310\npop 2\npush 1348 -1058099685010 519\npop 2\npush 683418616965\nsize\npop 2\npu'
           b'sh 5741445646221001050 755440316984 -645533101790\npop 2\npush 7744 8818\npop 1\npush 7233\ndump\npop\n'
           b'push 4204086966043052551\ndump\nresize 8\ndump\nresize 4\npush 25x abc\npush 18446744073709551616\npop '
           b'7\npop\npeek\nstat\npop 0\n',
  'stdout': b'6939 -67587316641 41754388449\nfull 8164\nfull 990596338932\n6939 -67587316641 41754388449 1344 8757 42'
            b'7484836236 4967\n6939\n-67587316641\n41754388449\n1344\n1344\n7\n8757\n427484836236\n4967\n95299403591'
            b'5\n-3048000794287386768\n352\n6\n8847\n1035264563310\n1348\n-1058099685010\n519\n683418616965 57414456462'
            b'21001050 755440316984 -645533101790 7744 8818 7233\n683418616965\n5741445646221001050 755440316984 -64'
            b'5533101790 7744 8818 7233 4204086966043052551\n5741445646221001050 755440316984 -645533101790 7744 8818 7'
            b'233 4204086966043052551\ncannot resize to 4\nbad value 25x\nbad value abc\nbad value 1844674407370955161'
            b'6\n5741445646221001050\n755440316984\n-645533101790\n7744\n8818\n7233\n4204086966043052551\nempty\nem'
            b'pty\nunknown command: stat\nbad count 0\nstats pushed=23 popped=23 dropped=2\n'},
 {'args': ['-c', '12', '-o'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push -7802224614455090658 6349922396354730724 6330\npush -126501493023 3722\npeek\npush 536\npush 8387 5'
           b'308\npush 282172793105 24220347449 -789335629528\npush 1347\npush 6947 -8031686411126155890\ndump\npop 1\n'
           b'push 8396719182299830050\npop 2\npush 324311561419 668605507011\npop 1\npush 19551230083\npop\npush 45'
           b'6\npop\npush 189437346432\npop 1\npush 8055\npop 1\npush 199\npop 2\npush 1097\npop 2\npush 5428\nsize\n'
           b'pop\npush 826076325120 -2805678860500403136\nsize\npop\npush -441670820645 4405\npop 2\npush 9896 1109'
           b'\nsize\npop 1\npush 3442\nsize\npop 2\npush 8015 5452\nsize\npop 1\npush 873535880037\npop 1\npush 9092'
           b'\npop\npush 5530\npop\npush 6933422921709874963\npop 1\npush -228\npop 2\npush -5691160259547637660 -993'
           b'\nsize\ndump\nresize 15\ndump\nresize 6\npush 39x 0x1f\npush -9223372036854775809\npop 12\npop 3\npeek'
           b'\nstat\npop x\n',
  'stdout': b'-7802224614455090658\ndropped -7802224614455090658\ndropped 6349922396354730724\n6330 -126501493023 372'
            b'2 536 8387 5308 282172793105 24220347449 -789335629528 1347 6947 -8031686411126155890\n6330\n-12650149'
            b'3023\n3722\n536\n8387\n5308\n282172793105\n24220347449\n-789335629528\n1347\n6947\n-803168641112615589'
            b'0\n10\n8396719182299830050\n11\n324311561419\n668605507011\n19551230083\n12\n456\n12\n189437346432\n805'
            b'5\n12\n199\n1097\n5428\n826076325120\n-2805678860500403136\n-441670820645\n4405\n12\n9896 1109 3442 80'
            b'15 5452 873535880037 9092 5530 6933422921709874963 -228 -5691160259547637660 -993\n9896 1109 3442 8015 54'
            b'52 873535880037 9092 5530 6933422921709874963 -228 -5691160259547637660 -993\ncannot resize to 6\nbad '
            b'value 39x\nbad value 0x1f\nbad value -9223372036854775809\n9896\n1109\n3442\n8015\n5452\n873535880037\n90'
            b'92\n5530\n6933422921709874963\n-228\n-5691160259547637660\n-993\nempty\nempty\nunknown command: stat\nbad'
            b' count x\nstats pushed=40 popped=38 dropped=2\n'},
 {'args': ['-c', '5'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push -407546333494 1078120825199 1424 837481426620\nsize\npop 7\nsize\n',
  'stdout': b'4\n-407546333494\n1078120825199\n1424\n837481426620\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 25 49\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 53 18\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 9127 4340\npush 2746732870538529950 616941101541 -993651429795\npush 1221\npush 746901584887 -717\n'
           b'dump\npop 2\npush -721491103454659941 -101\npeek\npop 1\npush -284761057599\npop\npush -946527456218\npo'
           b'p 2\npush -741278103323\nsize\npop\npush -770\npop 1\npush 3024118805940934758 8925\nsize\npop 2\npush 88'
           b'4695955389 298\nsize\npop 2\npush -55235218814\npop 1\npush 2125 -57100745163\npop 1\npush 657060977854'
           b'8318864\ndump\nresize 9\ndump\nresize 4\npush 2x -\npush 99999999999999999999\npop 3\npop 3\npop 4\npe'
           b'ek\npopall\npop -2\n',
  'stdout': b'full 746901584887\nfull -717\n9127 4340 2746732870538529950 616941101541 -993651429795 1221\n9127\n4340\n'
            b'2746732870538529950\n2746732870538529950\n616941101541\n-993651429795\n1221\n5\n-721491103454659941\n-1'
            b'01\n6\n-284761057599\n-946527456218\n6\n-741278103323\n-770\n3024118805940934758\n8925\n884695955389 298 '
            b'-55235218814 2125 -57100745163 6570609778548318864\n884695955389 298 -55235218814 2125 -57100745163 65706'
            b'09778548318864\ncannot resize to 4\nbad value 2x\nbad value -\nbad value 99999999999999999999\n8846959553'
            b'89\n298\n-55235218814\n2125\n-57100745163\n6570609778548318864\nempty\nempty\nunknown command: popall\nba'
            b'd count -2\nstats pushed=20 popped=20 dropped=2\n'},
 {'args': ['-c', '3', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 7036 2985 4227\nsize\npush 582 7932\ndump\npop\npush -637710266744\npop 2\npush 9217 6674\npop 1\npu'
           b'sh 9856\nsize\npop 1\npush 4067998360047381938\nsize\npop 2\npush 7819\npop 2\npush 188 -680\ndump\nresize'
           b' 6\ndump\nresize 1\npush 7164 34x 1e5\npush 99999999999999999999\npop 2\npop 1\npop\npeek\npush-all\npop x'
           b'\n',
  'stdout': b'3\ndropped 7036\ndropped 2985\n4227 582 7932\n4227\n582\n7932\n-637710266744\n3\n9217\n3\n6674\n9856\n406'
            b'7998360047381938\n7819\n188 -680\n188 -680\ncannot resize to 1\nbad value 34x\nbad value 1e5\nbad value'
            b' 99999999999999999999\n188\n-680\n7164\nempty\nempty\nunknown command: push-all\nbad count x\nstats push'
            b'ed=14 popped=12 dropped=2\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 817 351070126667\nsize\npop 5\nsize\n',
  'stdout': b'2\n817\n351070126667\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h09', 'status': 2, 'stdin': b'push 55 9\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12', '-o'],
  'files': {},
  'name': 'h10',
  'status': 2,
  'stdin': b'push 75 81\nsize\npop\n',
  'stdout': b''}]
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
