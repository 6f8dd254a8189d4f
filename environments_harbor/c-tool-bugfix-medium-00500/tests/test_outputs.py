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
CASES = [{'args': ['-c', '5'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push 7630 361880388142\nsize\npush 548297781469\npush 1018741661039\npush 6520019759952822752\npush -7973'
           b'820816115654975 163759821212\ndump\npop 2\npush 6432 985997232326014984\npop 2\npush 3368\npop 1\npush '
           b'1308 -1052820851091\npop 1\npush -947347282299\npop 2\npush 9746\npop 2\npush 2853\npeek\npop\npush 2651 '
           b'4295521301946497930 4948831855644963728\npop\npush 2612\npeek\ndump\nresize 8\ndump\nresize 4\npush 25x '
           b'abc\npush 99999999999999999999\npop 4\npop 1\npop\npeek\npush-all\npop -2\n',
  'stdout': b'2\nfull -7973820816115654975\nfull 163759821212\n7630 361880388142 548297781469 1018741661039 652001975'
            b'9952822752\n7630\n361880388142\n548297781469\n1018741661039\n6520019759952822752\n6432\n985997232326014'
            b'984\n3368\n1308\n-1052820851091\n-947347282299\n-947347282299\n9746\n2853\n2853 2651 4295521301946497930'
            b' 4948831855644963728 2612\n2853 2651 4295521301946497930 4948831855644963728 2612\ncannot resize to 4\n'
            b'bad value 25x\nbad value abc\nbad value 99999999999999999999\n2853\n2651\n4295521301946497930\n4948831'
            b'855644963728\n2612\nempty\nempty\nunknown command: push-all\nbad count -2\nstats pushed=17 popped=17 d'
            b'ropped=2\n'},
 {'args': ['-o', '-c', '9'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push 9064 -24135198831\npush -3078663658477389612 5998 5880\ndump\npush 5985 6175\npush 7778\npush 2508\np'
           b'eek\npush 9084 -4175874519112191515 75317030301\ndump\npop 1\npush 607045177961\npop 1\npush -465\npop '
           b'2\npush -6268322344823322551 -889618381570836528\npop 2\npush 5498 -868563384382\npop\npush 3066\npop\n'
           b'push 9693\nsize\npop\npush -848\npop 2\npush -613806556848\npop 2\npush 883672685384 5627\nsize\npop 1\npu'
           b'sh 858880962657\npop\npush 304 -508397949946\npop 2\npush 3737\npop 2\npush 6835 2206936517372368618\nd'
           b'ump\npop\npush 7784\ndump\nresize 11\ndump\nresize 2\npush 5664598641232967677 11x -\npush 1844674407370'
           b'9551616\npop 9\npop\npeek\nstat\npop -2\n',
  'stdout': b'9064 -24135198831 -3078663658477389612 5998 5880\n9064\ndropped 9064\ndropped -24135198831\ndropped -307'
            b'8663658477389612\n5998 5880 5985 6175 7778 2508 9084 -4175874519112191515 75317030301\n5998\n5880\n5985\n'
            b'6175\n7778\n2508\n9084\n-4175874519112191515\n9\n75317030301\n607045177961\n-465\n-626832234482332255'
            b'1\n-889618381570836528\n8\n5498\n-868563384382\n3066\n9693\n-848\n-613806556848\n883672685384 5627 858880'
            b'962657 304 -508397949946 3737 6835 2206936517372368618\n883672685384\n5627 858880962657 304 -508397949'
            b'946 3737 6835 2206936517372368618 7784\n5627 858880962657 304 -508397949946 3737 6835 2206936517372368618'
            b' 7784\ncannot resize to 2\nbad value 11x\nbad value -\nbad value 18446744073709551616\n5627\n858880962'
            b'657\n304\n-508397949946\n3737\n6835\n2206936517372368618\n7784\n5664598641232967677\nempty\nempty\nunk'
            b'nown command: stat\nbad count -2\nstats pushed=32 popped=29 dropped=3\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 4173 9541 8123814980708026616 838\nsize\npop 6\nsize\n',
  'stdout': b'4\n4173\n9541\n8123814980708026616\n838\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0', '-o'],
  'files': {},
  'name': 'h04',
  'status': 2,
  'stdin': b'push 22 76\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '-12', '-o'],
  'files': {},
  'name': 'h05',
  'status': 2,
  'stdin': b'push 88 25\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '5'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 9310 301519292714\npush 1021308423428 2485\ndump\npush -177647766253\npush -215574070010\ndump\npop 2'
           b'\npush 2257371961961578212 -282016883356\ndump\npop\npush 2400\nsize\npop 2\npush 8312920653569816259 7'
           b'711712666718357945\npop\npush 8418\npop 1\npush 5032\nsize\npop 2\npush 465440933999\nsize\npop\npush 7372'
           b' 7081577185181584620\nsize\npop\npush -7813529487840689048\n  \npop 2\npush -3533986537902728287 -81326375'
           b'1407\ndump\nresize 8\ndump\nresize 4\npush 37x abc\npush 99999999999999999999\npop 3\npop 2\npop 3\npe'
           b'ek\nstat\npop 0\n',
  'stdout': b'9310 301519292714 1021308423428 2485\nfull -215574070010\n9310 301519292714 1021308423428 2485 -177647'
            b'766253\n9310\n301519292714\n1021308423428 2485 -177647766253 2257371961961578212 -282016883356\n10213084'
            b'23428\n5\n2485\n-177647766253\n2257371961961578212\n-282016883356\n5\n2400\n8312920653569816259\n4\n77'
            b'11712666718357945\n5\n8418\n5032\n465440933999\n7372 7081577185181584620 -7813529487840689048 -3533986537'
            b'902728287 -813263751407\n7372 7081577185181584620 -7813529487840689048 -3533986537902728287 -813263751407'
            b'\ncannot resize to 4\nbad value 37x\nbad value abc\nbad value 99999999999999999999\n7372\n708157718518'
            b'1584620\n-7813529487840689048\n-3533986537902728287\n-813263751407\nempty\nempty\nunknown command: sta'
            b't\nbad count 0\nstats pushed=18 popped=18 dropped=1\n'},
 {'args': ['-o', '-c', '10'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 1402 1037732411033 9632\npeek\npush 3115 5073\nsize\npush 2337\nsize\npush 6199119947576733621 7090 -'
           b'864072906114\ndump\npush 3450\npush 3549 7760\ndump\npop\npush 9217\npop 2\npush -1074509027079 1410\npop'
           b'\npush 4756\npop 2\npush 3608 7494\npop 1\npush 295504935315\npop 1\npush 843163724801\npop\npush 4669240'
           b'02358\npop 2\npush 369272040021 -276143013881\npop 1\npush 269341558271\npop 1\npush -151213879237\npop'
           b'\npush -402357021814\npop 2\npush -2127711895582156632\npop 2\npush 521409363591\npeek\npop 2\npush 1009'
           b'719928693 2703\nsize\npop\npush 9203 -7078701709466391317\nsize\npop 2\npush -3245124991497543372\ndump'
           b'\nresize 13\ndump\nresize 3\npush 1541 10x 1e5\npush 18446744073709551616\npop 2\npop 7\npop\npeek\npopall'
           b'\npop -2\n',
  'stdout': b'1402\n5\n6\n1402 1037732411033 9632 3115 5073 2337 6199119947576733621 7090 -864072906114\ndropped 1402\n'
            b'dropped 1037732411033\n9632 3115 5073 2337 6199119947576733621 7090 -864072906114 3450 3549 7760\n9632'
            b'\n3115\n5073\n2337\n6199119947576733621\n7090\n-864072906114\n3450\n3549\n7760\n9217\n-1074509027079\n14'
            b'10\n4756\n3608\n7494\n295504935315\n843163724801\n466924002358\n466924002358\n369272040021\n8\n-276143'
            b'013881\n9\n269341558271\n-151213879237\n-402357021814 -2127711895582156632 521409363591 1009719928693 27'
            b'03 9203 -7078701709466391317 -3245124991497543372\n-402357021814 -2127711895582156632 521409363591 100971'
            b'9928693 2703 9203 -7078701709466391317 -3245124991497543372\ncannot resize to 3\nbad value 10x\nbad val'
            b'ue 1e5\nbad value 18446744073709551616\n-402357021814\n-2127711895582156632\n521409363591\n1009719928'
            b'693\n2703\n9203\n-7078701709466391317\n-3245124991497543372\n1541\nempty\nempty\nunknown command: popall'
            b'\nbad count -2\nstats pushed=34 popped=32 dropped=2\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 7157 9469 -26254928279\nsize\npop 6\nsize\n',
  'stdout': b'3\n7157\n9469\n-26254928279\nempty\n0\nstats pushed=3 popped=3 dropped=0\n'},
 {'args': ['-c', '0', '-o'],
  'files': {},
  'name': 'h09',
  'status': 2,
  'stdin': b'push 51 72\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '-3'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 2 78\nsize\npop\n', 'stdout': b''}]
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
