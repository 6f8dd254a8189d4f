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
  'stdin': b'-90 / 3\n7 * 4611686018427387904\n0 ^ 0\n(-2) ^ 64\n7 * -(-9)\n2 ^ -3\n6 + 7 x\n1 + * 2\n-54838395389872'
           b'48853 * 4\n0x\n# queue parser\n-(-9223372036854775807 - 1)\n78 - 19 + 15\n-51 % 7\n-7 ^ 2\n13 / (9 * 0)'
           b'\n- -50\n11 / 10\n78 - 1 - 15\n9 & 1\n(-9223372036854775807 - 1) / -1\n1 ^ 99546034348908366\n2 ^ (2 - '
           b'5) + 1\n   # 4 + 4\n86977068381962000255 + 1\n',
  'stdout': b'-30\nerror: overflow\n1\nerror: overflow\n63\nerror: negative exponent\nerror: syntax\nerror: syntax\ner'
            b'ror: overflow\nerror: syntax\nerror: overflow\n74\n-2\n-49\nerror: division by zero\n50\n1\n62\nerror:'
            b' syntax\nerror: overflow\n1\nerror: negative exponent\nerror: overflow\n'},
 {'args': ['-v', 'checks.txt', 'missing.txt', 'checks-extra.txt'],
  'files': {'checks-extra.txt': b'56 * 7\n2 ^ 3\n(4 ^ 0 + 6 ^ 2 - 87 / 8) * 8 + 66\n',
            'checks.txt': b'8 - -3\n0xcD\n0xFA + 5\n\t(6 *\t3)\n(8 ^ 3) / 6\n((3 + 2)\n0x10000000000000000\n244566968'
                          b'995472879 * 57 * 1024\n\n41\t+\t29\n77 * 8 - (5 ^ 0 + 84 * 5 + 7 ^ 1 * 11)\n2 ^ 2 ^ 3\n29 %'
                          b' 0\n72 35\n   \n64 * 5 + 47 / 10 - (15 / 7 + 85 - (2 ^ 3 / 1))\n(-9223372036854775807 - '
                          b'1) % -1\n0XC2 * 2\n(7 + 8))\n2 ^ 2 ^ 2\n(-2) ^ 63\n53 % -7\n(42 * 1)\n9223372036854775808 -'
                          b' 8\n3037000500 * 3037000500\n20 / 5 + 65 * 9 + (7 ^ 3) * 4\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'8 - -3 = 11\n0xcD = 205\n0xFA + 5 = 255\n(6 *\t3) = 18\n(8 ^ 3) / 6 = 85\n((3 + 2) = error: syntax\n0x1'
            b'0000000000000000 = error: overflow\n244566968995472879 * 57 * 1024 = error: overflow\n41\t+\t29 = 70\n77 '
            b'* 8 - (5 ^ 0 + 84 * 5 + 7 ^ 1 * 11) = 118\n2 ^ 2 ^ 3 = 256\n29 % 0 = error: division by zero\n72 35 = e'
            b'rror: syntax\n64 * 5 + 47 / 10 - (15 / 7 + 85 - (2 ^ 3 / 1)) = 245\n(-9223372036854775807 - 1) % -1 = '
            b'error: overflow\n0XC2 * 2 = 388\n(7 + 8)) = error: syntax\n2 ^ 2 ^ 2 = 16\n(-2) ^ 63 = -9223372036854775'
            b'808\n53 % -7 = 4\n(42 * 1) = 42\n9223372036854775808 - 8 = error: overflow\n3037000500 * 3037000500 = er'
            b'ror: overflow\n20 / 5 + 65 * 9 + (7 ^ 3) * 4 = 1961\n56 * 7 = 392\n2 ^ 3 = 8\n(4 ^ 0 + 6 ^ 2 - 87 / 8) *'
            b' 8 + 66 = 282\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'(96 + 46) + 99 - ((2 ^ 2) * 1 + 2 ^ 0 / 8)\n48 * 8\n54 - 54 * 4\n8 ^ 3 * 3 + 2 - 47 * 9\n5 % 0\n',
  'stdout': b'237\n384\n-162\n1115\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'-15 % 8\n(-2) ^ 63\n-3 ^ 2\n2 ^ 2 ^ 3\n4 * 4611686018427387904\n37 71\n25 * 12 + 47 / 5 - 71\n5 + 3 x\n7'
           b'0 - 14 - 14\n3 * 7 + (26 + 37 - 6 ^ 2) + ((4 ^ 2 + 4 ^ 1) * 12 + 2 ^ 0)\n\n-18 / 5\n2 - -5\n73 % 0\n0x'
           b'eF\n5 & 1\n5 ^ (2 - 5) + 1\n\t(7 *\t3)\n0xB2 + 3\n   # 1 + 5\n   \n16 + 32 * 4\n88 / (4 * 0)\n- -57\n(5 '
           b'+ 7))\n',
  'stdout': b'-7\n-9223372036854775808\n-9\n256\nerror: overflow\nerror: syntax\n238\nerror: syntax\n42\n289\n-3\n7\ne'
            b'rror: division by zero\n239\nerror: syntax\nerror: negative exponent\n21\n181\n144\nerror: division by '
            b'zero\n57\nerror: syntax\n'},
 {'args': ['-v', 'q3.txt', 'missing.txt', 'q3-extra.txt'],
  'files': {'q3-extra.txt': b'4 ^ 3 / 3\n(25 + 5 ^ 1 + 81 * 11) * 4 + 2 ^ 1 - 17\n(2 ^ 2 * 4) * 8\n',
            'q3.txt': b'3 * -(-5)\n0x10000000000000000\n0XD5 * 2\n(-9223372036854775807 - 1) % -1\n0x\n92233720368547'
                      b'75808 - 3\n57 * 3 + 35 + 33 * 10\n70 - 1 + 7\n7\t+\t46\n(-2) ^ 64\n17 % -8\n1 ^ 599317191951'
                      b'58125\n# socket merge\n9 + * 2\n99113801622415633320 + 1\n((3 + 2)\n(-9223372036854775807 - 1'
                      b') / -1\n6278700274875123 * 95 * 1024\n3 ^ 2 ^ 2\n-(-9223372036854775807 - 1)\n-8329697511183'
                      b'594793 * 9\n3037000500 * 3037000500\n92 + (71 * 1 - 83) + 8 ^ 3\n0 ^ 0\n4 ^ -2\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'3 * -(-5) = 15\n0x10000000000000000 = error: overflow\n0XD5 * 2 = 426\n(-9223372036854775807 - 1) % -1 '
            b'= error: overflow\n0x = error: syntax\n9223372036854775808 - 3 = error: overflow\n57 * 3 + 35 + 33 * 10'
            b' = 536\n70 - 1 + 7 = 76\n7\t+\t46 = 53\n(-2) ^ 64 = error: overflow\n17 % -8 = 1\n1 ^ 59931719195158125'
            b' = 1\n9 + * 2 = error: syntax\n99113801622415633320 + 1 = error: overflow\n((3 + 2) = error: syntax\n(-9'
            b'223372036854775807 - 1) / -1 = error: overflow\n6278700274875123 * 95 * 1024 = error: overflow\n3 ^ 2 '
            b'^ 2 = 81\n-(-9223372036854775807 - 1) = error: overflow\n-8329697511183594793 * 9 = error: overflow\n30'
            b'37000500 * 3037000500 = error: overflow\n92 + (71 * 1 - 83) + 8 ^ 3 = 592\n0 ^ 0 = 1\n4 ^ -2 = error: n'
            b'egative exponent\n4 ^ 3 / 3 = 21\n(25 + 5 ^ 1 + 81 * 11) * 4 + 2 ^ 1 - 17 = 3669\n(2 ^ 2 * 4) * 8 = 128'
            b'\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'7 ^ 3 * 7 + 60 / 9 - 4 ^ 2 * 2\n(84 / 12 + (84 * 9 + 3 ^ 0) - 13) + 23 * 2\n((74 - 9 ^ 1) * 7) + 2 ^ 3 * 1'
           b'\n(63)\n2 % 0\n',
  'stdout': b'2375\n797\n463\n63\nerror: division by zero\n'}]
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
