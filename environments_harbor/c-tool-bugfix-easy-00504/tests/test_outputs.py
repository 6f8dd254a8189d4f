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
  'stdin': b'68 % -6\r\n(-9223372036854775807 - 1) / -1\r\n-(-9223372036854775807 - 1)\r\n5 * -(-4)\r\n0x100000000000'
           b'00000\r\n58 - 16 + 1\r\n-6 ^ 2\r\n1 ^ 43614435605260547\r\n0x\r\n2 ^ 2 ^ 2\r\n9223372036854775808 - 3\r\n4'
           b' ^ (2 - 5) + 1\r\n77\t+\t15\r\n(51 + 21 * 9 + 7 ^ 1) / 9 + 96 + ((7 * 8) / 3 - 54) * 6\r\n9 ^ -2\r\n-67 / '
           b'6\r\n2357765017721340763 * 68 * 1024\r\n\t(6 *\t8)\r\n0 ^ 0\r\n4\r\n19 * 12 + 3 - 34\r\n58 - 14 - 20\r\n'
           b'9 * 4611686018427387904\r\n# orchard amber\r\n(-2) ^ 63\r\n5\r\n',
  'stdout': b'2\nerror: overflow\nerror: overflow\n20\nerror: overflow\n43\n-36\n1\nerror: syntax\n16\nerror: overfl'
            b'ow\nerror: negative exponent\n92\n-93\nerror: negative exponent\n-11\nerror: overflow\n48\n1\n4\n197\n2'
            b'4\nerror: overflow\n-9223372036854775808\n5\n'},
 {'args': ['-v', 'checks.txt', 'missing.txt', 'checks-extra.txt'],
  'files': {'checks-extra.txt': b'25 / 1 + 39\n9 ^ 2 + (80) / 5\n8 ^ 1\n',
            'checks.txt': b'   # 7 + 2\n-6692847081521632373 * 9\n- -87\n3 & 1\n\n2 ^ 3 ^ 2\n0xE6 + 2\n0xbF\n-67 % 6'
                          b'\n43 * 1 + (14) - 12\n3037000500 * 3037000500\n37369081756868849884 + 1\n((1 + 2)\n0XD6 *'
                          b' 2\n36 68\n   \n37 / (6 * 0)\n14 % 0\n(3 + 1))\n9 - -6\n(6 ^ 1 + 4 ^ 3 * 8 + (19 + 3 ^ 0 + '
                          b'47) * 6) + (8 ^ 1 * 5 + (5 ^ 2 + 2 ^ 1 + 78 / 12) * 11) / 1\n5 + * 2\n(-2) ^ 64\n7 + 6 '
                          b'x\n99 * 8\n(-9223372036854775807 - 1) % -1\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'-6692847081521632373 * 9 = error: overflow\n- -87 = 87\n3 & 1 = error: syntax\n2 ^ 3 ^ 2 = 512\n0xE6 + 2'
            b' = 232\n0xbF = 191\n-67 % 6 = -1\n43 * 1 + (14) - 12 = 45\n3037000500 * 3037000500 = error: overflow\n373'
            b'69081756868849884 + 1 = error: overflow\n((1 + 2) = error: syntax\n0XD6 * 2 = 428\n36 68 = error: synta'
            b'x\n37 / (6 * 0) = error: division by zero\n14 % 0 = error: division by zero\n(3 + 1)) = error: syntax\n9'
            b' - -6 = 15\n(6 ^ 1 + 4 ^ 3 * 8 + (19 + 3 ^ 0 + 47) * 6) + (8 ^ 1 * 5 + (5 ^ 2 + 2 ^ 1 + 78 / 12) * 11) / '
            b'1 = 1323\n5 + * 2 = error: syntax\n(-2) ^ 64 = error: overflow\n7 + 6 x = error: syntax\n99 * 8 = 792\n(-'
            b'9223372036854775807 - 1) % -1 = error: overflow\n25 / 1 + 39 = 64\n9 ^ 2 + (80) / 5 = 97\n8 ^ 1 = 8\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'(60 * 8 + 20 * 4) / 12 - 28\n38 / 5 + (54 / 9 + 74 * 9 - 85)\n2 ^ 3 * 12\n7 ^ 0\n2 % 0\n',
  'stdout': b'18\n594\n96\n1\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'39 + 80 + 3 ^ 0 * 1\r\n-69 % 7\r\n65 + 29 / 9\r\n8 ^ -1\r\n11 % 0\r\n0x10000000000000000\r\n922337203685'
           b'4775808 - 2\r\n0 ^ 0\r\n8 - -9\r\n((6 ^ 2) * 11) * 1 + (79 + 70 - 10 / 9)\r\n26 * 10 + 11 * 9\r\n2 + *'
           b' 2\r\n1106535516520055643 * 5 * 1024\r\n-6 ^ 2\r\n20\t+\t31\r\n4 ^ (3 - 5) + 1\r\n0xF0 + 9\r\n(3 + 7))'
           b'\r\n(-9223372036854775807 - 1) % -1\r\n# merge depot\r\n0x\r\n((3 + 2)\r\n   # 4 + 9\r\n\t(3 *\t8)\r\n71'
           b' % -7\r\n',
  'stdout': b'120\n-6\n68\nerror: negative exponent\nerror: division by zero\nerror: overflow\nerror: overflow\n1\n17\n'
            b'544\n359\nerror: syntax\nerror: overflow\n-36\n51\nerror: negative exponent\n249\nerror: syntax\nerror: o'
            b'verflow\nerror: syntax\nerror: syntax\n24\n1\n'},
 {'args': ['-v', 'q3.txt', 'missing.txt', 'q3-extra.txt'],
  'files': {'q3-extra.txt': b'(21 * 3 + 6 ^ 0 - 2 ^ 1 * 6)\n(5 ^ 2 * 6) * 11 + 3 ^ 0 - 33 * 2\n6 + 60 * 2 + (54 * 1)\n',
            'q3.txt': b'2 * 4611686018427387904\n   \n2 ^ 2 ^ 2\n3037000500 * 3037000500\n\n3 & 1\n2 ^ 3 ^ 2\n(-9223372'
                      b'036854775807 - 1) / -1\n- -49\n0xdD\n-5026703909998465013 * 6\n19 * 8 + 51 * 9 + 61 / 2\n(-2)'
                      b' ^ 63\n9 * -(-8)\n0XB4 * 2\n88 17\n1 ^ 44798426044909577\n71 - 20 + 8\n83 / (8 * 0)\n-(-9223372'
                      b'036854775807 - 1)\n-73 / 6\n1 + 6 x\n38165194740141961067 + 1\n71 - 13 - 15\n(-2) ^ 64\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'2 * 4611686018427387904 = error: overflow\n2 ^ 2 ^ 2 = 16\n3037000500 * 3037000500 = error: overflow\n3'
            b' & 1 = error: syntax\n2 ^ 3 ^ 2 = 512\n(-9223372036854775807 - 1) / -1 = error: overflow\n- -49 = 49\n0x'
            b'dD = 221\n-5026703909998465013 * 6 = error: overflow\n19 * 8 + 51 * 9 + 61 / 2 = 641\n(-2) ^ 63 = -9223'
            b'372036854775808\n9 * -(-8) = 72\n0XB4 * 2 = 360\n88 17 = error: syntax\n1 ^ 44798426044909577 = 1\n71 - 2'
            b'0 + 8 = 59\n83 / (8 * 0) = error: division by zero\n-(-9223372036854775807 - 1) = error: overflow\n-73 '
            b'/ 6 = -12\n1 + 6 x = error: syntax\n38165194740141961067 + 1 = error: overflow\n71 - 13 - 15 = 43\n(-2) '
            b'^ 64 = error: overflow\n(21 * 3 + 6 ^ 0 - 2 ^ 1 * 6) = 52\n(5 ^ 2 * 6) * 11 + 3 ^ 0 - 33 * 2 = 1585\n6 '
            b'+ 60 * 2 + (54 * 1) = 180\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'9 ^ 3\n9 ^ 0 + ((2 ^ 1 / 4 + 9 * 1 + 5 ^ 0 * 4) * 10) / 9\n79 - ((86 + 6 ^ 2 + 13) / 10)\n(12 - (75 + 6'
           b'1 + 28)) / 2\n5 % 0\n',
  'stdout': b'729\n15\n66\n-76\nerror: division by zero\n'}]
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
