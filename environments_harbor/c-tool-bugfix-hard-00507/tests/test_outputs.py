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
  'stdin': b'9 * -(-9)\n10 * 12 - (5 ^ 2)\n7 ^ 1 * 7 + 52 * 9 - 2 ^ 0\n2 ^ 2 ^ 2\n0XC5 * 2\n   # 3 + 1\n1 ^ 97613933040'
           b'84318\n3 * 4611686018427387904\n(9 + 9))\n66903678019485224033 + 1\n\n35 % -4\n\t(5 *\t4)\n91 - 9 + 5\n   '
           b'\n0xaC\n48 35\n-(-9223372036854775807 - 1)\n# commit review\n3 ^ (2 - 5) + 1\n2 & 1\n85 * 5\n(8 ^ 2 * 12'
           b') / 6 + (75 * 5 + (25 * 11 + 3 ^ 3) * 7 - 6 ^ 2)\n54 * 6 - 91\n2 ^ 2 ^ 2\n',
  'stdout': b'81\n95\n516\n16\n394\n1\nerror: overflow\nerror: syntax\nerror: overflow\n3\n20\n87\n172\nerror: synt'
            b'ax\nerror: overflow\nerror: negative exponent\nerror: syntax\n425\n2581\n233\n16\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'37 * 9 + 85 - (47 - 3 ^ 0 * 4)\n69 * 9 + 69 / 9 + 3 ^ 2\n68 / 10 - (58 - 8 ^ 3)\n',
            'sums.txt': b'- -41\n-34 % 4\n83 / (8 * 0)\n0x10000000000000000\n5 + * 2\n0x\n(-2) ^ 64\n5 ^ 0 * 4 + (90)'
                        b' * 8 - (9 ^ 1 + 58 / 3) * 7\n91 - 1 - 13\n659759224683994065 * 8 * 1024\n8 - -1\n3 + 6 x\n(-9'
                        b'223372036854775807 - 1) % -1\n0 ^ 0\n81 % 0\n-11 / 7\n9223372036854775808 - 9\n0xF9 + 5\n3'
                        b'037000500 * 3037000500\n(-2) ^ 63\n((2 + 2)\n-7 ^ 2\n7 ^ -2\n7\t+\t57\n-6106137522742548814 '
                        b'* 7\n(-9223372036854775807 - 1) / -1\n'},
  'name': 'h02',
  'status': 2,
  'stdin': None,
  'stdout': b'- -41 = 41\n-34 % 4 = -2\n83 / (8 * 0) = error: division by zero\n0x10000000000000000 = error: overflow'
            b'\n5 + * 2 = error: syntax\n0x = error: syntax\n(-2) ^ 64 = error: overflow\n5 ^ 0 * 4 + (90) * 8 - (9 ^ '
            b'1 + 58 / 3) * 7 = 528\n91 - 1 - 13 = 77\n659759224683994065 * 8 * 1024 = error: overflow\n8 - -1 = 9\n3 '
            b'+ 6 x = error: syntax\n(-9223372036854775807 - 1) % -1 = error: overflow\n0 ^ 0 = 1\n81 % 0 = error: di'
            b'vision by zero\n-11 / 7 = -1\n9223372036854775808 - 9 = error: overflow\n0xF9 + 5 = 254\n3037000500 * 30'
            b'37000500 = error: overflow\n(-2) ^ 63 = -9223372036854775808\n((2 + 2) = error: syntax\n-7 ^ 2 = -49\n7 '
            b'^ -2 = error: negative exponent\n7\t+\t57 = 64\n-6106137522742548814 * 7 = error: overflow\n(-92233720368'
            b'54775807 - 1) / -1 = error: overflow\n37 * 9 + 85 - (47 - 3 ^ 0 * 4) = 375\n69 * 9 + 69 / 9 + 3 ^ 2 = '
            b'637\n68 / 10 - (58 - 8 ^ 3) = 460\n'},
 {'args': [],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'9 * 4 + 51 + 14 / 7\n(9 ^ 0) + ((4 ^ 1) * 8) / 3\n44 / 3\n47 / 11 + 95 * 12\n9 % 0\n',
  'stdout': b'89\n11\n14\n1144\nerror: division by zero\n'},
 {'args': [],
  'files': {},
  'name': 'h04',
  'status': 1,
  'stdin': b'10600488728110593791 + 1\n   # 8 + 4\n3 & 1\n99 / 6 + (42 * 4 + 14 * 8 + 21)\n12 % 0\n(-2) ^ 64\n(-2) ^ 63'
           b'\n((2 + 2)\n\t(9 *\t5)\n(-9223372036854775807 - 1) % -1\n31\t+\t77\n6 * 4611686018427387904\n(-92233720368'
           b'54775807 - 1) / -1\n5 + * 2\n-(-9223372036854775807 - 1)\n0x10000000000000000\n69 - 14 - 1\n# driver batc'
           b'h\n0x\n3915871046290983130 * 30 * 1024\n- -62\n12 * 8\n5 59\n69 - 5 + 9\n2 ^ 2 ^ 3\n',
  'stdout': b'error: overflow\nerror: syntax\n317\nerror: division by zero\nerror: overflow\n-9223372036854775808\ne'
            b'rror: syntax\n45\nerror: overflow\n108\nerror: overflow\nerror: overflow\nerror: syntax\nerror: overflo'
            b'w\nerror: overflow\n54\nerror: syntax\nerror: overflow\n62\n96\nerror: syntax\n73\n256\n'},
 {'args': ['-v', 'sums.txt', 'missing.txt', 'sums-extra.txt'],
  'files': {'sums-extra.txt': b'74 * 11\n(43 / 6) * 7 - 96 * 7\n(3 ^ 1 * 1 + 7 ^ 3 * 6) * 6 + (7 ^ 2 / 11) * 7 + (7 ^ '
                              b'0 * 11)\n',
            'sums.txt': b'54 / (4 * 0)\n4 - -9\n9223372036854775808 - 4\n-2 ^ 2\n0XC4 * 2\n-18 / 7\n1 + 1 x\n4 ^ (1 -'
                        b' 5) + 1\n0xcF\n\n-5919301524191106110 * 7\n4 ^ -1\n   \n((56 * 10 - 8 ^ 0 * 7) / 1 + 41 / '
                        b'10) / 12 + ((36 * 4) * 2) * 12 - 5 ^ 1 * 8\n89 % -8\n73 - 3 ^ 0 * 1\n3037000500 * 303700050'
                        b'0\n1 ^ 61394410982483883\n-87 % 8\n0xFC + 9\n0 ^ 0\n6 * -(-9)\n2 ^ 3 ^ 2\n(3 + 7))\n7 ^ 0 / '
                        b'4 + (33 * 10 + 25 + 60 * 5) - 81 * 6\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b'54 / (4 * 0) = error: division by zero\n4 - -9 = 13\n9223372036854775808 - 4 = error: overflow\n-2 ^ 2 '
            b'= -4\n0XC4 * 2 = 392\n-18 / 7 = -2\n1 + 1 x = error: syntax\n4 ^ (1 - 5) + 1 = error: negative exponent\n'
            b'0xcF = 207\n-5919301524191106110 * 7 = error: overflow\n4 ^ -1 = error: negative exponent\n((56 * 10 - '
            b'8 ^ 0 * 7) / 1 + 41 / 10) / 12 + ((36 * 4) * 2) * 12 - 5 ^ 1 * 8 = 3462\n89 % -8 = 1\n73 - 3 ^ 0 * 1 ='
            b' 72\n3037000500 * 3037000500 = error: overflow\n1 ^ 61394410982483883 = 1\n-87 % 8 = -7\n0xFC + 9 = 261\n'
            b'0 ^ 0 = 1\n6 * -(-9) = 54\n2 ^ 3 ^ 2 = 512\n(3 + 7)) = error: syntax\n7 ^ 0 / 4 + (33 * 10 + 25 + 60 * 5'
            b') - 81 * 6 = 169\n74 * 11 = 814\n(43 / 6) * 7 - 96 * 7 = -623\n(3 ^ 1 * 1 + 7 ^ 3 * 6) * 6 + (7 ^ 2 / 1'
            b'1) * 7 + (7 ^ 0 * 11) = 12405\n'},
 {'args': [],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'76 * 6\n(9) * 4 + 80\n86 * 3\n((1)) / 6\n3 % 0\n',
  'stdout': b'456\n116\n258\n0\nerror: division by zero\n'}]
SANITIZE = True
REGRESSION = {'shipped': ['01-budget'],
 'source': '/* evalint: evaluate integer expressions, one per line (see README.md). */\n'
           '#define _POSIX_C_SOURCE 200809L\n'
           '#include <ctype.h>\n'
           '#include <limits.h>\n'
           '#include <stdio.h>\n'
           '#include <stdlib.h>\n'
           '#include <string.h>\n'
           '\n'
           'enum { OK, E_SYNTAX, E_DIVZERO, E_OVERFLOW, E_NEGEXP };\n'
           'static const char *const reasons[] = {"", "syntax", "division by zero", "overflow", "negative exponent"};\n'
           '\n'
           'static const char *p; /* the cursor */\n'
           'static int err;       /* the first error of the line */\n'
           'static int verbose;\n'
           '\n'
           'static long long parse_expr(void);\n'
           'static long long parse_unary(void);\n'
           '\n'
           'static long long fail(int e)\n'
           '{\n'
           '    if (!err)\n'
           '        err = e;\n'
           '    return 0;\n'
           '}\n'
           '\n'
           'static void skip_space(void)\n'
           '{\n'
           "    while (*p == ' ')\n"
           '        p++;\n'
           '}\n'
           '\n'
           'static long long parse_number(void)\n'
           '{\n'
           '    long long v = 0;\n'
           '    int base = 10, digits = 0;\n'
           '\n'
           "    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {\n"
           '        base = 16;\n'
           '        p += 2;\n'
           '    }\n'
           '    for (;;) {\n'
           '        int d;\n'
           '\n'
           '        if (isdigit((unsigned char)*p))\n'
           "            d = *p - '0';\n"
           '        else if (base == 16 && isxdigit((unsigned char)*p))\n'
           "            d = tolower((unsigned char)*p) - 'a' + 10;\n"
           '        else\n'
           '            break;\n'
           '        if (v > (LLONG_MAX - d) / base)\n'
           '            return fail(E_OVERFLOW);\n'
           '        v = v * base + d;\n'
           '        digits++;\n'
           '        p++;\n'
           '    }\n'
           '    if (!digits)\n'
           '        return fail(E_SYNTAX);\n'
           '    return v;\n'
           '}\n'
           '\n'
           'static long long parse_atom(void)\n'
           '{\n'
           '    long long v;\n'
           '\n'
           '    skip_space();\n'
           "    if (*p == '(') {\n"
           '        p++;\n'
           '        v = parse_expr();\n'
           '        skip_space();\n'
           "        if (*p != ')')\n"
           '            return fail(E_SYNTAX);\n'
           '        p++;\n'
           '        return v;\n'
           '    }\n'
           '    if (!isdigit((unsigned char)*p))\n'
           '        return fail(E_SYNTAX);\n'
           '    return parse_number();\n'
           '}\n'
           '\n'
           'static long long ipow(long long b, long long e)\n'
           '{\n'
           '    long long r = 1;\n'
           '\n'
           '    if (e < 0)\n'
           '        return fail(E_NEGEXP);\n'
           '    while (e) {\n'
           '        if ((e & 1) && __builtin_mul_overflow(r, b, &r))\n'
           '            return fail(E_OVERFLOW);\n'
           '        e >>= 1;\n'
           '        if (e && __builtin_mul_overflow(b, b, &b))\n'
           '            return fail(E_OVERFLOW);\n'
           '    }\n'
           '    return r;\n'
           '}\n'
           '\n'
           'static long long parse_power(void)\n'
           '{\n'
           '    long long base = parse_atom(), e;\n'
           '\n'
           '    if (err)\n'
           '        return 0;\n'
           '    skip_space();\n'
           "    if (*p != '^')\n"
           '        return base;\n'
           '    p++;\n'
           '    e = parse_unary();\n'
           '    if (err)\n'
           '        return 0;\n'
           '    return ipow(base, e);\n'
           '}\n'
           '\n'
           'static long long parse_unary(void)\n'
           '{\n'
           '    long long v;\n'
           '\n'
           '    if (err)\n'
           '        return 0;\n'
           '    skip_space();\n'
           "    if (*p == '-') {\n"
           '        p++;\n'
           '        v = parse_unary();\n'
           '        if (v == LLONG_MIN)\n'
           '            return fail(E_OVERFLOW);\n'
           '        return -v;\n'
           '    }\n'
           "    if (*p == '+') {\n"
           '        p++;\n'
           '        return parse_unary();\n'
           '    }\n'
           '    return parse_power();\n'
           '}\n'
           '\n'
           'static long long parse_term(void)\n'
           '{\n'
           '    long long v = parse_unary(), r;\n'
           '\n'
           '    for (;;) {\n'
           '        char op;\n'
           '\n'
           '        skip_space();\n'
           '        op = *p;\n'
           "        if (err || (op != '*' && op != '/' && op != '%'))\n"
           '            return v;\n'
           '        p++;\n'
           '        r = parse_unary();\n'
           '        if (err)\n'
           '            return 0;\n'
           "        if (op == '*') {\n"
           '            if (__builtin_mul_overflow(v, r, &v))\n'
           '                return fail(E_OVERFLOW);\n'
           '            continue;\n'
           '        }\n'
           '        if (r == 0)\n'
           '            return fail(E_DIVZERO);\n'
           '        if (v == LLONG_MIN && r == -1)\n'
           '            return fail(E_OVERFLOW);\n'
           "        v = op == '/' ? v / r : v % r;\n"
           '    }\n'
           '}\n'
           '\n'
           'static long long parse_expr(void)\n'
           '{\n'
           '    long long v = parse_term(), r;\n'
           '\n'
           '    for (;;) {\n'
           '        char op;\n'
           '\n'
           '        skip_space();\n'
           '        op = *p;\n'
           "        if (err || (op != '+' && op != '-'))\n"
           '            return v;\n'
           '        p++;\n'
           '        r = parse_term();\n'
           '        if (err)\n'
           '            return 0;\n'
           "        if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v))\n"
           '            return fail(E_OVERFLOW);\n'
           '    }\n'
           '}\n'
           '\n'
           '/* The line without leading and trailing blanks, in a new string. */\n'
           'static char *trimmed(const char *s)\n'
           '{\n'
           '    size_t n;\n'
           '    char *t;\n'
           '\n'
           "    while (*s == ' ' || *s == '\\t')\n"
           '        s++;\n'
           '    n = strlen(s);\n'
           "    while (n && (s[n - 1] == ' ' || s[n - 1] == '\\t'))\n"
           '        n--;\n'
           '    t = malloc(n + 1);\n'
           '    if (!t) {\n'
           '        perror("evalint");\n'
           '        exit(3);\n'
           '    }\n'
           '    memcpy(t, s, n);\n'
           "    t[n] = '\\0';\n"
           '    return t;\n'
           '}\n'
           '\n'
           'static int eval_stream(FILE *in)\n'
           '{\n'
           '    char *line = NULL;\n'
           '    size_t cap = 0;\n'
           '    int bad = 0;\n'
           '\n'
           '    while (getline(&line, &cap, in) != -1) {\n'
           '        long long v;\n'
           '\n'
           '        line[strcspn(line, "\\r\\n")] = \'\\0\';\n'
           '        p = line;\n'
           '        skip_space();\n'
           "        if (*p == '\\0' || *p == '#')\n"
           '            continue;\n'
           '        err = 0;\n'
           '        v = parse_expr();\n'
           '        skip_space();\n'
           "        if (!err && *p != '\\0')\n"
           '            fail(E_SYNTAX);\n'
           '        if (verbose) {\n'
           '            char *t = trimmed(line);\n'
           '\n'
           '            printf("%s = ", t);\n'
           '            free(t);\n'
           '        }\n'
           '        if (err) {\n'
           '            printf("error: %s\\n", reasons[err]);\n'
           '            bad = 1;\n'
           '        } else {\n'
           '            printf("%lld\\n", v);\n'
           '        }\n'
           '    }\n'
           '    free(line);\n'
           '    return bad;\n'
           '}\n'
           '\n'
           'int main(int argc, char **argv)\n'
           '{\n'
           '    int i = 1, status = 0;\n'
           '\n'
           '    if (i < argc && strcmp(argv[i], "-v") == 0) {\n'
           '        verbose = 1;\n'
           '        i++;\n'
           '    }\n'
           '    if (i >= argc)\n'
           '        return eval_stream(stdin);\n'
           '    for (; i < argc; i++) {\n'
           '        FILE *in = fopen(argv[i], "r");\n'
           '\n'
           '        if (!in) {\n'
           '            fprintf(stderr, "evalint: cannot open %s\\n", argv[i]);\n'
           '            status = 2;\n'
           '            continue;\n'
           '        }\n'
           '        if (eval_stream(in) && status == 0)\n'
           '            status = 1;\n'
           '        fclose(in);\n'
           '    }\n'
           '    return status;\n'
           '}\n'}

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
