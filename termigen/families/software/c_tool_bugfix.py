"""Software: fix seeded bugs in a small C command-line tool (make, gcc) so that it matches its README, judged by
hidden inputs after a clean rebuild (reported bugs, a spec-only bug, a memory bug and a broken Makefile)."""

from __future__ import annotations

import difflib
import random
import re

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file
from termigen.task import Decoy, Environment, File

# ---------------------------------------------------------------------------------------------------------------
# Tool 1: a text-statistics tool (lines, words, bytes, longest line).
# Each site: good text, bad text (the seeded bug), a plausible wrong fix (or None), and whether visible tests can
# avoid triggering it (so that it can be the bug only the README reveals).
# ---------------------------------------------------------------------------------------------------------------
TSTAT_SITES = {
    "W": dict(good="    return c == ' ' || c == '\\t' || c == '\\n' || c == '\\r' || c == '\\v' || c == '\\f';",
              bad="    return c == ' ' || c == '\\n';",
              wrong="    return c == ' ' || c == '\\t' || c == '\\n';", hideable=True,
              symptom="word counts are too low for files that use tabs or Windows line endings"),
    "B": dict(good="    int c;", bad="    char c;", wrong=None, hideable=True,
              symptom="files containing the byte 0xFF (e.g. Latin-1 'ÿ') are counted only up to that byte"),
    "L": dict(good="    if (st->bytes > 0 && last != '\\n') {\n        st->lines++;\n        finish_line(st, cur, len);\n    }",
              bad="    if (last != '\\n')\n        finish_line(st, cur, len);",
              wrong="    if (st->bytes > 0 && last != '\\n')\n        st->lines++;", hideable=True,
              symptom="a last line without a trailing newline is not counted as a line"),
    "MNL": dict(good="            finish_line(st, cur, len);", bad="            finish_line(st, cur, len + 1);",
                wrong=None, hideable=False, symptom="the longest-line length is one too high"),
    "T": dict(good="    if (st.maxlen > total->maxlen)\n        total->maxlen = st.maxlen;",
              bad="    total->maxlen += st.maxlen;", wrong="    total->maxlen = st.maxlen;", hideable=True,
              symptom="the `total` line's longest-line length is the sum over the files"),
    "TIE": dict(good="    if (len > st->maxlen || !st->longest) {", bad="    if (len >= st->maxlen || !st->longest) {",
                wrong=None, hideable=True, symptom="with -L, ties print the last of the longest lines instead of the first"),
    "LBUF": dict(good=("            if ((size_t)len + 1 >= cap) {\n                cap *= 2;\n                cur = realloc(cur, cap);\n"
                       "                if (!cur)\n                    return -1;\n            }\n            cur[len++] = (char)c;"),
                 bad="            if ((size_t)len + 1 < cap)\n                cur[len] = (char)c;\n            len++;",
                 wrong=None, hideable=True, symptom="-L prints garbage (or crashes) for lines longer than 255 bytes"),
}

TSTAT_FILES = {
    "TOOL.h": """\
#ifndef TOOL_H
#define TOOL_H
#include <stdio.h>

struct stats {
    long lines, words, bytes, maxlen;
    char *longest; /* the first longest line, without its newline */
};

int count_stream(FILE *f, struct stats *st);
void print_stats(const struct stats *st, const char *name, int show_longest);

#endif
""",
    "count.c": """\
#include <stdlib.h>
#include <string.h>
#include "TOOL.h"

static int is_space(int c)
{
@@W@@
}

static void finish_line(struct stats *st, const char *cur, long len)
{
@@TIE@@
        st->maxlen = len;
        free(st->longest);
        st->longest = malloc(len + 1);
        memcpy(st->longest, cur, len);
        st->longest[len] = '\\0';
    }
}

int count_stream(FILE *f, struct stats *st)
{
@@B@@
    int in_word = 0, last = '\\n';
    long len = 0;
    size_t cap = 256;
    char *cur = malloc(cap);

    if (!cur)
        return -1;
    memset(st, 0, sizeof *st);
    while ((c = getc(f)) != EOF) {
        st->bytes++;
        if (c == '\\n') {
            st->lines++;
@@MNL@@
            len = 0;
        } else {
@@LBUF@@
        }
        if (is_space(c))
            in_word = 0;
        else if (!in_word) {
            in_word = 1;
            st->words++;
        }
        last = c;
    }
@@L@@
    free(cur);
    return 0;
}
""",
    "main.c": """\
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "TOOL.h"

static int run(FILE *f, const char *name, int show_longest, struct stats *total)
{
    struct stats st;

    if (count_stream(f, &st) != 0) {
        fprintf(stderr, "TOOL: out of memory\\n");
        return 1;
    }
    print_stats(&st, name, show_longest);
    total->lines += st.lines;
    total->words += st.words;
    total->bytes += st.bytes;
@@T@@
    free(st.longest);
    return 0;
}

int main(int argc, char **argv)
{
    int show_longest = 0, first = 1, status = 0, nfiles = 0;
    struct stats total;

    memset(&total, 0, sizeof total);
    if (argc > 1 && strcmp(argv[1], "-L") == 0) {
        show_longest = 1;
        first = 2;
    }
    if (first >= argc)
        return run(stdin, "-", show_longest, &total);
    for (int i = first; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");

        if (!f) {
            fprintf(stderr, "TOOL: cannot open %s\\n", argv[i]);
            status = 1;
            continue;
        }
        status |= run(f, argv[i], show_longest, &total);
        fclose(f);
        nfiles++;
    }
    if (nfiles > 1)
        print_stats(&total, "total", 0);
    return status;
}
""",
    "output.c": """\
#include "TOOL.h"

void print_stats(const struct stats *st, const char *name, int show_longest)
{
    printf("%ld %ld %ld %ld %s\\n", st->lines, st->words, st->bytes, st->maxlen, name);
    if (show_longest)
        printf("longest: %s\\n", st->longest ? st->longest : "");
}
""",
}

TSTAT_README = """\
# TOOL

`TOOL [-L] [FILE...]` prints statistics for each FILE (standard input when there is none):

    <lines> <words> <bytes> <maxlen> <name>

- `lines`: the number of lines. A line ends with `\\n`; a last line without a trailing `\\n` still counts
  (an empty file has 0 lines).
- `words`: maximal runs of bytes that are not whitespace. Whitespace is space, `\\t`, `\\n`, `\\r`, `\\v` and `\\f`.
- `bytes`: the size of the input in bytes. Any byte value can occur (the input is not necessarily UTF-8).
- `maxlen`: the length in bytes of the longest line, not counting its `\\n`.
- `name`: the file name as given (`-` for standard input).

With `-L`, each file's statistics line is followed by `longest: <line>`: the longest line itself (the first
one if several are equally long). Lines can be of any length.

When more than one file is given, a final line `<lines> <words> <bytes> <maxlen> total` follows: the sums of
lines, words and bytes, and the largest `maxlen`.
"""


def tstat_reference(files: list[tuple[str, bytes]], show_longest: bool) -> bytes:
    out = b""
    tot = [0, 0, 0, 0]
    for name, data in files:
        lines = data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
        words = len(re.findall(rb"[^ \t\n\r\v\f]+", data))
        parts = data.split(b"\n")
        if data.endswith(b"\n"):
            parts = parts[:-1]
        longest, maxlen = b"", 0
        for k, p in enumerate(parts):
            if k == 0 or len(p) > maxlen:  # the first of the longest lines
                maxlen, longest = len(p), p
        out += b"%d %d %d %d %s\n" % (lines, words, len(data), maxlen, name.encode())
        if show_longest:
            out += b"longest: " + longest + b"\n"
        tot = [tot[0] + lines, tot[1] + words, tot[2] + len(data), max(tot[3], maxlen)]
    if len(files) > 1:
        out += b"%d %d %d %d total\n" % tuple(tot)
    return out


WORDS = ("alpha beta gamma delta ledger invoice shipment pallet route depot sensor reading batch queue worker "
         "retry timeout cache shard replica backup restore deploy release build test lint merge branch commit "
         "tag review patch kernel driver module socket buffer stream parser lexer token").split()


def _tstat_text(rng, n_lines, triggers, tie=False, long_line=False, unterminated=False, crlf=False):
    lines = []
    for _ in range(n_lines):
        words = [rng.choice(WORDS) for _ in range(rng.randint(0, 12))]
        sep = rng.choice(["\t", " ", "  "]) if "W" in triggers and rng.random() < 0.3 else " "
        lines.append(sep.join(words).encode())
    if "W" in triggers:
        lines[rng.randrange(len(lines))] = b"\tindented\twith\ttabs"
        lines[rng.randrange(len(lines))] = b"page\fbreak and\vvertical tab"
        lines[rng.randrange(len(lines))] = b""
    if "B" in triggers:
        i = rng.randrange(len(lines) // 2 + 1)
        lines[i] = lines[i] + b" caf\xe9 na\xefve \xff\xfe end"
    if long_line:
        lines[rng.randrange(len(lines))] = " ".join(rng.choice(WORDS) for _ in range(rng.randint(80, 160))).encode()
    if unterminated:  # the last line, without a newline, and the longest of the file
        m = max(len(x) for x in lines)
        tail = b""
        while len(tail) <= m + 2:
            tail += (b" " if tail else b"") + rng.choice(WORDS).encode()
        lines.append(tail)
    if tie:  # two equally long longest lines
        m = max(len(x) for x in lines) + rng.randint(2, 6)
        a, b = sorted(rng.sample(range(len(lines)), 2))
        lines[a] = (b"first " + b"x" * m)[:m]
        lines[b] = (b"later " + b"y" * m)[:m]
    else:  # make the longest line unique, so that only the TIE trigger creates ties
        m = max(len(x) for x in lines)
        first = next(i for i, x in enumerate(lines) if len(x) == m)
        if not (unterminated and first == len(lines) - 1):
            lines[first] += b" " + rng.choice(WORDS).encode()
    eol = b"\r\n" if "W" in triggers and crlf else b"\n"
    data = eol.join(lines)
    return data if unterminated else data + eol


def _maxlen(data: bytes) -> int:
    parts = data.split(b"\n")
    return max(len(p) for p in (parts[:-1] if data.endswith(b"\n") else parts))


def tstat_cases(rng, triggers, hidden: bool):
    """(args, files) cases: files are (relative name, bytes). Only the given triggers appear in the data."""
    specs = [dict(show=True, tie="TIE" in triggers, crlf=True),
             dict(show=False, multi="T" in triggers, unterminated="L" in triggers),
             dict(show=True, unterminated="L" in triggers),
             dict(show=True, long_line="LBUF" in triggers)]
    cases = []
    for i, sp in enumerate(specs if hidden else specs[:2]):
        stem = rng.choice(["notes", "log", "report", "draft", "readme"])
        names = [f"data/{stem}{i}{k}.txt" for k in range(3 if sp.get("multi") else 1)]
        files = [(nm, _tstat_text(rng, rng.randint(8, 40), triggers, tie=sp.get("tie", False),
                                  long_line=sp.get("long_line", False), unterminated=sp.get("unterminated", False),
                                  crlf=sp.get("crlf", False))) for nm in names]
        if sp.get("multi"):
            # the last file's longest line is shorter than another file's, so that "the total's longest line is
            # the last file's" (a plausible wrong fix) gives a different total; redrawn until it is
            while True:
                last = _tstat_text(rng, 4, triggers)
                if _maxlen(last) < max(_maxlen(d) for _, d in files[:-1]):
                    break
            files[-1] = (files[-1][0], last)
        cases.append({"args": (["-L"] if sp["show"] else []) + names, "files": files})
    if hidden:
        cases.append({"args": ["data/empty.txt", "data/one.txt"], "files": [("data/empty.txt", b""), ("data/one.txt", b"x")]})
    return cases


# ---------------------------------------------------------------------------------------------------------------
# Tool 2: a CSV column aggregator.
# ---------------------------------------------------------------------------------------------------------------
CSV_SITES = {
    "Q": dict(good="""\
int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *src = line, *dst = line;

    while (n < max) {
        fields[n++] = dst;
        if (*src == '"') {
            src++;
            while (*src) {
                if (*src == '"') {
                    if (src[1] == '"') {
                        *dst++ = '"';
                        src += 2;
                        continue;
                    }
                    src++;
                    break;
                }
                *dst++ = *src++;
            }
        }
        while (*src && *src != ',')
            *dst++ = *src++;
        if (*src != ',') {
            *dst = '\\0';
            break;
        }
        src++;
        *dst++ = '\\0';
    }
    return n;
}""", bad="""\
int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *p = line;

    fields[n++] = p;
    while (*p && n < max) {
        if (*p == ',') {
            *p = '\\0';
            fields[n++] = p + 1;
        }
        p++;
    }
    return n;
}""", wrong="""\
int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *src = line, *dst = line;

    while (n < max) {
        fields[n++] = dst;
        if (*src == '"') {
            src++;
            while (*src && *src != '"')
                *dst++ = *src++;
            if (*src == '"')
                src++;
        }
        while (*src && *src != ',')
            *dst++ = *src++;
        if (*src != ',') {
            *dst = '\\0';
            break;
        }
        src++;
        *dst++ = '\\0';
    }
    return n;
}""", hideable=True, symptom="rows whose customer name is quoted and contains a comma are read with shifted columns"),
    "R": dict(good="    if (len && buf[len - 1] == '\\r')\n        buf[--len] = '\\0';",
              bad="    /* input uses Unix line endings */", wrong=None, hideable=True,
              symptom="files with Windows (CRLF) line endings lose the last column"),
    "E": dict(good="            if (!parse_number(field, &v)) {\n                a->skipped++;\n                continue;\n            }",
              bad=("            if (field[0] == '\\0') {\n                v = 0;\n            } else if (!parse_number(field, &v)) {\n"
                   "                a->skipped++;\n                continue;\n            }"),
              wrong=None, hideable=True, symptom="empty cells are counted as zeros"),
    "N": dict(good="    *out = strtod(text, &end);\n    return *end == '\\0';",
              bad="    (void)end;\n    *out = atoi(text);\n    return 1;",
              wrong="    (void)end;\n    *out = atof(text);\n    return 1;", hideable=True,
              symptom="decimal amounts lose their fractional part"),
    "MN": dict(good="            if (a->count == 0 || v < a->min)\n                a->min = v;",
               bad="            if (v < a->min)\n                a->min = v;", wrong=None, hideable=True,
               symptom="`min` is reported as 0.00 for columns whose values are all positive"),
    "LBUF": dict(good="""\
    size_t cap = 128, len = 0;
    char *buf = malloc(cap);
    int c = 0;

    if (!buf)
        return NULL;
    while ((c = getc(f)) != EOF && c != '\\n') {
        if (len + 1 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf)
                return NULL;
        }
        buf[len++] = (char)c;
    }
    if (c == EOF && len == 0) {
        free(buf);
        return NULL;
    }
    buf[len] = '\\0';
@@R@@
    return buf;""", bad="""\
    static char buf[256];
    size_t len;

    if (!fgets(buf, sizeof buf, f))
        return NULL;
    len = strlen(buf);
    if (len && buf[len - 1] == '\\n')
        buf[--len] = '\\0';
@@R@@
    return strdup(buf);""", wrong=None, hideable=True,
        symptom="rows longer than 255 bytes are split into several broken rows"),
}

CSV_FILES = {
    "TOOL.h": """\
#ifndef TOOL_H
#define TOOL_H
#include <stdio.h>

#define MAX_FIELDS 64

char *read_line(FILE *f);
int split_fields(char *line, char **fields, int max);
int parse_number(const char *text, double *out);

#endif
""",
    "parse.c": """\
#include <stdlib.h>
#include <string.h>
#include "TOOL.h"

/* One line without its end-of-line characters, in a buffer the caller frees; NULL at end of file. */
char *read_line(FILE *f)
{
@@LBUF@@
}

@@Q@@

int parse_number(const char *text, double *out)
{
    char *end;

    if (*text == '\\0')
        return 0;
@@N@@
}
""",
    "main.c": """\
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "TOOL.h"

struct agg {
    const char *name;
    int col;
    long count, skipped;
    double sum, min, max;
};

int main(int argc, char **argv)
{
    FILE *f;
    char *line, *fields[MAX_FIELDS];
    struct agg aggs[16];
    int naggs = 0, nf;

    if (argc < 3) {
        fprintf(stderr, "usage: TOOL FILE COLUMN...\\n");
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "TOOL: cannot open %s\\n", argv[1]);
        return 2;
    }
    line = read_line(f);
    if (!line) {
        fprintf(stderr, "TOOL: empty file\\n");
        return 2;
    }
    nf = split_fields(line, fields, MAX_FIELDS);
    for (int i = 2; i < argc && naggs < 16; i++) {
        struct agg *a = &aggs[naggs++];

        memset(a, 0, sizeof *a);
        a->name = argv[i];
        a->col = -1;
        for (int k = 0; k < nf; k++)
            if (strcmp(fields[k], argv[i]) == 0) {
                a->col = k;
                break;
            }
        if (a->col < 0) {
            fprintf(stderr, "TOOL: no column %s\\n", argv[i]);
            return 2;
        }
    }
    free(line);
    while ((line = read_line(f)) != NULL) {
        if (line[0] == '\\0') {
            free(line);
            continue;
        }
        nf = split_fields(line, fields, MAX_FIELDS);
        for (int i = 0; i < naggs; i++) {
            struct agg *a = &aggs[i];
            const char *field = a->col < nf ? fields[a->col] : "";
            double v;

@@E@@
@@MN@@
            if (a->count == 0 || v > a->max)
                a->max = v;
            a->sum += v;
            a->count++;
        }
        free(line);
    }
    fclose(f);
    for (int i = 0; i < naggs; i++) {
        struct agg *a = &aggs[i];

        printf("%s: count=%ld sum=%.2f min=%.2f max=%.2f mean=%.2f skipped=%ld\\n", a->name, a->count, a->sum,
               a->count ? a->min : 0.0, a->count ? a->max : 0.0, a->count ? a->sum / a->count : 0.0, a->skipped);
    }
    return 0;
}
""",
}

CSV_README = """\
# TOOL

`TOOL FILE COLUMN...` aggregates numeric columns of a CSV file. For each COLUMN (in the order given) it prints

    <COLUMN>: count=<n> sum=<s> min=<a> max=<b> mean=<m> skipped=<k>

with every number except `count` and `skipped` printed with exactly two decimals (`printf("%.2f")`; a column
with no numbers prints 0.00 for them).

- The first line is the header; a COLUMN that is not in it is an error (message on stderr, exit status 2).
- Fields are separated by commas. A field may be enclosed in double quotes, and then may contain commas; a
  doubled quote (`""`) inside a quoted field stands for one `"`. Rows may be of any length.
- Lines end with `\\n` or `\\r\\n`; empty lines are ignored.
- A cell is a number when all of it parses as a decimal number (`strtod`), e.g. `12`, `-3.5`, `0.25`. Empty
  cells and cells that are not numbers (`n/a`, `12kg`) are not counted; they are counted in `skipped`.
- `min`/`max` are over the counted cells only; `mean` is `sum / count`.
"""

FIRST = ["Ada", "Bruno", "Chidi", "Dora", "Emil", "Fatima", "Gus", "Hana", "Ivo", "Jana", "Kofi", "Lena"]
LAST = ["Moreno", "Nakamura", "Okoro", "Petrov", "Quist", "Rahman", "Silva", "Tanaka", "Ueda", "Varga"]
REGIONS = ["north", "south", "east", "west", "central"]


def _csv_field(s: str) -> str:
    return '"' + s.replace('"', '""') + '"' if any(ch in s for ch in ',"') else s


def csv_parse_line(line: str) -> list[str]:
    """The reference splitter (same semantics as the correct C)."""
    fields, i, n = [], 0, len(line)
    while True:
        cur = ""
        if i < n and line[i] == '"':
            i += 1
            while i < n:
                if line[i] == '"':
                    if i + 1 < n and line[i + 1] == '"':
                        cur += '"'
                        i += 2
                        continue
                    i += 1
                    break
                cur += line[i]
                i += 1
        while i < n and line[i] != ",":
            cur += line[i]
            i += 1
        fields.append(cur)
        if i >= n:
            break
        i += 1
        if len(fields) >= 64:
            break
    return fields


NUM_RE = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


def csv_reference(data: bytes, columns: list[str]) -> tuple[bytes, int]:
    text = data.decode("latin-1")
    rows = [ln[:-1] if ln.endswith("\r") else ln for ln in text.split("\n")]
    if text.endswith("\n"):
        rows = rows[:-1]
    header = csv_parse_line(rows[0])
    out = ""
    idx = []
    for c in columns:
        if c not in header:
            return b"", 2
        idx.append(header.index(c))
    aggs = [[0, 0, 0.0, None, None] for _ in columns]  # count, skipped, sum, min, max
    for row in rows[1:]:
        if row == "":
            continue
        fields = csv_parse_line(row)
        for a, k in zip(aggs, idx):
            f = fields[k] if k < len(fields) else ""
            if not NUM_RE.match(f):
                a[1] += 1
                continue
            v = float(f)
            a[3] = v if a[0] == 0 or v < a[3] else a[3]
            a[4] = v if a[0] == 0 or v > a[4] else a[4]
            a[2] += v
            a[0] += 1
    for c, (cnt, sk, s, mn, mx) in zip(columns, aggs):
        out += (f"{c}: count={cnt} sum={s:.2f} min={(mn if cnt else 0.0):.2f} max={(mx if cnt else 0.0):.2f} "
                f"mean={(s / cnt if cnt else 0.0):.2f} skipped={sk}\n")
    return out.encode(), 0


def _csv_file(rng, triggers, n_rows):
    long_notes = "LBUF" in triggers
    cols = ["id", "customer", "region"] + (["notes"] if long_notes else []) + ["qty", "unit_price", "amount"]
    lines = [",".join(cols)]
    for i in range(n_rows):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if "Q" in triggers and rng.random() < 0.3:
            name = f"{rng.choice(LAST)}, {rng.choice(FIRST)}"
        if "Q" in triggers and rng.random() < 0.15:
            name = f'{rng.choice(FIRST)} "{rng.choice(["Bo", "Kit", "Max"])}" {rng.choice(LAST)}, Jr'
        qty = str(rng.randint(1, 40))
        price = f"{rng.randint(1, 900)}.{rng.randint(0, 99):02d}" if "N" in triggers else str(rng.randint(1, 900))
        amount = f"{rng.choice([1, 1, 1, -1]) * rng.randint(1, 5000)}.{rng.randint(0, 99):02d}" if "N" in triggers \
            else str(rng.choice([1, 1, 1, -1]) * rng.randint(1, 5000))
        if "E" in triggers and rng.random() < 0.12:
            qty = ""
        if "E" in triggers and rng.random() < 0.08:
            amount = ""
        if "N" in triggers and rng.random() < 0.06:
            amount = rng.choice(["n/a", "12kg", "-", "TBD"])
        if i == 0:
            amount = "-" + amount.lstrip("-") if amount not in ("", "n/a", "12kg", "-", "TBD") else "-17"
            if "MN" not in triggers:
                qty = "0"  # min is 0 anyway: a wrong initial min cannot show
        if i == 1 and "Q" in triggers:
            name = f'{rng.choice(FIRST)} "{rng.choice(["Bo", "Kit", "Max"])}" {rng.choice(LAST)}, Jr'
        if i == 2 and "Q" in triggers:
            name = f"{rng.choice(LAST)}, {rng.choice(FIRST)}"
        if i == 3 and "N" in triggers:
            amount = rng.choice(["12kg", "7.5 EUR", "3x"])
        if i == 4 and "E" in triggers:
            qty = ""
        row = [str(1000 + i), name, rng.choice(REGIONS)]
        if long_notes:
            note = " ".join(rng.choice(WORDS) for _ in range(rng.choice([3, 5, 60, 90])))
            row.append(note)
        row += [qty, price, amount]
        lines.append(",".join(_csv_field(x) for x in row))
    eol = "\r\n" if "R" in triggers else "\n"
    text = eol.join(lines) + eol
    if "E" in triggers:
        text += eol  # an empty line at the end
    return text.encode("latin-1")


def csv_cases(rng, triggers, hidden: bool):
    cases = []
    for i in range(3 if hidden else 2):
        data = _csv_file(rng, triggers, rng.randint(15, 60))
        cols = rng.sample(["qty", "unit_price", "amount"], rng.randint(1, 3))
        if "R" in triggers and "amount" not in cols:
            cols.append("amount")  # the last column: CRLF breaks it
        if "MN" in triggers and "unit_price" not in cols:
            cols.insert(0, "unit_price")  # always positive
        if "MN" not in triggers:
            cols = [c for c in cols if c != "unit_price"]
            if "amount" not in cols:
                cols.append("amount")
        if "E" in triggers and "qty" not in cols:
            cols.insert(0, "qty")
        name = f"data/{rng.choice(['sales', 'orders', 'invoices', 'export'])}_{i}.csv"
        cases.append({"args": [name] + cols, "files": [(name, data)]})
    if hidden:
        cases.append({"args": [cases[0]["files"][0][0], "no_such_column"], "files": cases[0]["files"]})
    return cases


TOOLS = {
    "tstat": dict(files=TSTAT_FILES, sites=TSTAT_SITES, readme=TSTAT_README,
                  names=["tstat", "txtstat", "linestat", "wcx", "textinfo"],
                  what="text statistics tool", cases=tstat_cases),
    "csvagg": dict(files=CSV_FILES, sites=CSV_SITES, readme=CSV_README,
                   names=["csvagg", "colsum", "csvstat", "tallycsv", "csvroll"],
                   what="CSV column aggregator", cases=csv_cases),
}

MAKEFILE = """\
CC ?= cc
CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11
OBJS = {objs}

TOOL: $(OBJS)
\t$(CC) $(CFLAGS) -o $@ $(OBJS)

%.o: %.c TOOL.h
\t$(CC) $(CFLAGS) -c $<

clean:
\trm -f TOOL *.o

test: TOOL
\tsh tests/run_tests.sh

.PHONY: clean test
"""

RUNNER = """\
#!/bin/sh
# Golden tests: each line of tests/cases.txt is `<name>|<arguments>`; expected output in tests/expected/<name>.out
cd "$(dirname "$0")/.." || exit 1
fail=0
while IFS='|' read -r name args; do
    [ -z "$name" ] && continue
    ./TOOL $args > /tmp/TOOL-test.out 2>/dev/null
    if cmp -s /tmp/TOOL-test.out "tests/expected/$name.out"; then
        echo "PASS $name"
    else
        echo "FAIL $name"; diff -u "tests/expected/$name.out" /tmp/TOOL-test.out | head -20
        fail=1
    fi
done < tests/cases.txt
exit $fail
"""


def _render(tool_key, tool, choice):
    """choice: site -> "good" | "bad" | "wrong". Returns {relative path: text}."""
    spec = TOOLS[tool_key]
    out = {}
    for path, text in spec["files"].items():
        for _ in range(2):  # sites can contain sites (LBUF contains R)
            for site, s in spec["sites"].items():
                text = text.replace(f"@@{site}@@", s[choice.get(site, "good")] or s["good"])
        out[path.replace("TOOL", tool)] = text.replace("TOOL", tool)
    return out


def _reference(tool_key, case):
    if tool_key == "tstat":
        show = case["args"][:1] == ["-L"]
        names = case["args"][1:] if show else case["args"]
        files = dict(case["files"])
        return tstat_reference([(n, files[n]) for n in names], show), 0
    files = dict(case["files"])
    return csv_reference(files[case["args"][0]], case["args"][1:])


def _patch(before: dict[str, str], after: dict[str, str]) -> str:
    diff = []
    for path in sorted(before):
        if before[path] != after[path]:
            diff += difflib.unified_diff(before[path].splitlines(True), after[path].splitlines(True),
                                         f"a/{path}", f"b/{path}")
    return "".join(diff)


@register
class CToolBugfix(Family):
    name = "c_tool_bugfix"
    category = "software"
    description = "Fix seeded bugs in a small C command-line tool (Makefile project) so it matches its README; judged on hidden inputs after a clean rebuild."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        tool_key = rng.choice(sorted(TOOLS))
        spec = TOOLS[tool_key]
        tool = rng.choice(spec["names"])
        proj = f"/app/{tool}"
        sites = spec["sites"]
        logic = [s for s in sites if s != "LBUF"]
        if level == "easy":
            visible = rng.sample(logic, 2)
            hidden_only: list[str] = []
        else:
            hideable = [s for s in logic if sites[s]["hideable"]]
            hidden_only = [rng.choice(hideable)]
            visible = rng.sample([s for s in logic if s not in hidden_only], 2)
        bugs = visible + hidden_only + (["LBUF"] if level == "hard" else [])
        make_bug = level == "hard"
        all_good = {s: "good" for s in sites}
        buggy = {s: ("bad" if s in bugs else "good") for s in sites}

        # Inputs: visible tests trigger the visible bugs only; hidden inputs trigger every bug.
        visible_cases = spec["cases"](rng, set(visible), hidden=False)
        hidden_cases = spec["cases"](rng, set(sites), hidden=True) if level == "hard" else \
            spec["cases"](rng, set(sites) - {"LBUF"}, hidden=True)

        files = {}
        src_buggy = _render(tool_key, tool, buggy)
        src_good = _render(tool_key, tool, all_good)
        objs_good = " ".join(sorted({p[:-2] + ".o" for p in src_good if p.endswith(".c")}, key=lambda x: (x != "main.o", x)))
        objs_bad = " ".join(o for o in objs_good.split() if o not in ("output.o", "parse.o"))
        mk_good = MAKEFILE.replace("{objs}", objs_good).replace("TOOL", tool)
        mk_bad = MAKEFILE.replace("{objs}", objs_bad if make_bug else objs_good).replace("TOOL", tool)
        for p, t in src_buggy.items():
            files[f"{proj}/{p}"] = File.of(t)
        files[f"{proj}/Makefile"] = File.of(mk_bad)
        files[f"{proj}/README.md"] = File.of(spec["readme"].replace("TOOL", tool))
        files[f"{proj}/tests/run_tests.sh"] = File.of(RUNNER.replace("TOOL", tool), mode=0o755)
        case_lines = []
        for i, c in enumerate(visible_cases, 1):
            name = f"case{i}"
            for fn, data in c["files"]:
                files[f"{proj}/tests/{fn}"] = File.of(data)
            # the runner passes paths relative to the project root (tests/data/...), and they appear in the output
            shown = {"args": [f"tests/{a}" if a.startswith("data/") else a for a in c["args"]],
                     "files": [(f"tests/{fn}", data) for fn, data in c["files"]]}
            out, _ = _reference(tool_key, shown)
            files[f"{proj}/tests/expected/{name}.out"] = File.of(out)
            case_lines.append(f"{name}|" + " ".join(shown["args"]))
        files[f"{proj}/tests/cases.txt"] = File.of("\n".join(case_lines) + "\n")

        tests = {}
        expected = []
        for i, c in enumerate(hidden_cases, 1):
            for fn, data in c["files"]:
                tests[f"cases/h{i}/{fn}"] = File.of(data)
            out, status = _reference(tool_key, c)
            expected.append({"dir": f"h{i}", "args": c["args"], "stdout": out.decode("latin-1"), "status": status})
        tests["test_outputs.py"] = self._tests(proj, tool, expected)

        full_patch = _patch(src_buggy, src_good)
        mk_patch = _patch({"Makefile": mk_bad}, {"Makefile": mk_good}) if make_bug else ""
        solution = self._solver(proj, tool, full_patch + mk_patch, strict=True)

        def fix(choice_over, makefile=True, extra=""):
            target = dict(all_good)
            target.update(choice_over)
            p = _patch(src_buggy, _render(tool_key, tool, target))
            return self._solver(proj, tool, p + (mk_patch if makefile else ""), extra=extra)

        wrongable = [s for s in bugs if sites[s]["wrong"]]
        decoys = [
            Decoy(name="half_fixed", description="half the job: fixes only the first reported bug",
                  script=fix({s: "bad" for s in bugs[1:] if s != "LBUF"} | ({"LBUF": "good"} if "LBUF" in bugs else {}))),
            Decoy(name="golden_edit", description="rewrites the visible expected outputs instead of fixing the code",
                  script=self._golden_edit(proj, tool, mk_patch)),
        ]
        if wrongable:
            w = wrongable[0]
            decoys.append(Decoy(name="wrong_fix", description=f"right format, a plausible but incomplete fix of one bug ({w})",
                                script=fix({w: "wrong"})))
        else:
            decoys.append(Decoy(name="wrong_fix", description="right format, leaves one reported bug in place",
                                script=fix({bugs[0]: "bad"})))
        if level != "easy":
            decoys.append(Decoy(name="visible_only", description="fixes what the shipped tests show, not the README-only bug",
                                script=fix({s: "bad" for s in hidden_only})))
        if level == "hard":
            decoys.append(Decoy(name="no_memfix", description="fixes the logic bugs but not the long-line memory bug",
                                script=fix({"LBUF": "bad"})))
            decoys.append(Decoy(name="makefile_untouched", description="fixes the code and builds by hand, Makefile still broken",
                                script=fix({}, makefile=False, extra=f"cd {proj} && gcc -O2 -std=gnu11 -o {tool} *.c")))
        return Draft(
            instruction=self._instruction(rng, level, tool_key, tool, proj, visible, hidden_only, make_bug),
            environment=Environment(base_image=self.base_image, files=files, workdir=proj),
            solution=solution,
            tests=tests,
            decoys=decoys,
            outputs=[proj],
            tools=["patch", "make", "gcc", "sh"],
            tags=["c", "bug-fixing", "make", "golden-tests"] + {"easy": [], "medium": ["spec-reading"],
                                                                "hard": ["spec-reading", "memory-safety", "build-repair"]}[level],
            expert_time_min={"easy": 15, "medium": 30, "hard": 50}[level],
            junior_time_min={"easy": 45, "medium": 90, "hard": 150}[level],
        )

    @staticmethod
    def _solver(proj, tool, patch_text, extra="", strict=False):
        body = f"cd {proj}\n"
        if patch_text:
            body += "patch -p1 --no-backup-if-mismatch <<'DIFF'\n" + patch_text + ("" if patch_text.endswith("\n") else "\n") + "DIFF\n"
        if extra:
            body += extra + "\n"
        else:
            body += "make clean >/dev/null\nmake >/dev/null\nsh tests/run_tests.sh >/dev/null" + ("" if strict else " || true") + "\n"
        return "#!/bin/bash\nset -euo pipefail\n" + body

    @staticmethod
    def _golden_edit(proj, tool, mk_patch):
        body = f"cd {proj}\n"
        if mk_patch:
            body += "patch -p1 --no-backup-if-mismatch <<'DIFF'\n" + mk_patch + "DIFF\n"
        body += dedent(f"""
            make >/dev/null
            while IFS='|' read -r name args; do
                ./{tool} $args > "tests/expected/$name.out" 2>/dev/null || true
            done < tests/cases.txt
            sh tests/run_tests.sh >/dev/null || true
        """)
        return "#!/bin/bash\nset -euo pipefail\n" + body

    @staticmethod
    def _instruction(rng, level, tool_key, tool, proj, visible, hidden_only, make_bug):
        sites = TOOLS[tool_key]["sites"]
        what = TOOLS[tool_key]["what"]
        team = rng.choice(["The data team", "Operations", "The reporting crew", "Finance engineering",
                           "The support desk", "The platform group"])
        intro = rng.choice([
            f"`{tool}` is a small C {what} that {team.lower()} depends on, and it has started to give wrong answers.",
            f"{team} relies on `{tool}`, an in-house C {what}. Several bug reports have piled up against it.",
            f"Our C {what} `{tool}` is used in nightly jobs; {team.lower()} filed bugs against it this week.",
        ])
        reports = "\n".join(f"- {sites[s]['symptom'][0].upper() + sites[s]['symptom'][1:]}." for s in visible)
        notes = []
        if level == "easy":
            notes.append("Both reports are reproduced by the shipped golden tests (`make test`).")
        else:
            notes.append("The shipped golden tests (`make test`) reproduce these reports, but the README is the "
                         "specification: the tool must follow it exactly, including behaviour no report or shipped "
                         "test covers yet.")
        if make_bug:
            notes.append("The project does not currently build with `make` at all; that is part of the job. The tool "
                         "also has to cope with inputs of any size (lines of many kilobytes).")
        note_text = " ".join(notes)
        usage = {
            "tstat": rng.choice([f"It runs after every log rotation as `{tool} -L /var/log/app/*.log`, and a dashboard "
                                 f"parses its output, so the output format must not change by a single byte.",
                                 f"Editors run `{tool}` on manuscripts in mixed encodings, and a billing script parses "
                                 f"its output; the format is fixed.",
                                 f"A nightly job runs `{tool}` over uploaded text files and stores the numbers; other "
                                 f"scripts parse its output, so the format is fixed."]),
            "csvagg": rng.choice([f"A nightly job runs `{tool} export.csv amount qty` on files exported from three "
                                  f"different systems, and the numbers go straight into a finance report.",
                                  f"Analysts call `{tool}` on CSV exports from the shop, the ERP and spreadsheets; "
                                  f"its output lines are parsed by a reconciliation script, so the format is fixed.",
                                  f"The month-end close runs `{tool}` over every exported ledger file; a script "
                                  f"reads its output, so the format must stay exactly as documented."]),
        }[tool_key]
        accept = [f"`make clean && make` in `{proj}` succeeds (no extra flags or environment) and produces the "
                  f"executable `{proj}/{tool}`, compiled from the C sources;",
                  "for any input, the output and exit status are exactly what `README.md` specifies;",
                  "the command-line interface and the output format stay as they are."]
        accept_text = "\n".join(f"- {a}" for a in accept)
        return dedent("""
            # Fix the `{tool}` C tool

            {intro} {usage} The project lives in `{proj}`: C sources, a `Makefile`, a `README.md` that specifies
            the exact behaviour, and golden tests under `tests/` (`make test` runs them).

            Reported problems:
            {reports}

            {notes}

            Done means:
            {accept}

            Do not rewrite the tool in another language. It will be rebuilt from a clean tree and run on other
            inputs than the shipped ones, so editing the expected outputs under `tests/` fixes nothing.
        """).format(tool=tool, intro=intro, usage=usage, proj=proj, reports=reports, notes=note_text,
                    accept=accept_text)

    @staticmethod
    def _tests(proj, tool, expected):
        header = "import os, shutil, subprocess\n\nimport pytest"
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            PROJ = "PROJDIR"
            TOOL = os.path.join(PROJ, "TOOLNAME")

            @pytest.fixture(scope="module")
            def built():
                p = subprocess.run(["make", "clean"], cwd=PROJ, capture_output=True, text=True, timeout=120)
                p = subprocess.run(["make"], cwd=PROJ, capture_output=True, text=True, timeout=300)
                assert p.returncode == 0, f"make failed: {(p.stdout + p.stderr)[-1500:]}"
                assert os.access(TOOL, os.X_OK), f"make did not produce {TOOL}"
                with open(TOOL, "rb") as f:
                    assert f.read(4) == b"\\x7fELF", f"{TOOL} must be the compiled C program"
                return TOOL

            @pytest.mark.parametrize("case", EXPECTED, ids=[c["dir"] for c in EXPECTED])
            def test_hidden_input(built, case, tmp_path):
                work = tmp_path / "w"
                shutil.copytree(os.path.join(HERE, "cases", case["dir"]), work)
                p = subprocess.run([built, *case["args"]], cwd=work, capture_output=True, timeout=20)
                want = case["stdout"].encode("latin-1")
                assert p.returncode == case["status"], f"{case['args']}: exit status {p.returncode}, expected {case['status']}"
                if p.stdout != want:
                    got_l, want_l = p.stdout.split(b"\\n"), want.split(b"\\n")
                    diff = [(i + 1, g[:120], w[:120]) for i, (g, w) in enumerate(zip(got_l, want_l)) if g != w][:3]
                    assert False, f"{case['args']}: output differs (line, got, expected): {diff or (len(got_l), len(want_l))}"
        '''.replace("PROJDIR", proj).replace("TOOLNAME", tool)
        return pytest_file(header, {"EXPECTED": expected}, body)
