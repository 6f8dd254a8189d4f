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
  'stdin': b'62 % -7\n(-9223372036854775807 - 1) % -1\n5 + * 2\n6 & 1\n85 * 9 - 16\n0x10000000000000000\n92233720368547'
           b'75808 - 3\n4 ^ (3 - 5) + 1\n90 - 14 + 6\n62636398370923284575 + 1\n36 / (1 * 0)\n3 - -3\n83\t+\t26\n2 ^ 2'
           b' ^ 2\n- -91\n46 % 0\n(5 + 6))\n3 ^ 3 ^ 2\n\t(6 *\t3)\n0xfF\n   # 3 + 3\n8 * -(-4)\n27009835407253968 * '
           b'67 * 1024\n5 * 4611686018427387904\n84 + 24 * 5\n(-2) ^ 63\n',
  'stdout': b'6\nerror: overflow\nerror: syntax\nerror: syntax\n749\nerror: overflow\nerror: overflow\nerror: negativ'
            b'e exponent\n82\nerror: overflow\nerror: division by zero\n6\n109\n16\n91\nerror: division by zero\nerror:'
            b' syntax\n19683\n18\n255\n32\nerror: overflow\nerror: overflow\n204\n-9223372036854775808\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'9 ^ 3 * 4 + 5 ^ 0 - (7 ^ 1 * 5) * 2\n(50 - 4 ^ 2) - 14\n(14 * 11) / 7\n',
            'sums.txt': b'\n(64) + (60)\n(62 / 11 + (8 ^ 2 + 5 ^ 3 - 6 ^ 2 / 8) * 7 - 13 * 3) + 36 + 70\n-44 / 7\n0XD2'
                        b' * 2\n0 ^ 0\n-8 ^ 2\n1 ^ 59183928971036344\n15 * 11 + 83 / 1 - 34\n(-2) ^ 64\n   \n-6639966'
                        b'878286180563 * 4\n((6 + 2)\n4 + 7 x\n20 * 6\n0xBB + 1\n3037000500 * 3037000500\n72 55\n-60 '
                        b'% 7\n90 - 9 - 14\n-(-9223372036854775807 - 1)\n(1) + 78 + (11) * 11\n6 ^ -1\n# retry retr'
                        b'y\n(-9223372036854775807 - 1) / -1\n0x\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'(64) + (60) = 124\n(62 / 11 + (8 ^ 2 + 5 ^ 3 - 6 ^ 2 / 8) * 7 - 13 * 3) + 36 + 70 = 1367\n-44 / 7 = -6'
            b'\n0XD2 * 2 = 420\n0 ^ 0 = 1\n-8 ^ 2 = -64\n1 ^ 59183928971036344 = 1\n15 * 11 + 83 / 1 - 34 = 214\n(-2'
            b') ^ 64 = error: overflow\n-6639966878286180563 * 4 = error: overflow\n((6 + 2) = error: syntax\n4 + 7 x'
            b' = error: syntax\n20 * 6 = 120\n0xBB + 1 = 188\n3037000500 * 3037000500 = error: overflow\n72 55 = error'
            b': syntax\n-60 % 7 = -4\n90 - 9 - 14 = 67\n-(-9223372036854775807 - 1) = error: overflow\n(1) + 78 + (11)'
            b' * 11 = 200\n6 ^ -1 = error: negative exponent\n(-9223372036854775807 - 1) / -1 = error: overflow\n0x ='
            b' error: syntax\n9 ^ 3 * 4 + 5 ^ 0 - (7 ^ 1 * 5) * 2 = 2847\n(50 - 4 ^ 2) - 14 = 20\n(14 * 11) / 7 = 22\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'50 * 9\n(97 - 68)\n79 / 9 + 10 * 6\n9 * 5 - (38 * 5)\n6 % 0\n',
  'stdout': b'450\n29\n68\n-145\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'5 - -3\n0XC9 * 2\n-(-9223372036854775807 - 1)\n5 & 1\n(-9223372036854775807 - 1) / -1\n2 ^ 0 / 12\n67 - 2 '
           b'+ 7\n8 + 6 x\n(-2) ^ 63\n2151570857958105242 * 21 * 1024\n-42 % 9\n2 ^ -3\n79 * 5 + (72 * 6 - (42 + 4 ^ 0 '
           b'* 6 + 40 / 10) * 12) / 5\n0x\n# amber worker\n3037000500 * 3037000500\n((8 + 2)\n82\t+\t94\n61 * 10\n9 ^ '
           b'3 * 8\n1 + 9 + (24 * 3 + 24 - (85) * 5)\n1 ^ 39731194221565308\n(-9223372036854775807 - 1) % -1\n(7 + 1)'
           b')\n70674490929632603356 + 1\n',
  'stdout': b'8\n402\nerror: overflow\nerror: syntax\nerror: overflow\n0\n72\nerror: syntax\n-9223372036854775808\nerro'
            b'r: overflow\n-6\nerror: negative exponent\n357\nerror: syntax\nerror: overflow\nerror: syntax\n176\n610\n'
            b'5832\n-319\n1\nerror: overflow\nerror: syntax\nerror: overflow\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'2 ^ 2 + 35 / 10\n43 / 4 + 67 - 47 / 2\n9 ^ 0 + 28 * 6 - 7 ^ 0 * 4\n',
            'sums.txt': b'\t(1 *\t7)\n\n3 ^ (1 - 5) + 1\n6 + * 2\n65 21\n2 ^ 3 ^ 2\n0x10000000000000000\n- -15\n   \n'
                        b'7 * 4611686018427387904\n0xB0 + 1\n-7 ^ 2\n   # 3 + 6\n68 % 0\n77 / 9 + 37 - 41\n2 ^ 2 ^ 3'
                        b'\n-30 / 5\n52 / (1 * 0)\n0 ^ 0\n44 % -9\n9223372036854775808 - 2\n0xfA\n-501241301908942598'
                        b'0 * 7\n5 * -(-6)\n67 - 11 - 8\n(-2) ^ 64\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'(1 *\t7) = 7\n3 ^ (1 - 5) + 1 = error: negative exponent\n6 + * 2 = error: syntax\n65 21 = error: syntax'
            b'\n2 ^ 3 ^ 2 = 512\n0x10000000000000000 = error: overflow\n- -15 = 15\n7 * 4611686018427387904 = error: o'
            b'verflow\n0xB0 + 1 = 177\n-7 ^ 2 = -49\n68 % 0 = error: division by zero\n77 / 9 + 37 - 41 = 4\n2 ^ 2 ^ 3 '
            b'= 256\n-30 / 5 = -6\n52 / (1 * 0) = error: division by zero\n0 ^ 0 = 1\n44 % -9 = 8\n9223372036854775808 '
            b'- 2 = error: overflow\n0xfA = 250\n-5012413019089425980 * 7 = error: overflow\n5 * -(-6) = 30\n67 - 11 -'
            b' 8 = 48\n(-2) ^ 64 = error: overflow\n2 ^ 2 + 35 / 10 = 7\n43 / 4 + 67 - 47 / 2 = 54\n9 ^ 0 + 28 * 6 - 7'
            b' ^ 0 * 4 = 165\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'98\n4 ^ 1 * 4 + 96 + (95) * 7\n8 ^ 1 / 11 + (34) * 12 - (11 - 78) * 2\n75 + 51 * 12\n9 % 0\n',
  'stdout': b'98\n777\n542\n687\nerror: division by zero\n'}]
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
