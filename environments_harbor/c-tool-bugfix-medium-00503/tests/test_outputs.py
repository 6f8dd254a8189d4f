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
CASES = [{'args': ['-c', '7'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push -1258967931631830816 -735170101123 9880\nsize\npush -440371748805 -2862608721555172822\nsize\npush '
           b'3642 -6572102316722301504\npush 3389\ndump\npop 2\npush 9865 5940722069533807812\npop 2\npush 5299\npop'
           b' 2\npush 4435 -575 -12\npop\npush 455\ndump\npop\npush 6510\nsize\npop\npush 3827\npop 1\npush -673\npop'
           b' 2\npush -193148235739\npeek\npop\npush 2670\nsize\npop 1\npush 9764 7532\nsize\npop\npush -1650491943'
           b'50\nsize\npop\npush 367\ndump\nresize 10\ndump\nresize 2\npush 96x abc\npush -9223372036854775809\npop'
           b' 4\npop 3\npop\npeek\npopall\npop -2\n',
  'stdout': b'3\n5\nfull 3389\n-1258967931631830816 -735170101123 9880 -440371748805 -2862608721555172822 3642 -65721'
            b'02316722301504\n-1258967931631830816\n-735170101123\n9880\n-440371748805\n-2862608721555172822\n3642\n-'
            b'6572102316722301504\n9865 5940722069533807812 5299 4435 -575 -12 455\n9865\n7\n5940722069533807812\n5'
            b'299\n4435\n-575\n-12\n-12\n6\n455\n7\n6510\n7\n3827\n-673 -193148235739 2670 9764 7532 -165049194350 36'
            b'7\n-673 -193148235739 2670 9764 7532 -165049194350 367\ncannot resize to 2\nbad value 96x\nbad value abc'
            b'\nbad value -9223372036854775809\n-673\n-193148235739\n2670\n9764\n7532\n-165049194350\n367\nempty\nem'
            b'pty\nunknown command: popall\nbad count -2\nstats pushed=23 popped=23 dropped=1\n'},
 {'args': ['-o', '-c', '11'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push -441657840181\npush 2973\nsize\npush 3087 221\n# checkpoint\npush 975215303183 6925732135678772258\ns'
           b'ize\npush 442 2445\ndump\npush 2644\npush 6278 6626\npush -308 3950 581544340605\ndump\npop 1\npush 5889'
           b'\ndump\npop\npush -454523314586\npop 1\npush 512907995259\npeek\npop 2\npush -123 292818202185\npop 2\npus'
           b'h -8\npeek\npop\npush 9778\npop 2\npush 8645 300540116512 1078517337620\nsize\npop\npush -205803988074\np'
           b'eek\npop 2\npush 1044 3571\npop 2\npush -561493609427875863\npop 1\npush 3724 3987\npop\npush 3469334781'
           b'958760208\npop\npush 142\npop 2\npush 2092 -668042889495\npeek\npop 2\npush 1956 3672\npop 2\npush 706704'
           b'170874 25709074370\ndump\ndump\nresize 12\ndump\nresize 2\npush 17x 0x1f\npush 18446744073709551616\npop'
           b' 11\npop\npeek\npush-all\npop 0\n',
  'stdout': b'2\n6\n-441657840181 2973 3087 221 975215303183 6925732135678772258 442 2445\ndropped -441657840181\ndrop'
            b'ped 2973\ndropped 3087\n221 975215303183 6925732135678772258 442 2445 2644 6278 6626 -308 3950 5815443'
            b'40605\n221\n975215303183 6925732135678772258 442 2445 2644 6278 6626 -308 3950 581544340605 5889\n97521'
            b'5303183\n6925732135678772258\n442\n442\n2445\n2644\n6278\n6626\n6626\n-308\n3950\n11\n581544340605\n5'
            b'889\n5889\n-454523314586\n512907995259\n-123\n292818202185\n-8\n9778\n8645\n300540116512\n107851733762'
            b'0\n1078517337620\n-205803988074\n1044\n3571\n-561493609427875863 3724 3987 3469334781958760208 142 2092 -'
            b'668042889495 1956 3672 706704170874 25709074370\n-561493609427875863 3724 3987 3469334781958760208 142 20'
            b'92 -668042889495 1956 3672 706704170874 25709074370\n-561493609427875863 3724 3987 3469334781958760208 14'
            b'2 2092 -668042889495 1956 3672 706704170874 25709074370\ncannot resize to 2\nbad value 17x\nbad value 0'
            b'x1f\nbad value 18446744073709551616\n-561493609427875863\n3724\n3987\n3469334781958760208\n142\n2092\n-6'
            b'68042889495\n1956\n3672\n706704170874\n25709074370\nempty\nempty\nunknown command: push-all\nbad count 0'
            b'\nstats pushed=38 popped=35 dropped=3\n'},
 {'args': ['-c', '9'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push -237976063642 5895\nsize\npop 3\nsize\n',
  'stdout': b'2\n-237976063642\n5895\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 12 53\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 15 94\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '9'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 561312726401\npush -7669329405974251805 -369264895438 1668\npush 5603 -37312374264766498\npush 593'
           b' 840281004035\npush 2152\npush 354 -5105456924682709890\ndump\npop 2\npush 7297 -400349474405\npop\npus'
           b'h 3992\npop 2\npush 8356 -428942679044107206\npop 1\npush -355721945109\npop\npush 1308\npeek\npop\npush '
           b'5918\npop 2\npush 4628 8721\npop 2\npush 2988 3096\npop\npush -70398831712\nsize\npop 2\npush -4991841786'
           b'72 9692\npop\npush 1721\npop 1\npush 5392\ndump\npop\npush 9171033246257673444\npop 1\npush 1056234885055'
           b'\npop 1\npush 3039\ndump\ndump\nresize 11\ndump\nresize 2\npush 69x abc\npush -9223372036854775809\npo'
           b'p 9\npop\npeek\npush-all\npop 0\n',
  'stdout': b'full 354\nfull -5105456924682709890\n561312726401 -7669329405974251805 -369264895438 1668 5603 -373123'
            b'74264766498 593 840281004035 2152\n561312726401\n-7669329405974251805\n-369264895438\n1668\n5603\n-373'
            b'12374264766498\n593\n840281004035\n840281004035\n2152\n7297\n-400349474405\n3992\n8356\n9\n-4289426790'
            b'44107206\n-355721945109\n1308\n5918\n4628 8721 2988 3096 -70398831712 -499184178672 9692 1721 5392\n4'
            b'628\n8721\n2988\n3096 -70398831712 -499184178672 9692 1721 5392 9171033246257673444 1056234885055 3039\n'
            b'3096 -70398831712 -499184178672 9692 1721 5392 9171033246257673444 1056234885055 3039\n3096 -70398831712 '
            b'-499184178672 9692 1721 5392 9171033246257673444 1056234885055 3039\ncannot resize to 2\nbad value 69x'
            b'\nbad value abc\nbad value -9223372036854775809\n3096\n-70398831712\n-499184178672\n9692\n1721\n5392\n917'
            b'1033246257673444\n1056234885055\n3039\nempty\nempty\nunknown command: push-all\nbad count 0\nstats push'
            b'ed=29 popped=29 dropped=2\n'},
 {'args': ['-c', '12', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 962834788066\npush 3875\npush -8547167694413934387\npush -981644511257 4887\npeek\npush 9318\n# check'
           b'point\npush 690847985340 -781666000459 -7478140971681944211\nsize\npush -119 2476 2715169949783700614\np'
           b'ush 3105 -1663955418152261883\ndump\npop 2\npush 7915\nsize\npop 2\npush -62533425257 237069784734 203'
           b'8\npop 2\npush 3699\npeek\npop\npush 1283 9833\n  \npop 1\npush 1028251854651\npop 2\npush 4206 6102\np'
           b'op\npush -311\nsize\npop 2\npush -872\npop 2\npush 1097431656272\npop 2\npush -538635029025 470334912729'
           b'\nsize\npop\npush -734245661603 78031082543\npop 2\npush 6442 5715 5471\nsize\npop 1\npush 8694\npop\npush'
           b' 2155\n\npop\npush 427578538391\npeek\npop 2\npush 1006\n  \npop 2\npush 5783 -820122898994\ndump\nresi'
           b'ze 16\ndump\nresize 2\npush 6004543094327174394 33x abc\npush 99999999999999999999\npop 12\npop 3\npeek'
           b'\npush-all\npop x\n',
  'stdout': b'962834788066\n9\ndropped 962834788066\ndropped 3875\n-8547167694413934387 -981644511257 4887 9318 690847'
            b'985340 -781666000459 -7478140971681944211 -119 2476 2715169949783700614 3105 -1663955418152261883\n-85471'
            b'67694413934387\n-981644511257\n11\n4887\n9318\n690847985340\n-781666000459\n-7478140971681944211\n-74781'
            b'40971681944211\n-119\n2476\n2715169949783700614\n3105\n12\n-1663955418152261883\n7915\n-62533425257\n2370'
            b'69784734\n2038\n3699\n10\n1283\n9833\n1028251854651\n12\n4206\n6102\n-311\n-872\n-872\n1097431656272\n'
            b'-538635029025\n470334912729\n-734245661603 78031082543 6442 5715 5471 8694 2155 427578538391 1006 5783'
            b' -820122898994\n-734245661603 78031082543 6442 5715 5471 8694 2155 427578538391 1006 5783 -8201228989'
            b'94\ncannot resize to 2\nbad value 33x\nbad value abc\nbad value 99999999999999999999\n-734245661603\n7'
            b'8031082543\n6442\n5715\n5471\n8694\n2155\n427578538391\n1006\n5783\n-820122898994\n6004543094327174394'
            b'\nempty\nempty\nunknown command: push-all\nbad count x\nstats pushed=41 popped=39 dropped=2\n'},
 {'args': ['-c', '5'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 7068 -8865597176716853227 1564 -1869638053425914387\nsize\npop 6\nsize\n',
  'stdout': b'4\n7068\n-8865597176716853227\n1564\n-1869638053425914387\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h09', 'status': 2, 'stdin': b'push 71 26\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 96 64\nsize\npop\n', 'stdout': b''}]
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
