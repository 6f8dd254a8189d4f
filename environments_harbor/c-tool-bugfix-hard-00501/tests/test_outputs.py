import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/qbuf'
TOOL = 'qbuf'
SRC = 'qbuf.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-c', '6'],
  'files': {},
  'name': 'h01',
  'status': 1,
  'stdin': b'push -1255515782175589147 4855\npush -281818095018\npush -1573741035022904948\npush 609 3844\ndump\npush '
           b'234994445357148462\ndump\npop 2\npush -517239091651 2934\npop\npush 5494\ndump\npop\npush -529159481297\n'
           b'pop 2\npush 40787598516 -4323338397085938337\ndump\npop\npush 195\npop 1\npush 460487269134\npop 2\npush'
           b' 9354\npop\npush 3909 3770\npop\npush -704563256565\npeek\npop 2\npush 578830009922 7604\ndump\ndump\nresi'
           b'ze 8\ndump\nresize 4\npush 50x 1e5\npush 18446744073709551616\npop 4\npop 2\npop\npeek\npush-all\npop x\n',
  'stdout': b'-1255515782175589147 4855 -281818095018 -1573741035022904948 609 3844\nfull 234994445357148462\n-12555'
            b'15782175589147 4855 -281818095018 -1573741035022904948 609 3844\n-1255515782175589147\n4855\n-281818095'
            b'018\n-1573741035022904948 609 3844 -517239091651 2934 5494\n-1573741035022904948\n609\n3844\n-51723909165'
            b'1 2934 5494 -529159481297 40787598516 -4323338397085938337\n-517239091651\n2934\n5494\n-529159481297\n407'
            b'87598516\n-4323338397085938337\n195\n195\n460487269134\n9354 3909 3770 -704563256565 578830009922 760'
            b'4\n9354 3909 3770 -704563256565 578830009922 7604\n9354 3909 3770 -704563256565 578830009922 7604\ncann'
            b'ot resize to 4\nbad value 50x\nbad value 1e5\nbad value 18446744073709551616\n9354\n3909\n3770\n-704563'
            b'256565\n578830009922\n7604\nempty\nempty\nunknown command: push-all\nbad count x\nstats pushed=20 poppe'
            b'd=20 dropped=1\n'},
 {'args': ['-o', '-c', '3'],
  'files': {},
  'name': 'h02',
  'status': 1,
  'stdin': b'push 12 4463993872471571476 212752140772\npush -932863241630 -4377564751522641885 709131592178\ndump\np'
           b'op\npush -21671312922\ndump\npop 2\npush 3616 3424\npop\npush 1532\npop 1\npush 5103\npop 2\npush -9596431'
           b'67998\nsize\npop 2\npush 621640292901 1842 7945\npeek\npop 1\npush 698937448936\ndump\nresize 7\ndump\nres'
           b'ize 1\npush 65x abc\npush -9223372036854775809\npop 3\npop 2\npeek\npopall\npop 0\n',
  'stdout': b'dropped 12\ndropped 4463993872471571476\ndropped 212752140772\n-932863241630 -4377564751522641885 70913'
            b'1592178\n-932863241630\n-4377564751522641885 709131592178 -21671312922\n-4377564751522641885\n7091315921'
            b'78\n-21671312922\n3616\n3424\n1532\n2\n5103\n-959643167998\n621640292901\n621640292901\n1842 7945 6989'
            b'37448936\n1842 7945 698937448936\ncannot resize to 1\nbad value 65x\nbad value abc\nbad value -9223372036'
            b'854775809\n1842\n7945\n698937448936\nempty\nempty\nunknown command: popall\nbad count 0\nstats pushed=16'
            b' popped=13 dropped=3\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h03',
  'status': 1,
  'stdin': b'push 852951164096 -5808121919585716991 89\nsize\npop 4\nsize\n',
  'stdout': b'3\n852951164096\n-5808121919585716991\n89\nempty\n0\nstats pushed=3 popped=3 dropped=0\n'},
 {'args': ['-c', '0'], 'files': {}, 'name': 'h04', 'status': 2, 'stdin': b'push 18 89\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '-12'], 'files': {}, 'name': 'h05', 'status': 2, 'stdin': b'push 48 65\nsize\npop\n', 'stdout': b''},
 {'args': ['-c', '3'],
  'files': {},
  'name': 'h06',
  'status': 1,
  'stdin': b'push 636045006938 -779052334698 -1046860548207751803\n# checkpoint\npush 766595914457 -3399242438913263899'
           b'\ndump\npop\npush 924\npop 2\npush 5160\npop 2\npush 8706 299253400488\npop 2\npush 4357\npop\npush 120'
           b'5 -45 237691586640\ndump\nresize 7\ndump\nresize 2\npush 44x 0x1f\npush 99999999999999999999\npop 3\npop'
           b' 4\npeek\nstat\npop x\n',
  'stdout': b'full 766595914457\nfull -3399242438913263899\n636045006938 -779052334698 -1046860548207751803\n63604500'
            b'6938\n-779052334698\n-1046860548207751803\n924\n5160\n8706\n299253400488\n4357\n1205 -45 237691586640\n12'
            b'05 -45 237691586640\ncannot resize to 2\nbad value 44x\nbad value 0x1f\nbad value 99999999999999999999\n1'
            b'205\n-45\n237691586640\nempty\nempty\nunknown command: stat\nbad count x\nstats pushed=11 popped=11 dro'
            b'pped=2\n'},
 {'args': ['-c', '11', '-o'],
  'files': {},
  'name': 'h07',
  'status': 1,
  'stdin': b'push 1046268682723 -1434821964925745213\npush 4598088855506030725 6192\npush -288305645288 1743\n  \npus'
           b'h 8985\ndump\npush 9874\ndump\npush -2480754095464891533 187300615365\npush 1313497048821171798\npush 5721'
           b' 2765\ndump\npop 1\npush -6467760688681499981\n# checkpoint\npop 2\npush -715124511303\npop 2\npush 6063'
           b' 2434\npop 2\npush 5409\npop 1\npush -8752459371038315200 2932884933371092873 9792\npop\npush -54536500792'
           b'4\nsize\npop 2\npush 5026 9697\npop 2\npush -1028135072495\npop\npush 9936\npop\npush 9664 -4938509426866'
           b'617067\nsize\npop 2\npush 2353\npeek\npop 2\npush -1071177590655 1641\nsize\npop 2\npush 2430\ndump\npo'
           b'p\npush -50266291135 2215 -833997932128\npop 2\npush 2964 2532\ndump\nresize 13\ndump\nresize 9\npush 41'
           b'x abc\npush -9223372036854775809\npop 11\npop 3\npeek\npush-all\npop 0\n',
  'stdout': b'1046268682723 -1434821964925745213 4598088855506030725 6192 -288305645288 1743 8985\n1046268682723 -14348'
            b'21964925745213 4598088855506030725 6192 -288305645288 1743 8985 9874\ndropped 1046268682723\ndropped -'
            b'1434821964925745213\n4598088855506030725 6192 -288305645288 1743 8985 9874 -2480754095464891533 187300615'
            b'365 1313497048821171798 5721 2765\n4598088855506030725\n6192\n-288305645288\n1743\n8985\n9874\n-2480754'
            b'095464891533\n187300615365\n1313497048821171798\n11\n5721\n2765\n-6467760688681499981\n-715124511303\n60'
            b'63\n2434\n11\n5409\n-8752459371038315200\n2932884933371092873\n2932884933371092873\n9792\n10\n-5453650079'
            b'24\n5026\n9697 -1028135072495 9936 9664 -4938509426866617067 2353 -1071177590655 1641 2430\n9697\n-10281'
            b'35072495\n9936\n9664 -4938509426866617067 2353 -1071177590655 1641 2430 -50266291135 2215 -83399793212'
            b'8 2964 2532\n9664 -4938509426866617067 2353 -1071177590655 1641 2430 -50266291135 2215 -833997932128 2964'
            b' 2532\ncannot resize to 9\nbad value 41x\nbad value abc\nbad value -9223372036854775809\n9664\n-493850'
            b'9426866617067\n2353\n-1071177590655\n1641\n2430\n-50266291135\n2215\n-833997932128\n2964\n2532\nempty\n'
            b'empty\nunknown command: push-all\nbad count 0\nstats pushed=37 popped=35 dropped=2\n'},
 {'args': ['-c', '6'],
  'files': {},
  'name': 'h08',
  'status': 1,
  'stdin': b'push 1085399444682 -9003564946166052908 -306505926382 9093\nsize\npop 7\nsize\n',
  'stdout': b'4\n1085399444682\n-9003564946166052908\n-306505926382\n9093\nempty\n0\nstats pushed=4 popped=4 dropped='
            b'0\n'},
 {'args': ['-c', '0', '-o'],
  'files': {},
  'name': 'h09',
  'status': 2,
  'stdin': b'push 95 56\nsize\npop\n',
  'stdout': b''},
 {'args': ['-c', '-12', '-o'],
  'files': {},
  'name': 'h10',
  'status': 2,
  'stdin': b'push 30 49\nsize\npop\n',
  'stdout': b''}]
SANITIZE = True
REGRESSION = {'shipped': ['01-stdin'],
 'source': '/* qbuf: a bounded FIFO queue of 64-bit integers driven by commands (see README.md). */\n'
           '#define _POSIX_C_SOURCE 200809L\n'
           '#include <errno.h>\n'
           '#include <stdio.h>\n'
           '#include <stdlib.h>\n'
           '#include <string.h>\n'
           '\n'
           '#define MAX_CAP 1000000\n'
           '\n'
           'struct ring {\n'
           '    long long *buf;\n'
           '    long cap, head, count; /* head: the slot of the oldest value */\n'
           '};\n'
           '\n'
           'static long long pushed, popped, dropped;\n'
           'static int errors;\n'
           '\n'
           '/* The slot of the i-th oldest value. */\n'
           'static long slot(const struct ring *r, long i)\n'
           '{\n'
           '    return (r->head + i) % r->cap;\n'
           '}\n'
           '\n'
           'static void push(struct ring *r, long long v, int overwrite)\n'
           '{\n'
           '    if (r->count >= r->cap - 1) {\n'
           '        if (!overwrite) {\n'
           '            printf("full %lld\\n", v);\n'
           '            dropped++;\n'
           '            return;\n'
           '        }\n'
           '        printf("dropped %lld\\n", r->buf[r->head]);\n'
           '        dropped++;\n'
           '        r->head = (r->head + 1) % r->cap;\n'
           '        r->count--;\n'
           '    }\n'
           '    r->buf[slot(r, r->count)] = v;\n'
           '    r->count++;\n'
           '    pushed++;\n'
           '}\n'
           '\n'
           'static int pop(struct ring *r, long long *v)\n'
           '{\n'
           '    if (r->count == 0)\n'
           '        return 0;\n'
           '    *v = r->buf[r->head];\n'
           '    if (++r->head == r->cap)\n'
           '        r->head = 0;\n'
           '    r->count--;\n'
           '    popped++;\n'
           '    return 1;\n'
           '}\n'
           '\n'
           'static int resize(struct ring *r, long n)\n'
           '{\n'
           '    long long *nb;\n'
           '\n'
           '    if (n < r->count || n < 1 || n > MAX_CAP)\n'
           '        return 0;\n'
           '    nb = calloc(n, sizeof *nb);\n'
           '    if (!nb) {\n'
           '        perror("qbuf");\n'
           '        exit(3);\n'
           '    }\n'
           '    for (long i = 0; i < r->count; i++)\n'
           '        nb[i] = r->buf[slot(r, i)];\n'
           '    free(r->buf);\n'
           '    r->buf = nb;\n'
           '    r->cap = n;\n'
           '    r->head = 0;\n'
           '    return 1;\n'
           '}\n'
           '\n'
           'static int parse_value(const char *s, long long *v)\n'
           '{\n'
           '    char *end;\n'
           '\n'
           '    errno = 0;\n'
           '    *v = strtoll(s, &end, 10);\n'
           "    return end != s && *end == '\\0' && errno != ERANGE;\n"
           '}\n'
           '\n'
           'static int parse_long(const char *s, long *v)\n'
           '{\n'
           '    char *end;\n'
           '\n'
           '    errno = 0;\n'
           '    *v = strtol(s, &end, 10);\n'
           "    return end != s && *end == '\\0' && errno != ERANGE;\n"
           '}\n'
           '\n'
           'int main(int argc, char **argv)\n'
           '{\n'
           '    struct ring r = {0};\n'
           '    int overwrite = 0;\n'
           '    long cap = 0;\n'
           '    char *line = NULL;\n'
           '    size_t lcap = 0;\n'
           '\n'
           '    for (int i = 1; i < argc; i++) {\n'
           '        if (strcmp(argv[i], "-o") == 0)\n'
           '            overwrite = 1;\n'
           '        else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc && parse_long(argv[i + 1], &cap))\n'
           '            i++;\n'
           '        else {\n'
           '            cap = 0;\n'
           '            break;\n'
           '        }\n'
           '    }\n'
           '    if (cap < 1 || cap > MAX_CAP) {\n'
           '        fprintf(stderr, "usage: qbuf -c CAP [-o]   (1 <= CAP <= %d)\\n", MAX_CAP);\n'
           '        return 2;\n'
           '    }\n'
           '    r.cap = cap;\n'
           '    r.buf = calloc(cap, sizeof *r.buf);\n'
           '    if (!r.buf) {\n'
           '        perror("qbuf");\n'
           '        return 3;\n'
           '    }\n'
           '    while (getline(&line, &lcap, stdin) != -1) {\n'
           '        char *save, *arg, *cmd;\n'
           '\n'
           '        line[strcspn(line, "\\n")] = \'\\0\';\n'
           '        cmd = strtok_r(line, " \\t", &save);\n'
           "        if (!cmd || cmd[0] == '#')\n"
           '            continue;\n'
           '        arg = strtok_r(NULL, " \\t", &save);\n'
           '        if (strcmp(cmd, "push") == 0) {\n'
           '            for (; arg; arg = strtok_r(NULL, " \\t", &save)) {\n'
           '                long long v;\n'
           '\n'
           '                if (!parse_value(arg, &v)) {\n'
           '                    printf("bad value %s\\n", arg);\n'
           '                    errors++;\n'
           '                    continue;\n'
           '                }\n'
           '                push(&r, v, overwrite);\n'
           '            }\n'
           '        } else if (strcmp(cmd, "pop") == 0) {\n'
           '            long n = 1;\n'
           '            long long v;\n'
           '\n'
           '            if (arg && (!parse_long(arg, &n) || n < 1)) {\n'
           '                printf("bad count %s\\n", arg);\n'
           '                errors++;\n'
           '                continue;\n'
           '            }\n'
           '            for (long k = 0; k < n; k++) {\n'
           '                if (!pop(&r, &v)) {\n'
           '                    printf("empty\\n");\n'
           '                    errors++;\n'
           '                    break;\n'
           '                }\n'
           '                printf("%lld\\n", v);\n'
           '            }\n'
           '        } else if (strcmp(cmd, "peek") == 0) {\n'
           '            if (r.count) {\n'
           '                printf("%lld\\n", r.buf[r.head]);\n'
           '            } else {\n'
           '                printf("empty\\n");\n'
           '                errors++;\n'
           '            }\n'
           '        } else if (strcmp(cmd, "size") == 0) {\n'
           '            printf("%ld\\n", r.count);\n'
           '        } else if (strcmp(cmd, "dump") == 0) {\n'
           '            if (r.count == 0)\n'
           '                printf("(empty)");\n'
           '            for (long i = 0; i < r.count; i++)\n'
           '                printf("%s%lld", i ? " " : "", r.buf[slot(&r, i)]);\n'
           "            putchar('\\n');\n"
           '        } else if (strcmp(cmd, "resize") == 0) {\n'
           '            long n = 0;\n'
           '\n'
           '            if (!arg || !parse_long(arg, &n) || !resize(&r, n)) {\n'
           '                printf("cannot resize to %s\\n", arg ? arg : "");\n'
           '                errors++;\n'
           '            }\n'
           '        } else {\n'
           '            printf("unknown command: %s\\n", cmd);\n'
           '            errors++;\n'
           '        }\n'
           '    }\n'
           '    printf("stats pushed=%lld popped=%lld dropped=%lld\\n", pushed, popped, dropped);\n'
           '    free(line);\n'
           '    free(r.buf);\n'
           '    return errors ? 1 : 0;\n'
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
