import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/evalint'
TOOL = 'evalint'
SRC = 'evalint.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': [],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'2 ^ 2 ^ 2\n2 ^ (3 - 5) + 1\n-59 % 3\n   \n62 - 13 + 2\n0x\n0xAC + 9\n27 * 8 - 60 / 1\n2 * -(-3)\n4 + 2 x\n'
           b'((7 + 2)\n5 + * 2\n65 + 59 - 5 ^ 1\n9223372036854775808 - 3\n((4 ^ 3 * 5) + (65 * 5 + 8 ^ 1 * 3 + 6 ^ 2)'
           b' - 74 * 5) * 5\n-6461313407672301001 * 6\n2 * 4611686018427387904\n7 * 2 + ((4 ^ 2 / 6) - 6 / 2) - 88\n2'
           b'7414995999453998787 + 1\n   # 2 + 4\n\t(6 *\t7)\n3037000500 * 3037000500\n1 ^ 54856465702656335\n0XC1 *'
           b' 2\n24 % 0\n',
  'stdout': b'16\nerror: negative exponent\n-2\n51\nerror: syntax\n181\n156\n6\nerror: syntax\nerror: syntax\nerror:'
            b' syntax\n119\nerror: overflow\n1675\nerror: overflow\nerror: overflow\n-75\nerror: overflow\n42\nerror: o'
            b'verflow\n1\n386\nerror: division by zero\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'13 + (63 / 4 - 49 * 2) * 2 - (53 / 7) * 10\n97 * 5\n(51)\n',
            'sums.txt': b'4 - -5\n8 & 1\n(-9223372036854775807 - 1) / -1\n62 - 2 - 7\n-(-9223372036854775807 - 1)\n4 ^ '
                        b'3 - 2 ^ 0 / 1\n-8 ^ 2\n55\t+\t36\n0x10000000000000000\n3 ^ 3 ^ 2\n4431797662082650743 * 51 '
                        b'* 1024\n(9 + 6))\n-27 / 5\n0 ^ 0\n8 ^ -3\n# harbour cedar\n- -52\n(-2) ^ 63\n30 / (4 * 0)\n61'
                        b' % -3\n77 83\n(-9223372036854775807 - 1) % -1\n69\n(-2) ^ 64\n0xfC\n\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'4 - -5 = 9\n8 & 1 = error: syntax\n(-9223372036854775807 - 1) / -1 = error: overflow\n62 - 2 - 7 = 53\n-'
            b'(-9223372036854775807 - 1) = error: overflow\n4 ^ 3 - 2 ^ 0 / 1 = 63\n-8 ^ 2 = -64\n55\t+\t36 = 91\n0x'
            b'10000000000000000 = error: overflow\n3 ^ 3 ^ 2 = 19683\n4431797662082650743 * 51 * 1024 = error: overf'
            b'low\n(9 + 6)) = error: syntax\n-27 / 5 = -5\n0 ^ 0 = 1\n8 ^ -3 = error: negative exponent\n- -52 = 52'
            b'\n(-2) ^ 63 = -9223372036854775808\n30 / (4 * 0) = error: division by zero\n61 % -3 = 1\n77 83 = error: '
            b'syntax\n(-9223372036854775807 - 1) % -1 = error: overflow\n69 = 69\n(-2) ^ 64 = error: overflow\n0xfC = '
            b'252\n13 + (63 / 4 - 49 * 2) * 2 - (53 / 7) * 10 = -223\n97 * 5 = 485\n(51) = 51\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'(39 * 12 + 76) + 37 * 5\n71 + 3 ^ 0 * 8 + 14\n4 ^ 2 * 10 + 24 - 14\n80 + (37 * 2 - (73 - 7 ^ 3)) + (29)'
           b'\n6 % 0\n',
  'stdout': b'729\n93\n170\n453\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'1 ^ 79304318942518356\n2256895839423226554 * 43 * 1024\n69 - 18 - 19\n4 + * 2\n(76 * 10) / 4 - 6 ^ 3 * 7'
           b'\n-19 % 6\n9 & 1\n3 ^ 3 ^ 2\n0xfF\n# batch depot\n7 % 0\n6 * 4611686018427387904\n(-2) ^ 63\n725838803687'
           b'99082417 + 1\n\t(9 *\t3)\n69 - 17 + 8\n2 ^ 2 ^ 3\n5 * -(-5)\n   # 7 + 9\n3037000500 * 3037000500\n- -38\n3'
           b' ^ -1\n52\t+\t7\n-(-9223372036854775807 - 1)\n0XD7 * 2\n',
  'stdout': b'1\nerror: overflow\n32\nerror: syntax\n-1322\n-1\nerror: syntax\n19683\n255\nerror: division by zero\n'
            b'error: overflow\n-9223372036854775808\nerror: overflow\n27\n60\n256\n25\nerror: overflow\n38\nerror: nega'
            b'tive exponent\n59\nerror: overflow\n430\n'},
 {'args': ['-v', 'budget.txt', 'missing.txt', 'budget-extra.txt'],
  'files': {'budget-extra.txt': b'(13 + 7 ^ 3 / 2 - 7 ^ 0 * 8) / 7\n(2 ^ 0 * 4 - 5 ^ 1) + 9 ^ 1 * 5 - 76\n84 * 11 + '
                                b'52 * 5 + 36\n',
            'budget.txt': b'4 - -5\n4 86\n3 ^ (2 - 5) + 1\n(-9223372036854775807 - 1) % -1\n   \n(-2) ^ 64\n-6 ^ 2\n8 +'
                          b' 8 x\n0x10000000000000000\n14 / (3 * 0)\n\n-6788086339096832591 * 9\n0xAD + 1\n0 ^ 0\n20 % '
                          b'-6\n3 ^ 1\n0x\n(-9223372036854775807 - 1) / -1\n-22 / 4\n((7 + 2)\n9223372036854775808 - 8'
                          b'\n51\n44 / 7 + 60 * 9 - ((88 * 7 + 3 ^ 2 + 88 / 11) / 4 + 52 - 30)\n(2 + 4))\n(2) + 81 *'
                          b' 2\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'4 - -5 = 9\n4 86 = error: syntax\n3 ^ (2 - 5) + 1 = error: negative exponent\n(-9223372036854775807 - 1'
            b') % -1 = error: overflow\n(-2) ^ 64 = error: overflow\n-6 ^ 2 = -36\n8 + 8 x = error: syntax\n0x10000000'
            b'000000000 = error: overflow\n14 / (3 * 0) = error: division by zero\n-6788086339096832591 * 9 = error:'
            b' overflow\n0xAD + 1 = 174\n0 ^ 0 = 1\n20 % -6 = 2\n3 ^ 1 = 3\n0x = error: syntax\n(-922337203685477580'
            b'7 - 1) / -1 = error: overflow\n-22 / 4 = -5\n((7 + 2) = error: syntax\n9223372036854775808 - 8 = error:'
            b' overflow\n51 = 51\n44 / 7 + 60 * 9 - ((88 * 7 + 3 ^ 2 + 88 / 11) / 4 + 52 - 30) = 366\n(2 + 4)) = erro'
            b'r: syntax\n(2) + 81 * 2 = 164\n(13 + 7 ^ 3 / 2 - 7 ^ 0 * 8) / 7 = 25\n(2 ^ 0 * 4 - 5 ^ 1) + 9 ^ 1 * 5 -'
            b' 76 = -32\n84 * 11 + 52 * 5 + 36 = 1220\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'(91 + (37 + 3 ^ 0) * 10) - ((5 ^ 2 / 11 + 8 ^ 0) * 12) * 4\n82 / 12\n91 * 2 - 45 * 2\n60 * 2 + 75 - 78\n'
           b'1 % 0\n',
  'stdout': b'327\n6\n92\n117\nerror: division by zero\n'}]
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
