import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/ringbuf'
TOOL = 'ringbuf'
SRC = 'ringbuf.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-c', '3'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push 2393820810045418946 6227 -237535802754\npush -370889753260\ndump\npop 2\npush 346090850114 5754\npop'
           b' 2\npush 4246\nsize\npop\npush 9815 -545875746814\ndump\npop\npush 2853\npop 1\npush -399753106059\npo'
           b'p 2\npush -389954921431\nsize\npop 1\npush 413475733671801012\npop\npush 4956\ndump\nresize 7\ndump\nresiz'
           b'e 1\npush 3759 92x -\npush -9223372036854775809\npop 3\npop\npeek\npush-all\npop 0\n',
  'stdout': b'full -370889753260\n2393820810045418946 6227 -237535802754\n2393820810045418946\n6227\n-237535802754\n346'
            b'090850114\n2\n5754\n4246 9815 -545875746814\n4246\n9815\n-545875746814\n2853\n2\n-399753106059\n-38995'
            b'4921431\n413475733671801012 4956\n413475733671801012 4956\ncannot resize to 1\nbad value 92x\nbad value -'
            b'\nbad value -9223372036854775809\n413475733671801012\n4956\n3759\nempty\nempty\nunknown command: push-a'
            b'll\nbad count 0\nstats pushed=14 popped=14 dropped=1\n'},
 {'args': ['-c', '10', '-o'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push 79929440466 65291396183737703 4259\npush 471775431137 7175880449149331563 9149\nsize\npush 0 -9413'
           b'62113694 -711166410871\npeek\npush 611894709003\npush -1072148752947 8820252929474914615\ndump\npop 1\npus'
           b'h -103310588953\npop 2\npush 6796 529387230326\npop 2\npush -50 5685\ndump\npop 1\npush 1157\npop 1\npush'
           b' 8860\npop\npush 2133340607983855703\n  \npop 2\npush -171424941732 -8975532233174585021\npop 1\npush -'
           b'630659845374\npop 2\npush 156 348334753909\npop 2\npush -199171976120 8328\n# checkpoint\npop 2\npush 9'
           b'8439012101\npop 2\npush 3041\npop\npush 7343863118145483390\npop 2\npush 7099\ndump\nresize 13\ndump\nresi'
           b'ze 2\npush 4312 62x -\npush -9223372036854775809\npop 8\npop 4\npeek\npopall\npop -2\n',
  'stdout': b'6\n79929440466\ndropped 79929440466\ndropped 65291396183737703\n4259 471775431137 7175880449149331563 91'
            b'49 0 -941362113694 -711166410871 611894709003 -1072148752947 8820252929474914615\n4259\n471775431137\n7'
            b'175880449149331563\n9149\n0\n-941362113694 -711166410871 611894709003 -1072148752947 882025292947491461'
            b'5 -103310588953 6796 529387230326 -50 5685\n-941362113694\n-711166410871\n611894709003\n-1072148752947\n8'
            b'820252929474914615\n-103310588953\n6796\n529387230326\n-50\n5685\n1157\n8860\n2133340607983855703\n-17142'
            b'4941732\n-8975532233174585021\n-630659845374\n156\n348334753909 -199171976120 8328 98439012101 3041 7343'
            b'863118145483390 7099\n348334753909 -199171976120 8328 98439012101 3041 7343863118145483390 7099\ncanno'
            b't resize to 2\nbad value 62x\nbad value -\nbad value -9223372036854775809\n348334753909\n-19917197612'
            b'0\n8328\n98439012101\n3041\n7343863118145483390\n7099\n4312\nempty\nempty\nunknown command: popall\nba'
            b'd count -2\nstats pushed=32 popped=30 dropped=2\n'},
 {'args': ['-c', '5'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 9398 112663730121 1211876418112855031 -104652025543\nsize\npop 6\nsize\n',
  'stdout': b'4\n9398\n112663730121\n1211876418112855031\n-104652025543\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 68 4\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12', '-o'],
  'files': {},
  'name': 'h05',
  'status': 2,
  'stdin': b'push 43 86\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '3'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push -191087637390231049\npush 9301 5731\npeek\npush 219300314994676351 -7329755778550931837\ndump\npop 2'
           b'\npush 5761 198149522109\nsize\npop 1\npush 3646\npop 2\npush 4397983094185285931 3886\npop 2\npush 5997'
           b' -5371429030079179531\npop 2\npush 3870 306057540950\npop\npush 1997\ndump\nresize 7\ndump\nresize 2\npus'
           b'h 81x 1e5\npush 99999999999999999999\npop 3\npop\npeek\nstat\npop -2\n',
  'stdout': b'-191087637390231049\nfull 219300314994676351\nfull -7329755778550931837\n-191087637390231049 9301 5731\n'
            b'-191087637390231049\n9301\n3\n5731\n5761\n198149522109\n3646\n4397983094185285931\n3886\n5997\n-537142'
            b'9030079179531\n3870 306057540950 1997\n3870 306057540950 1997\ncannot resize to 2\nbad value 81x\nbad val'
            b'ue 1e5\nbad value 99999999999999999999\n3870\n306057540950\n1997\nempty\nempty\nunknown command: stat\nb'
            b'ad count -2\nstats pushed=13 popped=13 dropped=2\n'},
 {'args': ['-c', '5', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push -1350738395136999816\npush -547348536783 6343\npush -625974257723 -3205633679112740563\npush -5913'
           b'249403242949600 -1001348362857\ndump\npop 2\npush 982277965595\npeek\npop 2\npush 9213\nsize\npop\npush 7'
           b'704 6571\npop\npush 8287\npop 1\npush 7853 234975402944\npop\npush -8133043225689208317\npop 1\npush -41'
           b'98803950848999872\nsize\npop 1\npush -6511588772033581928\npop 2\npush 5081897450159396292 -1832135398062'
           b'031533\ndump\nresize 7\ndump\nresize 4\npush 64x 1e5\npush 99999999999999999999\npop 5\npop 3\npeek\ns'
           b'tat\npop x\n',
  'stdout': b'dropped -1350738395136999816\ndropped -547348536783\n6343 -625974257723 -3205633679112740563 -59132494'
            b'03242949600 -1001348362857\n6343\n-625974257723\n-3205633679112740563\n-3205633679112740563\n-59132494032'
            b'42949600\n3\n-1001348362857\n982277965595\n9213\n7704\n6571\n5\n8287\n7853\n234975402944\n-813304322568'
            b'9208317 -4198803950848999872 -6511588772033581928 5081897450159396292 -1832135398062031533\n-813304322568'
            b'9208317 -4198803950848999872 -6511588772033581928 5081897450159396292 -1832135398062031533\ncannot resize'
            b' to 4\nbad value 64x\nbad value 1e5\nbad value 99999999999999999999\n-8133043225689208317\n-4198803950848'
            b'999872\n-6511588772033581928\n5081897450159396292\n-1832135398062031533\nempty\nempty\nunknown command'
            b': stat\nbad count x\nstats pushed=19 popped=17 dropped=2\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 3862 -604988861178\nsize\npop 3\nsize\n',
  'stdout': b'2\n3862\n-604988861178\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h09', 'status': 2, 'stdin': b'push 43 57\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 53 66\nsize\npop\n', 'stdout': b''}]
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
