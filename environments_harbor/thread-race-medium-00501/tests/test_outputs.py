import os
import subprocess

import pytest

import tg_guard
import re
import tempfile

PROJ = '/app/fleetfuel'
NAME = 'fleetfuel'
SRC = 'src/fleetfuel.c'
FLAGS = ['-O2', '-g', '-Wall', '-pthread']
TSAN_FLAGS = ['-fsanitize=thread', '-O1', '-g', '-pthread']
THREADS = [1, 3, 4, 8]
STRESS_THREADS = [4, 8]
CASES = {'big': {'moves': True,
         'n': 18953,
         'nkeys': 10,
         'seed': 524755524672,
         'selfmoves': True,
         'tags': ['diesel', 'adblue', 'night', 'manual', 'hgv']},
 'mid': {'moves': True,
         'n': 6191,
         'nkeys': 10,
         'seed': 266659391616,
         'selfmoves': True,
         'tags': ['diesel', 'adblue', 'night', 'manual', 'hgv']}}
EXPECTED = {'big': ['records=18953',
         'total=36322786',
         'depot 0 balance=3288177',
         'depot 1 balance=3425648',
         'depot 2 balance=3559574',
         'depot 3 balance=3300198',
         'depot 4 balance=3362034',
         'depot 5 balance=3438999',
         'depot 6 balance=3343607',
         'depot 7 balance=3346995',
         'depot 8 balance=3102337',
         'depot 9 balance=3228812',
         'watched=3857'],
 'mid': ['records=6191',
         'total=13567451',
         'depot 0 balance=1227982',
         'depot 1 balance=1257316',
         'depot 2 balance=1322892',
         'depot 3 balance=1278231',
         'depot 4 balance=1218633',
         'depot 5 balance=1367763',
         'depot 6 balance=1247611',
         'depot 7 balance=1323637',
         'depot 8 balance=1237469',
         'depot 9 balance=1192956',
         'watched=1249']}
TSAN_TARGET = False
GEN = ('\n'
 'def _mix(state):\n'
 '    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF\n'
 '    z = state\n'
 '    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF\n'
 '    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF\n'
 '    return state, z ^ (z >> 31)\n'
 '\n'
 '\n'
 'class Draw:\n'
 '    def __init__(self, seed):\n'
 '        self.s = seed & 0xFFFFFFFFFFFFFFFF\n'
 '\n'
 '    def below(self, n):\n'
 '        self.s, z = _mix(self.s)\n'
 '        return z % n\n'
 '\n'
 '    def between(self, lo, hi):\n'
 '        return lo + self.below(hi - lo + 1)\n'
 '\n'
 '\n'
 'def make_records(seed, n, nkeys, tags, moves, selfmoves):\n'
 '    """[(kind, a, b, amount, tags)]: entries, moves (kind T, both directions of a pair, self-moves if asked),\n'
 '    a rising run of large amounts (the maximum changes all through the file) and, near the end, a tie for the\n'
 '    largest."""\n'
 '    d = Draw(seed)\n'
 '    recs = []\n'
 '    for i in range(n):\n'
 '        a = d.below(nkeys)\n'
 '        k = d.below(100)\n'
 '        tl = [tags[d.below(len(tags))] for _ in range(d.below(4))]\n'
 '        tg = ",".join(dict.fromkeys(tl)) or "-"\n'
 '        if moves and k < 35:\n'
 '            b = d.below(nkeys)\n'
 '            if b == a and not selfmoves:\n'
 '                b = (a + 1 + d.below(nkeys - 1)) % nkeys\n'
 '            recs.append(("T", a, b, d.between(1, 900), tg))\n'
 '        else:\n'
 '            recs.append(("D", a, a, d.between(1, 5000), tg))\n'
 '    step = max(4, n // 400)\n'
 '    for j, i in enumerate(range(step // 2, n, step)):\n'
 '        r = recs[i]\n'
 '        recs[i] = ("D", r[1], r[1], 6000 + 7 * j + d.below(5), r[4])\n'
 '    top = 6000 + 7 * n + 11\n'
 '    first = n - n // 8 + d.below(n // 16)\n'
 '    for i in (first, first + 1 + d.below(n // 20)):\n'
 '        r = recs[i]\n'
 '        recs[i] = ("D", r[1], r[1], top, r[4])\n'
 '    if moves:\n'
 '        x, y = d.below(nkeys), d.below(nkeys - 1)\n'
 '        y = y + 1 if y >= x else y\n'
 '        recs[1] = ("T", x, y, 17, "-")\n'
 '        recs[2] = ("T", y, x, 23, "-")\n'
 '        if selfmoves:\n'
 '            recs[3] = ("T", x, x, 31, "-")\n'
 '    return recs\n'
 '\n'
 '\n'
 'def records_text(recs):\n'
 '    return "".join(f"{k} {a} {\'-\' if k == \'D\' else b} {x} {t}\\n" for k, a, b, x, t in recs)\n')
SHIM = ('\n'
 '/* TermiGen thread_race stress shim: preloaded into the program under test.\n'
 ' * TG_SHIM_MODE=stress (default): every condition wait returns at once (a spurious wake-up, which POSIX allows)\n'
 ' *   and every thread yields after each mutex unlock;\n'
 ' * TG_SHIM_MODE=tsan: real waits, and the threads other than main() yield after each unlock (the workers then\n'
 ' *   interleave at every synchronisation point, so ThreadSanitizer sees unsynchronised accesses side by side).\n'
 " * In both: strtok keeps one state for the whole process, as the C library's does, and yields per call; the\n"
 ' * threads created are counted into $TG_SHIM_REPORT at exit. */\n'
 '#define _GNU_SOURCE\n'
 '#include <dlfcn.h>\n'
 '#include <fcntl.h>\n'
 '#include <pthread.h>\n'
 '#include <sched.h>\n'
 '#include <stdio.h>\n'
 '#include <stdlib.h>\n'
 '#include <string.h>\n'
 '#include <sys/syscall.h>\n'
 '#include <time.h>\n'
 '#include <unistd.h>\n'
 '\n'
 'static int tg_created, tg_mode = -1;\n'
 'typedef int (*tg_create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);\n'
 'typedef int (*tg_unlock_fn)(pthread_mutex_t *);\n'
 'typedef int (*tg_wait_fn)(pthread_cond_t *, pthread_mutex_t *);\n'
 'typedef int (*tg_timedwait_fn)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);\n'
 '\n'
 'static int tg_tsan_mode(void)\n'
 '{\n'
 '    if (tg_mode < 0) {\n'
 '        const char *m = getenv("TG_SHIM_MODE");\n'
 '        tg_mode = m && strcmp(m, "tsan") == 0;\n'
 '    }\n'
 '    return tg_mode;\n'
 '}\n'
 '\n'
 'static void tg_yield(void)\n'
 '{\n'
 '    if (!tg_tsan_mode() || syscall(SYS_gettid) != getpid())\n'
 '        sched_yield();\n'
 '}\n'
 '\n'
 'int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg)\n'
 '{\n'
 '    static tg_create_fn real;\n'
 '    if (!real)\n'
 '        real = (tg_create_fn)dlsym(RTLD_NEXT, "pthread_create");\n'
 '    __atomic_add_fetch(&tg_created, 1, __ATOMIC_SEQ_CST);\n'
 '    return real(t, a, f, arg);\n'
 '}\n'
 '\n'
 'int pthread_mutex_unlock(pthread_mutex_t *m)\n'
 '{\n'
 '    static tg_unlock_fn real;\n'
 '    int rc;\n'
 '    if (!real)\n'
 '        real = (tg_unlock_fn)dlsym(RTLD_NEXT, "pthread_mutex_unlock");\n'
 '    rc = real(m);\n'
 '    tg_yield();\n'
 '    return rc;\n'
 '}\n'
 '\n'
 'int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m)\n'
 '{\n'
 '    static tg_wait_fn real;\n'
 '    if (tg_tsan_mode()) {\n'
 '        if (!real)\n'
 '            real = (tg_wait_fn)dlsym(RTLD_NEXT, "pthread_cond_wait");\n'
 '        return real(c, m);\n'
 '    }\n'
 '    pthread_mutex_unlock(m);\n'
 '    sched_yield();\n'
 '    pthread_mutex_lock(m);\n'
 '    return 0;\n'
 '}\n'
 '\n'
 'int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *ts)\n'
 '{\n'
 '    static tg_timedwait_fn real;\n'
 '    if (tg_tsan_mode()) {\n'
 '        if (!real)\n'
 '            real = (tg_timedwait_fn)dlsym(RTLD_NEXT, "pthread_cond_timedwait");\n'
 '        return real(c, m, ts);\n'
 '    }\n'
 '    return pthread_cond_wait(c, m);\n'
 '}\n'
 '\n'
 'static char *tg_olds;\n'
 '\n'
 'char *strtok(char *s, const char *delim)\n'
 '{\n'
 '    char *tok;\n'
 '    if (s == NULL)\n'
 '        s = tg_olds;\n'
 '    if (s == NULL)\n'
 '        return NULL;\n'
 '    s += strspn(s, delim);\n'
 "    if (*s == '\\0') {\n"
 '        tg_olds = s;\n'
 '        sched_yield();\n'
 '        return NULL;\n'
 '    }\n'
 '    tok = s;\n'
 '    s = strpbrk(tok, delim);\n'
 '    if (s == NULL) {\n'
 '        tg_olds = tok + strlen(tok);\n'
 '    } else {\n'
 "        *s = '\\0';\n"
 '        tg_olds = s + 1;\n'
 '    }\n'
 '    sched_yield();\n'
 '    return tok;\n'
 '}\n'
 '\n'
 '__attribute__((destructor)) static void tg_report(void)\n'
 '{\n'
 '    const char *p = getenv("TG_SHIM_REPORT");\n'
 '    if (p) {\n'
 '        int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);\n'
 '        if (fd >= 0) {\n'
 '            dprintf(fd, "%d\\n", __atomic_load_n(&tg_created, __ATOMIC_SEQ_CST));\n'
 '            close(fd);\n'
 '        }\n'
 '    }\n'
 '}\n')

GCC, MAKE, NM = "/usr/bin/gcc", "/usr/bin/make", "/usr/bin/nm"
TSAN_OPTIONS = "halt_on_error=1:exitcode=66:detect_deadlocks=1:second_deadlock_stack=1:report_signal_unsafe=0"
RUN_SEC, STRESS_SEC, TSAN_SEC = 10, 20, 60
BANNED = re.compile(r"sanitize|tsan|ld_preload|\b(?:asm|__asm__|fork|vfork|execv\w*|execl\w*|system|popen|dlopen|"
                    r"dlsym|syscall|ptrace|clone)\s*\(", re.I)
_GEN = {}
exec(GEN, _GEN)
_HUNG = []


def _trusted(cmd, **kw):
    """A trusted tool on trusted input (the shim): as root where the tests run as root."""
    if os.geteuid() == 0:
        kw["user"] = 0
    return subprocess.run(cmd, capture_output=True, text=True, timeout=180, **kw)


@pytest.fixture(scope="module")
def cases():
    d = tempfile.mkdtemp(prefix="tg-cases-")
    out = {}
    for name, args in CASES.items():
        path = os.path.join(d, name + ".txt")
        with open(path, "w") as f:
            f.write(_GEN["records_text"](_GEN["make_records"](**args)))
        out[name] = path
    return out


@pytest.fixture(scope="module")
def tree():
    assert os.path.isfile(os.path.join(PROJ, SRC)), f"{PROJ}/{SRC} is missing"
    return tg_guard.give(PROJ)


@pytest.fixture(scope="module")
def binary(tree):
    out = os.path.join(tree, "ci-build")
    p = tg_guard.run([GCC, *FLAGS, "-o", out, SRC], cwd=tree, timeout=120)
    assert p.returncode == 0, f"gcc {' '.join(FLAGS)} {SRC} failed: {p.stderr[-2000:]}"
    return out


@pytest.fixture(scope="module")
def tsan_binary(tree):
    out = os.path.join(tree, "ci-tsan")
    p = tg_guard.run([GCC, *TSAN_FLAGS, "-o", out, SRC], cwd=tree, timeout=180)
    assert p.returncode == 0, f"gcc {' '.join(TSAN_FLAGS)} {SRC} failed: {p.stderr[-2000:]}"
    return out


@pytest.fixture(scope="module")
def shim():
    d = tempfile.mkdtemp(prefix="tg-shim-")
    os.chmod(d, 0o755)
    with open(os.path.join(d, "shim.c"), "w") as f:
        f.write(SHIM)
    so = os.path.join(d, "shim.so")
    p = _trusted([GCC, "-shared", "-fPIC", "-O2", "-o", so, os.path.join(d, "shim.c"), "-ldl"])
    assert p.returncode == 0, p.stderr
    os.chmod(so, 0o755)
    return so


def _run(exe, case, cases, threads, timeout, env=None):
    if _HUNG:
        pytest.fail(f"not run: an earlier run did not finish ({_HUNG[0]})")
    d = tg_guard.scratch("case")
    path = tg_guard.give(cases[case], d)
    e = dict(os.environ, HOME=d)
    e.update(env or {})
    try:
        return tg_guard.run([exe, path, str(threads)], cwd=d, env=e, timeout=timeout), d
    except subprocess.TimeoutExpired:
        _HUNG.append(f"{os.path.basename(exe)} on the {case} file with {threads} threads")
        pytest.fail(f"{threads} threads: no result within {timeout} s (a deadlock or a lost wake-up?)")


def _tsan_env(shim):
    return {"TSAN_OPTIONS": TSAN_OPTIONS, "LD_PRELOAD": shim, "TG_SHIM_MODE": "tsan"}


def _check(p, case, what):
    assert p.returncode == 0, f"{what}: exit status {p.returncode}; stderr: {p.stderr[-1500:]}"
    got = [ln.strip() for ln in p.stdout.splitlines() if ln.strip()]
    want = EXPECTED[case]
    assert len(got) == len(want), f"{what}: {len(got)} report lines, expected {len(want)}: {got[:5]}"
    bad = [(g, w) for g, w in zip(got, want) if g != w]
    assert not bad, f"{what}: wrong lines (got, expected): {bad[:4]}"


def test_source_is_plain_c():
    with open(os.path.join(PROJ, SRC), encoding="utf-8", errors="replace") as f:
        hit = BANNED.findall(f.read())
    assert not hit, f"{SRC} must not tune the sanitizer or start other programs: {hit[:5]}"


@pytest.mark.parametrize("threads", THREADS)
def test_report_on_a_hidden_file(binary, cases, threads):
    p, _ = _run(binary, "big", cases, threads, RUN_SEC)
    _check(p, "big", f"{threads} threads")


@pytest.mark.parametrize("threads", STRESS_THREADS)
def test_report_under_scheduling_stress(binary, cases, shim, threads):
    report = os.path.join(tg_guard.scratch("shim"), "threads-created")
    p, _ = _run(binary, "mid", cases, threads, STRESS_SEC, env={"LD_PRELOAD": shim, "TG_SHIM_REPORT": report})
    _check(p, "mid", f"{threads} threads under the stress harness")
    with open(report) as f:
        created = int(f.read().strip() or 0)
    assert created >= threads, f"asked for {threads} worker threads, the program started {created} threads"


@pytest.mark.parametrize("threads", STRESS_THREADS)
def test_thread_sanitizer_reports_nothing(tsan_binary, cases, shim, threads):
    p, _ = _run(tsan_binary, "mid", cases, threads, TSAN_SEC, env=_tsan_env(shim))
    reports = [ln for ln in p.stderr.splitlines() if "ThreadSanitizer" in ln][:4]
    assert not reports and p.returncode == 0, (f"{threads} threads: ThreadSanitizer: {reports} "
                                               f"(exit {p.returncode})\n{p.stderr[-2500:]}")
    _check(p, "mid", f"the ThreadSanitizer build, {threads} threads")


@pytest.mark.parametrize("on", ["tsan"] if TSAN_TARGET else [])
def test_make_tsan_builds_an_instrumented_binary(tree, cases, shim, on):
    p = tg_guard.run([MAKE, on], cwd=tree, timeout=180)
    assert p.returncode == 0, f"make tsan failed: {(p.stdout + p.stderr)[-2000:]}"
    exe = os.path.join(tree, NAME + "-tsan")
    assert os.path.isfile(exe) and not os.path.islink(exe), f"make tsan did not produce {NAME}-tsan"
    syms = tg_guard.run([NM, exe], timeout=60).stdout
    assert "__tsan_init" in syms, f"{NAME}-tsan is not built with ThreadSanitizer"
    p, _ = _run(exe, "mid", cases, 4, TSAN_SEC, env=_tsan_env(shim))
    assert p.returncode == 0 and "ThreadSanitizer" not in p.stderr, p.stderr[-2000:]
    _check(p, "mid", f"{NAME}-tsan")
