"""The small C programs of c_tool_bugfix (not a family): each a single-file tool with a README (the spec), a C
template with one `@@slot@@` per bug, a pool of realistic bugs, an exact Python model of the correct program (the
generator's ground truth) and case generators that put a chosen set of bug triggers into the inputs.

A bug is a `kit.Bug` (right / broken / wrong repairs of its slot) plus what the family needs around it: its kind
(`logic`: the output is wrong; `memory`: only AddressSanitizer/LeakSanitizer/valgrind see it; `build`: the project
does not compile with its own flags), the symptom a user would report, and the skill it exercises.
Programs are written so that every broken or wrong variant except the build bugs compiles warning-free under
`-std=c11 -Wall -Wextra -Werror` (tests/families/test_software_c_tool_bugfix.py compiles them all).
"""

from __future__ import annotations

import random
import re
import shlex
from dataclasses import dataclass, field
from typing import Callable

from termigen.families.kit import Bug

Case = dict  # {"args": [str], "stdin": bytes | None, "files": {name: bytes}}


@dataclass(frozen=True)
class CBug:
    bug: Bug
    kind: str  # logic | memory | build
    symptom: str = ""

    @property
    def name(self) -> str:
        return self.bug.name


def B(name: str, kind: str, right: str, broken: str, symptom: str = "", wrong: dict | None = None,
      skill: str = "") -> CBug:
    return CBug(Bug(name, right=right, broken=broken, wrong=wrong or {}, skill=skill), kind, symptom)


@dataclass(frozen=True)
class Program:
    key: str
    what: str  # "field extractor for delimited text"
    names: tuple[str, ...]
    readme: str
    template: str
    bugs: tuple[CBug, ...]
    model: Callable[[Case], tuple[bytes, int]]
    cases: Callable[[random.Random, set, bool], list[Case]]  # (rng, triggers, hidden) -> cases
    usage: tuple[str, ...] = ()  # how the ticket's users run it ("{tool}" = the tool's name)
    leaks: dict = field(default_factory=dict)  # bug -> bugs its visible trigger cannot help showing too

    def bug(self, name: str) -> CBug:
        return next(b for b in self.bugs if b.name == name)

    def by_kind(self, kind: str) -> list[CBug]:
        return [b for b in self.bugs if b.kind == kind]


FEATURE_MACRO = B(
    "feature_macro", "build", right="#define _POSIX_C_SOURCE 200809L", broken="",
    symptom="the project no longer builds with the flags in its Makefile (`-std=c11 ... -Werror`)",
    skill="feature-test macros (_POSIX_C_SOURCE) under -std=c11")


def _lines(data: bytes) -> list[bytes]:
    """getline's view of a stream: lines without their `\\n`; a last line without one still counts."""
    if not data:
        return []
    parts = data.split(b"\n")
    if data.endswith(b"\n"):
        parts.pop()
    return parts


def _streams(rest: list[str], case: Case):
    """(data or None when it cannot be opened) per FILE argument; stdin once for `-` or no FILE."""
    if not rest:
        return [case.get("stdin") or b""]
    out, used = [], False
    for name in rest:
        if name == "-":
            out.append(b"" if used else (case.get("stdin") or b""))
            used = True
        else:
            out.append(case["files"].get(name))
    return out


WORDS = ("alpha beta gamma delta ledger invoice pallet route depot sensor batch queue worker retry cache shard "
         "replica backup deploy release build merge branch commit review patch kernel driver socket buffer stream "
         "parser token north south harbour mill orchard copper amber willow falcon cedar maple quartz").split()
NAMES = ("Ada Bruno Chidi Dora Emil Fatima Gus Hana Ivo Jana Kofi Lena Mateo Nia Oskar Priya Quinn Rosa").split()
SURNAMES = ("Moreno Nakamura Okoro Petrov Quist Rahman Silva Tanaka Ueda Varga Weber Yilmaz Zhou").split()


# =================================================================================================================
# fieldcut: select fields of delimited text
# =================================================================================================================

FIELDCUT_README = r"""# @TOOL@

`@TOOL@ [-d C] [-s] -f LIST [FILE...]` prints selected fields of each input line. Options come before the FILEs.

## Input
Each FILE in turn; `-` or no FILE at all means standard input. A line ends with `\n`; a `\r` just before the `\n`
is not part of the line (files with CRLF line endings); a last line without `\n` is still a line. Lines can be of
any length and have any number of fields.

## Fields
A line is split at the delimiter C: `-d` takes one character, or the two characters `\t` for a tab; the default
is `,`. A field that starts with `"` is quoted: up to its closing quote, the delimiter does not split it, and `""`
inside it stands for one quote character. A field keeps its text exactly as written (quotes included).

## LIST
`-f LIST`: items separated by commas, each one of
- `N`: field N (fields are numbered from 1);
- `N-M`: fields N to M (N <= M);
- `N-`: field N to the last field of the line;
- `-M`: fields 1 to M.

The selected fields are printed in LIST order (items may repeat fields), separated by the delimiter, one output
line (ending in `\n`) per input line. A selected field that the line does not have is printed as an empty field:
its delimiter is still printed, so output columns never shift. `N-` on a line with fewer than N fields selects
nothing.

`-s`: lines with only one field (no delimiter outside quotes) are not printed at all.

## Exit status
- 0: success;
- 1: a FILE could not be opened: a message on stderr; the other files are still processed;
- 2: invalid usage or an invalid LIST (a field number below 1, a range whose end is below its start, something
  that is not a number): a message on stderr and no output.
"""

FIELDCUT_C = r"""/* @TOOL@: print selected fields of delimited text (see README.md). */
@@feature_macro@@
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 64

struct item {
    long lo, hi; /* hi < 0: up to the last field of the line */
};

static struct item items[MAX_ITEMS];
static int nitems;
static char delim = ',';
static int only_delimited;

static void usage(void)
{
    fprintf(stderr, "usage: @TOOL@ [-d C] [-s] -f LIST [FILE...]\n");
    exit(2);
}

static int parse_list(const char *s)
{
    char *end;

    while (*s) {
        long lo = 1, hi;

        if (*s != '-') {
            lo = strtol(s, &end, 10);
            if (end == s || @@list_zero@@)
                return -1;
            s = end;
        }
        if (*s == '-') {
            s++;
            if (*s == ',' || *s == '\0') {
                hi = -1;
            } else {
                hi = strtol(s, &end, 10);
                if (end == s@@reversed_range@@)
                    return -1;
                s = end;
            }
        } else {
            hi = lo;
        }
        if (nitems == MAX_ITEMS)
            return -1;
        items[nitems].lo = lo;
        items[nitems].hi = hi;
        nitems++;
        if (*s == ',')
            s++;
        else if (*s)
            return -1;
    }
    return nitems > 0 ? 0 : -1;
}

/* Splits `line` in place at the delimiter; returns the number of fields (at least 1). */
static int split(char *line, char ***fieldsp, size_t *capp)
{
    char **f = *fieldsp;
    size_t cap = *capp;
    int n = 0;
    char *p = line;

    for (;;) {
        if (@@fields_grow@@) {
            cap *= 2;
            f = realloc(f, cap * sizeof *f);
            if (!f) {
                perror("@TOOL@");
                exit(3);
            }
        }
        f[n++] = p;
@@quotes@@
        while (*p && *p != delim)
            p++;
        if (!*p)
            break;
        *p++ = '\0';
    }
    *fieldsp = f;
    *capp = cap;
    return n;
}

static void emit(char **f, int nf)
{
    int first = 1;

    for (int i = 0; i < nitems; i++) {
        long hi = items[i].hi < 0 ? @@open_range@@ : items[i].hi;

        for (long k = items[i].lo; k <= hi; k++) {
@@missing@@
            if (!first)
                putchar(delim);
            first = 0;
            if (@@last_field@@)
                fputs(f[k - 1], stdout);
        }
    }
    putchar('\n');
}

static void cut_stream(FILE *in)
{
    char *line = NULL;
    size_t cap = 0, fcap = 8;
    char **fields = malloc(fcap * sizeof *fields);
    ssize_t len;

    if (!fields) {
        perror("@TOOL@");
        exit(3);
    }
    while ((len = getline(&line, &cap, in)) != -1) {
        int nf;

        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';
@@crlf@@
        nf = split(line, &fields, &fcap);
        if (only_delimited && @@only_delim@@)
            continue;
        emit(fields, nf);
    }
@@line_leak@@
    free(fields);
}

int main(int argc, char **argv)
{
    int i, status = 0;
    const char *list = NULL;

    for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        switch (argv[i][1]) {
        case 'd':
            if (++i >= argc)
                usage();
@@tab_delim@@
            break;
        case 's':
            only_delimited = 1;
@@fallthrough@@
        case 'f':
            if (++i >= argc)
                usage();
            list = argv[i];
            break;
        default:
            usage();
        }
    }
    if (!list || parse_list(list) != 0) {
        fprintf(stderr, "@TOOL@: invalid field list\n");
        return 2;
    }
    if (i >= argc) {
        cut_stream(stdin);
        return 0;
    }
    for (; i < argc; i++) {
        FILE *in = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "r");

        if (!in) {
            fprintf(stderr, "@TOOL@: cannot open %s\n", argv[i]);
@@open_error@@
        }
        cut_stream(in);
        if (in != stdin)
            fclose(in);
    }
    return status;
}
"""

FIELDCUT_BUGS = (
    FEATURE_MACRO,
    B("fallthrough", "build", right="            break;", broken="",
      wrong={"annotated": "            /* fall through */"},
      symptom="the build fails with `this statement may fall through` since the Makefile turned on `-Werror`",
      skill="switch fall-through (-Wimplicit-fallthrough)"),
    B("quotes", "logic", broken="", right=r"""        if (*p == '"') { /* quoted: the delimiter does not split it, "" is a quote */
            p++;
            while (*p) {
                if (*p == '"') {
                    if (p[1] != '"')
                        break;
                    p++;
                }
                p++;
            }
            if (*p)
                p++;
        }""", wrong={"no_escaped_quotes": r"""        if (*p == '"') {
            p++;
            while (*p && *p != '"')
                p++;
            if (*p)
                p++;
        }"""},
      symptom="quoted fields that contain the delimiter (`\"Okoro, Ada\"`) are split in two, so every column after "
              "them shifts", skill="quoted-field state machine"),
    B("crlf", "logic", right="        if (len > 0 && line[len - 1] == '\\r')\n            line[--len] = '\\0';",
      broken="", symptom="on files with Windows line endings the last field of every line ends in a stray carriage "
                         "return", skill="CRLF line endings"),
    B("tab_delim", "logic", right=r"""            if (strcmp(argv[i], "\\t") == 0)
                delim = '\t';
            else if (strlen(argv[i]) == 1)
                delim = argv[i][0];
            else
                usage();""", broken="            delim = argv[i][0];",
      symptom="`-d '\\t'` does not split tab-separated files at all", skill="option parsing (escape for tab)"),
    B("open_range", "logic", right="nf", broken="nf - 1",
      symptom="open ranges such as `-f 3-` stop one field before the end of the line", skill="off-by-one (range end)"),
    B("last_field", "logic", right="k <= nf", broken="k < nf",
      symptom="asking for the last field of a line (say `-f 5` on five-field lines) prints an empty column",
      skill="off-by-one (1-based index)"),
    B("missing", "logic", right="", broken="            if (k > nf)\n                break;",
      symptom="on short lines the fields the line does not have are dropped instead of printed empty, so the output "
              "columns shift", skill="ragged rows"),
    B("only_delim", "logic", right="nf == 1", broken="!strchr(line, delim)",
      wrong={"keeps_strchr": "nf == 1 && !strchr(line, delim)"},
      symptom="`-s` prints nothing at all, even for lines that do contain the delimiter",
      skill="in-place tokenising destroys the line"),
    B("open_error", "logic", right="            status = 1;\n            continue;", broken="            continue;",
      wrong={"stops": "            return 1;"},
      symptom="when one of several FILEs is missing the exit status is still 0, so the nightly job never notices",
      skill="error path / exit status"),
    B("list_zero", "logic", right="lo < 1", broken="lo < 0",
      symptom="`-f 0` is accepted (and prints garbage or crashes) instead of being rejected as an invalid list",
      skill="input validation (1-based)"),
    B("reversed_range", "logic", right=" || hi < lo", broken="",
      symptom="a reversed range such as `-f 5-2` is accepted and prints empty lines instead of being rejected",
      skill="input validation (ranges)"),
    B("fields_grow", "memory", right="(size_t)n == cap", broken="(size_t)n > cap",
      skill="heap buffer overflow by one element (ASan)"),
    B("line_leak", "memory", right="    free(line);", broken="", skill="memory leak (LeakSanitizer)"),
)


def _fc_list(s: str):
    """parse_list of the correct program, for the lists this family writes (digits, '-', ',')."""
    items = []
    for it in s.split(","):
        m = re.fullmatch(r"(\d*)(-?)(\d*)", it)
        if not m or it == "" or (m.group(1) == "" and m.group(2) == ""):
            return None
        lo = int(m.group(1)) if m.group(1) else 1
        if m.group(1) and lo < 1:
            return None
        if m.group(2):
            if m.group(3):
                hi = int(m.group(3))
                if hi < lo:
                    return None
            else:
                hi = -1
        else:
            if m.group(3):
                return None
            hi = lo
        items.append((lo, hi))
    return items or None


def _fc_split(line: bytes, d: int) -> list[bytes]:
    fields, p, n = [], 0, len(line)
    while True:
        start = p
        if p < n and line[p] == 0x22:
            p += 1
            while p < n:
                if line[p] == 0x22:
                    if p + 1 >= n or line[p + 1] != 0x22:
                        break
                    p += 1
                p += 1
            if p < n:
                p += 1
        while p < n and line[p] != d:
            p += 1
        fields.append(line[start:p])
        if p >= n:
            return fields
        p += 1


def fieldcut_model(case: Case) -> tuple[bytes, int]:
    args, i = case["args"], 0
    delim, only, lst = b",", False, None
    while i < len(args) and args[i].startswith("-") and len(args[i]) > 1:
        o = args[i][1]
        if o == "d":
            i += 1
            if i >= len(args):
                return b"", 2
            v = args[i].encode()
            if v == b"\\t":
                delim = b"\t"
            elif len(v) == 1:
                delim = v
            else:
                return b"", 2
        elif o == "s":
            only = True
        elif o == "f":
            i += 1
            if i >= len(args):
                return b"", 2
            lst = args[i]
        else:
            return b"", 2
        i += 1
    items = _fc_list(lst) if lst is not None else None
    if items is None:
        return b"", 2
    out, status = [], 0
    for data in _streams(args[i:], case):
        if data is None:
            status = 1
            continue
        for line in _lines(data):
            if line.endswith(b"\r"):
                line = line[:-1]
            f = _fc_split(line, delim[0])
            if only and len(f) == 1:
                continue
            sel = []
            for lo, hi in items:
                for k in range(lo, (len(f) if hi < 0 else hi) + 1):
                    sel.append(f[k - 1] if k <= len(f) else b"")
            out.append(delim.join(sel) + b"\n")
    return b"".join(out), status


def _fc_value(rng, T, d: bytes, quoted_ok: bool) -> bytes:
    r = rng.random()
    if "quotes" in T and quoted_ok and r < 0.22:
        inner = f"{rng.choice(SURNAMES)}{d.decode()} {rng.choice(NAMES)}"
        if rng.random() < 0.5:
            inner = f'{rng.choice(WORDS)} ""{rng.choice(WORDS)}""{d.decode()} {rng.choice(WORDS)}'
        return f'"{inner}"'.encode()
    if r < 0.45:
        return str(rng.randint(0, 99999)).encode()
    if r < 0.55:
        return f"{rng.randint(1, 999)}.{rng.randint(0, 99):02d}".encode()
    if r < 0.6:
        return b""
    return rng.choice(WORDS).encode()


def _fc_data(rng, T, d: bytes, nf_range: tuple[int, int], rows: int, wide: bool, eol: bytes,
             quoted_only_line: bool = False, plain_lines: int = 0) -> bytes:
    lines = []
    for r in range(rows):
        nf = rng.randint(*nf_range)
        if wide and r % 4 == 1:
            nf = rng.randint(10, 19)
        vals = [_fc_value(rng, T, d, True) for _ in range(nf)]
        if "quotes" in T and r == 1:  # always one field with an escaped quote before a delimiter inside quotes
            vals[min(1, nf - 1)] = f'"{rng.choice(WORDS)} ""{rng.choice(WORDS)}""{d.decode()} {rng.choice(NAMES)}"'.encode()
        lines.append(d.join(vals))
    for _ in range(plain_lines):  # lines without any delimiter
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(WORDS).encode() + b" " + rng.choice(WORDS).encode())
    if quoted_only_line:  # the delimiter only inside quotes: one field
        lines.insert(rng.randrange(1, len(lines) + 1), f'"{rng.choice(NAMES)}{d.decode()} {rng.choice(SURNAMES)}"'.encode())
    data = eol.join(lines)
    return data + eol if rng.random() < 0.8 else data


def _fc_listspec(rng, T, lo: int, hi: int) -> str:
    """A LIST for lines of lo..hi fields that triggers what T asks for and, as far as it can, nothing else."""
    safe = lo - 1  # fields every line has, never a line's last
    a = rng.randint(1, safe - 1)
    items = [str(rng.randint(1, safe)), f"{a}-{rng.randint(a + 1, safe)}"]
    if "open_range" in T:
        items.append(f"{rng.randint(2, lo)}-")
    if "last_field" in T or "crlf" in T:
        items.append(str(rng.randint(lo, hi) if "missing" in T else lo))
    if "missing" in T:
        items.append(str(hi + rng.randint(1, 3)))
        if "last_field" in T:
            items.append(f"{rng.randint(2, lo)}-{hi + 1}")
    if rng.random() < 0.5:
        items.append(f"-{rng.randint(1, safe)}")
    rng.shuffle(items)
    return ",".join(items)


def fieldcut_cases(rng, T: set, hidden: bool) -> list[Case]:
    cases = []
    stem = rng.choice(["orders", "ledger", "export", "stock", "people", "routes"])
    # 1: a CSV (or ;-separated) file: ragged rows where asked, maybe quoted fields and CRLF, wide rows when hidden
    d = b"," if rng.random() < 0.6 else b";"
    lo = rng.randint(4, 6)
    hi = lo + (rng.randint(1, 3) if {"missing", "last_field"} & T else 0)
    data = _fc_data(rng, T, d, (lo, hi), rng.randint(8, 16), wide=hidden, eol=b"\r\n" if "crlf" in T else b"\n")
    args = (["-d", d.decode()] if d != b"," else []) + ["-f", _fc_listspec(rng, T, lo, hi), f"{stem}.csv"]
    cases.append({"args": args, "stdin": None, "files": {f"{stem}.csv": data}})
    # 2: standard input, tab-separated or another delimiter, maybe -s
    if {"tab_delim", "only_delim"} & T or hidden:
        d2 = b"\t" if "tab_delim" in T else rng.choice([b":", b"|"])
        lo2 = rng.randint(4, 5)
        hi2 = lo2 + (1 if {"missing", "last_field"} & T else 0)
        data2 = _fc_data(rng, T, d2, (lo2, hi2), rng.randint(6, 12), wide=hidden, eol=b"\n",
                         quoted_only_line="only_delim" in T and "quotes" in T,
                         plain_lines=2 if "only_delim" in T else 0)
        args2 = (["-s"] if "only_delim" in T else []) + ["-d", "\\t" if d2 == b"\t" else d2.decode(),
                                                           "-f", _fc_listspec(rng, T, lo2, hi2)]
        if rng.random() < 0.5:
            args2.append("-")
        cases.append({"args": args2, "stdin": data2, "files": {}})
    # 3: several files, the middle one missing
    if "open_error" in T:
        T3 = T - {"crlf", "quotes", "missing", "last_field", "open_range"}
        m1, m2, m3 = rng.choice([("jan", "feb", "mar"), ("mon", "tue", "wed"), ("q1", "q2", "q3")])
        files = {f"{m}.csv": _fc_data(rng, T3, b",", (4, 4), rng.randint(3, 6), wide=False, eol=b"\n")
                 for m in (m1, m3)}
        cases.append({"args": ["-f", _fc_listspec(rng, T3, 4, 4), f"{m1}.csv", f"{m2}.csv", f"{m3}.csv"],
                      "stdin": None, "files": files})
    # 4, 5: invalid lists (exit 2, no output)
    small = _fc_data(rng, set(), b",", (4, 4), 3, wide=False, eol=b"\n")
    if "list_zero" in T:
        k = rng.randint(1, 3)
        cases.append({"args": ["-f", rng.choice(["0", f"0,{k}", f"{k},0"]), "in.csv"], "stdin": None,
                      "files": {"in.csv": small}})
    if "reversed_range" in T:
        k = rng.randint(1, 3)
        cases.append({"args": ["-f", f"1,{k + rng.randint(1, 4)}-{k}", "in.csv"], "stdin": None,
                      "files": {"in.csv": small}})
    return cases


FIELDCUT = Program(
    key="fieldcut", what="field extractor for delimited text", names=("fieldcut", "colpick", "csvfields", "fsel"),
    readme=FIELDCUT_README, template=FIELDCUT_C, bugs=FIELDCUT_BUGS, model=fieldcut_model, cases=fieldcut_cases,
    usage=("The nightly export job runs `{tool} -f 1,3-5 orders.csv` on files from three different systems.",
           "Finance pipes bank statements through `{tool} -d ';' -f 2,4-` before loading them."),
    leaks={"crlf": {"last_field"}, "open_range": {"last_field"}},
)

# =================================================================================================================
# ringq: a bounded FIFO queue (ring buffer) driven by commands
# =================================================================================================================

RINGQ_README = r"""# @TOOL@

`@TOOL@ -c CAP [-o]` runs a bounded first-in first-out queue of 64-bit signed integers with room for CAP values,
driven by commands on standard input.

## Commands
One command per line; words are separated by spaces or tabs; blank lines and lines whose first word starts with
`#` are ignored.
- `push V...`: append each V in order. V is a decimal integer (optional sign) that fits in a signed 64-bit
  integer; anything else prints `bad value V` (an error) and the line's other values are still pushed. When the
  queue already holds CAP values, V is rejected and `full V` is printed, or, with `-o`, the oldest value X is
  dropped to make room and `dropped X` is printed.
- `pop [N]`: remove the N oldest values (default 1, N >= 1) and print each on its own line. When the queue runs
  empty first, `empty` is printed once, the command stops there, and that is an error. An N that is not a positive
  integer prints `bad count N` (an error).
- `peek`: print the oldest value without removing it; `empty` (an error) when the queue is empty.
- `size`: print how many values the queue holds.
- `dump`: print every value, oldest first, on one line separated by single spaces; `(empty)` for an empty queue.
- `resize N`: change the capacity to N, keeping the values and their order. N must be an integer from 1 to
  1000000 and at least the number of values held; otherwise `cannot resize to N` is printed (an error).
- anything else: `unknown command: WORD` with its first word (an error).

At the end of the input one last line is printed:

    stats pushed=P popped=Q dropped=D

P counts the values push accepted, Q the values pop removed, D the values rejected as `full` plus those
dropped with `-o`.

## Exit status
0; 1 when any command was an error; 2 for invalid usage (CAP missing, not an integer, or outside 1..1000000): a
message on stderr and nothing on stdout.
"""

RINGQ_C = r"""/* @TOOL@: a bounded FIFO queue of 64-bit integers driven by commands (see README.md). */
@@feature_macro@@
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CAP 1000000

struct ring {
    long long *buf;
    long cap, head, count; /* head: the slot of the oldest value */
};

static long long pushed, popped, dropped;
static int errors;

/* The slot of the i-th oldest value. */
static long slot(const struct ring *r, long i)
{
    return @@wrap_index@@;
}

static void push(struct ring *r, long long v, int overwrite)
{
    if (@@full_check@@) {
        if (!overwrite) {
            printf("full %lld\n", v);
@@dropped_count@@
            return;
        }
        printf("dropped %lld\n", r->buf[r->head]);
        dropped++;
@@overwrite_mode@@
    }
    r->buf[slot(r, r->count)] = v;
    r->count++;
    pushed++;
}

static int pop(struct ring *r, long long *v)
{
    if (r->count == 0)
        return 0;
    *v = r->buf[r->head];
@@pop_wrap@@
    r->count--;
    popped++;
    return 1;
}

static int resize(struct ring *r, long n)
{
    long long *nb;

    if (n < r->count || n < 1 || n > MAX_CAP)
        return 0;
    nb = calloc(n, sizeof *nb);
    if (!nb) {
        perror("@TOOL@");
        exit(3);
    }
    for (long i = 0; i < r->count; i++)
        nb[i] = @@resize_order@@;
@@resize_leak@@
    r->buf = nb;
    r->cap = n;
    r->head = 0;
    return 1;
}

static int parse_value(const char *s, long long *v)
{
@@value_parse@@
}

static int parse_long(const char *s, long *v)
{
    char *end;

    errno = 0;
    *v = strtol(s, &end, 10);
    return end != s && *end == '\0' && errno != ERANGE;
}

int main(int argc, char **argv)
{
    struct ring r = {0};
    int overwrite = 0;
    long cap = 0;
    char *line = NULL;
    size_t lcap = 0;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0)
            overwrite = 1;
        else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc && parse_long(argv[i + 1], &cap))
            i++;
        else {
            cap = 0;
            break;
        }
    }
    if (@@cap_check@@) {
        fprintf(stderr, "usage: @TOOL@ -c CAP [-o]   (1 <= CAP <= %d)\n", MAX_CAP);
        return 2;
    }
    r.cap = cap;
    r.buf = calloc(cap, sizeof *r.buf);
    if (!r.buf) {
        perror("@TOOL@");
        return 3;
    }
    while (getline(&line, &lcap, stdin) != -1) {
        char *save, *arg, *cmd;

        line[strcspn(line, "\n")] = '\0';
        cmd = strtok_r(line, " \t", &save);
        if (!cmd || cmd[0] == '#')
            continue;
        arg = strtok_r(NULL, " \t", &save);
        if (strcmp(cmd, "push") == 0) {
            for (; arg; arg = strtok_r(NULL, " \t", &save)) {
                long long v;

                if (!parse_value(arg, &v)) {
                    printf("bad value %s\n", arg);
                    errors++;
                    continue;
                }
                push(&r, v, overwrite);
            }
        } else if (strcmp(cmd, "pop") == 0) {
            long n = 1;
            long long v;

            if (arg && (!parse_long(arg, &n) || n < 1)) {
                printf("bad count %s\n", arg);
                errors++;
                continue;
            }
            for (long k = 0; k < n; k++) {
                if (!pop(&r, &v)) {
                    printf("empty\n");
@@pop_empty@@
                }
                @@format_ll@@
            }
        } else if (strcmp(cmd, "peek") == 0) {
@@peek_empty@@
        } else if (strcmp(cmd, "size") == 0) {
            printf("%ld\n", r.count);
        } else if (strcmp(cmd, "dump") == 0) {
            if (r.count == 0)
                printf("(empty)");
            for (long i = 0; i < r.count; i++)
                printf("%s%lld", i ? " " : "", @@dump_order@@);
            putchar('\n');
        } else if (strcmp(cmd, "resize") == 0) {
            long n = 0;

            if (!arg || !parse_long(arg, &n) || !resize(&r, n)) {
                printf("cannot resize to %s\n", arg ? arg : "");
                errors++;
            }
        } else {
            printf("unknown command: %s\n", cmd);
            errors++;
        }
    }
    printf("stats pushed=%lld popped=%lld dropped=%lld\n", pushed, popped, dropped);
@@line_leak@@
    free(r.buf);
    return errors ? 1 : 0;
}
"""

RINGQ_BUGS = (
    FEATURE_MACRO,
    B("format_ll", "build", right='printf("%lld\\n", v);', broken='printf("%ld\\n", v);',
      wrong={"int_cast": 'printf("%d\\n", (int)v);'},
      symptom="the build fails on a `-Wformat` error since `-Werror` was turned on", skill="printf formats (-Wformat)"),
    B("wrap_index", "logic", right="(r->head + i) % r->cap", broken="(r->head + i) & (r->cap - 1)",
      symptom="with a capacity that is not a power of two (say `-c 6`) values are lost or come back in the wrong "
              "order once the queue wraps around", skill="ring index arithmetic (mask vs modulo)"),
    B("full_check", "logic", right="r->count == r->cap", broken="r->count >= r->cap - 1",
      wrong={"overshoot": "r->count > r->cap"},
      symptom="the queue reports `full` while it still has room for one more value", skill="off-by-one (capacity)"),
    B("dropped_count", "logic", right="            dropped++;", broken="",
      symptom="the final `dropped=` figure leaves out the values rejected as `full`", skill="counters on every path"),
    B("overwrite_mode", "logic", right="        r->head = (r->head + 1) % r->cap;\n        r->count--;",
      broken="        r->count--;",
      symptom="with `-o` a push onto a full queue reports dropping the oldest value, but it is the newest one that "
              "disappears", skill="ring buffer overwrite policy"),
    B("pop_wrap", "logic", right="    if (++r->head == r->cap)\n        r->head = 0;",
      broken="    if (++r->head == r->cap - 1)\n        r->head = 0;",
      symptom="after the queue has wrapped around, `pop` returns stale values and skips others",
      skill="off-by-one (wrap-around)"),
    B("pop_empty", "logic", right="                    errors++;\n                    break;",
      broken="                    break;", wrong={"exits": "                    return 1;"},
      symptom="popping from an empty queue prints `empty` but the exit status stays 0",
      skill="error path / exit status"),
    B("peek_empty", "logic", right='            if (r.count) {\n                printf("%lld\\n", r.buf[r.head]);\n'
                                   '            } else {\n                printf("empty\\n");\n                errors++;\n'
                                   '            }',
      broken='            printf("%lld\\n", r.buf[r.head]);',
      symptom="`peek` on an empty queue prints an old value instead of `empty`", skill="empty-state check"),
    B("value_parse", "logic", right="    char *end;\n\n    errno = 0;\n    *v = strtoll(s, &end, 10);\n"
                                    "    return end != s && *end == '\\0' && errno != ERANGE;",
      broken="    *v = atoll(s);\n    return 1;",
      wrong={"no_range_check": "    char *end;\n\n    *v = strtoll(s, &end, 10);\n    return end != s && *end == '\\0';"},
      symptom="`push 12abc` pushes 12 and `push abc` pushes 0 instead of reporting `bad value`",
      skill="strtoll with end pointer and ERANGE"),
    B("dump_order", "logic", right="r.buf[slot(&r, i)]", broken="r.buf[i]",
      symptom="once the queue has wrapped around, `dump` lists the values in storage order instead of oldest first",
      skill="logical vs physical order"),
    B("resize_order", "logic", right="r->buf[slot(r, i)]", broken="r->buf[i]",
      symptom="after `resize`, a queue that had wrapped around gives its values back in the wrong order",
      skill="re-layout on resize"),
    B("cap_check", "logic", right="cap < 1 || cap > MAX_CAP", broken="cap > MAX_CAP",
      wrong={"zero_only": "cap == 0 || cap > MAX_CAP"},
      symptom="`-c 0` crashes with a floating-point exception instead of printing a usage error",
      skill="input validation (division by zero)"),
    B("resize_leak", "memory", right="    free(r->buf);", broken="", skill="memory leak on resize (LeakSanitizer)"),
    B("line_leak", "memory", right="    free(line);", broken="", skill="memory leak (LeakSanitizer)"),
)

_I64 = (-(1 << 63), (1 << 63) - 1)


def _rq_value(tok: str):
    if re.fullmatch(r"[+-]?\d+", tok) and _I64[0] <= int(tok) <= _I64[1]:
        return int(tok)
    return None


def ringq_model(case: Case) -> tuple[bytes, int]:
    args, cap, over, i = case["args"], 0, False, 0
    while i < len(args):
        if args[i] == "-o":
            over = True
        elif args[i] == "-c" and i + 1 < len(args) and _rq_value(args[i + 1]) is not None:
            cap = int(args[i + 1])
            i += 1
        else:
            cap = 0
            break
        i += 1
    if not 1 <= cap <= 1000000:
        return b"", 2
    q: list[int] = []
    out, err, st = [], 0, {"pushed": 0, "popped": 0, "dropped": 0}
    for line in _lines(case.get("stdin") or b""):
        words = line.decode().replace("\t", " ").split()
        if not words or words[0].startswith("#"):
            continue
        cmd, rest = words[0], words[1:]
        if cmd == "push":
            for t in rest:
                v = _rq_value(t)
                if v is None:
                    out.append(f"bad value {t}")
                    err += 1
                elif len(q) == cap and not over:
                    out.append(f"full {v}")
                    st["dropped"] += 1
                else:
                    if len(q) == cap:
                        out.append(f"dropped {q.pop(0)}")
                        st["dropped"] += 1
                    q.append(v)
                    st["pushed"] += 1
        elif cmd == "pop":
            n = 1
            if rest:
                n = _rq_value(rest[0])
                if n is None or n < 1 or n > _I64[1]:
                    out.append(f"bad count {rest[0]}")
                    err += 1
                    continue
            for _ in range(n):
                if not q:
                    out.append("empty")
                    err += 1
                    break
                out.append(str(q.pop(0)))
                st["popped"] += 1
        elif cmd == "peek":
            if q:
                out.append(str(q[0]))
            else:
                out.append("empty")
                err += 1
        elif cmd == "size":
            out.append(str(len(q)))
        elif cmd == "dump":
            out.append(" ".join(map(str, q)) if q else "(empty)")
        elif cmd == "resize":
            n = _rq_value(rest[0]) if rest else None
            if n is None or not (max(1, len(q)) <= n <= 1000000):
                out.append(f"cannot resize to {rest[0] if rest else ''}")
                err += 1
            else:
                cap = n
        else:
            out.append(f"unknown command: {cmd}")
            err += 1
    out.append(f"stats pushed={st['pushed']} popped={st['popped']} dropped={st['dropped']}")
    return ("\n".join(out) + "\n").encode(), 1 if err else 0


class _RingSim:
    """Where the correct program's ring stands (head slot and count), to steer the generated commands."""

    def __init__(self, cap):
        self.cap, self.head, self.count = cap, 0, 0

    def wrapped(self):
        return self.head + self.count > self.cap


def _rq_val(rng) -> str:
    r = rng.random()
    if r < 0.5:
        return str(rng.randint(-999, 9999))
    if r < 0.8:
        return str(rng.randint(-(1 << 40), 1 << 40))
    return str(rng.choice([1, -1]) * rng.randint(1 << 33, (1 << 63) - 1))


def _rq_script(rng, T, overwrite: bool, hidden: bool) -> Case:
    wrapping = hidden or bool({"wrap_index", "pop_wrap", "dump_order", "resize_order"} & T)
    fill = hidden or bool({"full_check", "dropped_count", "overwrite_mode"} & T)
    free_pops = hidden or "pop_wrap" in T  # else the oldest slot never passes the last one (pop_wrap stays hidden)
    if "wrap_index" in T or hidden:
        cap = rng.choice([5, 6, 7, 9, 10, 11, 12] if not free_pops else [3, 5, 6, 7, 9, 10, 11, 12])
    else:
        cap = rng.choice([8, 16] if wrapping else [4, 8, 16])
    sim, cmds = _RingSim(cap), []
    limit = cap if fill else cap - 2
    budget = [None if free_pops else cap - 2]
    dumps_ok = hidden or "dump_order" in T

    def push(k):
        vals = [_rq_val(rng) for _ in range(k)]
        cmds.append("push " + " ".join(vals))
        for _ in vals:
            if sim.count < sim.cap:
                sim.count += 1
            elif overwrite:
                sim.head = (sim.head + 1) % sim.cap

    def pop(k, force=False):
        k = min(k, sim.count)
        if budget[0] is not None and not force:
            k = min(k, budget[0])
            budget[0] -= k
        if k:
            cmds.append("pop" if k == 1 and rng.random() < 0.6 else f"pop {k}")
            sim.head = (sim.head + k) % sim.cap
            sim.count -= k

    def aside():
        r = rng.random()
        if r < 0.15:
            cmds.append("size")
        elif r < 0.25 and sim.count:
            cmds.append("peek")
        elif r < 0.3:
            cmds.append(rng.choice(["", "# checkpoint", "  "]))
        elif r < 0.38 and (sim.head == 0 or dumps_ok):
            cmds.append("dump")

    while sim.count < limit:  # fill
        push(min(rng.randint(1, 3), limit - sim.count))
        aside()
    if fill:  # one more: full (or dropped with -o); two show which value -o really dropped
        push(rng.randint(2, 3) if overwrite else rng.randint(1, 2))
        cmds.append("dump" if sim.head == 0 or dumps_ok else "size")
    if wrapping and free_pops:  # cycle around the ring twice
        moved = 0
        while moved < 2 * cap + 2:
            k = rng.randint(1, 2)
            pop(k)
            moved += k
            room = (limit if fill else cap - 1) - sim.count
            push(max(1, min(rng.randint(1, 3), room)) if room > 0 or fill else 1)
            aside()
        while not sim.wrapped():  # (with fewer than two values held the oldest slot would never pass the last)
            if sim.count >= 2:
                pop(1)
            push(1)
    elif wrapping:  # wrap the newest values around, the oldest slot stays before the last one
        j = rng.randint(1 if fill else 3, cap - 2)
        pop(j)
        while j > 0:
            k = min(j, rng.randint(1, 3))
            push(k)
            j -= k
            aside()
    if wrapping:
        cmds.append("dump" if dumps_ok else "size")
        if "resize_order" in T or hidden:
            n = cap + rng.randint(1, 4) if "wrap_index" in T or hidden else 2 * cap
            cmds.append(f"resize {n}")
            sim.cap, sim.head = n, 0
            cmds.append("dump")
            if sim.count > 1:
                cmds.append(f"resize {rng.randint(1, sim.count - 1)}")  # too small: an error, nothing changes
    if "value_parse" in T:
        ok = f"{_rq_val(rng)} " if sim.count < limit else ""
        cmds.append(f"push {ok}{rng.randint(1, 99)}x {rng.choice(['abc', '-', '1e5', '0x1f'])}")
        cmds.append(f"push {rng.choice(['99999999999999999999', '-9223372036854775809', '18446744073709551616'])}")
        sim.count += 1 if ok else 0
    drain = free_pops or bool({"pop_empty", "peek_empty"} & T)
    if drain and sim.count and rng.random() < 0.5:
        pop(rng.randint(1, sim.count), force=True)
    if drain and sim.count:
        cmds.append(f"pop {sim.count}")
        sim.count = 0
    if "pop_empty" in T:
        cmds.append(f"pop {rng.randint(2, 4)}" if rng.random() < 0.5 else "pop")
    if "peek_empty" in T:
        cmds.append("peek")
    if hidden:
        cmds.append(rng.choice(["stat", "popall", "push-all"]))
        cmds.append(f"pop {rng.choice(['0', '-2', 'x'])}")
    text = "\n".join(cmds) + "\n"
    args = ["-c", str(cap)]
    if overwrite:
        args = ["-o", *args] if rng.random() < 0.4 else [*args, "-o"]
    return {"args": args, "stdin": text.encode(), "files": {}}


def ringq_cases(rng, T: set, hidden: bool) -> list[Case]:
    cases = [_rq_script(rng, T - {"overwrite_mode"}, False, hidden)]
    if "overwrite_mode" in T or hidden:
        cases.append(_rq_script(rng, T - {"dropped_count"}, True, hidden))
    if hidden:  # a clean run whose only error is a pop past the end (the exit status shows it alone)
        k = rng.randint(2, 4)
        cases.append({"args": ["-c", str(rng.randint(5, 9))], "stdin": (
            "push " + " ".join(_rq_val(rng) for _ in range(k)) + f"\nsize\npop {k + rng.randint(1, 3)}\nsize\n").encode(),
            "files": {}})
    if "cap_check" in T:
        for c in (["0", rng.choice(["-3", "-12"])] if hidden else [rng.choice(["0", "-3", "-12"])]):
            cases.append({"args": ["-c", c] + (["-o"] if rng.random() < 0.3 else []),
                          "stdin": f"push {rng.randint(1, 99)} {rng.randint(1, 99)}\nsize\npop\n".encode(), "files": {}})
    return cases


RINGQ = Program(
    key="ringq", what="bounded queue (ring buffer) driver", names=("ringq", "fifoq", "qbuf", "ringbuf"),
    readme=RINGQ_README, template=RINGQ_C, bugs=RINGQ_BUGS, model=ringq_model, cases=ringq_cases,
    usage=("The ingest service replays its work queue through `{tool} -c 500 -o < replay.txt` to size the buffer.",
           "Capacity planning feeds recorded traffic to `{tool} -c 48` and reads the `stats` line."),
    leaks={"full_check": {"dropped_count"}, "dropped_count": {"full_check"}, "overwrite_mode": {"full_check"}},
)

# =================================================================================================================
# tokcalc: an integer expression evaluator (tokenizer + recursive-descent parser)
# =================================================================================================================

TOKCALC_README = r"""# @TOOL@

`@TOOL@ [-v] [FILE...]` evaluates integer arithmetic expressions, one per line, from each FILE in turn (standard
input when there is none), and prints one result line per expression. Options come before the FILEs.

## Lines
Lines end with `\n` or `\r\n`. Blank lines and lines whose first non-blank character is `#` are skipped (no
output). Spaces and tabs between tokens are ignored.

## Grammar
From the loosest binding to the tightest:

    expr  := term  { ("+" | "-") term }        left-associative: 10 - 4 - 3 = 3
    term  := unary { ("*" | "/" | "%") unary }  left-associative
    unary := "-" unary | "+" unary | power
    power := atom [ "^" unary ]                right-associative: 2^3^2 = 2^9; -2^2 = -(2^2) = -4
    atom  := NUMBER | "(" expr ")"

A NUMBER is decimal digits, or `0x` / `0X` followed by hexadecimal digits in either case (`0xff`, `0XFF`).

## Arithmetic
Signed 64-bit integers. `/` truncates toward zero and `%` has the sign of its left operand, as in C
(`-7 % 3` = -1). `a ^ b` is a to the power b for b >= 0 (`0 ^ 0` = 1).

## Output
The value in decimal, or `error: REASON` for the first problem met while reading the line from left to right:
- `division by zero`: `/` or `%` by 0;
- `overflow`: a NUMBER, or the result of any operation (`-`, `+`, `*`, `/`, `%`, `^`, negation), outside the
  signed 64-bit range; the smallest 64-bit value divided by -1 (`/` or `%`) is an overflow too;
- `negative exponent`: `^` with an exponent below 0;
- `syntax`: anything else: a missing operand or `)`, an unknown character, something left after the expression.

With `-v` each result line is `EXPR = RESULT` instead, EXPR being the line without its leading and trailing
blanks.

## Exit status
0 when every expression evaluated; 1 when any line printed `error:`; 2 when a FILE could not be opened (a
message on stderr; the other files are still evaluated).
"""

TOKCALC_C = r"""/* @TOOL@: evaluate integer expressions, one per line (see README.md). */
@@feature_macro@@
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OK, E_SYNTAX, E_DIVZERO, E_OVERFLOW, E_NEGEXP };
static const char *const reasons[] = {"", "syntax", "division by zero", "overflow", "negative exponent"};

static const char *p; /* the cursor */
static int err;       /* the first error of the line */
static int verbose;

@@proto@@
static long long parse_unary(void);

static long long fail(int e)
{
    if (!err)
        err = e;
    return 0;
}

static void skip_space(void)
{
    while (@@blank@@)
        p++;
}

static long long parse_number(void)
{
    long long v = 0;
    int base = 10, digits = 0;

    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    }
    for (;;) {
        int d;

        if (isdigit((unsigned char)*p))
            d = *p - '0';
        else if (base == 16 && @@hex_digit@@)
            d = tolower((unsigned char)*p) - 'a' + 10;
        else
            break;
@@num_overflow@@
        v = v * base + d;
        digits++;
        p++;
    }
    if (!digits)
        return fail(E_SYNTAX);
    return v;
}

static long long parse_atom(void)
{
    long long v;

    skip_space();
    if (*p == '(') {
        p++;
        v = parse_expr();
        skip_space();
        if (*p != ')')
            return fail(E_SYNTAX);
        p++;
        return v;
    }
    if (!isdigit((unsigned char)*p))
        return fail(E_SYNTAX);
    return parse_number();
}

static long long ipow(long long b, long long e)
{
    long long r = 1;

    if (e < 0)
        return @@neg_exponent@@;
    while (e) {
        if ((e & 1) && __builtin_mul_overflow(r, b, &r))
            return fail(E_OVERFLOW);
        e >>= 1;
        if (e && __builtin_mul_overflow(b, b, &b))
            return fail(E_OVERFLOW);
    }
    return r;
}

static long long parse_power(void)
{
    long long base = parse_atom(), e;

    if (err)
        return 0;
    skip_space();
@@pow_assoc@@
}

static long long parse_unary(void)
{
    long long v;

    if (err)
        return 0;
    skip_space();
    if (*p == '-') {
        p++;
        v = @@unary_prec@@;
        if (v == LLONG_MIN)
            return fail(E_OVERFLOW);
        return -v;
    }
    if (*p == '+') {
        p++;
        return parse_unary();
    }
    return parse_power();
}

static long long parse_term(void)
{
    long long v = parse_unary(), r;

    for (;;) {
        char op;

        skip_space();
        op = *p;
        if (err || (op != '*' && op != '/' && op != '%'))
            return v;
        p++;
        r = parse_unary();
        if (err)
            return 0;
        if (op == '*') {
@@mul_overflow@@
            continue;
        }
@@div_zero@@
@@min_div@@
        v = op == '/' ? v / r : @@mod_sign@@;
    }
}

static long long parse_expr(void)
{
    long long v = parse_term(), r;

@@sub_assoc@@
}

/* The line without leading and trailing blanks, in a new string. */
static char *trimmed(const char *s)
{
    size_t n;
    char *t;

    while (*s == ' ' || *s == '\t')
        s++;
    n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    t = malloc(@@copy_nul@@);
    if (!t) {
        perror("@TOOL@");
        exit(3);
    }
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
}

static int eval_stream(FILE *in)
{
    char *line = NULL;
    size_t cap = 0;
    int bad = 0;

    while (getline(&line, &cap, in) != -1) {
        long long v;

        line[strcspn(line, "\r\n")] = '\0';
        p = line;
        skip_space();
        if (@@comment@@)
            continue;
        err = 0;
        v = parse_expr();
        skip_space();
@@trailing@@
        if (verbose) {
            char *t = trimmed(line);

            printf("%s = ", t);
            free(t);
        }
        if (err) {
            printf("error: %s\n", reasons[err]);
@@exit_status@@
        } else {
            printf("%lld\n", v);
        }
    }
@@line_leak@@
    return bad;
}

int main(int argc, char **argv)
{
    int i = 1, status = 0;

    if (i < argc && strcmp(argv[i], "-v") == 0) {
        verbose = 1;
        i++;
    }
    if (i >= argc)
        return eval_stream(stdin);
    for (; i < argc; i++) {
        FILE *in = fopen(argv[i], "r");

        if (!in) {
            fprintf(stderr, "@TOOL@: cannot open %s\n", argv[i]);
            status = 2;
            continue;
        }
        if (eval_stream(in) && status == 0)
            status = 1;
        fclose(in);
    }
    return status;
}
"""

_SUB_RIGHT = """    for (;;) {
        char op;

        skip_space();
        op = *p;
        if (err || (op != '+' && op != '-'))
            return v;
        p++;
        r = parse_term();
        if (err)
            return 0;
        if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v))
            return fail(E_OVERFLOW);
    }"""
_SUB_BROKEN = """    char op;

    skip_space();
    op = *p;
    if (err || (op != '+' && op != '-'))
        return v;
    p++;
    r = parse_expr();
    if (err)
        return 0;
    if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v))
        return fail(E_OVERFLOW);
    return v;"""

TOKCALC_BUGS = (
    FEATURE_MACRO,
    B("proto", "build", right="static long long parse_expr(void);", broken="static long parse_expr(void);",
      symptom="the build fails with `conflicting types for 'parse_expr'`", skill="prototypes (conflicting types)"),
    B("blank", "logic", right="*p == ' ' || *p == '\\t'", broken="*p == ' '",
      symptom="expressions with tabs between the tokens (from a spreadsheet export) all give `error: syntax`",
      skill="tokenizer whitespace"),
    B("hex_digit", "logic", right="isxdigit((unsigned char)*p)", broken="*p >= 'a' && *p <= 'f'",
      symptom="hexadecimal numbers written in capitals (`0xFF`) give `error: syntax`", skill="tokenizer (hex digits)"),
    B("num_overflow", "logic", right="        if (v > (LLONG_MAX - d) / base)\n            return fail(E_OVERFLOW);",
      broken="", symptom="a number too large for 64 bits (`99999999999999999999`) prints a wrapped-around value "
                         "instead of `error: overflow`", skill="integer overflow while accumulating digits"),
    B("neg_exponent", "logic", right="fail(E_NEGEXP)", broken="0",
      symptom="`2 ^ -1` prints 0 instead of `error: negative exponent`", skill="error path"),
    B("pow_assoc", "logic", right="""    if (*p != '^')
        return base;
    p++;
    e = parse_unary();
    if (err)
        return 0;
    return ipow(base, e);""", broken="""    while (*p == '^' && !err) {
        p++;
        e = parse_atom();
        base = ipow(base, e);
        skip_space();
    }
    return base;""", symptom="`2 ^ 3 ^ 2` prints 64 instead of 512 (`^` must be right-associative)",
      skill="operator associativity (right)"),
    B("unary_prec", "logic", right="parse_unary()", broken="parse_atom()",
      symptom="a minus sign before a power or another sign (`-2 ^ 2`, `- -3`) gives `error: syntax`",
      skill="unary operator precedence"),
    B("mul_overflow", "logic", right="            if (__builtin_mul_overflow(v, r, &v))\n                return fail(E_OVERFLOW);",
      broken="            v *= r;",
      wrong={"positive_only": "            if (v > 0 && r > 0 && v > LLONG_MAX / r)\n                return fail(E_OVERFLOW);\n"
                              "            v *= r;"},
      symptom="large products wrap around to nonsense values instead of `error: overflow`",
      skill="signed multiplication overflow"),
    B("div_zero", "logic", right="        if (r == 0)\n            return fail(E_DIVZERO);",
      broken="        if (r == 0 && op == '/')\n            return fail(E_DIVZERO);",
      symptom="`7 % 0` kills the program with a floating-point exception and the rest of the file is lost",
      skill="division by zero (modulo)"),
    B("min_div", "logic", right="        if (v == LLONG_MIN && r == -1)\n            return fail(E_OVERFLOW);", broken="",
      symptom="`(-9223372036854775807 - 1) / -1` crashes the program instead of printing `error: overflow`",
      skill="INT64_MIN / -1 trap"),
    B("mod_sign", "logic", right="v % r", broken="(v % r + r) % r",
      symptom="`-7 % 3` prints 2; the README says `%` follows C (-1)", skill="modulo sign semantics"),
    B("sub_assoc", "logic", right=_SUB_RIGHT, broken=_SUB_BROKEN,
      symptom="`10 - 4 - 3` prints 9 instead of 3", skill="operator associativity (left)"),
    B("comment", "logic", right="*p == '\\0' || *p == '#'", broken="*p == '\\0'",
      symptom="comment lines (`# ...`) print `error: syntax`", skill="input skipping rules"),
    B("trailing", "logic", right="        if (!err && *p != '\\0')\n            fail(E_SYNTAX);", broken="",
      symptom="`2 3` prints 2 and `(1 + 2))` prints 3 instead of `error: syntax`", skill="end-of-input check"),
    B("exit_status", "logic", right="            bad = 1;", broken="",
      symptom="the exit status is 0 even when lines printed `error:`", skill="exit status"),
    B("copy_nul", "memory", right="n + 1", broken="n", skill="heap overflow: no room for the NUL (ASan)"),
    B("line_leak", "memory", right="    free(line);", broken="", skill="memory leak (LeakSanitizer)"),
)

_MIN64, _MAX64 = -(1 << 63), (1 << 63) - 1


class _CalcError(Exception):
    pass


class _Calc:
    def __init__(self, s: bytes):
        self.s, self.i = s, 0

    def ch(self, k=0):
        return self.s[self.i + k: self.i + k + 1]

    def sp(self):
        while self.ch() in (b" ", b"\t"):
            self.i += 1

    @staticmethod
    def chk(v):
        if not _MIN64 <= v <= _MAX64:
            raise _CalcError("overflow")
        return v

    def number(self):
        base = 10
        if self.ch() == b"0" and self.ch(1) in (b"x", b"X"):
            base, self.i = 16, self.i + 2
        v, n = 0, 0
        while self.ch() and (self.ch().isdigit() or (base == 16 and self.ch() in b"0123456789abcdefABCDEF")):
            v = self.chk(v * base + int(self.ch(), 16))
            n += 1
            self.i += 1
        if not n:
            raise _CalcError("syntax")
        return v

    def atom(self):
        self.sp()
        if self.ch() == b"(":
            self.i += 1
            v = self.expr()
            self.sp()
            if self.ch() != b")":
                raise _CalcError("syntax")
            self.i += 1
            return v
        if not self.ch() or not self.ch().isdigit():
            raise _CalcError("syntax")
        return self.number()

    def power(self):
        b = self.atom()
        self.sp()
        if self.ch() != b"^":
            return b
        self.i += 1
        e = self.unary()
        if e < 0:
            raise _CalcError("negative exponent")
        return self.chk(b ** e) if abs(b) > 1 else (1 if e == 0 else b ** e)

    def unary(self):
        self.sp()
        if self.ch() == b"-":
            self.i += 1
            return self.chk(-self.unary())
        if self.ch() == b"+":
            self.i += 1
            return self.unary()
        return self.power()

    def term(self):
        v = self.unary()
        while True:
            self.sp()
            op = self.ch()
            if op not in (b"*", b"/", b"%") or not op:
                return v
            self.i += 1
            r = self.unary()
            if op == b"*":
                v = self.chk(v * r)
                continue
            if r == 0:
                raise _CalcError("division by zero")
            if v == _MIN64 and r == -1:
                raise _CalcError("overflow")
            q = abs(v) // abs(r) * (1 if (v < 0) == (r < 0) else -1)
            v = q if op == b"/" else v - q * r

    def expr(self):
        v = self.term()
        while True:
            self.sp()
            op = self.ch()
            if op not in (b"+", b"-") or not op:
                return v
            self.i += 1
            r = self.term()
            v = self.chk(v + r if op == b"+" else v - r)


def tokcalc_eval(line: bytes) -> str:
    c = _Calc(line)
    try:
        v = c.expr()
        c.sp()
        if c.i < len(line):
            raise _CalcError("syntax")
        return str(v)
    except _CalcError as e:
        return f"error: {e}"
    except RecursionError:  # not generated
        return "error: syntax"


def tokcalc_model(case: Case) -> tuple[bytes, int]:
    args, i = case["args"], 0
    verbose = bool(args) and args[0] == "-v"
    i = 1 if verbose else 0
    out, status = [], 0
    rest = args[i:]
    streams = [case.get("stdin") or b""] if not rest else [case["files"].get(n) for n in rest]
    for data in streams:
        if data is None:
            status = 2
            continue
        bad = False
        for line in _lines(data):
            for cut in (b"\r", b"\n"):
                line = line.split(cut, 1)[0]
            body = line.strip(b" \t")
            if not body or body.startswith(b"#"):
                continue
            r = tokcalc_eval(line)
            bad |= r.startswith("error:")
            out.append((body + b" = " if verbose else b"") + r.encode() + b"\n")
        if bad and status == 0:
            status = 1
    return b"".join(out), status


def _tc_expr(rng, depth: int, pow_ok: bool, minus_last: bool) -> str:
    """A well-formed expression with small positive values: no division by zero, no overflow, no negative operand
    of `%`, `-` only as the last operator of a sum, at most one `^` per power, no sign before a power."""
    def factor(d):
        r = rng.random()
        if d > 0 and r < 0.3:
            return "(" + _tc_expr(rng, d - 1, pow_ok, minus_last) + ")"
        if pow_ok and r < 0.45:
            return f"{rng.randint(2, 9)} ^ {rng.randint(0, 3)}"
        return str(rng.randint(1, 99))

    terms = []
    for _ in range(rng.randint(1, 3)):
        t = factor(depth)
        for _ in range(rng.randint(0, 1)):
            t += f" {rng.choice(['*', '*', '/'])} " + (str(rng.randint(1, 12)) if True else "")
        terms.append(t)
    text = terms[0]
    for k, t in enumerate(terms[1:], 1):
        op = "-" if minus_last and k == len(terms) - 1 and rng.random() < 0.5 else "+"
        text += f" {op} {t}"
    return text


def _tc_lines(rng, T, hidden: bool) -> list[str]:
    n_base = rng.randint(4, 7)
    lines = [_tc_expr(rng, 2, True, True) for _ in range(n_base)]
    big = lambda: rng.randint(1 << 40, 1 << 62)  # noqa: E731
    add = []
    if "blank" in T:
        add += [f"{rng.randint(1, 99)}\t+\t{rng.randint(1, 99)}", f"\t({rng.randint(1, 9)} *\t{rng.randint(2, 9)})"]
    if "hex_digit" in T:
        add += [f"0x{rng.randint(160, 255):X} + {rng.randint(1, 9)}", f"0X{rng.randint(10, 15):X}{rng.randint(0, 9)} * 2",
                f"0x{rng.randint(10, 15):x}{rng.randint(10, 15):X}"]
    if "num_overflow" in T:
        add += [f"{rng.randint(10, 99)}{rng.randint(10**17, 10**18 - 1)} + 1", "0x1" + "0" * 16,
                f"9223372036854775808 - {rng.randint(1, 9)}"]
    if "neg_exponent" in T:
        add += [f"{rng.randint(2, 9)} ^ -{rng.randint(1, 3)}", f"{rng.randint(2, 5)} ^ ({rng.randint(1, 3)} - 5) + 1"]
    if "pow_assoc" in T:
        add += [f"{rng.randint(2, 3)} ^ {rng.randint(2, 3)} ^ 2", f"2 ^ 2 ^ {rng.randint(2, 3)}"]
    if "unary_prec" in T:
        add += [f"-{rng.randint(2, 9)} ^ 2", f"- -{rng.randint(1, 99)}", f"{rng.randint(1, 9)} * -(-{rng.randint(1, 9)})"]
    if "mul_overflow" in T:
        add += [f"{big()} * {rng.randint(3, 99)} * 1024", f"-{rng.randint(1 << 62, (1 << 63) - 1)} * {rng.randint(3, 9)}",
                f"3037000500 * 3037000500", f"{rng.randint(2, 9)} * 4611686018427387904"]
    if "div_zero" in T:
        add += [f"{rng.randint(1, 99)} % 0", f"{rng.randint(1, 99)} / ({rng.randint(1, 9)} - {0})".replace(" - 0", " * 0")]
    if "min_div" in T:
        add += ["(-9223372036854775807 - 1) / -1", "(-9223372036854775807 - 1) % -1"]
    if "mod_sign" in T:
        a, b = rng.randint(10, 99), rng.randint(3, 9)
        add += [f"-{a} % {b}" if a % b else f"-{a + 1} % {b}", f"{a + 2} % -{b}" if (a + 2) % b else f"{a + 1} % -{b}"]
    if "sub_assoc" in T:
        a = rng.randint(50, 99)
        add += [f"{a} - {rng.randint(1, 20)} - {rng.randint(1, 20)}", f"{a} - {rng.randint(1, 20)} + {rng.randint(1, 20)}"]
    if "comment" in T:
        add += [f"# {rng.choice(WORDS)} {rng.choice(WORDS)}", f"   # {rng.randint(1, 9)} + {rng.randint(1, 9)}"]
    if "trailing" in T:
        add += [f"{rng.randint(1, 99)} {rng.randint(1, 99)}", f"({rng.randint(1, 9)} + {rng.randint(1, 9)}))",
                f"{rng.randint(1, 9)} + {rng.randint(1, 9)} x"]
    if "exit_status" in T and not hidden:  # an error line, so that the status shows (hidden inputs have many)
        add += [f"{rng.randint(1, 99)} / (4 - 4)"]
    if hidden:
        add += ["", "   ", f"(({rng.randint(1, 9)} + 2)", f"{rng.randint(1, 9)} + * 2", "0x", f"{rng.randint(2, 9)} & 1",
                f"-(-9223372036854775807 - 1)", f"{rng.randint(1, 9)} - -{rng.randint(1, 9)}", "0 ^ 0", f"(-2) ^ 63",
                f"(-2) ^ 64", f"1 ^ {rng.randint(10**15, 10**17)}", f"-{rng.randint(10, 99)} / {rng.randint(3, 9)}"]
    out = lines + add
    rng.shuffle(out)
    if not {"num_overflow", "neg_exponent", "div_zero", "min_div", "trailing", "mul_overflow"} & T and not hidden:
        pass
    return out


def tokcalc_cases(rng, T: set, hidden: bool) -> list[Case]:
    eol = "\r\n" if rng.random() < 0.25 else "\n"
    lines = _tc_lines(rng, T, hidden)
    cases = []
    if hidden:
        half = len(lines) // 2
        cases.append({"args": [], "stdin": (eol.join(lines[:half]) + eol).encode(), "files": {}})
        stem = rng.choice(["budget", "checks", "sums", "q3"])
        f1, f2 = f"{stem}.txt", f"{stem}-extra.txt"
        more = [_tc_expr(rng, 1, True, True) for _ in range(3)]
        cases.append({"args": ["-v", f1, "missing.txt", f2], "stdin": None,
                      "files": {f1: ("\n".join(lines[half:]) + "\n").encode(), f2: ("\n".join(more) + "\n").encode()}})
        cases.append({"args": [], "stdin": ("\n".join(_tc_expr(rng, 2, True, True) for _ in range(4)) + "\n" +
                                            f"{rng.randint(1, 9)} % 0\n").encode(), "files": {}})
        return cases
    if rng.random() < 0.5:
        cases.append({"args": [], "stdin": (eol.join(lines) + eol).encode(), "files": {}})
    else:
        name = rng.choice(["budget.txt", "checks.calc", "sums.txt"])
        cases.append({"args": (["-v"] if rng.random() < 0.5 else []) + [name], "stdin": None,
                      "files": {name: (eol.join(lines) + eol).encode()}})
    return cases


TOKCALC = Program(
    key="tokcalc", what="integer expression evaluator", names=("tokcalc", "icalc", "exprc", "evalint"),
    readme=TOKCALC_README, template=TOKCALC_C, bugs=TOKCALC_BUGS, model=tokcalc_model, cases=tokcalc_cases,
    usage=("Budget sheets are checked with `{tool} -v budget.txt` before they go to the board.",
           "The build system computes its memory offsets with `{tool} < offsets.expr`."),
)

PROGRAMS: dict[str, Program] = {p.key: p for p in (FIELDCUT, RINGQ, TOKCALC)}
