import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/tokcalc'
TOOL = 'tokcalc'
SRC = 'tokcalc.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': [],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'45 49\r\n0 ^ 0\r\n76\t+\t80\r\n3 ^ 3 ^ 2\r\n0xEB + 2\r\n   # 4 + 1\r\n97 + 7 ^ 3\r\n# shard ledger\r\n13 %'
           b' 0\r\n82216952208082111116 + 1\r\n65 - 8 + 12\r\n- -67\r\n(-9223372036854775807 - 1) % -1\r\n30 * 9\r\n2'
           b' ^ 0\r\n-7 ^ 2\r\n7 + * 2\r\n9223372036854775808 - 3\r\n0XB6 * 2\r\n-72 / 5\r\n(-2) ^ 64\r\n\r\n1 ^ 9189'
           b'8155773163017\r\n2 ^ 2 ^ 3\r\n\t(1 *\t4)\r\n',
  'stdout': b'error: syntax\n1\n156\n19683\n237\n440\nerror: division by zero\nerror: overflow\n69\n67\nerror: overf'
            b'low\n270\n1\n-49\nerror: syntax\nerror: overflow\n364\n-14\nerror: overflow\n1\n256\n4\n'},
 {'args': ['-v', 'checks.txt', 'missing.txt', 'checks-extra.txt'],
  'files': {'checks-extra.txt': b'15 / 6 + (9 ^ 0) * 4 + 48\n27 + 80\n78 - (55) / 4\n',
            'checks.txt': b'6 * 4611686018427387904\n2 + 5 x\n0x10000000000000000\n45\n2766134396098614024 * 18 * 10'
                          b'24\n65 - 14 - 18\n-9157023048412853632 * 5\n5 & 1\n(2 + 9))\n3037000500 * 3037000500\n4 - '
                          b'-6\n(16 + 93 / 10) + 4 + 63\n0xeB\n36 / (7 * 0)\n((8 + 2)\n0x\n4 ^ (1 - 5) + 1\n(-2) ^ '
                          b'63\n(-9223372036854775807 - 1) / -1\n-91 % 3\n-(-9223372036854775807 - 1)\n4 ^ -3\n92 % -'
                          b'3\n   \n5 * -(-6)\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'6 * 4611686018427387904 = error: overflow\n2 + 5 x = error: syntax\n0x10000000000000000 = error: overf'
            b'low\n45 = 45\n2766134396098614024 * 18 * 1024 = error: overflow\n65 - 14 - 18 = 33\n-9157023048412853632'
            b' * 5 = error: overflow\n5 & 1 = error: syntax\n(2 + 9)) = error: syntax\n3037000500 * 3037000500 = erro'
            b'r: overflow\n4 - -6 = 10\n(16 + 93 / 10) + 4 + 63 = 92\n0xeB = 235\n36 / (7 * 0) = error: division by ze'
            b'ro\n((8 + 2) = error: syntax\n0x = error: syntax\n4 ^ (1 - 5) + 1 = error: negative exponent\n(-2) ^ 63 '
            b'= -9223372036854775808\n(-9223372036854775807 - 1) / -1 = error: overflow\n-91 % 3 = -1\n-(-92233720368'
            b'54775807 - 1) = error: overflow\n4 ^ -3 = error: negative exponent\n92 % -3 = 2\n5 * -(-6) = 30\n15 / 6 '
            b'+ (9 ^ 0) * 4 + 48 = 54\n27 + 80 = 107\n78 - (55) / 4 = 65\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'6 ^ 1 + (89 * 10) - 86\n48 * 4 + 4 ^ 2 * 10 - 90 * 9\n23 * 4 + 87 - 6 ^ 0\n(61 / 11)\n7 % 0\n',
  'stdout': b'810\n-458\n178\n5\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'-(-9223372036854775807 - 1)\n2 ^ 3 ^ 2\n86 % 0\n- -56\n(-2) ^ 63\n1842734593958431166 * 62 * 1024\n0xa'
           b'D\n23595957015766064182 + 1\n3037000500 * 3037000500\n# falcon socket\n-28 / 5\n(-9223372036854775807 - 1'
           b') / -1\n9223372036854775808 - 1\n7 - -9\n36 50\n96\t+\t65\n44 % -3\n\t(3 *\t6)\n   \n0x\n49 / (8 * 0)\n4 ^'
           b' (2 - 5) + 1\n65 - 8 + 6\n65 - 10 - 14\n',
  'stdout': b'error: overflow\n512\nerror: division by zero\n56\n-9223372036854775808\nerror: overflow\n173\nerror: o'
            b'verflow\nerror: overflow\n-5\nerror: overflow\nerror: overflow\n16\nerror: syntax\n161\n2\n18\nerror: '
            b'syntax\nerror: division by zero\nerror: negative exponent\n63\n41\n'},
 {'args': ['-v', 'budget.txt', 'missing.txt', 'budget-extra.txt'],
  'files': {'budget-extra.txt': b'(40)\n95 * 7\n(27 * 11) * 2\n',
            'budget.txt': b'-7213469114498159966 * 9\n7 + 6 x\n(-9223372036854775807 - 1) % -1\n2 ^ 2 ^ 2\n-4 ^ 2\n(8'
                          b'4) * 8 + 34 * 5\n0 ^ 0\n5 * 4611686018427387904\n74 * 10 + 47\n1 ^ 64670756092397574\n   '
                          b'# 8 + 1\n0XC6 * 2\n\n0xE3 + 5\n-43 % 3\n7 * -(-8)\n6 ^ -1\n(7 + 3))\n((4 + 2)\n38 * 7 + ('
                          b'(9 ^ 3 * 3 - 7 ^ 1 / 1) - 99) - ((30 / 4 + 9 ^ 1 + 6 ^ 2 * 6) + (90 + 9 ^ 2) - 16 * 7) *'
                          b' 6\n82\n3 & 1\n4 + * 2\n(-2) ^ 64\n0x10000000000000000\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'-7213469114498159966 * 9 = error: overflow\n7 + 6 x = error: syntax\n(-9223372036854775807 - 1) % -1 ='
            b' error: overflow\n2 ^ 2 ^ 2 = 16\n-4 ^ 2 = -16\n(84) * 8 + 34 * 5 = 842\n0 ^ 0 = 1\n5 * 46116860184273879'
            b'04 = error: overflow\n74 * 10 + 47 = 787\n1 ^ 64670756092397574 = 1\n0XC6 * 2 = 396\n0xE3 + 5 = 232\n-43 '
            b'% 3 = -1\n7 * -(-8) = 56\n6 ^ -1 = error: negative exponent\n(7 + 3)) = error: syntax\n((4 + 2) = error:'
            b' syntax\n38 * 7 + ((9 ^ 3 * 3 - 7 ^ 1 / 1) - 99) - ((30 / 4 + 9 ^ 1 + 6 ^ 2 * 6) + (90 + 9 ^ 2) - 16 * 7)'
            b' * 6 = 601\n82 = 82\n3 & 1 = error: syntax\n4 + * 2 = error: syntax\n(-2) ^ 64 = error: overflow\n0x10000'
            b'000000000000 = error: overflow\n(40) = 40\n95 * 7 = 665\n(27 * 11) * 2 = 594\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'4 ^ 3 * 7\n93 / 7 - 70\n((88 + 7 ^ 1 / 11) + (9 ^ 3 * 8) * 8) * 8\n7 ^ 1 / 8 + 8 ^ 0\n9 % 0\n',
  'stdout': b'448\n-57\n373952\n1\nerror: division by zero\n'}]
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
