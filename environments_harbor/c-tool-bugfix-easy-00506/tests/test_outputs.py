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
CASES = [{'args': ['-c', '6'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push -2631551846382693499 2717 4095\nsize\npush 711 2803057907540918857\npeek\npush 9681\nsize\npush 1055 '
           b'7577\ndump\npop\npush -6774419192510431030\npeek\npop\npush 4140\nsize\npop 2\npush 5280 4501617169230268'
           b'140\npop 2\npush -58 7738418315055121449\nsize\npop 2\npush 3968\npop 2\npush 4669242997107163613\ndump\n'
           b'pop 2\npush -8246517339504130365 7906 809497080635\npop\npush 4414 7893\npop\npush -491950131189\ndump'
           b'\nresize 8\ndump\nresize 3\npush 21x -\npush -9223372036854775809\npop 2\npop 4\npop 3\npeek\npopall\np'
           b'op 0\n',
  'stdout': b'3\n-2631551846382693499\n6\nfull 1055\nfull 7577\n-2631551846382693499 2717 4095 711 2803057907540918857 '
            b'9681\n-2631551846382693499\n2717\n2717\n6\n4095\n711\n2803057907540918857\n9681\n6\n-67744191925104310'
            b'30\n4140\n5280\n4501617169230268140\n-58 7738418315055121449 3968 4669242997107163613\n-58\n7738418315'
            b'055121449\n3968\n4669242997107163613\n-8246517339504130365 7906 809497080635 4414 7893 -491950131189\n-8'
            b'246517339504130365 7906 809497080635 4414 7893 -491950131189\ncannot resize to 3\nbad value 21x\nbad va'
            b'lue -\nbad value -9223372036854775809\n-8246517339504130365\n7906\n809497080635\n4414\n7893\n-491950131'
            b'189\nempty\nempty\nunknown command: popall\nbad count 0\nstats pushed=20 popped=20 dropped=2\n'},
 {'args': ['-c', '3', '-o'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push -1547168768071269864 465 815347020670\ndump\npush 2448 7378\ndump\npop 1\npush 9031\npeek\npop\npus'
           b'h 1455\npop 2\npush -824845840927 1919\nsize\npop\npush 259899093358\npeek\npop 2\npush 2022\npop 2\npush '
           b'3348\nsize\npush -4137736109541463943\ndump\nresize 6\ndump\nresize 1\npush 8692 33x 1e5\npush -92233720'
           b'36854775809\npop 3\npop 2\npeek\npush-all\npop -2\n',
  'stdout': b'-1547168768071269864 465 815347020670\ndropped -1547168768071269864\ndropped 465\n815347020670 2448 737'
            b'8\n815347020670\n2448\n2448\n7378\n9031\n3\n1455\n-824845840927\n-824845840927\n1919\n259899093358\n2022'
            b'\n1\n3348 -4137736109541463943\n3348 -4137736109541463943\ncannot resize to 1\nbad value 33x\nbad valu'
            b'e 1e5\nbad value -9223372036854775809\n3348\n-4137736109541463943\n8692\nempty\nempty\nunknown command:'
            b' push-all\nbad count -2\nstats pushed=14 popped=12 dropped=2\n'},
 {'args': ['-c', '8'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 294974678965323764 -1079952096023\nsize\npop 4\nsize\n',
  'stdout': b'2\n294974678965323764\n-1079952096023\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 39 14\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 43 51\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '9'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push -244048756523 7541830208153453111 8680\npush -620533932791 -1510234165366120953\npush 1097\npush -'
           b'4980139567619446085 7137111597610688634 3762\npush 6844351745482269708 824999546167\ndump\npop 2\npush -'
           b'677547729109 7819679641817157892\npop 2\npush 793123383461\nsize\npop 1\npush -452982025475\npop 1\npus'
           b'h 726314212332 2506988690180662849\npop 2\npush 2993157211478032469\nsize\npop 2\npush 2534\nsize\npop\n'
           b'push 6603 5309 2349\npop\npush 4158897200555434272\ndump\npop 1\npush 117613613624\ndump\npop\npush 9970'
           b'\npop 1\npush 152\npop 2\npush -3436607102791567400 3844\npeek\npop 1\npush 5022\npop 1\npush 702\npop'
           b' 2\npush 1223 5264\ndump\nresize 13\ndump\nresize 5\npush 21x abc\npush 18446744073709551616\npop 9\npop\n'
           b'peek\npush-all\npop x\n',
  'stdout': b'full 6844351745482269708\nfull 824999546167\n-244048756523 7541830208153453111 8680 -620533932791 -151'
            b'0234165366120953 1097 -4980139567619446085 7137111597610688634 3762\n-244048756523\n754183020815345311'
            b'1\n8680\n-620533932791\n8\n-1510234165366120953\n1097\n-4980139567619446085\n7137111597610688634\n8\n3762'
            b'\n-677547729109\n7\n7819679641817157892\n793123383461\n-452982025475 726314212332 2506988690180662849 299'
            b'3157211478032469 2534 6603 5309 2349 4158897200555434272\n-452982025475\n726314212332 2506988690180662'
            b'849 2993157211478032469 2534 6603 5309 2349 4158897200555434272 117613613624\n726314212332\n2506988690'
            b'180662849\n2993157211478032469\n2534\n6603\n6603\n5309\n2349\n4158897200555434272\n117613613624 9970 152'
            b' -3436607102791567400 3844 5022 702 1223 5264\n117613613624 9970 152 -3436607102791567400 3844 5022 702 1'
            b'223 5264\ncannot resize to 5\nbad value 21x\nbad value abc\nbad value 18446744073709551616\n117613613'
            b'624\n9970\n152\n-3436607102791567400\n3844\n5022\n702\n1223\n5264\nempty\nempty\nunknown command: push-'
            b'all\nbad count x\nstats pushed=30 popped=30 dropped=2\n'},
 {'args': ['-c', '9', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 4666 -1058189395143 -23175443605\n  \npush 3473 5897\npush -4 4328 1668008993004507797\npush 2954\ns'
           b'ize\npush 1061641311889662217 -36480156959\ndump\npop 2\npush 987659204566\ndump\npop\npush 8795\npop 2\n'
           b'push -6614123037639381097\npop 2\npush 4888\npeek\npop 1\npush -195963843072 723603567389 9922\npop\npu'
           b'sh -3312391926703752301\nsize\npop\npush -375819940424 7519\n  \npop 2\npush 5083894321\npop\npush 77367'
           b'4349845\nsize\npop\npush 2742 -212\nsize\npop 2\npush -175400081730 -3258124384657421430\npop 2\npush 72'
           b'99\npop\npush 8901473724185041526 -7773624885884899935\npop 1\npush 24\ndump\nresize 11\ndump\nresize 2\n'
           b'push 75x 0x1f\npush -9223372036854775809\npop 9\npop 2\npeek\npush-all\npop x\n',
  'stdout': b'9\ndropped 4666\ndropped -1058189395143\n-23175443605 3473 5897 -4 4328 1668008993004507797 2954 106164'
            b'1311889662217 -36480156959\n-23175443605\n3473\n5897 -4 4328 1668008993004507797 2954 10616413118896622'
            b'17 -36480156959 987659204566\n5897\n-4\n4328\n1668008993004507797\n2954\n1061641311889662217\n106164131'
            b'1889662217\n-36480156959\n8\n987659204566\n8795\n-6614123037639381097\n4888\n8\n-195963843072\n9\n7236'
            b'03567389\n9922\n-3312391926703752301\n-375819940424\n7519\n5083894321\n773674349845 2742 -212 -1754000'
            b'81730 -3258124384657421430 7299 8901473724185041526 -7773624885884899935 24\n773674349845 2742 -212 -1754'
            b'00081730 -3258124384657421430 7299 8901473724185041526 -7773624885884899935 24\ncannot resize to 2\nba'
            b'd value 75x\nbad value 0x1f\nbad value -9223372036854775809\n773674349845\n2742\n-212\n-175400081730\n-'
            b'3258124384657421430\n7299\n8901473724185041526\n-7773624885884899935\n24\nempty\nempty\nunknown command'
            b': push-all\nbad count x\nstats pushed=31 popped=29 dropped=2\n'},
 {'args': ['-c', '8'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 2245 7042 4272 -708283949822\nsize\npop 7\nsize\n',
  'stdout': b'4\n2245\n7042\n4272\n-708283949822\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h09', 'status': 2, 'stdin': b'push 21 36\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 53 4\nsize\npop\n', 'stdout': b''}]
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
