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
  'stdin': b'95 * 5 + 49 * 12 - 8 ^ 3 * 5\n0x10000000000000000\n- -26\n0XD6 * 2\n3 % 0\n(-9223372036854775807 - 1) / -'
           b'1\n18 + 17\n-53 / 4\n25 / 8 - 37 * 11\n30 / (3 * 0)\n0xdD\n\t(8 *\t3)\n1 ^ 42324039672598148\n((2 + 2)'
           b'\n2 + * 2\n2 ^ (3 - 5) + 1\n((90 * 1 - 6 ^ 0) / 7 + 14 / 8)\n-58 % 9\n0xFA + 5\n(-2) ^ 64\n922337203685'
           b'4775808 - 3\n1 * -(-9)\n(-2) ^ 63\n2 ^ 2 ^ 2\n',
  'stdout': b'-1497\nerror: overflow\n26\n428\nerror: division by zero\nerror: overflow\n35\n-13\n-404\nerror: division'
            b' by zero\n221\n24\n1\nerror: syntax\nerror: syntax\nerror: negative exponent\n13\n-4\n255\nerror: over'
            b'flow\nerror: overflow\n9\n-9223372036854775808\n16\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'39 * 7\n33 * 2 + 9 ^ 2\n(5 ^ 2 + 5 ^ 1 * 3 - 7 ^ 0) + (3 ^ 2 * 8 + 54 + 4 ^ 1)\n',
            'sums.txt': b'7\t+\t45\n4 * 4611686018427387904\n3 + 3 x\n82 - 11 - 4\n2 - -8\n1695857835087603794 * 22 *'
                        b' 1024\n83 91\n6 ^ -3\n2 ^ 2 ^ 2\n-3 ^ 2\n0x\n3037000500 * 3037000500\n-6003312511467578837 '
                        b'* 5\n(1 + 8))\n   # 2 + 7\n\n60 % -9\n(-9223372036854775807 - 1) % -1\n-(-9223372036854775'
                        b'807 - 1)\n0 ^ 0\n78157496997846091991 + 1\n82 - 5 + 20\n8 & 1\n   \n# depot kernel\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'7\t+\t45 = 52\n4 * 4611686018427387904 = error: overflow\n3 + 3 x = error: syntax\n82 - 11 - 4 = 67\n2'
            b' - -8 = 10\n1695857835087603794 * 22 * 1024 = error: overflow\n83 91 = error: syntax\n6 ^ -3 = error: n'
            b'egative exponent\n2 ^ 2 ^ 2 = 16\n-3 ^ 2 = -9\n0x = error: syntax\n3037000500 * 3037000500 = error: over'
            b'flow\n-6003312511467578837 * 5 = error: overflow\n(1 + 8)) = error: syntax\n60 % -9 = 6\n(-9223372036854'
            b'775807 - 1) % -1 = error: overflow\n-(-9223372036854775807 - 1) = error: overflow\n0 ^ 0 = 1\n781574969'
            b'97846091991 + 1 = error: overflow\n82 - 5 + 20 = 97\n8 & 1 = error: syntax\n39 * 7 = 273\n33 * 2 + 9 ^ 2'
            b' = 147\n(5 ^ 2 + 5 ^ 1 * 3 - 7 ^ 0) + (3 ^ 2 * 8 + 54 + 4 ^ 1) = 169\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'24 + 8 ^ 0\n19 * 2\n45\n(25 * 12 - 33 * 5) * 5\n2 % 0\n',
  'stdout': b'25\n38\n45\n675\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'(-2) ^ 63\n81 / 7 + ((90 * 6 + 6 ^ 0 * 1) * 3) - 56 * 4\n-8540294280508119128 * 7\n# willow batch\n92233'
           b'72036854775808 - 1\n0x10000000000000000\n6 ^ 2 + (74 * 3 + 9 ^ 3 * 12 + (45 * 3))\n   \n((8 + 2)\n   # 3 '
           b'+ 7\n23 53\n24 % -7\n3037000500 * 3037000500\n\n(1 + 5))\n51 - 19 - 14\n0xC4 + 1\n5 - -9\n8 & 1\n2 ^ 2 ^ 3'
           b'\n0x\n87 + 7 / 9 + 4 ^ 3 / 1\n8 * 4611686018427387904\n19774624397047983790 + 1\n-22 % 7\n',
  'stdout': b'-9223372036854775808\n1410\nerror: overflow\nerror: overflow\nerror: overflow\n9141\nerror: syntax\nerr'
            b'or: syntax\n3\nerror: overflow\nerror: syntax\n18\n197\n14\nerror: syntax\n256\nerror: syntax\n151\nerr'
            b'or: overflow\nerror: overflow\n-1\n'},
 {'args': ['-v', 'budget.txt', 'missing.txt', 'budget-extra.txt'],
  'files': {'budget-extra.txt': b'72\n61 * 3 + (4 ^ 3 * 1 - 99 * 4)\n31 / 4 + (5 ^ 2 * 9) / 6 - 55\n',
            'budget.txt': b'(73 + (20 * 7) / 11 + 27) + 4 ^ 0 - (60 + 14 / 11 + (9 ^ 2 * 1 - 2 ^ 3 / 5)) / 3\n-4 ^ 2\n'
                          b'(-9223372036854775807 - 1) % -1\n7 ^ -3\n44\t+\t8\n1 ^ 92555671915923493\n2 ^ (3 - 5) + 1\n'
                          b'51 - 11 + 14\n4 / (1 * 0)\n-(-9223372036854775807 - 1)\n98 % 0\n(2 ^ 3 * 4 + 3 / 9 - 78)'
                          b' + (40) - 87 * 8\n9 * -(-6)\n0 ^ 0\n\t(3 *\t3)\n2239666930684918598 * 79 * 1024\n-68 / '
                          b'9\n(-2) ^ 64\n(-9223372036854775807 - 1) / -1\n- -58\n0XA5 * 2\n93\n0xbA\n3 ^ 3 ^ 2\n7 +'
                          b' 1 x\n9 + * 2\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'(73 + (20 * 7) / 11 + 27) + 4 ^ 0 - (60 + 14 / 11 + (9 ^ 2 * 1 - 2 ^ 3 / 5)) / 3 = 66\n-4 ^ 2 = -16\n('
            b'-9223372036854775807 - 1) % -1 = error: overflow\n7 ^ -3 = error: negative exponent\n44\t+\t8 = 52\n1 ^ 9'
            b'2555671915923493 = 1\n2 ^ (3 - 5) + 1 = error: negative exponent\n51 - 11 + 14 = 54\n4 / (1 * 0) = erro'
            b'r: division by zero\n-(-9223372036854775807 - 1) = error: overflow\n98 % 0 = error: division by zero\n('
            b'2 ^ 3 * 4 + 3 / 9 - 78) + (40) - 87 * 8 = -702\n9 * -(-6) = 54\n0 ^ 0 = 1\n(3 *\t3) = 9\n2239666930684918'
            b'598 * 79 * 1024 = error: overflow\n-68 / 9 = -7\n(-2) ^ 64 = error: overflow\n(-9223372036854775807 - 1'
            b') / -1 = error: overflow\n- -58 = 58\n0XA5 * 2 = 330\n93 = 93\n0xbA = 186\n3 ^ 3 ^ 2 = 19683\n7 + 1 x '
            b'= error: syntax\n9 + * 2 = error: syntax\n72 = 72\n61 * 3 + (4 ^ 3 * 1 - 99 * 4) = -149\n31 / 4 + (5 ^ 2'
            b' * 9) / 6 - 55 = -11\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'6 ^ 1 - 16 / 10\n(3 ^ 3 + (9 + 17 / 11 - 6 ^ 2) * 11 - 52 * 2) * 7\n50 * 12 + 2 ^ 3 - (4 ^ 1 * 7) * 1\n'
           b'7 ^ 0\n2 % 0\n',
  'stdout': b'5\n-2541\n580\n1\nerror: division by zero\n'}]
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
