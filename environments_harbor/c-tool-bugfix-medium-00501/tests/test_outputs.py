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
  'stdin': b'34 / 3 + 6 ^ 2 * 6 + 7 * 4\n4 & 1\n- -18\n0xaD\n0XE9 * 2\n(-9223372036854775807 - 1) % -1\n\n3 ^ 2 ^ 2\n'
           b'3 * 4611686018427387904\n91584725215642339000 + 1\n4 - -1\n\t(6 *\t7)\n42 % -5\n7 45\n# route amber\n(-2)'
           b' ^ 64\n-7757644488010364549 * 7\n34 * 9 - (75 + 35 * 11 + 47 / 3)\n30 / (5 * 0)\n3037000500 * 3037000500'
           b'\n0 ^ 0\n1 ^ 4547272430186258\n-41 % 5\n   \n(-2) ^ 63\n',
  'stdout': b'255\nerror: syntax\n18\n173\n466\nerror: overflow\n81\nerror: overflow\nerror: overflow\n5\n42\n2\nerror'
            b': syntax\nerror: overflow\nerror: overflow\n-169\nerror: division by zero\nerror: overflow\n1\n1\n-1\n-92'
            b'23372036854775808\n'},
 {'args': ['-v', 'budget.txt', 'missing.txt', 'budget-extra.txt'],
  'files': {'budget-extra.txt': b'(6 ^ 1 + 7 ^ 0 / 1 - 88)\n6 ^ 3 + 89 - (29 + 3 ^ 3 + 34)\n53\n',
            'budget.txt': b'(3 + 8))\n93 * 10 - 1\n29 % 0\n(-9223372036854775807 - 1) / -1\n87 - 16 + 13\n2 ^ 2 ^ 2\n4'
                          b'159848585646348039 * 73 * 1024\n3 + 3 x\n(84 / 1) + (42 + 68 * 7) * 2\n5 * -(-1)\n87 - 6'
                          b' - 9\n2 ^ -1\n-79 / 4\n9223372036854775808 - 5\n0x\n-5 ^ 2\n44\t+\t1\n5 + * 2\n52 * 9\n2 ^ '
                          b'(1 - 5) + 1\n0xEF + 9\n   # 5 + 5\n39 * 12 + 74 + 40\n0x10000000000000000\n((7 + 2)\n-(-92'
                          b'23372036854775807 - 1)\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'(3 + 8)) = error: syntax\n93 * 10 - 1 = 929\n29 % 0 = error: division by zero\n(-9223372036854775807 - '
            b'1) / -1 = error: overflow\n87 - 16 + 13 = 84\n2 ^ 2 ^ 2 = 16\n4159848585646348039 * 73 * 1024 = error: '
            b'overflow\n3 + 3 x = error: syntax\n(84 / 1) + (42 + 68 * 7) * 2 = 1120\n5 * -(-1) = 5\n87 - 6 - 9 = 72\n2'
            b' ^ -1 = error: negative exponent\n-79 / 4 = -19\n9223372036854775808 - 5 = error: overflow\n0x = error:'
            b' syntax\n-5 ^ 2 = -25\n44\t+\t1 = 45\n5 + * 2 = error: syntax\n52 * 9 = 468\n2 ^ (1 - 5) + 1 = error: n'
            b'egative exponent\n0xEF + 9 = 248\n39 * 12 + 74 + 40 = 582\n0x10000000000000000 = error: overflow\n((7 + '
            b'2) = error: syntax\n-(-9223372036854775807 - 1) = error: overflow\n(6 ^ 1 + 7 ^ 0 / 1 - 88) = -81\n6 ^ '
            b'3 + 89 - (29 + 3 ^ 3 + 34) = 215\n53 = 53\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'19 + 36 - (20 * 3) / 12\n9 ^ 1 * 2\n7 ^ 2\n(20 + 17 / 6) * 5 - 9\n2 % 0\n',
  'stdout': b'50\n18\n49\n101\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'49 / (7 * 0)\r\n3037000500 * 3037000500\r\n9 + 6 x\r\n(-9223372036854775807 - 1) / -1\r\n0 ^ 0\r\n# cache '
           b'queue\r\n2 ^ 2 ^ 2\r\n-9 ^ 2\r\n221047999523083868 * 81 * 1024\r\n2 * 4611686018427387904\r\n0x\r\n92233'
           b'72036854775808 - 5\r\n49 * 3 + 8 - 71\r\n0xcA\r\n- -75\r\n8 ^ -3\r\n(-2) ^ 63\r\n1 ^ 3134397131473652\r\n4'
           b'7 % -8\r\n98 - 16 + 13\r\n(1 + 1))\r\n(-2) ^ 64\r\n   # 2 + 7\r\n-46 % 8\r\n-(-9223372036854775807 - 1)\r'
           b'\n',
  'stdout': b'error: division by zero\nerror: overflow\nerror: syntax\nerror: overflow\n1\n16\n-81\nerror: overflow\ne'
            b'rror: overflow\nerror: syntax\nerror: overflow\n84\n202\n75\nerror: negative exponent\n-922337203685477'
            b'5808\n1\n7\n95\nerror: syntax\nerror: overflow\n-6\nerror: overflow\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'(52 + 98)\n(4 ^ 2 / 11 + 2 ^ 0 * 5 - 4 ^ 0) - 88 * 6\n(6 ^ 2 * 10 + 7 ^ 2)\n',
            'sums.txt': b'-99 / 5\n38\n0x10000000000000000\n(-9223372036854775807 - 1) % -1\n7 ^ 3 * 11 + 69 + 9 ^ 0 *'
                        b' 6\n5 * -(-1)\n41 / 6 + 52 * 12 + 4 ^ 2\n46773289101554811074 + 1\n2 ^ 2 ^ 2\n(22 * 3 + (9 ^ '
                        b'2 * 9) - 81 * 2)\n86 % 0\n0xB0 + 3\n\t(9 *\t7)\n83 76\n\n((5 + 2)\n98 - 7 - 17\n-717366597'
                        b'0348706651 * 4\n8 - -1\n5 ^ (3 - 5) + 1\n0XB6 * 2\n   \n9 + * 2\n(30) * 9 + 22 / 1 - 52\n49'
                        b'\t+\t27\n3 & 1\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'-99 / 5 = -19\n38 = 38\n0x10000000000000000 = error: overflow\n(-9223372036854775807 - 1) % -1 = error:'
            b' overflow\n7 ^ 3 * 11 + 69 + 9 ^ 0 * 6 = 3848\n5 * -(-1) = 5\n41 / 6 + 52 * 12 + 4 ^ 2 = 646\n4677328910'
            b'1554811074 + 1 = error: overflow\n2 ^ 2 ^ 2 = 16\n(22 * 3 + (9 ^ 2 * 9) - 81 * 2) = 633\n86 % 0 = error'
            b': division by zero\n0xB0 + 3 = 179\n(9 *\t7) = 63\n83 76 = error: syntax\n((5 + 2) = error: syntax\n98'
            b' - 7 - 17 = 74\n-7173665970348706651 * 4 = error: overflow\n8 - -1 = 9\n5 ^ (3 - 5) + 1 = error: negati'
            b've exponent\n0XB6 * 2 = 364\n9 + * 2 = error: syntax\n(30) * 9 + 22 / 1 - 52 = 240\n49\t+\t27 = 76\n3 &'
            b' 1 = error: syntax\n(52 + 98) = 150\n(4 ^ 2 / 11 + 2 ^ 0 * 5 - 4 ^ 0) - 88 * 6 = -523\n(6 ^ 2 * 10 + 7 '
            b'^ 2) = 409\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'27 / 8\n(50 * 6) / 10 + ((90 / 6 + 4 ^ 3 / 5 + 99 * 5) * 2) * 8 + (56 - 69) * 4\n29 + 44 / 11\n45 * 4 +'
           b' 29 / 2 + 9 ^ 3\n5 % 0\n',
  'stdout': b'3\n8330\n33\n923\nerror: division by zero\n'}]
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
