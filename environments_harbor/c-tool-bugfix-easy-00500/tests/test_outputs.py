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
CASES = [{'args': ['-c', '11'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push 971821836844 81626409459 947675912542\npush 506282483030\npush -639394635380 8499\npeek\npush 23277'
           b'00676415353581\n# checkpoint\npush 4360 6106 -3276554516453962378\npush 4724\nsize\npush -985188463591 70'
           b'16\ndump\npop\npush 1188\npop\npush -1016246676793921034\npop 2\npush 25416452920\npeek\npop 2\npush 954 9'
           b'48984034689 7461\npop 1\npush 3734\npeek\npop\npush 7013377639029446744\npop 2\npush 6247 229445703616\n'
           b'pop\npush 9541\nsize\npop\npush 4890\npop 1\npush 6318\npop 2\npush 781975100796\nsize\npop 1\npush 655'
           b'548972701 194182986639\npop 2\npush 9370\npop\npush 368712316791 7605\npop 2\npush -900 840\npop 2\npush'
           b' 323233053964\npop 2\npush -747184018750 1778 -6136848283259179914\ndump\nresize 12\ndump\nresize 5\npu'
           b'sh 87x 1e5\npush -9223372036854775809\npop 5\npop 6\npop 2\npeek\npopall\npop -2\n',
  'stdout': b'971821836844\n11\nfull -985188463591\nfull 7016\n971821836844 81626409459 947675912542 506282483030 -639'
            b'394635380 8499 2327700676415353581 4360 6106 -3276554516453962378 4724\n971821836844\n81626409459\n9476'
            b'75912542\n506282483030\n-639394635380\n-639394635380\n8499\n2327700676415353581\n4360\n4360\n6106\n-32765'
            b'54516453962378\n4724\n11\n1188\n-1016246676793921034\n25416452920\n954\n10\n948984034689\n7461\n3734\n7'
            b'013377639029446744\n6247\n229445703616\n9541\n4890\n6318\n781975100796\n655548972701 194182986639 9370 '
            b'368712316791 7605 -900 840 323233053964 -747184018750 1778 -6136848283259179914\n655548972701 19418298663'
            b'9 9370 368712316791 7605 -900 840 323233053964 -747184018750 1778 -6136848283259179914\ncannot resize to '
            b'5\nbad value 87x\nbad value 1e5\nbad value -9223372036854775809\n655548972701\n194182986639\n9370\n3687'
            b'12316791\n7605\n-900\n840\n323233053964\n-747184018750\n1778\n-6136848283259179914\nempty\nempty\nunkn'
            b'own command: popall\nbad count -2\nstats pushed=36 popped=36 dropped=2\n'},
 {'args': ['-o', '-c', '11'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push 6270\npush 512938628038 6599 5181970702999370314\npush 1268\n# checkpoint\npush 9202\nsize\npush -208'
           b'547421220 -869\ndump\npush 6971 -259757449540 -283068033330\npush -598709657383 -591318213254\ndump\npop '
           b'2\npush -169232890260 -7292506429086611971\npop 2\npush 1485 371894075306\n  \npop 2\npush 583896644826 59'
           b'81\npop 2\npush 4929\npop 2\npush 449414633784 3582\npop 2\npush -600285421552 6394\npop\npush 1010 -844'
           b'767627425\nsize\npop 2\npush -870329122152 9510\npop 2\npush 4179 7037\npop 2\npush 905759231312967370 '
           b'6635118365222759726\npop 2\npush -791094570052 7662684509626744466\ndump\npop 1\npush 7948\npop 2\npush'
           b' 880172895005 2823\ndump\nresize 14\ndump\nresize 7\npush 15x -\npush 99999999999999999999\npop 11\npop '
           b'2\npeek\npush-all\npop -2\n',
  'stdout': b'6\n6270 512938628038 6599 5181970702999370314 1268 9202 -208547421220 -869\ndropped 6270\ndropped 51293'
            b'8628038\n6599 5181970702999370314 1268 9202 -208547421220 -869 6971 -259757449540 -283068033330 -59870965'
            b'7383 -591318213254\n6599\n5181970702999370314\n1268\n9202\n-208547421220\n-869\n6971\n-259757449540\n-283'
            b'068033330\n-598709657383\n-591318213254\n-169232890260\n-7292506429086611971\n11\n1485\n371894075306\n58'
            b'3896644826\n5981\n4929\n449414633784\n3582\n-600285421552\n6394 1010 -844767627425 -870329122152 9510 '
            b'4179 7037 905759231312967370 6635118365222759726 -791094570052 7662684509626744466\n6394\n1010\n-844767'
            b'627425\n-870329122152 9510 4179 7037 905759231312967370 6635118365222759726 -791094570052 766268450962674'
            b'4466 7948 880172895005 2823\n-870329122152 9510 4179 7037 905759231312967370 6635118365222759726 -7910945'
            b'70052 7662684509626744466 7948 880172895005 2823\ncannot resize to 7\nbad value 15x\nbad value -\nbad va'
            b'lue 99999999999999999999\n-870329122152\n9510\n4179\n7037\n905759231312967370\n6635118365222759726\n-79'
            b'1094570052\n7662684509626744466\n7948\n880172895005\n2823\nempty\nempty\nunknown command: push-all\nbad '
            b'count -2\nstats pushed=37 popped=35 dropped=2\n'},
 {'args': ['-c', '8'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 3511 1022085265611 -413487279694 718400071001\nsize\npop 7\nsize\n',
  'stdout': b'4\n3511\n1022085265611\n-413487279694\n718400071001\nempty\n0\nstats pushed=4 popped=4 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 54 53\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 18 85\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '10'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 390\npush 2026 -221357482813\ndump\npush 8322610192949797475 2528\n  \npush 42904484571 6920\npush 44'
           b'33 643\nsize\npush -690897373715848867\npush 4685\ndump\npop\npush -263641556104\nsize\npop 2\npush 34013'
           b'7641800 -907047298579\npeek\npop\npush -2044918406517333000\npop\npush 7989\npeek\npop 1\npush 512430789'
           b'3242430163\nsize\npop\npush 2762\npop 2\npush 7374 7755\npop 1\npush -1010033567807\nsize\npop\npush -7136'
           b'07607853\npop 2\npush -8024357895737858727\nsize\npop\npush 8516060963244636478 -7158592990831605381\npop '
           b'1\npush 3259\nsize\npop\npush 3915\npeek\npop\npush 6012\npop 1\npush 4346153498633743908\npop 1\npush '
           b'5119502256314554648\npop\npush 354\nsize\npop\npush 6007277823307475231\nsize\npop\npush 234821483185\ndu'
           b'mp\nresize 13\ndump\nresize 1\npush 65x 1e5\npush -9223372036854775809\npop 10\npop\npeek\nstat\npop -2\n',
  'stdout': b'390 2026 -221357482813\n9\nfull 4685\n390 2026 -221357482813 8322610192949797475 2528 42904484571 6920 '
            b'4433 643 -690897373715848867\n390\n10\n2026\n-221357482813\n8322610192949797475\n8322610192949797475\n2'
            b'528\n42904484571\n42904484571\n10\n6920\n4433\n643\n-690897373715848867\n10\n-263641556104\n3401376418'
            b'00\n-907047298579\n9\n-2044918406517333000\n7989\n10\n5124307893242430163\n2762\n2762\n7374\n7755\n-101'
            b'0033567807\n10\n-713607607853\n10\n-8024357895737858727\n8516060963244636478 -7158592990831605381 3259 39'
            b'15 6012 4346153498633743908 5119502256314554648 354 6007277823307475231 234821483185\n8516060963244636478'
            b' -7158592990831605381 3259 3915 6012 4346153498633743908 5119502256314554648 354 6007277823307475231 234'
            b'821483185\ncannot resize to 1\nbad value 65x\nbad value 1e5\nbad value -9223372036854775809\n851606096324'
            b'4636478\n-7158592990831605381\n3259\n3915\n6012\n4346153498633743908\n5119502256314554648\n354\n60072778'
            b'23307475231\n234821483185\nempty\nempty\nunknown command: stat\nbad count -2\nstats pushed=32 popped=3'
            b'2 dropped=1\n'},
 {'args': ['-o', '-c', '6'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 3332 -875 7271799748381691123\npush 4693848682975696904 -132289306850 3929\npush 9567 -19043813550603'
           b'72944\ndump\npop\npush -412889015084\npop\npush 5788\npop 2\npush 2064 6490\ndump\npop 2\npush 5927 716747'
           b'1746072162678\npop 2\npush 8157556349890993136 598429032149\npop 2\npush 9250 -2\npop\npush -971\npop\np'
           b'ush 5919726266890344910\nsize\npop 2\npush -4924916155731598023 6982\ndump\nresize 7\ndump\nresize 3\npu'
           b'sh 47x -\npush 99999999999999999999\npop 6\npop\npeek\npush-all\npop 0\n',
  'stdout': b'dropped 3332\ndropped -875\n7271799748381691123 4693848682975696904 -132289306850 3929 9567 -190438135'
            b'5060372944\n7271799748381691123\n4693848682975696904\n-132289306850\n3929\n9567 -1904381355060372944 -412'
            b'889015084 5788 2064 6490\n9567\n-1904381355060372944\n-412889015084\n5788\n2064\n6490\n5927\n71674717460'
            b'72162678\n6\n8157556349890993136\n598429032149\n9250 -2 -971 5919726266890344910 -4924916155731598023 69'
            b'82\n9250 -2 -971 5919726266890344910 -4924916155731598023 6982\ncannot resize to 3\nbad value 47x\nbad v'
            b'alue -\nbad value 99999999999999999999\n9250\n-2\n-971\n5919726266890344910\n-4924916155731598023\n6982'
            b'\nempty\nempty\nunknown command: push-all\nbad count 0\nstats pushed=22 popped=20 dropped=2\n'},
 {'args': ['-c', '9'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 7275 -247481232906\nsize\npop 3\nsize\n',
  'stdout': b'2\n7275\n-247481232906\nempty\n0\nstats pushed=2 popped=2 dropped=0\n'},
 {'args': ['-c', '0', '-o'],
  'files': {},
  'name': 'h09',
  'status': 2,
  'stdin': b'push 36 63\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h10', 'status': 2, 'stdin': b'push 16 5\nsize\npop\n', 'stdout': b''}]
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
