"""How many different problems a set of tasks holds (`termigen diversity`).

The measure
-----------
Two instances are **the same problem** when their reference solutions are the same program once everything an
instance draws is masked. The program is the oracle `solution/solve.sh` *with the bodies of its heredocs*
(the Python, awk, jq, SQL, C, patches and configs the oracle writes) and the code inside its quoted arguments
(awk/jq/sed/python -c programs, SQL strings).

1. Tokenise. Shell is lexed with its own quoting rules (quotes, `$(..)`/backticks, `${..}`, `$((..))`,
   heredocs, line continuations, comments); heredoc bodies and code-like quoted strings are lexed as code
   (strings, numbers, identifiers, operators; `#`, `//`, `/* */` or `--` comments by language; diffs keep
   only their `-`/`+` lines).
2. Mask into classes. Numbers -> NUM, paths -> PATH, plain string literals -> STR, shell variables -> VAR,
   bare words that are arguments -> WORD, user functions -> FUNC, commands not in a fixed list of real tools
   (the instance's own binaries) -> CMD, code identifiers -> ID. What is kept verbatim is what a solution is
   made of: command names, their options, shell and language keywords, and calls of builtin/standard-library
   functions (`len(`, `json.loads(`, `gsub(`, `select(`, `strcmp(`) - a fixed vocabulary, the same for every
   dataset, so that a pair's verdict never depends on what else is measured with it.
3. Normalise equivalent spellings: `egrep`/`fgrep` -> `grep -E/-F`, `gawk`/`mawk` -> `awk`, `sed -r` -> `-E`,
   `test`/`[[` -> `[`, backticks -> `$(`, `source` -> `.`, long options -> short ones for common tools,
   clustered short options split (`-sf` -> `-s -f`) and sorted, `--opt=v` split; `a && b`, `a; b` and a
   newline are the same separator; lines inside open brackets are joined; comments, blank lines and
   whitespace are dropped; docstrings (a statement that is only a string) are dropped.
4. Shingle. Each statement (a shell simple-command list or a line of code) gives the k-grams (k=3) of its
   masked tokens, padded at both ends; a solution is the *set* of its statements' shingles - so the order of
   statements does not matter, and a statement repeated per drawn item counts once.
5. Compare. Two instances are the same problem when (a) the Jaccard index of their shingle sets is
   >= 0.50 and (b) at most one statement of either has no counterpart in the other - a counterpart being an
   equal masked statement or a near copy (bigram Jaccard >= 0.5: the same step with other drawn flags,
   fields or arguments). (b) counts the steps one solution has and the other lacks, independent of how long
   the shared skeleton is: a composed oracle whose fixes differ is a different problem even when its
   head and tail are 90% of it; (a) is a cheap guard (other families' oracles score <= 0.33).
6. Cluster by leaders in seed order (within a family and level, and within a family across levels): an
   instance joins the first earlier leader that is the same problem, else it is a new distinct problem.
   Leaders, not single linkage: a chain of small steps (A~B~C) cannot make A and C one problem.

Calibration (`calibrate()`, the dataset card): cosmetic variants of the committed oracles
(`cosmetic_variant`: renamed variables and functions, statements reordered and joined with &&, comments and
blank lines, other numbers, paths and string literals, `egrep`, long options, backticks) have 0 unmatched
statements (a few 1) and Jaccard >= 0.96; random pairs from different families score Jaccard <= 0.33; fresh
draws of the kit's compositional families with different component sets have >= 2 unmatched statements in
590 of 594 pairs, with equal component sets 0; committed legacy pairs within a family and level mostly 0-1.

The bar (issue 10, point 3): per family and level, distinct/tasks >= 0.8 and every 5 consecutive seeds hold at
least 4 distinct problems (a level with n < 5 tasks needs ceil(0.8 n)).

Pure Python and numpy: no docker, no sandbox, no verifier.
"""

from __future__ import annotations

import builtins
import keyword
import math
import re
import tomllib
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import numpy as np

THRESHOLD = 0.50  # Jaccard below which two oracles are never the same problem
MAX_UNMATCHED = 1  # statements without a counterpart that two instances of one problem may differ by
NEAR = 0.5  # bigram Jaccard of two statements that are one statement with other drawn arguments
K = 3
LEVEL_ORDER = {"easy": 0, "medium": 1, "hard": 2}
BAR_RATIO = 0.8
BAR_WINDOW, BAR_MIN_IN_WINDOW = 5, 4

# ----------------------------------------------------------------------------------------------------------
# Vocabulary: what is kept verbatim. Fixed, so the verdict on a pair never depends on the rest of the data.

TOOLS = set("""
awk sed grep cut sort uniq tr head tail wc cat tac paste join comm diff patch cmp find xargs ls cp mv rm mkdir
rmdir ln touch chmod chown chgrp stat du df tar gzip gunzip zcat bzip2 xz unxz zip unzip basename dirname
realpath readlink mktemp tee date sleep seq yes printf echo env timeout nohup kill pkill pgrep ps wait trap
python python3 pip pip3 perl ruby node npm npx java javac mvn gradle go cargo rustc gcc g++ cc clang make
cmake ninja ar ld nm objdump readelf strings strip file hexdump xxd od base64 sha256sum sha1sum md5sum
cksum openssl ssh-keygen gpg curl wget nc ncat socat jq yq sqlite3 psql mysql git svn diff3 ss netstat ip
iptables nginx systemctl service journalctl crontab logrotate useradd userdel usermod groupadd groupmod
passwd chpasswd id getent su sudo runuser install mount umount rsync dd losetup mkfs fsck tmux screen
bc dc expr test true false sh bash dash zsh ldd pkg-config autoreconf autoconf automake libtool aclocal
autoheader configure mpirun mpiexec mpicc srun sbatch pytest gdb valgrind strace ltrace lsof fuser nproc
numfmt shuf split csplit fold fmt nl pr expand unexpand iconv column rev look envsubst getopt flock
watch time nice ionice taskset chroot unshare setsid stdbuf dos2unix unix2dos jar rg fd tree less more
hostname uname whoami groups who last lastlog ausearch grep zgrep zless bunzip2 lz4 zstd unzstd cpio
ffmpeg convert gnuplot R Rscript julia lua luac php ghc tsc deno coqc lean z3 cvc5 yosys iverilog vvp
dot latexmk pdflatex inkscape gs pdftotext sum tsort factor link unlink sync truncate fallocate shred
htpasswd certtool keytool update-ca-certificates c_rehash apt apt-get dpkg rpm pip-compile uv virtualenv
docker kubectl helm terraform ansible redis-cli mongosh supervisorctl gunicorn uvicorn flask celery
""".split())
SUBCOMMAND_TOOLS = {"git", "openssl", "systemctl", "service", "pip", "pip3", "npm", "cargo", "go", "ip", "gpg",
                    "apt", "apt-get", "dpkg", "docker", "kubectl", "helm", "uv", "conda", "redis-cli",
                    "supervisorctl", "ssh-keygen", "keytool", "mvn", "gradle"}
SCRIPT_NAMES = {"configure", "autogen.sh", "bootstrap", "bootstrap.sh", "gradlew", "mvnw", "manage.py", "setup.py"}
SHELL_KEYWORDS = set("""
if then else elif fi for while until do done case esac in function select return exit break continue local
export declare readonly typeset set shift trap wait eval exec read mapfile readarray printf echo cd pushd popd
true false unset shopt let getopts ulimit umask command builtin type hash alias . [ ! { } time
""".split())
ALIASES = {"egrep": ("grep", "-E"), "fgrep": ("grep", "-F"), "gawk": ("awk",), "mawk": ("awk",), "nawk": ("awk",),
           "[[": ("[",), "test": ("[",), "source": (".",), "python": ("python3",), "pip3": ("pip",),
           "sha256": ("sha256sum",), "gsed": ("sed",), "typeset": ("declare",), "readarray": ("mapfile",)}
# Long options with a short twin, per tool ('*': any tool).
LONG = {
    "*": {"--help": "-h", "--verbose": "-v", "--quiet": "-q", "--recursive": "-r", "--force": "-f"},
    "grep": {"--extended-regexp": "-E", "--fixed-strings": "-F", "--perl-regexp": "-P", "--ignore-case": "-i",
             "--invert-match": "-v", "--count": "-c", "--silent": "-q", "--line-number": "-n",
             "--only-matching": "-o", "--files-with-matches": "-l", "--word-regexp": "-w", "--line-regexp": "-x",
             "--no-filename": "-h", "--with-filename": "-H", "--regexp": "-e", "--file": "-f"},
    "sort": {"--numeric-sort": "-n", "--reverse": "-r", "--unique": "-u", "--key": "-k",
             "--field-separator": "-t", "--general-numeric-sort": "-g", "--stable": "-s", "--output": "-o",
             "--ignore-case": "-f", "--version-sort": "-V", "--human-numeric-sort": "-h"},
    "curl": {"--silent": "-s", "--fail": "-f", "--show-error": "-S", "--location": "-L", "--output": "-o",
             "--request": "-X", "--header": "-H", "--data": "-d", "--write-out": "-w", "--include": "-i",
             "--user": "-u", "--insecure": "-k", "--max-time": "-m", "--head": "-I"},
    "cut": {"--delimiter": "-d", "--fields": "-f", "--characters": "-c", "--bytes": "-b"},
    "head": {"--lines": "-n", "--bytes": "-c"}, "tail": {"--lines": "-n", "--bytes": "-c", "--follow": "-f"},
    "mkdir": {"--parents": "-p", "--mode": "-m"}, "rm": {"--recursive": "-r", "--force": "-f"},
    "cp": {"--recursive": "-r", "--archive": "-a", "--preserve": "-p"}, "wc": {"--lines": "-l", "--words": "-w",
                                                                          "--bytes": "-c", "--chars": "-m"},
    "tr": {"--delete": "-d", "--squeeze-repeats": "-s", "--complement": "-c"},
    "sed": {"--in-place": "-i", "--expression": "-e", "--regexp-extended": "-E", "--quiet": "-n", "--silent": "-n"},
    "jq": {"--raw-output": "-r", "--compact-output": "-c", "--slurp": "-s", "--exit-status": "-e",
           "--null-input": "-n", "--join-output": "-j", "--sort-keys": "-S", "--from-file": "-f"},
    "uniq": {"--count": "-c", "--repeated": "-d", "--unique": "-u", "--ignore-case": "-i"},
    "ls": {"--all": "-a", "--almost-all": "-A"}, "xargs": {"--null": "-0", "--max-args": "-n"},
    "tar": {"--extract": "-x", "--create": "-c", "--file": "-f", "--gzip": "-z", "--directory": "-C",
            "--list": "-t", "--verbose": "-v"},
    "ln": {"--symbolic": "-s", "--force": "-f"}, "chmod": {"--recursive": "-R"}, "chown": {"--recursive": "-R"},
    "diff": {"--unified": "-u", "--recursive": "-r", "--brief": "-q"}, "patch": {"--strip": "-p", "--input": "-i"},
    "date": {"--date": "-d", "--utc": "-u"}, "find": {}, "read": {}, "paste": {"--delimiters": "-d",
                                                                              "--serial": "-s"},
    "tee": {"--append": "-a"}, "touch": {"--date": "-d"}, "stat": {"--format": "-c"},
}
SHORT_ALIASES = {("sed", "-r"): "-E", ("cp", "-R"): "-r", ("rm", "-R"): "-r", ("ls", "-1"): "-1"}


def _module_names(mod) -> set[str]:
    return {n for n in dir(mod) if not n.startswith("_")}


def _code_vocab() -> tuple[set[str], set[str], set[str]]:
    """(keywords, callables, modules): language keywords, names of builtin/standard functions and methods, and
    standard module names. Built from the interpreter's own introspection plus short lists for awk, jq, SQL, C."""
    import importlib

    script_kw = set(keyword.kwlist) | set(getattr(keyword, "softkwlist", [])) | set("""BEGIN END BEGINFILE
        ENDFILE getline next nextfile delete function printf print def reduce foreach as then elif else end if try
        catch label import include and or not null true false while do for return break continue in""".split())
    c_kw = set("""if else for while do return break continue switch case default sizeof struct union enum typedef
        static const extern unsigned signed int long short char float double void bool volatile register goto
        auto inline restrict include define ifdef ifndef endif pragma undef size_t uint8_t uint32_t uint64_t
        int64_t int32_t ssize_t FILE NULL true false let fn pub mut impl use mod var func package export function
        new this class extends public private return null undefined const""".split())
    sql = set("""select from where group by order having limit offset insert into values update set delete create
        table view index drop alter add column primary key foreign references join left right inner outer cross
        full on using as distinct union all intersect except case when then else end and or not null is in like
        glob between exists asc desc with recursive cast integer text real blob numeric varchar pragma begin
        commit rollback transaction trigger unique default check over partition window rows preceding following
        current row replace conflict ignore returning""".split())
    # SQL keywords count in any language when written in capitals (SQL inside a Python string, a heredoc).
    kw = {"hash": script_kw | {w.upper() for w in sql}, "c": c_kw | {w.upper() for w in sql}, "sql": sql,
          "none": script_kw | c_kw | {w.upper() for w in sql}}
    calls = _module_names(builtins) | set("""
        length substr index split sub gsub match sprintf tolower toupper int sqrt exp log sin cos atan2 rand srand
        system close fflush strftime systime gensub asort asorti
        select map map_values keys values has in inside contains startswith endswith ltrimstr rtrimstr
        test capture scan splits sub gsub ascii_downcase ascii_upcase tostring tonumber tojson fromjson
        to_entries from_entries with_entries add any all flatten range floor ceil round sqrt pow min max
        min_by max_by unique unique_by group_by sort sort_by reverse empty error not paths leaf_paths del
        getpath setpath path env input inputs debug stderr input_filename splits join ascii implode explode
        type tostream fromstream limit first last nth until recurse walk isvalid todate fromdate now
        strptime strftime mktime gmtime dateadd datesub date @base64 @csv @tsv @json @text @sh @uri @html
        count sum avg total group_concat coalesce ifnull nullif abs round upper lower trim ltrim rtrim instr
        printf strcmp strncmp strlen strcpy strncpy strcat strdup strchr strrchr strstr strtok strtol strtod
        atoi atof malloc calloc realloc free memcpy memmove memset memcmp fopen fclose fgets fputs fprintf
        sprintf snprintf sscanf fscanf scanf puts putchar getchar getc fgetc fputc fread fwrite fseek ftell
        exit abort qsort bsearch isdigit isalpha isspace isalnum toupper tolower pthread_create pthread_join
        pthread_mutex_lock pthread_mutex_unlock pthread_mutex_init MPI_Init MPI_Finalize MPI_Comm_rank
        MPI_Comm_size MPI_Send MPI_Recv MPI_Reduce MPI_Bcast MPI_Allreduce MPI_Scatter MPI_Gather
        """.split())
    mods = set("""json re os sys csv math statistics collections itertools functools subprocess pathlib hashlib
        datetime time sqlite3 socket struct random string textwrap shutil glob argparse decimal fractions heapq
        bisect operator typing dataclasses io gzip zipfile tarfile base64 hmac secrets urllib http threading
        multiprocessing concurrent queue signal tempfile difflib fnmatch configparser logging pprint copy
        ipaddress uuid zlib array enum contextlib numpy np pandas pd""".split())
    _slow = {"pandas", "pd", "np"}  # np is numpy's alias; pandas is slow to import: its API names are listed
    calls |= set("""read_csv read_json read_sql to_csv to_json groupby agg aggregate merge concat pivot_table
        sort_values sort_index reset_index set_index drop_duplicates dropna fillna isna notna apply astype iloc
        loc value_counts nunique rolling resample cumsum describe query assign rename head tail""".split())
    for m in sorted(mods - _slow):
        try:
            calls |= _module_names(importlib.import_module(m))
        except Exception:  # not installed here (pandas): its names are masked, which only merges more
            pass
    for t in (str, bytes, list, dict, set, tuple, int, float):
        calls |= _module_names(t)
    try:
        import pathlib

        calls |= _module_names(pathlib.Path)
    except Exception:  # pragma: no cover
        pass
    return kw, calls, mods


KEYWORDS_BY_LANG, CALLS, MODULES = _code_vocab()
KEYWORDS = set().union(*KEYWORDS_BY_LANG.values())
_SQL_WORDS = KEYWORDS_BY_LANG["sql"]
_AWK_VARS = {"NR", "NF", "FS", "OFS", "RS", "ORS", "FILENAME", "FNR", "SUBSEP", "ARGV", "ENVIRON"}
_ANY_VOCAB = KEYWORDS | CALLS | MODULES | _AWK_VARS | {w.upper() for w in _SQL_WORDS}

# ----------------------------------------------------------------------------------------------------------
# Code (heredoc bodies, quoted programs): tokens, masked, one statement per logical line.

_STR = r"""[rbfuRBFU]{0,2}(?:\"\"\"[\s\S]*?\"\"\"|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')"""
_NUM = r"0[xX][0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+"
_OP = r"\*\*=?|//=?|<<=?|>>=?|->|=>|==|!=|<=|>=|&&|\|\||\+\+|--|\|=|[-+*/%&^~<>!=]=?|[()\[\]{},;:.@$#?\\`|]"
# An absolute path in code or config (/var/log/app-1/*.log): one token, not a division chain. Not after an operand.
_PATH = r"(?<![\w)\]}.])/(?:[\w.*{}-]+/)+[\w.*{}-]*|(?<![\w)\]}.])/(?:var|tmp|etc|opt|app|usr|srv|home|data|root|dev|run)\b[\w.*-]*"
_COMMENTS = {"hash": r"\#[^\n]*", "c": r"//[^\n]*|/\*[\s\S]*?\*/", "sql": r"--[^\n]*", "none": r"(?!x)x"}
_CODE_RE = {lang: re.compile(rf"(?P<nl>\n)|(?P<ws>[ \t\r\f\v]+)|(?P<com>{com})|(?P<str>{_STR})|(?P<num>{_NUM})"
                             rf"|(?P<path>{_PATH})|(?P<id>[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)*)|(?P<op>{_OP})|(?P<other>.)")
            for lang, com in _COMMENTS.items()}
_CODEISH = re.compile(r"[=<>!(){}\[\];|&+*%^~$]")


def _lang(text: str, hint: str = "") -> str:
    head = text.lstrip()[:400]
    if head.startswith("#!"):
        return "hash"
    if re.search(r"\.(c|h|cc|cpp|hpp|js|ts|go|rs|java)\b", hint) or re.search(r"^\s*#\s*(include|define)\b", text,
                                                                              re.M):
        return "c"
    first = re.match(r"\s*([A-Za-z]+)", head)
    if first and first.group(1).lower() in {"select", "create", "insert", "with", "update", "delete", "pragma",
                                              "begin", "drop", "alter", "attach"}:
        return "sql"
    return "hash"


def _is_diff(text: str) -> bool:
    return bool(re.search(r"^--- \S", text, re.M) and re.search(r"^\+\+\+ \S", text, re.M)) or text.startswith("@@ ")


def code_statements(text: str, lang: str | None = None, depth: int = 0) -> list[list[str]]:
    """Masked statements of a piece of code: one per logical line (lines inside open ( or [ are joined), also
    split at ; { }. Comments dropped; a statement that is only a string (a docstring) dropped."""
    if _is_diff(text):
        return _diff_statements(text, depth)
    lang = lang or _lang(text)
    toks = [(m.lastgroup, m.group()) for m in _CODE_RE[lang].finditer(text) if m.lastgroup not in ("ws", "com")]
    sig = [v for k, v in toks if k != "nl"]
    last = len(sig) - 1
    kws = KEYWORDS_BY_LANG[lang]
    out: list[list[str]] = []
    cur: list[str] = []
    nest, i = 0, -1
    for kind, v in toks:
        if kind == "nl":
            if nest <= 0 and cur:
                if cur != ["STR"]:
                    out.append(cur)
                cur = []
            continue
        i += 1
        if kind == "id":
            if v in _ANY_VOCAB or (i and sig[i - 1] in ("import", "from")):
                cur.append(_mask_ident(v, sig[i - 1] if i else "", sig[i + 1] if i < last else "", kws, lang))
            else:
                cur.append("ID")
        elif kind == "num":
            cur.append("NUM")
        elif kind == "path":
            cur.append("PATH")
        elif kind == "str":
            cur.extend(_mask_string(v, depth))
        else:
            if v == "(" or v == "[":
                nest += 1
            elif v == ")" or v == "]":
                nest = max(0, nest - 1)
            elif v == ";" or v == "{" or v == "}":
                if v != ";":
                    cur.append(v)
                if cur and cur != ["STR"]:
                    out.append(cur)
                cur = []
                continue
            cur.append(v)
    if cur and cur != ["STR"]:
        out.append(cur)
    return out


def _mask_ident(v: str, prev: str, nxt: str, kws: set[str] = KEYWORDS, lang: str = "none") -> str:
    if v in kws:
        return v.lower() if v.upper() == v and v.lower() in _SQL_WORDS else v
    if lang == "sql" and v.lower() in _SQL_WORDS:
        return v.lower()
    if v in CALLS and (nxt == "(" or prev == "@" or (prev == "|" and v.islower())):
        return v
    if v in MODULES and (nxt == "." or prev in ("import", "from")):
        return v
    if prev == "import" or prev == "from":
        return "MOD"
    if v in _AWK_VARS:
        return v
    return "ID"


def _mask_string(v: str, depth: int) -> list[str]:
    body = re.sub(r"^[rbfuRBFU]{0,2}('''|\"\"\"|'|\")", "", v)
    body = body[: -3] if v.endswith(("'''", '"""')) and len(body) >= 3 else body[:-1]
    if depth < 3 and _CODEISH.search(body) and len(body) > 1:
        inner = code_statements(body, "none" if depth else None, depth + 1)
        return ["STR{", *[t for st in inner for t in st], "}"]
    return ["STR"]


def _diff_statements(text: str, depth: int) -> list[list[str]]:
    out = []
    for line in text.splitlines():
        if line.startswith(("--- ", "+++ ")):
            out.append(["DIFF-FILE"])
        elif line.startswith("@@"):
            out.append(["@@"])
        elif line[:1] in "+-" and line[1:].strip():
            for st in code_statements(line[1:], "c", depth + 1) or [[]]:
                out.append([line[0], *st])
    return out


# ----------------------------------------------------------------------------------------------------------
# Shell: a lexer that knows quotes, substitutions and heredocs, then one statement per simple-command list.

_FUNC_DEF = re.compile(r"^\s*(?:function\s+([A-Za-z_][\w-]*)|([A-Za-z_][\w-]*)\s*\(\s*\))", re.M)
_OPCHARS = set("|&;()<>")
_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[kKmMgG%s]?$")
_SPECIAL_VAR = re.compile(r"^\$[?!#@*$-]$")


class _Shell:
    def __init__(self, text: str, depth: int = 0, functions: set[str] | None = None):
        self.text, self.depth = text, depth
        self.functions = functions if functions is not None else {a or b for a, b in _FUNC_DEF.findall(text)}
        self.statements: list[list[str]] = []  # masked shell statements
        self.documents: list[list[list[str]]] = []  # code statements of heredoc bodies and quoted programs

    # -- lexing -------------------------------------------------------------------------------------------
    def _match_close(self, i: int, open_: str, close: str) -> int:
        """Index just after the `close` that matches an `open_` before i (quotes and nesting respected)."""
        t, n, level = self.text, len(self.text), 1
        while i < n:
            c = t[i]
            if c == "\\":
                i += 2
                continue
            if c == "'" and open_ != "{":
                j = t.find("'", i + 1)
                i = n if j < 0 else j + 1
                continue
            if c == '"':
                i = self._dquote_end(i)
                continue
            if t.startswith(open_, i):
                level += 1
                i += len(open_)
                continue
            if t.startswith(close, i):
                level -= 1
                i += len(close)
                if level == 0:
                    return i
                continue
            i += 1
        return n

    def _dquote_end(self, i: int) -> int:
        t, n, j = self.text, len(self.text), i + 1
        while j < n and t[j] != '"':
            if t[j] == "\\":
                j += 2
            elif t.startswith("$(", j):
                j = self._match_close(j + 2, "(", ")")
            else:
                j += 1
        return j + 1

    def lex(self) -> list[tuple[str, object]]:
        """Tokens: ('op', s), ('nl', ''), ('word', [segments]); heredoc bodies are consumed into documents."""
        t, n, i = self.text, len(self.text), 0
        toks: list[tuple[str, object]] = []
        pending: list[tuple[str, bool, int]] = []
        while i < n:
            c = t[i]
            if c == "\\" and t.startswith("\\\n", i):
                i += 2
                continue
            if c == "\n":
                toks.append(("nl", ""))
                i += 1
                for delim, strip, at in pending:
                    body, i = self._heredoc_body(i, delim, strip)
                    toks[at] = ("heredoc", body)
                pending = []
                continue
            if c in " \t\r":
                i += 1
                continue
            if c == "#" and (i == 0 or t[i - 1] in " \t\n;&|()"):
                j = t.find("\n", i)
                i = n if j < 0 else j
                continue
            if t.startswith("<<", i) and not t.startswith("<<<", i):
                m = re.compile(r"<<(-?)\s*(['\"]?)([\w.-]+)\2").match(t, i)
                if m:
                    toks.append(("op", "<<"))
                    pending.append((m.group(3), bool(m.group(1)), len(toks)))
                    toks.append(("heredoc", ""))
                    i = m.end()
                    continue
            m = re.compile(r"\d*(>>|>&|<&|&>>|&>|>\||<<<|<>|>|<)(\d+|-)?").match(t, i) if c in "<>&0123456789" else None
            if m and (c in "<>&" or m.group(1)) and not (c == "&" and not t.startswith("&>", i)):
                toks.append(("op", self._redir(m.group())))
                i = m.end()
                continue
            if c in _OPCHARS:
                for op in ("&&", "||", ";;", "|&", "|", ";", "&", "(", ")"):
                    if t.startswith(op, i):
                        toks.append(("op", op))
                        i += len(op)
                        break
                else:
                    i += 1
                continue
            word, i = self._word(i)
            toks.append(("word", word))
        return toks

    @staticmethod
    def _redir(s: str) -> str:
        s = re.sub(r"^1(?=>)", "", s)
        s = re.sub(r"[03-9]|\d\d+", "N", s)  # a file descriptor of the script's own choosing
        return {"&>": "> 2>&1", "&>>": ">> 2>&1", ">|": ">"}.get(s, s)

    def _heredoc_body(self, i: int, delim: str, strip: bool) -> tuple[str, int]:
        t, n, lines = self.text, len(self.text), []
        while i < n:
            j = t.find("\n", i)
            j = n if j < 0 else j
            line = t[i:j]
            i = j + 1
            if (line.lstrip("\t") if strip else line) == delim:
                break
            lines.append(line)
        return "\n".join(lines), min(i, n)

    def _word(self, i: int) -> tuple[list[tuple[str, str]], int]:
        """A word as segments: ('sq', s) ('dq', s) ('sub', s) ('arith', s) ('var', name) ('lit', s)."""
        t, n, segs = self.text, len(self.text), []
        while i < n and t[i] not in " \t\r\n" and t[i] not in _OPCHARS:
            c = t[i]
            if c == "\\":
                segs.append(("lit", t[i + 1: i + 2]))
                i += 2
            elif c == "'":
                j = t.find("'", i + 1)
                j = n if j < 0 else j
                segs.append(("sq", t[i + 1: j]))
                i = j + 1
            elif t.startswith("$'", i):
                j = i + 2
                while j < n and t[j] != "'":
                    j += 2 if t[j] == "\\" else 1
                segs.append(("sq", t[i + 2: j]))
                i = j + 1
            elif c == '"':
                j = self._dquote_end(i)
                segs.append(("dq", t[i + 1: j - 1]))
                i = j
            elif t.startswith("$((", i):
                j = self._match_close(i + 3, "((", "))")
                segs.append(("arith", t[i + 3: j - 2]))
                i = j
            elif t.startswith("$(", i):
                j = self._match_close(i + 2, "(", ")")
                segs.append(("sub", t[i + 2: j - 1]))
                i = j
            elif c == "`":
                j = i + 1
                while j < n and t[j] != "`":
                    j += 2 if t[j] == "\\" else 1
                segs.append(("sub", t[i + 1: j]))
                i = j + 1
            elif t.startswith("${", i):
                j = self._match_close(i + 2, "{", "}")
                segs.append(("var", t[i + 2: j - 1]))
                i = j
            elif c == "$" and i + 1 < n and (t[i + 1].isalnum() or t[i + 1] in "_?!#@*$-"):
                m = re.compile(r"\$([A-Za-z_]\w*|\d|[?!#@*$-])").match(t, i)
                segs.append(("var", m.group(1)))
                i = m.end()
            else:
                j = i
                while j < n and t[j] not in " \t\r\n\\'\"`$" and t[j] not in _OPCHARS:
                    j += 1
                if j == i:
                    j += 1
                segs.append(("lit", t[i:j]))
                i = j
        return segs, i

    # -- masking ------------------------------------------------------------------------------------------
    def _sub(self, text: str) -> list[str]:
        """A command substitution: its statements, inline."""
        inner = _Shell(text, self.depth + 1, self.functions)
        inner.run()
        self.documents.extend(inner.documents)
        return ["$(", *[t for st in inner.statements for t in (*st, ";")][:-1], ")"]

    def _code(self, text: str, hint: str = "") -> str:
        if self.depth > 4:
            return "CODE"
        if _is_diff(text) or not (hint == "shell") and not _looks_shell(text, hint):
            self.documents.append(code_statements(text, None if hint != "sql" else "sql", 1))
        else:
            inner = _Shell(text, self.depth + 1)
            inner.run()
            self.documents.append(inner.statements)
            self.documents.extend(inner.documents)
        return "CODE"

    def _mask_word(self, segs, cmd: str, at_cmd: bool) -> list[str]:
        kinds = [k for k, _ in segs]
        joined = "".join(v for k, v in segs if k == "lit")
        if len(segs) == 1 and kinds[0] == "lit":
            w = joined
            if at_cmd:
                return [w]
            if w in SHELL_KEYWORDS or w in ("]", "]]"):
                return [] if w in ("]", "]]") else [w]
            if not re.search(r"[A-Za-z0-9_]", w):  # = != == -> ; and the like: operators, kept
                return [w]
            if w.startswith("-") and len(w) > 1 and not _NUMBER.match(w):
                return [w]
            if _NUMBER.match(w):
                return ["NUM"]
            if "/" in w or "*" in w or "." in w and not w.startswith("."):
                return ["PATH"]
            if re.match(r"^[A-Za-z_]\w*=", w):
                return ["VAR=", self._value(w.split("=", 1)[1])]
            return ["WORD"]
        out: list[str] = []
        if kinds[0] == "lit" and re.match(r"^[A-Za-z_]\w*(\[[^\]]*\])?\+?=", segs[0][1]):
            out.append("VAR=")
            rest = segs[0][1].split("=", 1)[1]
            segs = ([("lit", rest)] if rest else []) + list(segs[1:])
            if not segs:
                return out + ["STR"]
        if len(segs) == 1 and segs[0][0] == "sq" and out:
            return out + [self._quoted(segs[0][1], cmd)]
        for k, v in segs:
            if k == "sub":
                out.append(tuple(self._sub(v)))
            elif k == "arith":
                out.append(tuple(["$((", *[t for st in code_statements(v, "none", 2) for t in st], "))"]))
            elif k == "dq":
                if re.fullmatch(r"\s*\$(\{[^}]*\}|[A-Za-z_]\w*|\d|[@*#?!])\s*", v):
                    out.append("VAR")
                else:
                    out.append(self._dquoted(v, cmd))
                    subs = self._dq_subs(v)
                    if subs:
                        out.append(tuple(subs))
            elif k == "sq":
                out.append(self._quoted(v, cmd))
            elif k == "var":
                out.append("$N" if v.isdigit() else "$" + v if _SPECIAL_VAR.match("$" + v) else "VAR")
            elif k == "lit" and v:
                out.append("NUM" if _NUMBER.match(v) else "PATH" if "/" in v else "WORD")
        # A word is one unit: collapse the class sequence of a mixed word ("$BASE/$ID" -> VAR PATH VAR -> one).
        squeezed: list = []
        for tok in out:
            if isinstance(tok, tuple):
                squeezed.append(tok)
                continue
            if squeezed and isinstance(squeezed[-1], str) and tok in ("PATH", "WORD", "NUM", "VAR", "STR") and squeezed[-1] in ("PATH", "WORD", "NUM",
                                                                                                "VAR", "STR"):
                squeezed[-1] = "PATH" if "PATH" in (tok, squeezed[-1]) else "STR"
                continue
            squeezed.append(tok)
        return [t for tok in squeezed for t in (tok if isinstance(tok, tuple) else (tok,))]

    def _dq_subs(self, v: str) -> list[str]:
        out, i = [], 0
        while True:
            j = v.find("$(", i)
            if j < 0:
                return out
            if v.startswith("$((", j):
                i = j + 3
                continue
            inner = _Shell(v, self.depth + 1, self.functions)
            end = inner._match_close(j + 2, "(", ")")
            out += self._sub(v[j + 2: end - 1])
            i = end

    def _value(self, v: str) -> str:
        return "NUM" if _NUMBER.match(v) else "PATH" if "/" in v else "STR"

    def _quoted(self, v: str, cmd: str) -> str:
        if cmd == "sed":
            return self._sed(v)
        if cmd in ("awk", "jq", "perl", "python3", "bash", "sh", "sqlite3", "psql", "mysql", "node", "ruby") \
                or (_CODEISH.search(v) and len(v) > 2):
            return self._code(v, "sql" if cmd in ("sqlite3", "psql", "mysql") else "shell" if cmd in ("bash", "sh")
                              else cmd)
        return "STR"

    def _dquoted(self, v: str, cmd: str) -> str:
        if cmd in ("awk", "jq", "perl", "python3", "sqlite3", "psql", "mysql", "node", "ruby") and len(v) > 2:
            return self._code(re.sub(r"\$\{?[A-Za-z_]\w*\}?", "x", v), "sql" if cmd in ("sqlite3", "psql",
                                                                                       "mysql") else cmd)
        if cmd == "sed":
            return self._sed(v)
        return "STR"

    def _sed(self, v: str) -> str:
        """A sed script: each s/pattern/replacement/flags has its two sides lexed as code."""
        stmts = []
        for part in re.split(r"[;\n]", v):
            part = part.strip()
            m = re.match(r"^(.*?)s(.)(.*)$", part)
            if m and m.group(2) not in " \\\n" and not m.group(2).isalnum():
                d = re.escape(m.group(2))
                pieces = re.split(rf"(?<!\\){d}", m.group(3))
                pat, rep = (pieces + ["", ""])[:2]
                flags = "".join(sorted(set(pieces[2]))) if len(pieces) > 2 else ""
                pat_t = [t for st in code_statements(pat, "none", 2) for t in st]
                rep_t = [t for st in code_statements(rep, "none", 2) for t in st]
                addr = ["ADDR"] if m.group(1).strip() else []
                stmts.append([*addr, "s", *pat_t, "=>", *rep_t, "/" + flags])
            elif part:
                stmts.append(["sedcmd", *[t for st in code_statements(part, "none", 2) for t in st]])
        self.documents.append(stmts)
        return "CODE"

    # -- statements ---------------------------------------------------------------------------------------
    def run(self) -> None:
        toks = self.lex()
        cur: list = []
        heredoc_cmds: list[str] = []
        for kind, v in toks:
            if kind == "nl" or (kind == "op" and v in ("&&", ";", "&", ";;")):
                if kind == "op" and v == "&":
                    cur.append(("op", "&"))
                self._statement(cur)
                cur = []
                continue
            if not cur and kind == "word" and v in ([("lit", "then")], [("lit", "do")], [("lit", "else")],
                                                     [("lit", "{")]):
                self.statements.append([v[0][1]])  # `then` on its own line or after `;`: the same
                continue
            cur.append((kind, v))
        self._statement(cur)
        del heredoc_cmds

    def _statement(self, toks: list) -> None:
        if not toks:
            return
        out: list[str] = []
        # split into simple commands at | || ( ) and process each
        segment: list = []
        for kind, v in toks + [("op", None)]:
            if kind == "op" and v in ("|", "||", "|&", "(", ")", None):
                out += self._simple(segment)
                if v:
                    out.append(v)
                segment = []
            else:
                segment.append((kind, v))
        if out:
            self.statements.append(out)

    def _simple(self, toks: list) -> list[str]:
        cmd, opts, args, head = "", [], [], []
        at_cmd = True
        heredoc_bodies: list[str] = []
        redirect_next = False
        for kind, v in toks:
            if kind == "heredoc":
                heredoc_bodies.append(v)
                continue
            if kind == "op":
                args.append(v)
                redirect_next = v not in ("&",)
                continue
            if redirect_next:
                redirect_next = False
                args += self._mask_word(v, cmd, False)
                continue
            if at_cmd:
                lit = v[0][1] if len(v) == 1 and v[0][0] == "lit" else None
                if lit is None and v and v[0][0] == "lit" and re.match(r"^[A-Za-z_]\w*(\[[^\]]*\])?\+?=", v[0][1]):
                    head += self._mask_word(v, "", False)
                    continue
                if lit is not None and re.match(r"^[A-Za-z_]\w*(\[[^\]]*\])?\+?=", lit):
                    head += ["VAR=", self._value(lit.split("=", 1)[1])] if "=" in lit else ["VAR="]
                    continue
                if lit in ("if", "then", "else", "elif", "while", "until", "do", "!", "{", "}", "time", "fi",
                           "done", "esac", "in"):
                    head.append(lit)
                    continue
                if lit is None:
                    head += self._mask_word(v, "", False)
                    at_cmd = False
                    cmd = "?"
                    continue
                name = lit
                if name in self.functions:
                    cmd = "FUNC"
                elif "/" in name:
                    base = name.rsplit("/", 1)[1]
                    cmd = base if base in SCRIPT_NAMES or base in TOOLS else "PATH"
                elif name in ALIASES:
                    cmd, *extra = ALIASES[name]
                    opts += extra
                elif name in TOOLS or name in SHELL_KEYWORDS:
                    cmd = name
                elif re.match(r"^[A-Za-z_][\w-]*$", name) and name.endswith("()"):
                    cmd = "FUNC()"
                else:
                    cmd = "CMD"
                at_cmd = False
                if cmd in ("for", "case", "select", "function", "local", "export", "declare", "readonly", "read",
                           "unset", "mapfile"):
                    at_cmd = False
                continue
            if len(v) == 1 and v[0][0] == "lit" and cmd in ("xargs", "sudo", "env", "timeout", "nohup", "exec",
                                                              "command", "nice", "stdbuf", "time", "then", "do",
                                                              "else", "if", "while", "!", "runuser") \
                    and not v[0][1].startswith("-") and (v[0][1] in TOOLS or v[0][1] in self.functions):
                w = v[0][1]
                args.append("FUNC" if w in self.functions else ALIASES.get(w, (w,))[0])
                continue
            lit = v[0][1] if len(v) == 1 and v[0][0] == "lit" else None
            if lit and lit.startswith("-") and len(lit) > 1 and not _NUMBER.match(lit):
                opts_v, val = self._option(cmd, lit)
                opts += opts_v
                if val is not None:
                    args.append(val)
                continue
            if lit and cmd in SUBCOMMAND_TOOLS and not any(a.isalpha() and a.islower() for a in args[:0]) \
                    and not [a for a in args if a not in ("VAR",)] and re.match(r"^[a-z][a-z0-9-]*$", lit):
                args.append(lit)
                continue
            args += self._mask_word(v, cmd, False)
        # name() { ... } function definitions
        if cmd in ("FUNC", "CMD") and args[:2] == ["(", ")"]:
            return head + ["FUNC()", *args[2:]]
        if cmd == "function":
            return head + ["FUNC()"]
        for body in heredoc_bodies:
            args.append(self._code(body, "shell" if cmd in ("bash", "sh") else cmd))
        opts = sorted(dict.fromkeys(opts))
        return [*head, *([cmd] if cmd else []), *opts, *args]

    def _option(self, cmd: str, w: str) -> tuple[list[str], str | None]:
        opts, val = self._option_raw(cmd, w)
        return [re.sub(r"\d+(?:\.\d+)*", "N", o) for o in opts], val

    def _option_raw(self, cmd: str, w: str) -> tuple[list[str], str | None]:
        val = None
        if "=" in w:
            w, v = w.split("=", 1)
            val = self._value(v)
        if w.startswith("--"):
            short = LONG.get(cmd, {}).get(w) or LONG["*"].get(w)
            return [short or w], val
        if re.fullmatch(r"-[A-Za-z]{2,}", w) and cmd not in ("find", "java", "gcc", "cc", "clang", "g++", "mpicc",
                                                             "mpicxx", "c++", "ld"):
            return [SHORT_ALIASES.get((cmd, "-" + ch), "-" + ch) for ch in w[1:]], val
        m = re.fullmatch(r"(-[A-Za-z])(\d.*|[^A-Za-z].*)", w)
        if m:
            return [SHORT_ALIASES.get((cmd, m.group(1)), m.group(1))], self._value(m.group(2))
        if cmd in ("head", "tail") and re.fullmatch(r"-\d+", w):
            return ["-n"], "NUM"
        return [SHORT_ALIASES.get((cmd, w), w)], val


def _looks_shell(text: str, hint: str) -> bool:
    head = text.lstrip()[:200]
    if re.match(r"#!\s*\S*(ba|da)?sh\b", head) or re.match(r"#!\s*/usr/bin/env\s+(ba)?sh\b", head):
        return True
    return hint == "shell"


def statements(script: str) -> list[list[str]]:
    """All masked statements of an oracle: its shell, then every program it writes or passes as code."""
    sh = _Shell(script)
    sh.run()
    out = list(sh.statements)
    for doc in sh.documents:
        out.extend(doc)
    return out


def _h(s: str) -> int:
    """A deterministic 64-bit hash of a shingle (two C checksums: fast, and the same in every process)."""
    b = s.encode()
    return (zlib.crc32(b) << 32) | zlib.adler32(b)


def _grams(seq: list[str], k: int) -> set[str]:
    if len(seq) <= k:
        return {"\x1f".join(seq)}
    return {"\x1f".join(seq[i: i + k]) for i in range(len(seq) - k + 1)}


@dataclass(frozen=True)
class Fingerprint:
    """A solution's shingles (k-grams per statement, as a set) and its statements (masked text -> bigrams)."""
    shingles: frozenset[int]
    statements: dict

    def __len__(self):
        return len(self.shingles)


def fingerprint(script: str, k: int = K) -> Fingerprint:
    sts = {}
    grams: set[str] = set()
    for st in statements(script):
        seq = ["^", *st, "$"]
        grams |= _grams(seq, k)
        sts.setdefault(" ".join(st), frozenset(_grams(seq, 2)))
    return Fingerprint(frozenset(_h(g) for g in grams), sts)


def shingles(script: str, k: int = K) -> frozenset[int]:
    """The solution's shingle set: k-grams of masked tokens per statement (order of statements, and repeats,
    do not count)."""
    return fingerprint(script, k).shingles


def _sim(a: frozenset, b: frozenset) -> float:
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter) if a or b else 1.0


def unmatched(a: Fingerprint, b: Fingerprint, near: float = NEAR) -> int:
    """Statements of either solution with no counterpart in the other: not equal to one of its statements and
    not a near copy of one (bigram Jaccard >= `near`: the same statement with other drawn flags, fields or
    arguments). This counts the steps one solution has and the other lacks."""
    n = 0
    for x, y in ((a, b), (b, a)):
        ys = list(y.statements.values())
        for st, g in x.statements.items():
            if st in y.statements:
                continue
            if not any(_sim(g, h) >= near for h in ys):
                n += 1
    return n


def same_problem(a: Fingerprint, b: Fingerprint, threshold: float = THRESHOLD) -> bool:
    """Same problem: shingle Jaccard >= JACCARD_MIN and at most MAX_UNMATCHED statements without a counterpart
    (the threshold argument overrides JACCARD_MIN for sensitivity runs)."""
    if jaccard(a.shingles, b.shingles) < threshold:
        return False
    return unmatched(a, b) <= MAX_UNMATCHED


def jaccard(a, b) -> float:
    a = a.shingles if isinstance(a, Fingerprint) else a
    b = b.shingles if isinstance(b, Fingerprint) else b
    if not a and not b:
        return 1.0
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter)


def similarity(script_a: str, script_b: str) -> float:
    return jaccard(shingles(script_a), shingles(script_b))


# ----------------------------------------------------------------------------------------------------------
# Reading task folders.

@dataclass
class Instance:
    id: str
    family: str
    level: str
    seed: int | str
    solution: str
    components: list[str] = field(default_factory=list)
    path: str = ""
    foreign: bool = False
    fp: "Fingerprint | None" = field(default=None, repr=False)

    @property
    def order(self):
        return (LEVEL_ORDER.get(self.level, 9), self.seed if isinstance(self.seed, int) else 0, str(self.seed),
                self.id)


@dataclass
class Unjudged:
    path: str
    reason: str


def _task_dirs(dirs: Iterable[Path]) -> list[tuple[Path, str]]:
    """(task folder, group for foreign tasks): a DIR is a task folder itself or a folder of them."""
    out = []
    for d in dirs:
        d = Path(d)
        if (d / "task.toml").is_file() or (d / "solution").is_dir():
            out.append((d, d.resolve().parent.name))
        elif d.is_dir():
            out += [(c, d.resolve().name) for c in sorted(d.iterdir()) if c.is_dir()]
        else:
            out.append((d, d.parent.name))
    return out


def load(dirs: Iterable[Path]) -> tuple[list[Instance], list[Unjudged]]:
    """Read task folders: task.toml's [metadata] and solution/solve.sh, nothing else (a task's environment is
    not needed to judge its oracle, and reading 1,500 environments would cost more than measuring them).
    A TermiGen task is named by its [task].name and [metadata] family/difficulty/seed (read_harbor's fields);
    another Harbor folder (no TermiGen metadata) is grouped by the folder that holds it. What cannot be judged
    is returned with why, never raised."""
    insts, bad = [], []
    for d, group in _task_dirs(dirs):
        if not d.is_dir():
            bad.append(Unjudged(str(d), "not a folder"))
            continue
        cfg: dict = {}
        note = ""
        if (d / "task.toml").is_file():
            try:
                cfg = tomllib.loads((d / "task.toml").read_text())
            except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
                note = f"; task.toml unreadable: {e}"
        meta = cfg.get("metadata", {}) if isinstance(cfg.get("metadata"), dict) else {}
        solve = d / "solution" / "solve.sh"
        if not solve.is_file():
            bad.append(Unjudged(str(d), "no solution/solve.sh (no oracle to judge)" + note))
            continue
        try:
            text = solve.read_text()
        except (OSError, UnicodeDecodeError) as e:
            bad.append(Unjudged(str(d), f"solution/solve.sh unreadable: {e}"))
            continue
        if not text.strip():
            bad.append(Unjudged(str(d), "solution/solve.sh is empty"))
            continue
        comps = [str(c) for c in meta.get("components", [])] if isinstance(meta.get("components"), list) else []
        name = str(cfg.get("task", {}).get("name", "")) if isinstance(cfg.get("task"), dict) else ""
        ours = name.startswith("termigen/") and all(k in meta for k in ("family", "difficulty", "seed"))
        if ours:
            insts.append(Instance(name.split("/", 1)[1], str(meta["family"]), str(meta["difficulty"]), meta["seed"],
                                  text, comps, str(d)))
        else:
            insts.append(Instance(d.name, str(meta.get("family") or group), str(meta.get("difficulty") or "-"),
                                  d.name, text, comps, str(d), foreign=True))
    return insts, bad


def from_tasks(tasks) -> list[Instance]:
    """Instances of in-memory termigen.task.Task objects."""
    return [Instance(t.id, t.family, getattr(t.difficulty, "value", str(t.difficulty)), t.seed, t.solution,
                     list(getattr(t, "components", None) or [])) for t in tasks]


# ----------------------------------------------------------------------------------------------------------
# Clustering and the report.

def leaders(insts: list[Instance], threshold: float = THRESHOLD) -> list[int]:
    """For each instance (in the given order) the index of its leader: itself if no earlier leader is within
    `threshold`, else the first such leader."""
    lead: list[int] = []
    out = []
    for i, x in enumerate(insts):
        for j in lead:
            if same_problem(x.fp, insts[j].fp, threshold):
                out.append(j)
                break
        else:
            lead.append(i)
            out.append(i)
    return out


def _fingerprint(insts: list[Instance]) -> None:
    for x in insts:
        if not x.fp:
            x.fp = fingerprint(x.solution)


def _group_stats(insts: list[Instance], threshold: float) -> dict:
    insts = sorted(insts, key=lambda x: x.order)
    lab = leaders(insts, threshold)
    groups: dict[int, list[str]] = defaultdict(list)
    for x, j in zip(insts, lab):
        groups[j].append(x.id)
    comps = sorted({c for x in insts for c in x.components})
    return {"tasks": len(insts), "distinct": len(groups), "largest": max(map(len, groups.values()), default=0),
            "components": comps, "groups": [g for g in groups.values()],
            "order": [x.id for x in insts], "labels": [insts[j].id for j in lab]}


def _minhash(fps: list[frozenset[int]], n: int = 128) -> np.ndarray:
    rng = np.random.default_rng(20240610)
    salts = rng.integers(1, 2**63 - 1, size=n, dtype=np.uint64)
    sig = np.empty((len(fps), n), dtype=np.uint64)
    with np.errstate(over="ignore"):
        for i, fp in enumerate(fps):
            x = np.fromiter(fp, dtype=np.uint64, count=len(fp)) if fp else np.zeros(1, dtype=np.uint64)
            h = x[None, :] ^ salts[:, None]  # splitmix64-style mixing per salt
            h = (h ^ (h >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
            h = (h ^ (h >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
            h ^= h >> np.uint64(31)
            sig[i] = h.min(axis=1)
    return sig


def analyse(insts: list[Instance], unjudged: list[Unjudged] | None = None, threshold: float = THRESHOLD) -> dict:
    """The report: per family (and its levels) tasks, distinct problems, largest same-problem group, components;
    the whole dataset (family leaders compared across families: MinHash candidates, then exact Jaccard)."""
    _fingerprint(insts)
    by_fam: dict[str, list[Instance]] = defaultdict(list)
    for x in insts:
        by_fam[x.family].append(x)
    fams = {}
    reps: list[Instance] = []
    for fam in sorted(by_fam):
        xs = by_fam[fam]
        st = _group_stats(xs, threshold)
        levels = defaultdict(list)
        for x in xs:
            levels[x.level].append(x)
        st["levels"] = {lv: _group_stats(levels[lv], threshold)
                        for lv in sorted(levels, key=lambda lv: (LEVEL_ORDER.get(lv, 9), lv))}
        st["foreign"] = any(x.foreign for x in xs)
        ids = {x.id: x for x in xs}
        reps += [ids[g[0]] for g in st["groups"]]
        fams[fam] = st
    # Across families: a problem shared by two families is one problem.
    cross = []
    if len(reps) > 1:
        sig = _minhash([r.fp.shingles for r in reps])
        lead_of = list(range(len(reps)))
        for i in range(1, len(reps)):
            est = (sig[:i] == sig[i]).mean(axis=1)
            for j in np.nonzero(est >= threshold - 0.15)[0]:
                j = int(j)
                if lead_of[j] == j and reps[j].family != reps[i].family:
                    s = jaccard(reps[i].fp, reps[j].fp)
                    if s >= threshold and same_problem(reps[i].fp, reps[j].fp, threshold):
                        lead_of[i] = j
                        cross.append({"task": reps[i].id, "family": reps[i].family, "same_as": reps[j].id,
                                      "same_as_family": reps[j].family, "similarity": round(s, 3)})
                        break
        total_distinct = sum(1 for i, j in enumerate(lead_of) if i == j)
    else:
        total_distinct = len(reps)
    return {
        "measure": {"threshold": threshold, "k": K, "clustering": "leaders in seed order, Jaccard of masked "
                    "shingle sets of solve.sh and the programs it writes"},
        "families": fams,
        "total": {"tasks": len(insts), "families": len(fams), "distinct": total_distinct,
                  "distinct_within_families": sum(f["distinct"] for f in fams.values()),
                  "largest": max((f["largest"] for f in fams.values()), default=0),
                  "components": sorted({c for f in fams.values() for c in f["components"]})},
        "cross_family": cross,
        "unjudged": [{"path": u.path, "reason": u.reason} for u in (unjudged or [])],
    }


def diversity(dirs: Iterable[Path], family: str | None = None, threshold: float = THRESHOLD) -> dict:
    insts, bad = load(dirs)
    if family:
        insts = [x for x in insts if x.family == family]
    return analyse(insts, bad, threshold)


# ----------------------------------------------------------------------------------------------------------
# The bar and the generation check.

def _seed_key(x_id: str, order: list[str]) -> int:
    return order.index(x_id)


def bar_failures(report: dict, families: Iterable[str] | None = None) -> list[str]:
    """Issue 10's bar, per family and level: distinct/tasks >= 0.8, and in every window of 5 consecutive seeds
    at least 4 distinct problems (a level with n < 5 tasks: at least ceil(0.8 n) distinct). Returns what fails."""
    out = []
    wanted = set(families) if families is not None else None
    for fam, st in sorted(report["families"].items()):
        if wanted is not None and fam not in wanted:
            continue
        for lv, ls in st["levels"].items():
            n, d = ls["tasks"], ls["distinct"]
            if n == 0:
                continue
            need = math.ceil(BAR_RATIO * n - 1e-9)
            if d < need:
                out.append(f"{fam}/{lv}: {d} distinct problems in {n} tasks (needs {need})")
                continue
            labels = ls["labels"]
            for w in range(0, max(0, n - BAR_WINDOW) + 1):
                win = labels[w: w + BAR_WINDOW]
                if len(win) == BAR_WINDOW and len(set(win)) < BAR_MIN_IN_WINDOW:
                    out.append(f"{fam}/{lv}: seeds {ls['order'][w]}..{ls['order'][w + BAR_WINDOW - 1]} hold "
                               f"{len(set(win))} distinct problems in {BAR_WINDOW}")
                    break
    return out


def meets_bar(report: dict, family: str) -> bool:
    return not bar_failures(report, [family])


def repeats(tasks, threshold: float = THRESHOLD) -> list[tuple[str, str]]:
    """(task_id, same_as_task_id) for each in-memory Task whose oracle repeats an earlier problem of its family
    (leaders in level-then-seed order, as `termigen diversity` counts them: distinct = tasks - repeats)."""
    insts = from_tasks(tasks)
    _fingerprint(insts)
    by_fam: dict[str, list[Instance]] = defaultdict(list)
    for x in insts:
        by_fam[x.family].append(x)
    out = []
    for fam in sorted(by_fam):
        xs = sorted(by_fam[fam], key=lambda x: x.order)
        for x, j in zip(xs, leaders(xs, threshold)):
            if xs[j] is not x:
                out.append((x.id, xs[j].id))
    return out


def repeat_counts(tasks, threshold: float = THRESHOLD) -> dict[str, int]:
    """Per family, how many of the tasks repeat an earlier problem."""
    fam = {t.id: t.family for t in tasks}
    return dict(Counter(fam[a] for a, _ in repeats(tasks, threshold)))


def compositional_families() -> list[str]:
    """Families whose class sets `compositional = True` (the kit's): the bar is enforced on them."""
    from termigen.families import families

    return sorted(n for n, f in families().items() if getattr(type(f), "compositional", False) is True)


# ----------------------------------------------------------------------------------------------------------
# Calibration: cosmetic variants of real oracles must stay >= THRESHOLD, other families' oracles must not reach it.

_WORDS = ["alpha", "bravo", "delta", "kilo", "lima", "oscar", "quebec", "sierra", "tango", "zulu"]


def _heredoc_lines(lines: list[str]) -> set[int]:
    """Indexes of lines inside heredoc bodies (and their terminators)."""
    inside, i = set(), 0
    while i < len(lines):
        m = re.search(r"<<-?\s*(['\"]?)([\w.-]+)\1", lines[i]) if "<<<" not in lines[i] else None
        i += 1
        if m:
            while i < len(lines) and lines[i].strip() != m.group(2):
                inside.add(i)
                i += 1
            inside.add(i)
            i += 1
    return inside


def cosmetic_variant(script: str, seed: int = 0) -> str:
    """The same oracle written differently: variables and functions renamed, numbers, paths and words in
    string literals changed, comments and blank lines added, runs of simple lines reordered or joined with &&,
    `grep -E` as `egrep`, some long options, `$(..)` as backticks. Used to calibrate and test the measure."""
    import random

    rng = random.Random(seed)
    text = script
    names = set(re.findall(r"^\s*(?:local\s+|export\s+)?([A-Za-z_]\w*)=", text, re.M))
    names |= set(re.findall(r"\bdef\s+([A-Za-z_]\w*)", text)) | set(re.findall(r"^\s*([A-Za-z_]\w*)\s*=[^=]", text,
                                                                                re.M))
    names |= {a or b for a, b in _FUNC_DEF.findall(text)}
    names -= {"IFS", "PATH", "HOME", "PWD", "LANG", "LC_ALL", "TZ", "PYTHONPATH", "CC", "CFLAGS", "LDFLAGS",
              "CXX", "CXXFLAGS", "MAKEFLAGS", "DESTDIR", "PREFIX", "OMP_NUM_THREADS", "PYTHONHASHSEED", "self",
              "main", "__name__", "__init__", "_"} | KEYWORDS | CALLS | MODULES | TOOLS
    for n in sorted(names):
        text = re.sub(rf"(?<![\w.-]){re.escape(n)}(?![\w-])", f"{n}_{rng.choice(_WORDS)}", text)
    text = re.sub(r"(?<![\w$.<>&-])(\d+)(?![\w<>.])(?!&)", lambda m: str(int(m.group(1)) + rng.randint(3, 97)), text)
    text = re.sub(r"(?<=[\s\"'=(])/(app|tmp|srv|opt|var|data)/", lambda m: f"/{m.group(1)}/x{rng.randint(1, 9)}/", text)
    text = re.sub(r"([\"'])([a-z]{4,})(?=[\"'])", lambda m: m.group(1) + rng.choice(_WORDS) + m.group(2)[:2], text)
    lines = text.split("\n")
    skip = _heredoc_lines(lines)
    simple = re.compile(r"^[A-Za-z_][\w]*=[^'\"`$(){};&|<>\\]*$|^(echo|mkdir|rm|cp|touch|chmod|cd)\s[^'\"`(){};&|<>\\]*$")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if i not in skip and simple.match(line) and i + 1 < len(lines) and i + 1 not in skip \
                and simple.match(lines[i + 1]) and not lines[i + 1].startswith(line.split("=")[0] + "=") \
                and line.split("=")[0] + "=" not in lines[i + 1]:
            a, b = line, lines[i + 1]
            out += [f"{b} && {a}"] if rng.random() < 0.5 and not b.startswith(("cd ",)) and not a.startswith("cd ") \
                else [b, a] if not a.startswith("cd ") else [a, b]
            i += 2
            continue
        if i not in skip and i > 0 and not line.rstrip().endswith("\\") and re.match(r"^\s*(if|for|while|[a-z]+\s)",
                                                                                     line) and rng.random() < 0.3:
            out += ["", f"# step {rng.randint(1, 99)}: {rng.choice(_WORDS)}"]
        if i not in skip and "'" not in line:
            line = re.sub(r"\bgrep -E\b", "egrep", line)
            line = re.sub(r"\bmkdir -p\b", "mkdir --parents", line)
            line = re.sub(r"\bsort -n\b", "sort --numeric-sort", line)
            line = re.sub(r"\bjq -r\b", "jq --raw-output", line)
            line = re.sub(r"\$\(([^()`$\"]*)\)", r"`\1`", line)
        out.append(line)
        i += 1
    return "\n".join(out)


def calibrate(insts: list[Instance], pairs: int = 4000, seed: int = 0) -> dict:
    """The evidence for THRESHOLD on these instances: similarity of each oracle to a cosmetic variant of itself
    (must be high), of random pairs from different families (must be low), and of pairs within a family."""
    import random

    rng = random.Random(seed)
    _fingerprint(insts)
    by_fam: dict[str, list[Instance]] = defaultdict(list)
    for x in insts:
        by_fam[x.family].append(x)
    cosmetic = [jaccard(x.fp, shingles(cosmetic_variant(x.solution, i))) for i, x in enumerate(insts)]
    fams = sorted(by_fam)
    cross = []
    if len(fams) > 1:
        for _ in range(pairs):
            a, b = rng.sample(fams, 2)
            cross.append(jaccard(rng.choice(by_fam[a]).fp, rng.choice(by_fam[b]).fp))
    within = [jaccard(xs[i].fp, xs[j].fp) for xs in by_fam.values() for i in range(len(xs))
              for j in range(i + 1, len(xs))]

    def q(v, p):
        return round(float(np.quantile(v, p)), 3) if v else None

    return {"cosmetic": {"n": len(cosmetic), "min": q(cosmetic, 0), "p01": q(cosmetic, 0.01),
                         "median": q(cosmetic, 0.5)},
            "cross_family": {"n": len(cross), "max": q(cross, 1), "p999": q(cross, 0.999), "median": q(cross, 0.5)},
            "within_family": {"n": len(within), "histogram": np.histogram(within, bins=10, range=(0, 1))[0].tolist()
                              if within else []}}
