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
  'stdin': b'push 1589847286626513087 -497388973679 722051209800\npush 9833 82222743176\nsize\npush 1079265027644\npu'
           b'sh -223424204523080676\nsize\npush -5423098314217440778\npush -622432677210\npeek\npush 90366641852038143'
           b'02\npush -363240598410\npush 6048\ndump\npop 2\npush -2286973727360994029\npop 2\npush 6750 -3951914889'
           b'72\npop 1\npush -870750635131 6046\npop 2\npush -646565245709 6067\npop 1\npush -813\ndump\npop 2\npush 6'
           b'686 6757\ndump\npop\npush 9613\npop 2\npush -1999816884866723711 4050\ndump\npop\npush -5693785583013964'
           b'031\npop\npush 7436\nsize\npop\npush 6987\npop 1\npush 245432317655\nsize\npop\npush 434420114509\npop\n'
           b'push 5926\npop 2\npush 445\npop 2\npush -3693563600685827259 8619855335873372126 5208307403834359799\npop'
           b' 2\npush 645840223142\ndump\nresize 13\ndump\nresize 3\npush -653993310751 80x 0x1f\npush 9999999999999'
           b'9999999\npop 11\npop\npeek\nstat\npop -2\n',
  'stdout': b'5\n7\n1589847286626513087\nfull 6048\n1589847286626513087 -497388973679 722051209800 9833 82222743176 10'
            b'79265027644 -223424204523080676 -5423098314217440778 -622432677210 9036664185203814302 -363240598410\n158'
            b'9847286626513087\n-497388973679\n722051209800\n9833\n82222743176\n1079265027644\n-223424204523080676\n-'
            b'5423098314217440778\n-622432677210 9036664185203814302 -363240598410 -2286973727360994029 6750 -395191488'
            b'972 -870750635131 6046 -646565245709 6067 -813\n-622432677210\n9036664185203814302\n-363240598410 -2286'
            b'973727360994029 6750 -395191488972 -870750635131 6046 -646565245709 6067 -813 6686 6757\n-36324059841'
            b'0\n-2286973727360994029\n6750\n-395191488972 -870750635131 6046 -646565245709 6067 -813 6686 6757 9613 '
            b'-1999816884866723711 4050\n-395191488972\n-870750635131\n11\n6046\n-646565245709\n11\n6067\n-813\n668'
            b'6\n6757\n9613\n-1999816884866723711\n4050\n-5693785583013964031\n7436 6987 245432317655 434420114509 5'
            b'926 445 -3693563600685827259 8619855335873372126 5208307403834359799 645840223142\n7436 6987 245432317655'
            b' 434420114509 5926 445 -3693563600685827259 8619855335873372126 5208307403834359799 645840223142\ncannot '
            b'resize to 3\nbad value 80x\nbad value 0x1f\nbad value 99999999999999999999\n7436\n6987\n245432317655\n4'
            b'34420114509\n5926\n445\n-3693563600685827259\n8619855335873372126\n5208307403834359799\n645840223142\n-'
            b'653993310751\nempty\nempty\nunknown command: stat\nbad count -2\nstats pushed=36 popped=36 dropped=1\n'},
 {'args': ['-o', '-c', '7'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push -4688689623297010418 -804 -3451468376128293980\npush 683210626337 -967856357019 5537\nsize\npush 8'
           b'484165340490314917\n\npush 2955 2232 6092803059918940052\ndump\npop 2\npush 1689\npop\npush -7303378893'
           b'57 7710\npop 2\npush 8980 5368822558241464597\npop 2\npush 157926645918 8634\npop\npush 12601596919\npo'
           b'p 2\npush -1050573177506 -106519584824\npeek\npop 1\npush -18\npop 2\npush -291\npop 1\npush -7214422159'
           b'742110568 4485\npop 1\npush 5407\npeek\npop\npush -7656277275265204983\nsize\ndump\nresize 8\ndump\nresize'
           b' 4\npush 45x 1e5\npush 18446744073709551616\npop 7\npop\npeek\npopall\npop 0\n',
  'stdout': b'6\ndropped -4688689623297010418\ndropped -804\ndropped -3451468376128293980\n683210626337 -967856357019 '
            b'5537 8484165340490314917 2955 2232 6092803059918940052\n683210626337\n-967856357019\n5537\n8484165340490'
            b'314917\n2955\n2232\n6092803059918940052\n1689\n-730337889357\n7710\n8980\n8980\n5368822558241464597\n1'
            b'57926645918\n8634\n12601596919\n-1050573177506\n-1050573177506\n7\n-106519584824 -18 -291 -72144221597'
            b'42110568 4485 5407 -7656277275265204983\n-106519584824 -18 -291 -7214422159742110568 4485 5407 -765627727'
            b'5265204983\ncannot resize to 4\nbad value 45x\nbad value 1e5\nbad value 18446744073709551616\n-1065195848'
            b'24\n-18\n-291\n-7214422159742110568\n4485\n5407\n-7656277275265204983\nempty\nempty\nunknown command: pop'
            b'all\nbad count 0\nstats pushed=26 popped=23 dropped=3\n'},
 {'args': ['-c', '5'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 3838 7105 379667758223 5323\nsize\npop 5\nsize\n',
  'stdout': b'4\n3838\n7105\n379667758223\n5323\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 62 41\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 5 65\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '7'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 1563 -342 6833863396974305705\npush 6240\nsize\npush 3036 5779 -854\npush 8066626576955552026 -7415'
           b'33242628\ndump\npop 2\npush 2798 9748\nsize\npop\npush 9089868398439243524\nsize\npop 2\npush 34140029400'
           b'7\npop\npush 110968180299 -543898699615\npop 2\npush 6124855904424290739 164530621849\nsize\npop 2\npus'
           b'h 61555623975267520 3597\npop\npush 207598953303\npop 2\npush 2704\npop 2\npush 6465 3953 -10800148118'
           b'25\npop 2\npush 1067280289551142193 7946\nsize\ndump\nresize 9\ndump\nresize 6\npush 52x -\npush -9223372'
           b'036854775809\npop 7\npop\npeek\npush-all\npop -2\n',
  'stdout': b'4\nfull 8066626576955552026\nfull -741533242628\n1563 -342 6833863396974305705 6240 3036 5779 -854\n1563'
            b'\n-342\n7\n6833863396974305705\n7\n6240\n3036\n5779\n-854\n2798\n7\n9748\n9089868398439243524\n3414002940'
            b'07\n110968180299\n-543898699615\n6124855904424290739\n164530621849\n61555623975267520\n3597\n7\n20759895'
            b'3303 2704 6465 3953 -1080014811825 1067280289551142193 7946\n207598953303 2704 6465 3953 -1080014811825 1'
            b'067280289551142193 7946\ncannot resize to 6\nbad value 52x\nbad value -\nbad value -9223372036854775809\n'
            b'207598953303\n2704\n6465\n3953\n-1080014811825\n1067280289551142193\n7946\nempty\nempty\nunknown command:'
            b' push-all\nbad count -2\nstats pushed=24 popped=24 dropped=2\n'},
 {'args': ['-c', '10', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 7497 7498\npeek\npush -758298761372547619 2375 -601\nsize\npush -273428043054 -197940422719217111\np'
           b'ush 6285 -1098354468321994739 8143\npush 450480071354 7724820824314264768 2771\ndump\npop 2\npush 851601'
           b'2936857606563\npop 2\npush -6687579221235917821\npop 2\npush 6492318313594460831 9516\npop 1\npush 1579 69'
           b'13\ndump\npop 1\npush 3421\npop 2\npush 2889 8424359988224418297 489\npop 2\npush 9002 8747501656022419'
           b'331\npop\npush 5201\npop\npush -681004461263\ndump\npop 2\npush 506 5630\npop 1\npush -703620861143048463'
           b'6\npeek\npop 2\npush 1151334239954822351\ndump\npop\npush 3786\npop 2\npush 8850 -903516486001 1303\n# ch'
           b'eckpoint\ndump\nresize 13\ndump\nresize 6\npush 18x -\npush 18446744073709551616\npop 7\npop 3\npop\np'
           b'eek\npopall\npop 0\n',
  'stdout': b'7497\n5\ndropped 7497\ndropped 7498\ndropped -758298761372547619\n2375 -601 -273428043054 -19794042271921'
            b'7111 6285 -1098354468321994739 8143 450480071354 7724820824314264768 2771\n2375\n-601\n-273428043054\n-1'
            b'97940422719217111\n6285\n-1098354468321994739\n8143\n450480071354 7724820824314264768 2771 8516012936857'
            b'606563 -6687579221235917821 6492318313594460831 9516 1579 6913\n450480071354\n7724820824314264768\n2771'
            b'\n8516012936857606563\n-6687579221235917821\n6492318313594460831\n9516\n1579 6913 3421 2889 8424359988224'
            b'418297 489 9002 8747501656022419331 5201 -681004461263\n1579\n6913\n3421\n2889\n2889\n8424359988224418'
            b'297\n489 9002 8747501656022419331 5201 -681004461263 506 5630 -7036208611430484636 115133423995482235'
            b'1\n489\n9002\n8747501656022419331\n5201 -681004461263 506 5630 -7036208611430484636 1151334239954822351 '
            b'3786 8850 -903516486001 1303\n5201 -681004461263 506 5630 -7036208611430484636 1151334239954822351 3786 8'
            b'850 -903516486001 1303\ncannot resize to 6\nbad value 18x\nbad value -\nbad value 18446744073709551616\n5'
            b'201\n-681004461263\n506\n5630\n-7036208611430484636\n1151334239954822351\n3786\n8850\n-903516486001\n1303'
            b'\nempty\nempty\nunknown command: popall\nbad count 0\nstats pushed=35 popped=32 dropped=3\n'},
 {'args': ['-c', '9'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 2141 356091286801\nsize\npop 3\nsize\n',
  'stdout': b'2\n2141\n356091286801\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h09', 'status': 2, 'stdin': b'push 19 54\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 95 75\nsize\npop\n', 'stdout': b''}]
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
