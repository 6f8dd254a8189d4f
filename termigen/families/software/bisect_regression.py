"""Software: find the commit that broke a library function with git bisect, then fix it on main without
rewriting history (untestable commits to skip, merged feature branches, a revert that conflicts)."""

from __future__ import annotations

import json
import random
import string
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# Library functions. Each has one line that a plausible-looking commit gets wrong ("bad": old line -> new line),
# a neutral inline comment a later tidy-up commit adds to that line, and calls whose results the tests compare.
FUNCS = [
    dict(name="slugify", module="text", imports=["re"], src='''
def slugify(text, sep="-"):
    """Lower-case `text`, keep letters and digits, and join the words with `sep`."""
    words = re.split(r"[^a-z0-9]+", text.lower())
    return sep.join(w for w in words if w)
''', bad=("    return sep.join(w for w in words if w)", "    return sep.join(words)"),
         comment="  # words are already lower-case",
         calls=["slugify('Hello, World!')", "slugify('  Release notes 2.0 ')", "slugify('already-slugged')",
                "slugify('a  b')", "slugify('Q3 report (final)')", "slugify('plain words here')",
                "slugify('x', sep='_')", "slugify('--dashes--')"]),
    dict(name="percentile", module="stats", imports=["math"], src='''
def percentile(values, p):
    """Nearest-rank percentile: the smallest value with at least p% of the data at or below it."""
    if not values:
        raise ValueError("percentile of an empty list")
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]
''', bad=("    return ordered[rank - 1]", "    return ordered[min(rank, len(ordered) - 1)]"),
         comment="  # ranks are 1-based",
         calls=["percentile([15, 20, 35, 40, 50], 40)", "percentile([15, 20, 35, 40, 50], 100)",
                "percentile([3, 1, 2], 50)", "percentile([7], 90)", "percentile(list(range(1, 11)), 25)",
                "percentile([10, 20, 30, 40], 75)", "percentile([5, 1, 4, 2, 3], 0)"]),
    dict(name="human_bytes", module="units", imports=[], src='''
def human_bytes(n):
    """Format a byte count with binary prefixes and one decimal: 1536 -> '1.5 KiB'."""
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n} B" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
''', bad=('        if n < 1024 or unit == "GiB":', '        if n <= 1024 or unit == "GiB":'),
         comment="  # GiB is the largest unit we print",
         calls=["human_bytes(1024)", "human_bytes(1536)", "human_bytes(512)", "human_bytes(1048576)",
                "human_bytes(0)", "human_bytes(5 * 1024 ** 3)", "human_bytes(1025)", "human_bytes(1023)"]),
    dict(name="parse_duration", module="timeparse", imports=["re"], src='''
def parse_duration(text):
    """Seconds in a duration such as '1h30m', '45s' or '2h 5m 10s'."""
    total = 0
    for amount, unit in re.findall(r"(\\d+)\\s*([hms])", text):
        total += int(amount) * {"h": 3600, "m": 60, "s": 1}[unit]
    return total
''', bad=('    for amount, unit in re.findall(r"(\\d+)\\s*([hms])", text):',
          '    for amount, unit in re.findall(r"(\\d)\\s*([hms])", text):'),
         comment="  # units may be separated by spaces",
         calls=["parse_duration('1h30m')", "parse_duration('45s')", "parse_duration('2h 5m 10s')",
                "parse_duration('90m')", "parse_duration('1h')", "parse_duration('12s')", "parse_duration('3m 7s')"]),
    dict(name="chunked", module="iterutil", imports=[], src='''
def chunked(items, size):
    """Split a list into consecutive chunks of `size`; the last chunk may be shorter."""
    if size < 1:
        raise ValueError("size must be positive")
    return [items[i:i + size] for i in range(0, len(items), size)]
''', bad=("    return [items[i:i + size] for i in range(0, len(items), size)]",
          "    return [items[i:i + size] for i in range(0, len(items) - size + 1, size)]"),
         comment="  # slicing past the end is safe",
         calls=["chunked(list(range(7)), 3)", "chunked(list(range(6)), 3)", "chunked([], 2)", "chunked([1, 2], 5)",
                "chunked(list('abcdefgh'), 4)", "chunked(list('abcde'), 2)", "chunked([1], 1)"]),
    dict(name="median", module="stats", imports=[], src='''
def median(values):
    """The middle value; the mean of the two middle values for an even count."""
    ordered = sorted(values)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[mid]
    return (ordered[mid - 1] + ordered[mid]) / 2
''', bad=("    return (ordered[mid - 1] + ordered[mid]) / 2", "    return ordered[mid]"),
         comment="  # even count: average the middle pair",
         calls=["median([3, 1, 2])", "median([4, 1, 3, 2])", "median([10, 20])", "median([5])",
                "median([1, 9, 2, 8, 3, 7])", "median([2, 2, 2, 2])", "median([7, 3, 5])"]),
    dict(name="luhn_valid", module="checks", imports=[], src='''
def luhn_valid(number):
    """Luhn checksum of a card-like number; spaces are ignored."""
    digits = [int(c) for c in number.replace(" ", "")]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0
''', bad=("        if i % 2 == 1:", "        if i % 2 == 0:"),
         comment="  # every second digit from the right",
         calls=["luhn_valid('4539 1488 0343 6467')", "luhn_valid('79927398713')", "luhn_valid('79927398710')",
                "luhn_valid('0')", "luhn_valid('1234 5678 9012 3456')", "luhn_valid('4111 1111 1111 1111')",
                "luhn_valid('18')"]),
    dict(name="to_roman", module="numerals", imports=[], src='''
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    """Roman numeral for 1 <= n <= 3999."""
    out = []
    for value, letters in ROMAN:
        count, n = divmod(n, value)
        out.append(letters * count)
    return "".join(out)
''', bad=('ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]',
          'ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (5, "V"), (4, "IV"), (1, "I")]'),
         comment="  # largest first",
         calls=["to_roman(1994)", "to_roman(2024)", "to_roman(49)", "to_roman(3)", "to_roman(1666)",
                "to_roman(19)", "to_roman(2000)", "to_roman(3999)"]),
    dict(name="mask_email", module="privacy", imports=[], src='''
def mask_email(address):
    """Hide an address's local part except its first and last character: 'john.doe@x.org' -> 'j******e@x.org'."""
    local, _, domain = address.partition("@")
    if len(local) <= 2:
        return local[:1] + "*" * (len(local) - 1) + "@" + domain
    return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain
''', bad=('    return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain',
          '    return local[0] + "*" * (len(local) - 1) + local[-1] + "@" + domain'),
         comment="  # keep first and last character",
         calls=["mask_email('john.doe@example.org')", "mask_email('ab@x.io')", "mask_email('a@b.c')",
                "mask_email('maria@corp.example')", "mask_email('q.x.z@mail.test')"]),
    dict(name="version_key", module="versions", imports=[], src='''
def version_key(version):
    """Sort key for dotted versions, so that '1.10.0' sorts after '1.9.2'."""
    return tuple(int(part) for part in version.split("."))
''', bad=('    return tuple(int(part) for part in version.split("."))',
          '    return tuple(part for part in version.split("."))'),
         comment="  # numeric, not lexical",
         calls=["sorted(['1.10.0', '1.9.2', '1.2'], key=version_key)", "version_key('2.0.1') > version_key('2.0.0')",
                "sorted(['0.10', '0.9', '0.1'], key=version_key)", "max(['3.2.9', '3.2.10'], key=version_key)",
                "version_key('1.0') < version_key('1.0.1')"]),
    dict(name="clamp", module="numeric", imports=[], src='''
def clamp(value, low, high):
    """Limit `value` to the closed range [low, high]."""
    if low > high:
        raise ValueError("low must not exceed high")
    return max(low, min(value, high))
''', bad=None, comment="", calls=["clamp(5, 0, 10)", "clamp(-3, 0, 10)", "clamp(12, 0, 10)"]),
    dict(name="dedupe", module="iterutil", imports=[], src='''
def dedupe(items):
    """Drop repeated items, keeping the first occurrence of each."""
    seen = set()
    out = []
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out
''', bad=None, comment="", calls=["dedupe([3, 1, 3, 2, 1])", "dedupe([])", "dedupe(list('banana'))"]),
    dict(name="titlecase", module="text", imports=[], src='''
def titlecase(text):
    """Capitalise each word, keeping short joining words lower-case unless first."""
    small = {"a", "an", "and", "of", "the", "to", "in"}
    words = text.lower().split()
    return " ".join(w if i and w in small else w.capitalize() for i, w in enumerate(words))
''', bad=None, comment="", calls=["titlecase('the lord of the rings')", "titlecase('a tale in two parts')"]),
    dict(name="mean", module="stats", imports=[], src='''
def mean(values):
    """Arithmetic mean of a non-empty list."""
    if not values:
        raise ValueError("mean of an empty list")
    return sum(values) / len(values)
''', bad=None, comment="", calls=["mean([1, 2, 3, 4])", "mean([5])", "mean([2.5, 3.5])"]),
    dict(name="parse_bool", module="config", imports=[], src='''
def parse_bool(text):
    """'yes'/'true'/'on'/'1' -> True, 'no'/'false'/'off'/'0' -> False (any case)."""
    value = text.strip().lower()
    if value in ("yes", "true", "on", "1"):
        return True
    if value in ("no", "false", "off", "0"):
        return False
    raise ValueError(f"not a boolean: {text!r}")
''', bad=None, comment="", calls=["parse_bool(' Yes ')", "parse_bool('off')", "parse_bool('1')"]),
    dict(name="truncate", module="text", imports=[], src='''
def truncate(text, width):
    """Shorten `text` to at most `width` characters, ending with '...' when cut."""
    if len(text) <= width:
        return text
    return text[: max(0, width - 3)] + "..."
''', bad=None, comment="", calls=["truncate('hello world', 8)", "truncate('short', 10)", "truncate('abcdef', 6)"]),
    dict(name="kebab_to_snake", module="text", imports=[], src='''
def kebab_to_snake(name):
    """'max-retry-count' -> 'max_retry_count'."""
    return name.replace("-", "_")
''', bad=None, comment="", calls=["kebab_to_snake('max-retry-count')", "kebab_to_snake('plain')"]),
    dict(name="flatten", module="iterutil", imports=[], src='''
def flatten(nested):
    """One level of flattening: [[1, 2], [3]] -> [1, 2, 3]."""
    return [x for part in nested for x in part]
''', bad=None, comment="", calls=["flatten([[1, 2], [3], []])", "flatten([])"]),
    dict(name="celsius", module="units", imports=[], src='''
def celsius(fahrenheit):
    """Convert Fahrenheit to Celsius, rounded to one decimal."""
    return round((fahrenheit - 32) * 5 / 9, 1)
''', bad=None, comment="", calls=["celsius(212)", "celsius(98.6)", "celsius(-40)"]),
    dict(name="is_palindrome", module="checks", imports=[], src='''
def is_palindrome(text):
    """True when `text` reads the same backwards, ignoring case and non-letters."""
    letters = [c.lower() for c in text if c.isalpha()]
    return letters == letters[::-1]
''', bad=None, comment="", calls=["is_palindrome('A man, a plan, a canal: Panama')", "is_palindrome('abc')"]),
]
TARGETS = [f for f in FUNCS if f["bad"]]
PACKAGES = ["tidyutils", "quickfmt", "ledgerkit", "handyhelpers", "stringworks", "datakit", "opskit", "numtools",
            "toolbelt", "pykitchen", "snippetlib", "utilbox", "workbench", "commonlib", "shedtools", "basekit"]
AUTHORS = [("Ana Souza", "ana.souza"), ("Ben Okafor", "ben.okafor"), ("Chen Wei", "chen.wei"),
           ("Dana Kowalski", "dana.k"), ("Elif Demir", "elif.demir"), ("Farid Haddad", "farid"),
           ("Greta Lind", "greta.lind"), ("Hiro Tanaka", "hiro.t"), ("Ines Duarte", "ines.d"), ("Jonas Berg", "jberg")]
DOMAINS = ["example.com", "example.org", "corp.example", "dev.example.net"]
CULPRIT_MSGS = ["Simplify {f}", "Tidy up {f}", "Speed up {f}", "Refactor {f} for readability", "Clean up {f} internals",
                "Make {f} shorter"]
FEATURE_MSGS = ["Add {f} helper", "Add {f}()", "New helper: {f}", "Introduce {f}", "Provide {f} in the public API"]
MISC = [("README.md", "Document installation", "\n## Installation\n\n    python3 -m pip install .\n"),
        ("README.md", "README: mention the test command", "\n## Tests\n\nRun `python3 -m pytest -q`.\n"),
        ("README.md", "README: add a contributing note", "\n## Contributing\n\nOpen a merge request; keep functions pure.\n"),
        ("CONTRIBUTING.md", "Add contributing guidelines", "# Contributing\n\n- one function per change\n- add a test\n"),
        (".editorconfig", "Add editorconfig", "root = true\n\n[*.py]\nindent_style = space\nindent_size = 4\n"),
        ("docs/design.md", "Write down the design rules", "# Design\n\nEvery helper is a pure function without I/O.\n"),
        ("Makefile", "Add a Makefile for common tasks", "test:\n\tpython3 -m pytest -q\n"),
        ("docs/faq.md", "Add an FAQ", "# FAQ\n\n**Why no dependencies?** To keep installs trivial.\n"),
        ("SECURITY.md", "Add a security policy", "# Security\n\nReport issues privately to the maintainers.\n")]


def _change_id(rng) -> str:
    return "I" + "".join(rng.choice("0123456789abcdef") for _ in range(40))


def _eval_calls(f, source: str, calls: list[str], values: bool = False) -> dict:
    """Run calls against a function's source (pure functions, no randomness) and return their reprs (or values)."""
    ns: dict = {}
    exec("\n".join(f"import {m}" for m in f["imports"]) + "\n" + source, ns)  # noqa: S102 - our own fixed snippets
    return {c: (eval(c, ns) if values else repr(eval(c, ns))) for c in calls}  # noqa: S307


class _Repo:
    """The repository's history as data: commits with full contents of changed files, branches and merges."""

    def __init__(self, rng, pkg, start):
        self.rng, self.pkg = rng, pkg
        self.ops: list[dict] = []
        self.state: dict[str, dict[str, str]] = {"main": {}}
        self.modules: dict[str, dict[str, list]] = {"main": {}}  # branch -> module -> [(fname, source)]
        self.exports: dict[str, list] = {"main": []}
        self.tests: dict[str, dict[str, list]] = {"main": {}}
        self.version = [1, 0, 0]
        self.t = start
        self.authors = rng.sample(AUTHORS, 4)
        self.domain = rng.choice(DOMAINS)
        self.change_ids: list[str] = []

    # -- rendering -----------------------------------------------------------------------------------------------
    def render(self, br):
        files = {}
        mods = self.modules[br]
        for mod, fns in mods.items():
            imports = sorted({i for fname, _ in fns for i in next(f for f in FUNCS if f["name"] == fname)["imports"]})
            head = f'"""{self.pkg}.{mod}: small, dependency-free helpers."""\n'
            if imports:
                head += "\n" + "".join(f"import {i}\n" for i in imports)
            body = "\n".join("\n" + src.strip("\n") + "\n" for _, src in fns)
            files[f"{self.pkg}/{mod}.py"] = head + "\n" + body
        init = f'"""{self.pkg}: helpers shared by our services."""\n\n'
        for mod in mods:
            names = [fname for fname, _ in mods[mod] if fname in self.exports[br]]
            if names:
                init += f"from .{mod} import {', '.join(names)}\n"
        init += f'\n__version__ = "{".".join(map(str, self.version))}"\n'
        files[f"{self.pkg}/__init__.py"] = init
        for mod, cases in self.tests[br].items():
            if not cases:
                continue
            names = [fname for fname, _ in mods.get(mod, []) if fname in self.exports[br]]
            lines = [f"from {self.pkg}.{mod} import {', '.join(names)}\n"]
            for k, (call, want) in enumerate(cases):
                lines.append(f"\n\ndef test_{mod}_{k}():\n    assert {call} == {want}\n")
            files[f"tests/test_{mod}.py"] = "".join(lines)
        return files

    def commit(self, br, msg, extra=None, broken=None, author=None):
        files = self.render(br)
        files.update(self.state[br].get("__extra__", {}))
        if extra:
            self.state[br].setdefault("__extra__", {}).update(extra)
            files.update(extra)
        if broken:
            path, text = broken
            files[path] = text
        prev = self.state[br].get("__files__", {})
        changed = {p: c for p, c in files.items() if prev.get(p) != c}
        removed = [p for p in prev if p not in files]
        assert changed or removed, f"empty commit {msg!r}"
        self.state[br]["__files__"] = files
        self.t += timedelta(hours=self.rng.randint(2, 40), minutes=self.rng.randint(0, 59))
        name, user = author or self.rng.choice(self.authors)
        cid = _change_id(self.rng)
        self.change_ids.append(cid)
        self.ops.append({"op": "commit", "branch": br, "files": changed, "removed": removed,
                         "message": f"{msg}\n\nChange-Id: {cid}\n", "author": name, "email": f"{user}@{self.domain}",
                         "date": self.t.strftime("%Y-%m-%dT%H:%M:%S+0000")})
        return cid

    def branch(self, name, frm="main"):
        self.ops.append({"op": "branch", "name": name, "from": frm})
        self.state[name] = json.loads(json.dumps(self.state[frm]))
        self.state[name]["__fork_extra__"] = dict(self.state[name].get("__extra__", {}))
        self.modules[name] = json.loads(json.dumps(self.modules[frm]))
        self.exports[name] = list(self.exports[frm])
        self.tests[name] = json.loads(json.dumps(self.tests[frm]))

    def merge(self, name, into="main"):
        # Branches touch only their own functions' modules; main does not touch those meanwhile (no conflicts).
        for mod, fns in self.modules[name].items():
            self.modules[into][mod] = fns
        self.exports[into] = list(dict.fromkeys(self.exports[into] + self.exports[name]))
        for mod, cases in self.tests[name].items():
            self.tests[into][mod] = cases
        fork = self.state[name].get("__fork_extra__", {})
        for path, text in self.state[name].get("__extra__", {}).items():
            if fork.get(path) != text:
                self.state[into].setdefault("__extra__", {})[path] = text
        files = self.render(into)
        files.update(self.state[into].get("__extra__", {}))
        self.state[into]["__files__"] = files
        self.t += timedelta(hours=self.rng.randint(1, 20))
        name_, user = self.rng.choice(self.authors)
        cid = _change_id(self.rng)
        self.change_ids.append(cid)
        self.ops.append({"op": "merge", "branch": name, "into": into,
                         "message": f"Merge branch '{name}'\n\nChange-Id: {cid}\n", "author": name_,
                         "email": f"{user}@{self.domain}", "date": self.t.strftime("%Y-%m-%dT%H:%M:%S+0000")})
        self.ops.append({"op": "delete_branch", "name": name})
        return cid

    def tag(self, name):
        self.ops.append({"op": "tag", "name": name})

    def add_function(self, br, f, source=None):
        self.modules[br].setdefault(f["module"], []).append((f["name"], (source or f["src"]).strip("\n")))
        self.exports[br].append(f["name"])

    def set_source(self, br, fname, source):
        for mod, fns in self.modules[br].items():
            for k, (n, _) in enumerate(fns):
                if n == fname:
                    fns[k] = (n, source.strip("\n"))

    def add_tests(self, br, f, cases):
        self.tests[br].setdefault(f["module"], []).extend(cases)


BUILDER = r'''
import json, os, subprocess, sys
repo, hist = sys.argv[1], sys.argv[2]
ops = json.load(open(hist))
def git(*args, env=None):
    subprocess.run(["git", *args], cwd=repo, check=True, env=env, stdout=subprocess.DEVNULL)
os.makedirs(repo, exist_ok=True)
git("init", "-q", "-b", "main")
git("config", "user.name", "Release Bot"); git("config", "user.email", "bot@localhost")
last = {}
for op in ops:
    if op["op"] in ("commit", "merge"):
        env = dict(os.environ, GIT_AUTHOR_NAME=op["author"], GIT_AUTHOR_EMAIL=op["email"], GIT_AUTHOR_DATE=op["date"],
                   GIT_COMMITTER_NAME=op["author"], GIT_COMMITTER_EMAIL=op["email"], GIT_COMMITTER_DATE=op["date"])
    if op["op"] == "commit":
        if last.get("branch") != op["branch"] and last:
            git("checkout", "-q", op["branch"])
        for path, text in op["files"].items():
            full = os.path.join(repo, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                f.write(text)
        for path in op["removed"]:
            os.remove(os.path.join(repo, path))
        git("add", "-A")
        git("commit", "-q", "-m", op["message"], env=env)
        last = {"branch": op["branch"]}
    elif op["op"] == "branch":
        git("branch", op["name"], op["from"])
    elif op["op"] == "merge":
        git("checkout", "-q", op["into"])
        git("merge", "-q", "--no-ff", "-m", op["message"], op["branch"], env=env)
        last = {"branch": op["into"]}
    elif op["op"] == "delete_branch":
        git("branch", "-q", "-D", op["name"])
    elif op["op"] == "tag":
        git("tag", op["name"])
git("checkout", "-q", "main")
git("gc", "-q")
'''


def _replace_line(text: str, old: str, new: str) -> str:
    """Replace the one line that is exactly `old` (a substring match could hit a longer, similar line)."""
    lines = text.split("\n")
    hits = [i for i, ln in enumerate(lines) if ln == old]
    assert len(hits) == 1, f"expected one line {old!r}, found {len(hits)}"
    lines[hits[0]] = new
    return "\n".join(lines)


def _kill_syntax(text: str, rng) -> str:
    """A work-in-progress edit that leaves the module unimportable (an unclosed bracket in a new constant)."""
    name = rng.choice(["DEFAULTS", "LIMITS", "_CACHE_SIZES", "FALLBACKS"])
    return text.rstrip("\n") + f"\n\n{name} = [\n    1,\n    2,\n"


@register
class BisectRegression(Family):
    name = "bisect_regression"
    category = "software"
    description = "Bisect a Python library's git history to the commit that broke a function, then fix it on main without rewriting history."
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        target = rng.choice(TARGETS)
        pkg = rng.choice(PACKAGES)
        repo_dir = f"/app/{pkg}"
        start = datetime(rng.randint(2021, 2024), rng.randint(1, 12), rng.randint(1, 28), 9, rng.randint(0, 59),
                         tzinfo=timezone.utc)
        good_src = target["src"].strip("\n")
        old_line, new_line = target["bad"]
        bad_src = _replace_line(good_src, old_line, new_line)
        results_good = _eval_calls(target, good_src, target["calls"])
        results_bad = _eval_calls(target, bad_src, target["calls"])
        differ = [c for c in target["calls"] if results_good[c] != results_bad[c]]
        agree = [c for c in target["calls"] if results_good[c] == results_bad[c]]
        # the reported symptom must differ by value too (2 == 2.0 would make a poor bug report)
        vg, vb = _eval_calls(target, good_src, differ, True), _eval_calls(target, bad_src, differ, True)
        symptom = rng.choice([c for c in differ if vg[c] != vb[c]])

        others = [f for f in FUNCS if f["name"] != target["name"]]
        rng.shuffle(others)
        initial = [f for f in others if f["module"] != target["module"]][:2]
        features = [f for f in others if f not in initial]
        repo = _Repo(rng, pkg, start)
        repo.add_function("main", target)
        repo.add_tests("main", target, [(c, results_good[c]) for c in agree[:2]])
        for f in initial:
            repo.add_function("main", f)
            repo.add_tests("main", f, [(c, r) for c, r in _eval_calls(f, f["src"], f["calls"][:1]).items()])
        repo.commit("main", "Initial import of the helper library", extra={
            "README.md": f"# {pkg}\n\nSmall, dependency-free helpers shared by our services.\n",
            ".gitignore": "__pycache__/\n*.pyc\n.pytest_cache/\n",
            "pyproject.toml": f'[project]\nname = "{pkg}"\nversion = "1.0.0"\nrequires-python = ">=3.9"\n'})
        repo.commit("main", f"Add tests for {target['name']}", extra={"CHANGELOG.md": "# Changelog\n\n## 1.0.0\n\n- first release\n"})
        repo.tag("v1.0")

        n_before = {"easy": rng.randint(6, 10), "medium": rng.randint(9, 14), "hard": rng.randint(8, 12)}[level]
        n_after = {"easy": rng.randint(5, 9), "medium": rng.randint(7, 12), "hard": rng.randint(5, 8)}[level]
        misc = rng.sample(MISC, len(MISC))
        later_checks: list[tuple[str, str]] = []

        def filler(br, after_culprit, kind=None):
            kind = kind or rng.choice(["feature", "feature", "misc", "test", "version"])
            # After the bad commit, new functions stay out of the broken module so that reverting it is clean.
            pool = [f for f in features if not (after_culprit and f["module"] == target["module"])]
            if kind == "feature" and pool:
                f = pool[-1]
                features.remove(f)
                repo.add_function(br, f)
                res = _eval_calls(f, f["src"], f["calls"])
                calls = list(res)
                repo.add_tests(br, f, [(calls[0], res[calls[0]])])
                repo.commit(br, rng.choice(FEATURE_MSGS).format(f=f["name"]))
                if after_culprit:
                    later_checks.extend((c, res[c]) for c in calls)
            elif kind == "misc" and misc:
                path, msg, text = misc.pop()
                cur = repo.state[br].get("__extra__", {}).get(path) or repo.state[br]["__files__"].get(path, "")
                repo.commit(br, msg, extra={path: cur + text if path == "README.md" else text})
            elif kind == "version":
                repo.version[1] += 1
                repo.version[2] = 0
                v = ".".join(map(str, repo.version))
                cl = repo.state[br]["__extra__"].get("CHANGELOG.md", "# Changelog\n")
                cl = cl.replace("# Changelog\n", f"# Changelog\n\n## {v}\n\n- maintenance release\n", 1)
                repo.commit(br, f"Release {v}", extra={"CHANGELOG.md": cl})
            else:
                f = rng.choice([x for x in FUNCS if x["name"] in repo.exports[br]])
                res = _eval_calls(f, f["src"], f["calls"])
                cands = [c for c in f["calls"] if f is not target or c in agree]
                c = rng.choice(cands)
                repo.add_tests(br, f, [(c, res[c])])
                repo.commit(br, rng.choice(["Add a test for {f}", "Cover {f} with one more case", "Test {f} edge case"]).format(f=f["name"]))

        def broken_pair(br):
            mods = [m for m in repo.modules[br] if m != target["module"]]
            mod = rng.choice(mods)
            path = f"{pkg}/{mod}.py"
            text = repo.state[br]["__files__"][path]
            repo.commit(br, rng.choice([f"WIP: start restructuring {mod}", f"{mod}: begin table-driven defaults",
                                        f"Sketch new constants for {mod}"]), broken=(path, _kill_syntax(text, rng)))
            repo.commit(br, rng.choice([f"Fix syntax error in {mod}", f"{mod}: finish the half-done edit",
                                        f"Repair {mod} import"]))

        culprit_msg = rng.choice(CULPRIT_MSGS).format(f=target["name"])
        info = {}
        if level in ("easy", "medium"):
            broken_at = sorted(rng.sample(range(1, n_before - 2), 1 if level == "easy" else 2)) if level == "medium" else []
            for i in range(n_before):
                if i in broken_at:
                    broken_pair("main")
                else:
                    filler("main", False)
            repo.set_source("main", target["name"], bad_src)
            info["culprit"] = repo.commit("main", culprit_msg)
            filler("main", True, "feature")
            if level == "medium":
                broken_pair("main")  # untestable commits after the culprit as well
            for _ in range(n_after):
                filler("main", True)
        else:
            for i in range(n_before):
                if i in (1, 4):
                    broken_pair("main")
                else:
                    filler("main", False)
            br = f"feature/{target['module']}-{rng.choice(['cleanup', 'speedup', 'refresh', 'rework'])}"
            repo.branch(br)
            side = f"topic/{rng.choice(['docs', 'ci', 'packaging', 'release-notes'])}"
            repo.branch(side)
            # main moves on while the branches are open, in files the branches do not touch
            used = set(repo.state["main"].get("__extra__", {}))
            side_path, side_msg, side_text = rng.choice([m for m in MISC if m[0] not in used | {"README.md"}])
            misc[:] = [m for m in misc if m[0] != side_path]
            cur = repo.state["main"]["__extra__"]["README.md"]
            repo.commit("main", rng.choice(["README: describe the release process", "Document the release steps"]),
                        extra={"README.md": cur + "\n## Releasing\n\nTag `vX.Y`, then publish the wheel.\n"})
            f2 = next((f for f in features if f["module"] == target["module"]), None)
            if f2:
                features.remove(f2)
                repo.add_function(br, f2)
                res2 = _eval_calls(f2, f2["src"], f2["calls"])
                repo.add_tests(br, f2, [(c, r) for c, r in list(res2.items())[:1]])
                repo.commit(br, rng.choice(FEATURE_MSGS).format(f=f2["name"]))
                later_checks.extend(res2.items())
            repo.set_source(br, target["name"], bad_src)
            info["culprit"] = repo.commit(br, culprit_msg)
            if agree[2:3]:
                repo.add_tests(br, target, [(c, results_good[c]) for c in agree[2:3]])
                repo.commit(br, f"Test {target['name']} once more")
            else:
                cl = repo.state[br]["__extra__"]["CHANGELOG.md"]
                repo.commit(br, "Changelog: note the refactoring", extra={
                    "CHANGELOG.md": cl.replace("# Changelog\n", f"# Changelog\n\n## Unreleased\n\n- {culprit_msg.lower()}\n", 1)})
            repo.commit(side, side_msg, extra={side_path: side_text})
            repo.merge(side)
            info["merge"] = repo.merge(br)
            filler("main", True, "feature")
            # A tidy-up that touches the broken line: blame now points here, and a plain revert conflicts.
            cosmetic_src = _replace_line(bad_src, new_line, new_line + target["comment"])
            repo.set_source("main", target["name"], cosmetic_src)
            info["cosmetic"] = repo.commit("main", rng.choice([f"Comment {target['name']} internals",
                                                                f"Explain {target['name']} in a comment",
                                                                f"Add a note to {target['name']}"]))
            for _ in range(n_after):
                filler("main", True)
        info["tip"] = repo.change_ids[-1]
        final_files = repo.state["main"]["__files__"]
        target_path = f"{pkg}/{target['module']}.py"
        head_text = final_files[target_path]
        comment = target["comment"] if level == "hard" else ""
        fixed_text = _replace_line(head_text, new_line + comment, old_line + comment)
        assert fixed_text != head_text

        # Hidden checks: the broken function on every call (including ones that show the bug), later work kept.
        checks = [(c, results_good[c]) for c in target["calls"]]
        expected = {"culprit": info["culprit"], "tip": info["tip"], "pkg": pkg, "checks": checks,
                    "later": later_checks[:8], "symptom": symptom}
        files = {"/opt/history/ops.json": File.of(json.dumps(repo.ops, indent=1, sort_keys=True) + "\n"),
                 "/opt/history/build.py": File.of(BUILDER.lstrip("\n"))}
        call_text = symptom
        want_text = results_good[symptom]
        bad_text = results_bad[symptom]
        if level != "hard":
            files["/app/repro.py"] = File.of(self._repro(pkg, target["name"], symptom, want_text), mode=0o755)
        setup = dedent(f"""
            python3 /opt/history/build.py {repo_dir} /opt/history/ops.json
            rm -rf /opt/history
            mkdir -p /app/bisect
        """)
        solution = self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path)
        decoys = [
            Decoy(name="last_good", description="reports the last good commit (the culprit's parent)",
                  script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="last_good")),
            Decoy(name="hash_only", description="half the job: names the culprit but leaves main broken",
                  script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="hash_only")),
            Decoy(name="reset_hard", description="fixes main by resetting it to before the culprit (drops later work)",
                  script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="reset_hard")),
        ]
        if level != "easy":
            decoys += [
                Decoy(name="first_failing", description="reports the first commit where the check fails at all (an unbuildable one)",
                      script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="first_failing")),
                Decoy(name="uncommitted", description="fixes the working tree but commits nothing",
                      script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="uncommitted")),
            ]
        if level == "hard":
            decoys += [
                Decoy(name="first_parent", description="bisects main's first-parent line and reports the merge commit",
                      script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="first_parent")),
                Decoy(name="blame", description="reports the last commit that touched the broken line (git blame)",
                      script=self._solver(level, pkg, repo_dir, target, symptom, want_text, head_text, fixed_text, target_path, bug="blame")),
            ]
        return Draft(
            instruction=self._instruction(rng, level, pkg, repo_dir, target, call_text, want_text, bad_text),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir="/app"),
            solution=solution,
            tests={"test_outputs.py": self._tests(repo_dir, expected)},
            decoys=decoys,
            outputs=[repo_dir, "/app/bisect"],
            tools=["git", "python3", "mkdir", "cat", "chmod"],
            tags=["git", "bisect", "regression", "python"] + {"easy": ["revert"], "medium": ["bisect-skip", "revert"],
                                                               "hard": ["merges", "bisect-skip", "conflict-resolution"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _repro(pkg, fname, call, want):
        return dedent(f'''
            #!/usr/bin/env python3
            """Reproducer for the bug report: run from the repository root. Exit 0 = behaves, 1 = bug present."""
            import sys

            sys.path.insert(0, ".")
            from {pkg} import *  # noqa: F401,F403

            got = {call}
            if got != {want}:
                print(f"BUG: {call} returned {{got!r}}, expected {want}")
                sys.exit(1)
            print("ok")
        ''')

    @staticmethod
    def _solver(level, pkg, repo_dir, target, symptom, want, head_text, fixed_text, target_path, bug=""):
        """The oracle (bug="") and each decoy: the same steps with one plausible mistake."""
        check = dedent(f'''
            #!/bin/bash
            # exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
            export PYTHONDONTWRITEBYTECODE=1
            python3 -c "import sys; sys.path.insert(0, '.'); import {pkg}" 2>/dev/null || exit SKIP
            python3 -c "import sys; sys.path.insert(0, '.'); from {pkg} import *; sys.exit(0 if {symptom} == {want} else 1)"
        ''').rstrip("\n")
        lines = [f"cd {repo_dir}", "export PYTHONDONTWRITEBYTECODE=1", "mkdir -p /app/bisect",
                 "cat > /tmp/check.sh <<'SH'", check.replace("SKIP", "125"), "SH", "chmod +x /tmp/check.sh",
                 "git bisect start main v1.0 >/dev/null", "git bisect run /tmp/check.sh >/dev/null",
                 "culprit=$(git rev-parse refs/bisect/bad)", "git bisect reset >/dev/null 2>&1", "bad=$culprit"]
        if bug == "last_good":
            lines.append('bad=$(git rev-parse "$culprit^")')
        elif bug == "first_failing":
            # scans forward and stops at the first commit whose check fails for any reason
            lines += ["cat > /tmp/naive.sh <<'SH'", check.replace("SKIP", "1"), "SH", "chmod +x /tmp/naive.sh",
                      "for c in $(git rev-list --reverse v1.0..main); do",
                      '  git checkout -q "$c"', '  if ! /tmp/naive.sh; then bad=$c; break; fi', "done",
                      "git checkout -q main"]
        elif bug == "first_parent":
            lines += ["git bisect start --first-parent main v1.0 >/dev/null", "git bisect run /tmp/check.sh >/dev/null",
                      "bad=$(git rev-parse refs/bisect/bad)", "git bisect reset >/dev/null 2>&1"]
        elif bug == "blame":
            lines += [f"line=$(grep -nF '{target['comment'].strip()}' {target_path} | cut -d: -f1)",
                      f'bad=$(git blame -l -L "$line,$line" main -- {target_path} | cut -d" " -f1 | tr -d "^")']
        lines += ['echo "$bad" > /app/bisect/first_bad.txt', "git checkout -q main"]
        who = "-c user.name='On-call' -c user.email='oncall@localhost'"
        if bug == "hash_only":
            pass
        elif bug == "reset_hard":
            lines.append('git reset -q --hard "$culprit^"')
        elif level == "hard" or bug == "uncommitted":
            # hard: the revert conflicts with a later edit of the same line, so write the resolved file
            lines += [f"cat > {target_path} <<'PY'", fixed_text.rstrip("\n"), "PY"]
            if bug != "uncommitted":
                lines.append(f'git {who} commit -q -am "Fix {target["name"]} regression from $(git rev-parse --short "$culprit")"')
        else:
            lines.append(f'git {who} revert --no-edit "$culprit" >/dev/null')
        return "#!/bin/bash\nset -euo pipefail\n" + "\n".join(lines) + "\n"

    @staticmethod
    def _instruction(rng, level, pkg, repo_dir, target, call, want, bad):
        fname = target["name"]
        reporter = rng.choice(["The billing service team", "A customer-facing dashboard", "The data-export job",
                               "Support", "The mobile backend", "An internal reporting script"])
        since = rng.choice(["since the last few releases", "recently", "after the latest upgrade",
                            "in the current main branch"])
        intro = rng.choice([
            f"{reporter} reports that `{pkg}` misbehaves {since}: `{call}` returns `{bad}`, but it must return `{want}` "
            f"(it did in the `v1.0` tag).",
            f"A regression in `{pkg}`: `{call}` now gives `{bad}` instead of `{want}`. {reporter} noticed it {since}; "
            f"the `v1.0` tag still behaves.",
            f"`{call}` in `{pkg}` is broken on `main` (it returns `{bad}`; the correct answer, which `v1.0` gives, is "
            f"`{want}`). {reporter} flagged it {since}.",
        ])
        if level == "easy":
            context = (f"`/app/repro.py` reproduces the report: run from the repository root, it exits 0 when the "
                       f"behaviour is right and 1 when the bug is present.")
        elif level == "medium":
            context = (f"`/app/repro.py` reproduces the report (run from the repository root: exit 0 good, 1 bad). "
                       f"Careful: a few commits on `main` are work in progress where the package does not even "
                       f"import; such a commit can be neither good nor bad for this bug.")
        else:
            context = ("There is no reproducer; write your own check. The history is not linear: feature and topic "
                       "branches were merged into `main`, and a few commits do not even import.")
        steps = [f"Find the first bad commit: the commit that introduced this behaviour (its parent still returns "
                 f"`{want}`)" + (", not a merge commit that later brought it into `main`" if level == "hard" else "")
                 + ". Write its full 40-character hash, alone on the first line, to `/app/bisect/first_bad.txt`."]
        fix = rng.choice([
            "Then fix `main`: add a new commit on top of the current `main` that restores the correct behaviour.",
            "Then repair `main` with one new commit on top of it that restores the correct behaviour.",
        ])
        steps.append(fix + " Do not rewrite history (no reset, rebase or amend of existing commits) and keep every "
                           "other change made since `v1.0`; everything added after the bad commit must keep working. "
                           "Commit the fix (a dirty working tree does not count); leave `main` checked out.")
        if level == "hard":
            steps.append("Expect a plain revert not to apply cleanly; resolve it so that the code reads like the rest "
                         "of the file.")
        step_text = "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
        return dedent("""
            # Regression hunt in {pkg}

            {intro}

            The library's git repository is checked out at `{repo}` (branch `main`; the known-good release is tagged
            `v1.0`). It is a plain Python package with no dependencies; `python3` and `git` are available, the
            network is not. {context}

            {steps}

            Only the repository and `/app/bisect/first_bad.txt` are kept when you are done.
        """).format(pkg=pkg, intro=intro, repo=repo_dir, steps=step_text, context=context)

    @staticmethod
    def _tests(repo_dir, expected):
        header = "import json, os, subprocess, tarfile, tempfile, io\n\nimport pytest"
        body = '''
            REPO = "REPODIR"

            def git(*args, check=True):
                p = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, *args], capture_output=True, text=True)
                if check:
                    assert p.returncode == 0, f"git {' '.join(args)} failed: {p.stderr.strip()[-300:]}"
                return p

            def _commit_with(change_id):
                out = git("log", "--all", "--format=%H%x00%B%x01").stdout
                for entry in out.split("\\x01"):
                    h, _, msg = entry.strip("\\n").partition("\\x00")
                    if f"Change-Id: {change_id}" in msg:
                        return h
                return None

            def test_first_bad_commit():
                path = "/app/bisect/first_bad.txt"
                assert os.path.isfile(path), f"{path} is missing"
                words = open(path).read().split()
                assert words, f"{path} is empty"
                given = words[0].lower()
                assert len(given) == 40 and all(c in "0123456789abcdef" for c in given), f"not a full hash: {given!r}"
                p = git("cat-file", "commit", given, check=False)
                assert p.returncode == 0, f"{given} is not a commit of the repository"
                subject = git("log", "-1", "--format=%s", given).stdout.strip()
                assert f"Change-Id: {EXPECTED['culprit']}" in p.stdout, f"{given} ({subject!r}) is not the first bad commit"

            def test_history_kept_and_fix_committed_on_main():
                tip = _commit_with(EXPECTED["tip"])
                assert tip, "the original tip of main is gone from the history (history was rewritten)"
                main = git("rev-parse", "main").stdout.strip()
                assert main != tip, "main still points at the old tip: no fix was committed"
                assert git("merge-base", "--is-ancestor", tip, main, check=False).returncode == 0, \\
                    "the old tip of main is not an ancestor of main (history was rewritten)"

            def _evaluate(calls):
                p0 = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, "archive", "--format=tar", "main"],
                                    capture_output=True)
                d = tempfile.mkdtemp()
                with tarfile.open(fileobj=io.BytesIO(p0.stdout)) as t:
                    t.extractall(d)
                code = (f"import json, sys\\nsys.path.insert(0, {d!r})\\nfrom {EXPECTED['pkg']} import *\\nout = {{}}\\n"
                        "for c in json.loads(sys.argv[1]):\\n"
                        "    try:\\n        out[c] = repr(eval(c))\\n    except Exception as e:\\n        out[c] = 'error: %r' % (e,)\\n"
                        "print(json.dumps(out))\\n")
                p = subprocess.run(["python3", "-I", "-c", code, json.dumps(calls)], capture_output=True, text=True, timeout=60)
                assert p.returncode == 0, f"importing {EXPECTED['pkg']} from main failed: {p.stderr[-500:]}"
                return json.loads(p.stdout)

            def test_function_fixed_on_main():
                got = _evaluate([c for c, _ in EXPECTED["checks"]])
                wrong = [(c, got[c], w) for c, w in EXPECTED["checks"] if got[c] != w]
                assert not wrong, f"on main, {len(wrong)} calls are wrong (call, got, expected): {wrong[:3]}"

            def test_later_work_kept():
                if not EXPECTED["later"]:
                    return
                got = _evaluate([c for c, _ in EXPECTED["later"]])
                wrong = [(c, got[c], w) for c, w in EXPECTED["later"] if got[c] != w]
                assert not wrong, f"work merged after the bad commit is missing or broken on main: {wrong[:3]}"
        '''.replace("REPODIR", repo_dir)
        return pytest_file(header, {"EXPECTED": expected}, body)
