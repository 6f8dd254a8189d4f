import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/icalc'
TOOL = 'icalc'
SRC = 'icalc.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': [],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'76 / 2\r\n1 ^ 21766613652466689\r\n49\t+\t71\r\n\t(6 *\t6)\r\n-(-9223372036854775807 - 1)\r\n0x\r\n0x100'
           b'00000000000000\r\n   # 6 + 6\r\n\r\n65 % -4\r\n9223372036854775808 - 6\r\n0 ^ 0\r\n51 / (2 * 0)\r\n2 ^'
           b' -1\r\n5 ^ (3 - 5) + 1\r\n96 * 10\r\n# review south\r\n(-9223372036854775807 - 1) / -1\r\n(-2) ^ 63\r\n4'
           b'0\r\n0xB0 + 5\r\n- -89\r\n5 + 3 x\r\n-75 / 5\r\n6 & 1\r\n',
  'stdout': b'38\n1\n120\n36\nerror: overflow\nerror: syntax\nerror: overflow\n1\nerror: overflow\n1\nerror: divisio'
            b'n by zero\nerror: negative exponent\nerror: negative exponent\n960\nerror: overflow\n-9223372036854775808'
            b'\n40\n181\n89\nerror: syntax\n-15\nerror: syntax\n'},
 {'args': ['-v', 'budget.txt', 'missing.txt', 'budget-extra.txt'],
  'files': {'budget-extra.txt': b'67 * 12\n76 + 7 ^ 0\n(54 + 6 ^ 2 / 11 - 9 ^ 0) + (55) * 8 + 58 * 1\n',
            'budget.txt': b'55 % 0\n60 - 13 - 8\n(6 + 4))\n-7574954796421863862 * 5\n0XC3 * 2\n2 * -(-3)\n0xcE\n-63 % 4'
                          b'\n97 / 7\n(3 ^ 0) / 8 + 81 / 10 - 68 * 6\n60 - 18 + 14\n((7 ^ 3) * 12 + 4 ^ 1 / 8 + 5 ^ '
                          b'1) - 24 * 1\n7 * 4611686018427387904\n((3 + 2)\n3 ^ 2 ^ 2\n   \n(-9223372036854775807 - 1'
                          b') % -1\n3 + * 2\n5 - -1\n55947411776621368909 + 1\n-8 ^ 2\n2 ^ 2 ^ 3\n60 30\n99130259852177'
                          b'0540 * 71 * 1024\n(-2) ^ 64\n3037000500 * 3037000500\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'55 % 0 = error: division by zero\n60 - 13 - 8 = 39\n(6 + 4)) = error: syntax\n-7574954796421863862 * 5 '
            b'= error: overflow\n0XC3 * 2 = 390\n2 * -(-3) = 6\n0xcE = 206\n-63 % 4 = -3\n97 / 7 = 13\n(3 ^ 0) / 8 +'
            b' 81 / 10 - 68 * 6 = -400\n60 - 18 + 14 = 56\n((7 ^ 3) * 12 + 4 ^ 1 / 8 + 5 ^ 1) - 24 * 1 = 4097\n7 * 46'
            b'11686018427387904 = error: overflow\n((3 + 2) = error: syntax\n3 ^ 2 ^ 2 = 81\n(-9223372036854775807 - '
            b'1) % -1 = error: overflow\n3 + * 2 = error: syntax\n5 - -1 = 6\n55947411776621368909 + 1 = error: overf'
            b'low\n-8 ^ 2 = -64\n2 ^ 2 ^ 3 = 256\n60 30 = error: syntax\n991302598521770540 * 71 * 1024 = error: overf'
            b'low\n(-2) ^ 64 = error: overflow\n3037000500 * 3037000500 = error: overflow\n67 * 12 = 804\n76 + 7 ^ 0 ='
            b' 77\n(54 + 6 ^ 2 / 11 - 9 ^ 0) + (55) * 8 + 58 * 1 = 554\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'6 ^ 2 * 12 + 78 - 69 / 12\n68 / 6 + 49 * 6\n55\n7 ^ 1\n9 % 0\n',
  'stdout': b'505\n305\n55\n7\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'65 % 0\n0x\n0x10000000000000000\n8 * 4611686018427387904\n-10 % 6\n(-2) ^ 64\n3 ^ 3 * 11 - 9 * 12\n2 & '
           b'1\n37 - 43 * 11\n-5132964278837713335 * 7\n83 + 98 + 48\n2 ^ 2 ^ 2\n34 * 5 - 67 / 2\n1 ^ 19692671869652491'
           b'\n(8 + 3))\n\n\t(7 *\t9)\n(-9223372036854775807 - 1) / -1\n54833708821156647165 + 1\n1 - -2\n# willow del'
           b'ta\n58 - 3 - 1\n-59 / 5\n5 ^ -3\n81\t+\t73\n',
  'stdout': b'error: division by zero\nerror: syntax\nerror: overflow\nerror: overflow\n-4\nerror: overflow\n189\nerr'
            b'or: syntax\n-436\nerror: overflow\n229\n16\n137\n1\nerror: syntax\n63\nerror: overflow\nerror: overflo'
            b'w\n3\n54\n-11\nerror: negative exponent\n154\n'},
 {'args': ['-v', 'q3.txt', 'missing.txt', 'q3-extra.txt'],
  'files': {'q3-extra.txt': b'69 / 2 + 9 ^ 2 * 4 + 3 ^ 2\n35 - (7 ^ 2 * 5)\n3 ^ 1\n',
            'q3.txt': b'0XC2 * 2\n3037000500 * 3037000500\n5 ^ (1 - 5) + 1\n5 + * 2\n-8 ^ 2\n9223372036854775808 - 5\n'
                      b'63 + 63 / 2 + (3 ^ 1)\n0xBB + 9\n(-9223372036854775807 - 1) % -1\n1 * -(-2)\n30 / (9 * 0)\n(('
                      b'9 + 2)\n11 89\n   # 7 + 3\n- -40\n58 - 4 + 5\n   \n2 ^ 2 ^ 2\n(-2) ^ 63\n8 + 3 x\n0 ^ 0\n0xaB\n'
                      b'11 % -6\n-(-9223372036854775807 - 1)\n4156513474617692559 * 26 * 1024\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'0XC2 * 2 = 388\n3037000500 * 3037000500 = error: overflow\n5 ^ (1 - 5) + 1 = error: negative exponent\n'
            b'5 + * 2 = error: syntax\n-8 ^ 2 = -64\n9223372036854775808 - 5 = error: overflow\n63 + 63 / 2 + (3 ^ 1)'
            b' = 97\n0xBB + 9 = 196\n(-9223372036854775807 - 1) % -1 = error: overflow\n1 * -(-2) = 2\n30 / (9 * 0) = '
            b'error: division by zero\n((9 + 2) = error: syntax\n11 89 = error: syntax\n- -40 = 40\n58 - 4 + 5 = 59\n2 '
            b'^ 2 ^ 2 = 16\n(-2) ^ 63 = -9223372036854775808\n8 + 3 x = error: syntax\n0 ^ 0 = 1\n0xaB = 171\n11 % -6 ='
            b' 5\n-(-9223372036854775807 - 1) = error: overflow\n4156513474617692559 * 26 * 1024 = error: overflow\n6'
            b'9 / 2 + 9 ^ 2 * 4 + 3 ^ 2 = 367\n35 - (7 ^ 2 * 5) = -210\n3 ^ 1 = 3\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'(18 * 4 - 50 / 4) / 2 + (14 - 61 * 10) / 2 - ((47) * 4) / 6\n27 * 11 + 58 * 6 - 26\n42 * 1\n50 * 5 + (8'
           b'2) + 45 * 6\n4 % 0\n',
  'stdout': b'-299\n619\n42\n602\nerror: division by zero\n'}]
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
