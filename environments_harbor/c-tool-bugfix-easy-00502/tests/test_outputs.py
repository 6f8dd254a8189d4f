import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/fifoq'
TOOL = 'fifoq'
SRC = 'fifoq.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-c', '10'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push 9374 -406208043515\npeek\npush 5569 5978\npush -7777267847182166367 -2417565786562149196 182898326'
           b'7522363555\npush 3072963765341284970 811730633796 180307326021\nsize\npush 648306680674\ndump\npop\npush -'
           b'256597469240\ndump\npop\npush 770549354635\npop 2\npush 520\npop\npush 8431 952200634644\nsize\npop\npush '
           b'1942\npeek\npop 1\npush 5012945328158411741\npop 1\npush 1563055247285052364\nsize\npop 2\npush 8845 494'
           b'6316035220685678\npeek\npop 1\npush 4879\npop\npush 5927\npeek\npop 1\npush 5459\npop\npush 7843560424'
           b'96\ndump\npop 2\npush 6632 2249955594314798438\npop\npush 9317\npop 2\npush -6438666876\npop 2\npush -844'
           b'874287657\n# checkpoint\npop 2\npush -933176242159 -518117013091\nsize\ndump\nresize 14\ndump\nresize 4\n'
           b'push -285416148092 86x 1e5\npush 18446744073709551616\npop 4\npop 5\npop\npeek\npush-all\npop -2\n',
  'stdout': b'9374\n10\nfull 648306680674\n9374 -406208043515 5569 5978 -7777267847182166367 -2417565786562149196 182'
            b'8983267522363555 3072963765341284970 811730633796 180307326021\n9374\n-406208043515 5569 5978 -7777267'
            b'847182166367 -2417565786562149196 1828983267522363555 3072963765341284970 811730633796 180307326021 -256'
            b'597469240\n-406208043515\n5569\n5978\n-7777267847182166367\n10\n-2417565786562149196\n18289832675223635'
            b'55\n1828983267522363555\n3072963765341284970\n10\n811730633796\n180307326021\n-256597469240\n-256597469'
            b'240\n770549354635\n520\n520\n8431\n952200634644 1942 5012945328158411741 1563055247285052364 8845 4946316'
            b'035220685678 4879 5927 5459 784356042496\n952200634644\n1942\n5012945328158411741\n1563055247285052364\n8'
            b'845\n4946316035220685678\n4879\n5927\n5459\n8\n784356042496 6632 2249955594314798438 9317 -6438666876 '
            b'-844874287657 -933176242159 -518117013091\n784356042496 6632 2249955594314798438 9317 -6438666876 -844874'
            b'287657 -933176242159 -518117013091\ncannot resize to 4\nbad value 86x\nbad value 1e5\nbad value 18446744'
            b'073709551616\n784356042496\n6632\n2249955594314798438\n9317\n-6438666876\n-844874287657\n-933176242159\n'
            b'-518117013091\n-285416148092\nempty\nempty\nunknown command: push-all\nbad count -2\nstats pushed=32 p'
            b'opped=32 dropped=1\n'},
 {'args': ['-c', '12', '-o'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push -8954706707696201749 2940\npush 833209553121 -2352670498895447593 604020061080\npush -462999275354001'
           b'5729\npush 4022 1994\npush -1046197261410 4317 -262256252378787368\npush 8067253595887833256\npush 90392'
           b'499684 8987625565705103682 -382678023936592200\ndump\npop\npush 6304414583047002933\npop 2\npush 1711 633'
           b'9297326195601923\n\npop\npush 7763438977652112731\npop 2\npush 5245 -200\npeek\npop 2\npush 2808\npop 2\np'
           b'ush -28148258768\npop 2\npush 1014397641353 1546\npop\npush 7849 2834\npop 2\npush 1788999409155288228 526'
           b' -846478602296\npop\npush 5507\ndump\npop 2\npush 6359\nsize\npop 2\npush 3317\npop\npush 7109505038354378'
           b'441\npeek\npop 2\npush -714\npop 2\npush 636872388616\ndump\npop 2\npush -152938505124 5834\npeek\ndum'
           b'p\nresize 14\ndump\nresize 7\npush 8859 18x abc\npush 18446744073709551616\npop 9\npop\npeek\npush-all\npo'
           b'p -2\n',
  'stdout': b'dropped -8954706707696201749\ndropped 2940\ndropped 833209553121\n-2352670498895447593 604020061080 -46'
            b'29992753540015729 4022 1994 -1046197261410 4317 -262256252378787368 8067253595887833256 90392499684 8987'
            b'625565705103682 -382678023936592200\n-2352670498895447593\n604020061080\n-4629992753540015729\n4022\n1994'
            b'\n-1046197261410\n4317\n4317\n-262256252378787368\n8067253595887833256\n90392499684\n898762556570510368'
            b'2\n-382678023936592200\n6304414583047002933\n1711\n6339297326195601923\n7763438977652112731\n5245 -200'
            b' 2808 -28148258768 1014397641353 1546 7849 2834 1788999409155288228 526 -846478602296 5507\n5245\n-200'
            b'\n11\n2808\n-28148258768\n1014397641353\n1546\n1546\n7849\n2834\n1788999409155288228\n526 -84647860229'
            b'6 5507 6359 3317 7109505038354378441 -714 636872388616\n526\n-846478602296\n5507\n5507 6359 3317 7109505'
            b'038354378441 -714 636872388616 -152938505124 5834\n5507 6359 3317 7109505038354378441 -714 636872388616 -'
            b'152938505124 5834\ncannot resize to 7\nbad value 18x\nbad value abc\nbad value 18446744073709551616\n5507'
            b'\n6359\n3317\n7109505038354378441\n-714\n636872388616\n-152938505124\n5834\n8859\nempty\nempty\nunknown'
            b' command: push-all\nbad count -2\nstats pushed=39 popped=36 dropped=3\n'},
 {'args': ['-c', '7'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 880375605618 -856633713457 7527489979732002064\nsize\npop 6\nsize\n',
  'stdout': b'3\n880375605618\n-856633713457\n7527489979732002064\nempty\n0\nstats pushed=3 popped=3 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 32 48\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 81 30\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '10'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 7805002594021101860 9017\npush 588601519489163053\npush -58306537191 9511 -772813023554\npeek\npush'
           b' 394650301126 630485557272486413\npush 7589 -765\npeek\npush 2368171116554971658\ndump\npop 2\npush 9470 9'
           b'27939964716\nsize\npop\npush 9255\n  \npop 2\npush 6696074747677144654\npop\npush 8418340883093722441 -2'
           b'481614019175996428\npeek\npop\npush -4302938567627537835\nsize\npop 1\npush 7407\ndump\npop 2\npush 4748 '
           b'528\nsize\npop 2\npush 5699 -6254923826346105611\npeek\npop 1\npush 1008143206885\npop 2\npush 176983254'
           b'3298335078 2542\nsize\npop 2\npush -147537566205 7876\npop 1\npush -844052399608\npop 2\npush 345762769'
           b'3052683991\npop 2\npush 514395688398\npop\npush 3199\ndump\nresize 14\ndump\nresize 1\npush -355458249219'
           b' 36x -\npush 99999999999999999999\npop 1\npop 8\npop 2\npeek\npopall\npop x\n',
  'stdout': b'7805002594021101860\n7805002594021101860\nfull 2368171116554971658\n7805002594021101860 9017 5886015194'
            b'89163053 -58306537191 9511 -772813023554 394650301126 630485557272486413 7589 -765\n78050025940211018'
            b'60\n9017\n10\n588601519489163053\n-58306537191\n9511\n-772813023554\n394650301126\n394650301126\n10\n6'
            b'30485557272486413\n7589 -765 9470 927939964716 9255 6696074747677144654 8418340883093722441 -248161401917'
            b'5996428 -4302938567627537835 7407\n7589\n-765\n10\n9470\n927939964716\n9255\n9255\n6696074747677144654\n8'
            b'418340883093722441\n10\n-2481614019175996428\n-4302938567627537835\n7407\n4748\n528\n5699\n-625492382634'
            b'6105611\n1008143206885\n1769832543298335078 2542 -147537566205 7876 -844052399608 3457627693052683991 '
            b'514395688398 3199\n1769832543298335078 2542 -147537566205 7876 -844052399608 3457627693052683991 51439568'
            b'8398 3199\ncannot resize to 1\nbad value 36x\nbad value -\nbad value 99999999999999999999\n17698325432983'
            b'35078\n2542\n-147537566205\n7876\n-844052399608\n3457627693052683991\n514395688398\n3199\n-355458249219\n'
            b'empty\nempty\nunknown command: popall\nbad count x\nstats pushed=32 popped=32 dropped=1\n'},
 {'args': ['-c', '6', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push -5580252998100583463\npush -383 3451 -999\npush -735 5607\npush 909314411455 -2199832784395386737 '
           b'-61471481419\ndump\npop 2\npush 1127763275737766061 -994\npop\npush 5162\ndump\npop 2\npush 649092224145'
           b' 530055230708\npop\npush 4386\ndump\npop\npush 2658\npop 1\npush -729259436376\npop\npush -65908712082259'
           b'57506\nsize\npop 2\npush -508782335890\nsize\npop\npush 1792 -7599276219661417657\npop 1\npush -77449167'
           b'76363689985\ndump\npop\npush 982431924211\ndump\nresize 9\ndump\nresize 2\npush 22x 0x1f\npush 1844674407'
           b'3709551616\npop 6\npop\npeek\npopall\npop -2\n',
  'stdout': b'dropped -5580252998100583463\ndropped -383\ndropped 3451\n-999 -735 5607 909314411455 -2199832784395386'
            b'737 -61471481419\n-999\n-735\n5607\n909314411455 -2199832784395386737 -61471481419 1127763275737766061 -'
            b'994 5162\n909314411455\n-2199832784395386737\n-61471481419\n1127763275737766061 -994 5162 649092224145 5'
            b'30055230708 4386\n1127763275737766061\n-994\n5162\n6\n649092224145\n530055230708\n5\n4386\n2658\n-7292'
            b'59436376 -6590871208225957506 -508782335890 1792 -7599276219661417657 -7744916776363689985\n-729259436376'
            b'\n-6590871208225957506 -508782335890 1792 -7599276219661417657 -7744916776363689985 982431924211\n-659'
            b'0871208225957506 -508782335890 1792 -7599276219661417657 -7744916776363689985 982431924211\ncannot resize'
            b' to 2\nbad value 22x\nbad value 0x1f\nbad value 18446744073709551616\n-6590871208225957506\n-508782335890'
            b'\n1792\n-7599276219661417657\n-7744916776363689985\n982431924211\nempty\nempty\nunknown command: popall'
            b'\nbad count -2\nstats pushed=23 popped=20 dropped=3\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push -1056993273155 205\nsize\npop 5\nsize\n',
  'stdout': b'2\n-1056993273155\n205\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0', '-o'],
  'files': {},
  'name': 'h09',
  'status': 2,
  'stdin': b'push 12 40\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '-12', '-o'],
  'files': {},
  'name': 'h10',
  'status': 2,
  'stdin': b'push 73 69\nsize\npop\n',
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
