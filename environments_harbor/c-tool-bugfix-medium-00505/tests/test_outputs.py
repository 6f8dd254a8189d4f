import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/exprc'
TOOL = 'exprc'
SRC = 'exprc.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': [],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'46 * 8 + (54 / 8 - 66 / 6) + 46\n43 / (8 * 0)\n2 ^ 3 ^ 2\n-24 % 5\n0XF0 * 2\n8 + 2 x\n5 + * 2\n(6 + 3))'
           b'\n   \n   # 9 + 8\n9 * 4611686018427387904\n(-9223372036854775807 - 1) % -1\n0xDA + 6\n2 ^ (2 - 5) + 1'
           b'\n26 92\n52\t+\t47\n0xcD\n26 % -5\n0x\n3037000500 * 3037000500\n6 * -(-7)\n((2 + 2)\n0x1000000000000000'
           b'0\n-16 / 8\n',
  'stdout': b'409\nerror: division by zero\n512\n-4\n480\nerror: syntax\nerror: syntax\nerror: syntax\nerror: overflow'
            b'\nerror: overflow\n224\nerror: negative exponent\nerror: syntax\n99\n205\n1\nerror: syntax\nerror: overfl'
            b'ow\n42\nerror: syntax\nerror: overflow\n-2\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'(8 ^ 2 / 5 + 3 ^ 3 * 1 + 31) - 88 * 7\n(87 * 9) - 13 * 10\n(22 - 34 / 12) + 90 - (99 +'
                              b' 53 + 41 * 6)\n',
            'sums.txt': b'34 * 10\n\n(79 * 2) * 8 + 27\n\t(7 *\t7)\n671565328456227827 * 44 * 1024\n- -32\n1 ^ 4899903'
                        b'8620789990\n9223372036854775808 - 1\n66 - 17 - 20\n-(-9223372036854775807 - 1)\n(-2) ^ 64\n4 '
                        b'^ -2\n(-2) ^ 63\n55 % 0\n-7508880759695561228 * 5\n-5 ^ 2\n1 - -9\n6 & 1\n93 - 51\n403287798'
                        b'47459219061 + 1\n2 ^ 2 ^ 2\n# worker deploy\n66 - 9 + 15\n(-9223372036854775807 - 1) / -1\n0 '
                        b'^ 0\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'34 * 10 = 340\n(79 * 2) * 8 + 27 = 1291\n(7 *\t7) = 49\n671565328456227827 * 44 * 1024 = error: overflow'
            b'\n- -32 = 32\n1 ^ 48999038620789990 = 1\n9223372036854775808 - 1 = error: overflow\n66 - 17 - 20 = 29\n-('
            b'-9223372036854775807 - 1) = error: overflow\n(-2) ^ 64 = error: overflow\n4 ^ -2 = error: negative exp'
            b'onent\n(-2) ^ 63 = -9223372036854775808\n55 % 0 = error: division by zero\n-7508880759695561228 * 5 = e'
            b'rror: overflow\n-5 ^ 2 = -25\n1 - -9 = 10\n6 & 1 = error: syntax\n93 - 51 = 42\n40328779847459219061 + 1 '
            b'= error: overflow\n2 ^ 2 ^ 2 = 16\n66 - 9 + 15 = 72\n(-9223372036854775807 - 1) / -1 = error: overflow\n'
            b'0 ^ 0 = 1\n(8 ^ 2 / 5 + 3 ^ 3 * 1 + 31) - 88 * 7 = -546\n(87 * 9) - 13 * 10 = 653\n(22 - 34 / 12) + 90 '
            b'- (99 + 53 + 41 * 6) = -288\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'25\n((5 * 8 - 3 ^ 0 * 8)) / 6\n63 / 5 + (6 ^ 0) * 4 + (6 * 12 + 58)\n(73 * 2) / 10 + 4 ^ 0 * 4\n8 % 0\n',
  'stdout': b'25\n5\n146\n18\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'80 56\r\n-28 % 3\r\n1 ^ 62259793347663625\r\n# harbour patch\r\n75 - 1 + 9\r\n(-2) ^ 64\r\n75 - 13 - 1\r\n'
           b'-(-9223372036854775807 - 1)\r\n37 % 0\r\n(-9223372036854775807 - 1) % -1\r\n6 ^ -1\r\n789586713387754864'
           b' * 29 * 1024\r\n6 & 1\r\n0XA2 * 2\r\n0 ^ 0\r\n   # 5 + 7\r\n-13 / 7\r\n4 * -(-4)\r\n9223372036854775808 - '
           b'5\r\n-5 ^ 2\r\n3 + 5 x\r\n(1 + 9))\r\n\r\n(-2) ^ 63\r\n0x10000000000000000\r\n',
  'stdout': b'error: syntax\n-1\n1\n83\nerror: overflow\n61\nerror: overflow\nerror: division by zero\nerror: overflow'
            b'\nerror: negative exponent\nerror: overflow\nerror: syntax\n324\n1\n-1\n16\nerror: overflow\n-25\nerro'
            b'r: syntax\nerror: syntax\n-9223372036854775808\nerror: overflow\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'1 * 12 + 3 - (7 ^ 1) * 6\n75\n54 + 2 ^ 3 - (59)\n',
            'sums.txt': b'97\n53\t+\t26\n((8 + 2)\n8 * 4611686018427387904\n2 - -1\n(9 ^ 2 / 12 + (85 - 49)) * 9 - 56'
                        b'\n2 + * 2\n3037000500 * 3037000500\n   \n0xbD\n39270412179763128057 + 1\n\t(2 *\t2)\n50\n('
                        b'-9223372036854775807 - 1) / -1\n- -88\n32 / (7 * 0)\n2 ^ (3 - 5) + 1\n0xE3 + 6\n29 % -3\n1'
                        b'2\n2 ^ 2 ^ 3\n-6444259343816148608 * 7\n0x\n2 ^ 3 ^ 2\n87 * 1 - 8 ^ 3\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'97 = 97\n53\t+\t26 = 79\n((8 + 2) = error: syntax\n8 * 4611686018427387904 = error: overflow\n2 - -1 ='
            b' 3\n(9 ^ 2 / 12 + (85 - 49)) * 9 - 56 = 322\n2 + * 2 = error: syntax\n3037000500 * 3037000500 = error: '
            b'overflow\n0xbD = 189\n39270412179763128057 + 1 = error: overflow\n(2 *\t2) = 4\n50 = 50\n(-92233720368'
            b'54775807 - 1) / -1 = error: overflow\n- -88 = 88\n32 / (7 * 0) = error: division by zero\n2 ^ (3 - 5) +'
            b' 1 = error: negative exponent\n0xE3 + 6 = 233\n29 % -3 = 2\n12 = 12\n2 ^ 2 ^ 3 = 256\n-644425934381614860'
            b'8 * 7 = error: overflow\n0x = error: syntax\n2 ^ 3 ^ 2 = 512\n87 * 1 - 8 ^ 3 = -425\n1 * 12 + 3 - (7 ^ 1'
            b') * 6 = -27\n75 = 75\n54 + 2 ^ 3 - (59) = 3\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'27 / 2 - 12 * 2\n82 * 7\n(93 / 12 - 2 ^ 1)\n40 * 12 + 4 ^ 3 + 64 * 2\n8 % 0\n',
  'stdout': b'-11\n574\n5\n672\nerror: division by zero\n'}]
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
