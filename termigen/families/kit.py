"""The family kit: what a compositional family is made of, as code rather than habit.

A kit family (subclass `KitFamily`) declares
- `levels`: one frozen `LevelConfig` (subclass) per level, validated when the class is defined;
- pools of `Component`s (faults to fix or requirements to meet), from which `compose` draws several per instance;
- `draft(rng, cfg) -> Draft`: the scenario, data and ground truth for one instance.
The kit turns the drawn components into the oracle and the decoys (`oracle_and_decoys`): the oracle is the
composition of the components' fixes; each decoy is the oracle with one fix left out (half the job) or replaced
by one of that component's plausible wrong fixes. Where the work is repairing a program, `BugTable` renders the
broken program from a template and writes each fix as a unified diff applied with `patch`, so the oracle shows
exactly the repair. `hidden_tests` writes test_outputs.py on the guarded verifier (verifier 2: agent programs run
as the unprivileged `tgrun` via tg_guard.run; see termigen/formats/tg_guard.py) with the expected values
embedded as literals.
"""

from __future__ import annotations

import ast
import difflib
import pprint
import random
import re
import signal
from abc import abstractmethod
from dataclasses import dataclass, field, fields

from termigen.families.base import LEVELS, Draft, Family, Resample, dedent, script
from termigen.task import Decoy, File


@dataclass(frozen=True)
class LevelConfig:
    """Per-level knobs of a family. Subclass (frozen dataclass), add fields, extend `validate`."""

    components: tuple[int, int] = (2, 3)  # how many components an instance composes: (fewest, most)

    def validate(self) -> None:
        lo, hi = self.components
        if not 1 <= lo <= hi:
            raise ValueError(f"{type(self).__name__}.components must be 1 <= fewest <= most, got {self.components}")
        for f in fields(self):
            if getattr(self, f.name) is None and f.default is not None:
                raise ValueError(f"{type(self).__name__}.{f.name} must be set")


@dataclass(frozen=True)
class Component:
    """One fault or requirement an instance can compose.

    fix:      the oracle's shell for it (runs after `head`, in the order the components were drawn);
    wrong:    decoy name -> a plausible wrong fix, used in place of `fix` in that decoy;
    skill:    what it exercises (tool, concept), reported by `termigen diversity`;
    excludes: names of components it cannot be composed with;
    data:     anything the family attaches (truth pieces, files, instruction lines).
    """

    name: str
    fix: str = ""
    wrong: dict[str, str] = field(default_factory=dict)
    skill: str = ""
    excludes: tuple[str, ...] = ()
    data: dict = field(default_factory=dict)


def program_piece(name: str, piece: dict, prog: str, *, excludes: dict[str, tuple[str, ...]],
                  groups: tuple[tuple[str, ...], ...] = (), render=None) -> Component:
    """A Component for families whose oracle writes a program piece by piece (route_planner, capacity_planner).

    piece:    {"code": the right piece, "wrong": {decoy: its own code, or (old, new) spots replaced in the right code}};
    the fix appends the piece to the program at `prog` (a heredoc); `render` fills instance literals into code.
    excludes: name -> names it cannot go with (either side of a pair excludes the other); a name in one of
    `groups` (one format, one objective) excludes the group's other members."""
    render = render or (lambda code: code)

    def append(code: str) -> str:
        return f"cat >> {prog} <<'PY'\n{render(code).strip(chr(10))}\nPY\n" if code.strip() else ""

    def variant(wrong) -> str:
        if isinstance(wrong, str):
            return wrong
        code = piece["code"]
        for a, b in wrong:
            assert a in code, (name, a)
            code = code.replace(a, b)
        return code

    excl = tuple(excludes.get(name, ())) + tuple(k for k, v in excludes.items() if name in v)
    excl += tuple(x for group in groups if name in group for x in group if x != name)
    wrong = {k: append(variant(v)) for k, v in piece.get("wrong", {}).items()}
    return Component(name, fix=append(piece["code"]), wrong=wrong, skill=name, excludes=excl)


def compose(rng: random.Random, pool: list[Component], k: int | tuple[int, int], *,
            require: tuple[str, ...] = ()) -> list[Component]:
    """Draw k distinct components (k or a (fewest, most) range) honouring `excludes`; `require` names components
    that must be in. Raises Resample when the pool cannot give k compatible ones (the family then redraws)."""
    if isinstance(k, tuple):
        k = rng.randint(*k)
    by_name = {c.name: c for c in pool}
    if len(by_name) != len(pool):
        raise ValueError("component names in a pool must be unique")
    unknown = [n for n in require if n not in by_name]
    if unknown:
        raise ValueError(f"require names components not in the pool: {unknown}")
    chosen = [by_name[n] for n in require]
    clash = [(a.name, b.name) for i, a in enumerate(chosen) for b in chosen[i + 1:]
             if a.name in b.excludes or b.name in a.excludes]
    if clash:
        raise ValueError(f"required components exclude each other: {clash}")
    if len(chosen) > k:
        raise ValueError(f"{len(chosen)} required components for k={k}")
    candidates = [c for c in pool if c.name not in require]
    rng.shuffle(candidates)
    for c in candidates:
        if len(chosen) >= k:
            break
        if any(c.name in o.excludes or o.name in c.excludes for o in chosen):
            continue
        chosen.append(c)
    if len(chosen) < k:
        raise Resample(f"only {len(chosen)} compatible components for {k}")
    return chosen


def oracle_and_decoys(components: list[Component], *, head: str = "", tail: str = "",
                      extra: list[Decoy] = (), rng: random.Random | None = None,
                      max_decoys: int = 6) -> tuple[str, list[Decoy]]:
    """The oracle (head + every fix + tail) and decoys: per component, the oracle without its fix ("skips_<name>")
    and with each of its wrong fixes ("<name>_<wrong>"), plus `extra` (hand-written ones, always kept). With more
    than `max_decoys`, a seeded sample keeps at least one wrong fix and one skip."""

    def body(swap: str | None = None, wrong: str | None = None) -> str:
        parts = [dedent(head)]
        for c in components:
            if c.name == swap:
                if wrong is not None:
                    parts.append(dedent(c.wrong[wrong]))
                continue
            parts.append(dedent(c.fix))
        parts.append(dedent(tail))
        return script("\n".join(p.rstrip("\n") for p in parts if p.strip()) + "\n")

    made = []
    for c in components:
        for w in sorted(c.wrong):
            made.append(Decoy(name=f"{c.name}_{w}"[:60], description=f"{c.name}: {w.replace('_', ' ')}",
                              script=body(c.name, w)))
        if c.fix.strip():
            made.append(Decoy(name=f"skips_{c.name}"[:60], description=f"does everything but {c.name}",
                              script=body(c.name)))
    return body(), _with_extra(extra, made, max_decoys, rng)


def _with_extra(extra: list[Decoy], made: list[Decoy], max_decoys: int, rng: random.Random | None) -> list[Decoy]:
    """The hand-written decoys and a sample of the made ones, at most `max_decoys` in all, names unique (a decoy's
    name is its verdict key in the manifest: two with one name would hide one of them)."""
    if len(extra) > max_decoys:
        raise ValueError(f"{len(extra)} hand-written decoys for max_decoys={max_decoys}")
    out = [*extra, *_sample(made, max_decoys - len(extra), rng)]
    names = [d.name for d in out]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise ValueError(f"decoy names repeat: {dup} (component/wrong-fix names truncated at 60, or an extra decoy "
                         "named like a made one)")
    return out


def _sample(made: list[Decoy], n: int, rng: random.Random | None) -> list[Decoy]:
    """At most n decoys, seeded, keeping at least one wrong fix and one skip (where n allows); in their original
    order."""
    if len(made) <= n:
        return made
    rng = rng or random.Random(0)
    wrongs = [d for d in made if not d.name.startswith("skips_")]
    skips = [d for d in made if d.name.startswith("skips_")]
    keep = (([rng.choice(wrongs)] if wrongs else []) + ([rng.choice(skips)] if skips else []))[:max(0, n)]
    rest = [d for d in made if d not in keep]
    keep += rng.sample(rest, max(0, min(len(rest), n - len(keep))))
    return [d for d in made if d in keep]


@dataclass(frozen=True)
class Bug:
    """A fault in a program: the template holds `@@name@@` where `right` belongs; the shipped program has `broken`
    there; `wrong` maps decoy name -> a plausible wrong repair of that spot."""

    name: str
    right: str
    broken: str
    wrong: dict[str, str] = field(default_factory=dict)
    skill: str = ""


class BugTable:
    """A program template and the bugs planted in it: renders the shipped program and the oracle/decoy repairs.

    Every repair is a unified diff from the shipped program, applied with `patch` (so the oracle shows exactly
    what changed and a decoy differs from it by one hunk)."""

    def __init__(self, path: str, template: str, bugs: list[Bug], fixed: dict[str, str] | None = None):
        self.path, self.template, self.bugs = path, template, bugs
        self.fixed = fixed or {}  # other @@slots@@ that are never broken
        for b in bugs:
            if f"@@{b.name}@@" not in template:
                raise ValueError(f"template has no @@{b.name}@@ slot")

    def render(self, state: dict[str, str] | None = None) -> str:
        """The program with each bug in `state` set to 'broken' (default), 'right' or one of its wrong names."""
        state = state or {}
        text = self.template
        for k, v in self.fixed.items():
            text = text.replace(f"@@{k}@@", v)
        for b in self.bugs:
            s = state.get(b.name, "broken")
            if s not in ("broken", "right") and s not in b.wrong:
                raise KeyError(f"bug {b.name} has no state {s!r} (broken, right, or one of {sorted(b.wrong)})")
            text = text.replace(f"@@{b.name}@@", b.broken if s == "broken" else b.right if s == "right" else b.wrong[s])
        return text

    def shipped(self) -> File:
        return File.of(self.render())

    def patch(self, state: dict[str, str]) -> str:
        """Shell that turns the shipped program into the one with `state` (a heredoc diff for `patch`)."""
        before = self.render().splitlines(keepends=True)
        after = self.render(state).splitlines(keepends=True)
        rel = self.path.lstrip("/")
        diff = "".join(difflib.unified_diff(before, after, f"a/{rel}", f"b/{rel}", n=2))
        if not diff:
            return ""
        if not diff.endswith("\n"):
            diff += "\n\\ No newline at end of file\n"
        return f"patch -s -p1 -d / <<'TG_PATCH'\n{diff}TG_PATCH\n"

    def oracle_and_decoys(self, *, head: str = "", tail: str = "", extra: list[Decoy] = (),
                          rng: random.Random | None = None, max_decoys: int = 6) -> tuple[str, list[Decoy]]:
        """The oracle patches every bug right; per bug, a decoy leaves it broken ("skips_<bug>") and one per wrong
        repair uses it ("<bug>_<wrong>"); `extra` is kept; sampled down to `max_decoys` as `oracle_and_decoys`."""
        right = {b.name: "right" for b in self.bugs}

        def body(state: dict[str, str]) -> str:
            return script("\n".join(p.rstrip("\n") for p in (dedent(head), self.patch(state), dedent(tail))
                                     if p.strip()) + "\n")

        made = []
        for b in self.bugs:
            for w in sorted(b.wrong):
                made.append(Decoy(name=f"{b.name}_{w}"[:60], description=f"{b.name}: {w.replace('_', ' ')}",
                                  script=body({**right, b.name: w})))
            made.append(Decoy(name=f"skips_{b.name}"[:60], description=f"repairs everything but {b.name}",
                              script=body({**right, b.name: "broken"})))
        return body(right), _with_extra(extra, made, max_decoys, rng)



# Generated programs run in-process while a family draws an instance (is the oracle exact, does each decoy miss?):
# much faster than a subprocess per candidate. Compiled code is cached; the cache is cleared when it grows.
_COMPILED: dict[tuple[str, str], object] = {}


class ProgramStopped(Exception):
    """A generated program ran past its time limit (run_program's limit_sec)."""


def _stop_program(*_):
    raise ProgramStopped()


def heredoc_program(sh: str, tag: str = "PY") -> str:
    """The program a solve or decoy script installs: its <<'PY' heredocs, in order."""
    return "\n".join(re.findall(rf"<<'{tag}'\n(.*?)\n{tag}\n", sh, re.S)) + "\n"


def run_program(src: str, entry: str, arg, crash: str | None = None, *, module: str = "program",
                limit_sec: float | None = None):
    """`entry(arg)` of the Python program `src`, run in-process. With `crash`, a program that raises (or, with
    `limit_sec`, runs longer: a wrong parse can loop) answers `crash`; without it the error propagates."""
    code = _COMPILED.get((module, src))
    if code is None:
        if len(_COMPILED) > 64:
            _COMPILED.clear()
        code = _COMPILED[(module, src)] = compile(src, module, "exec")
    ns = {"__name__": module}
    exec(code, ns)
    timed = crash is not None and limit_sec
    if timed:
        signal.signal(signal.SIGALRM, _stop_program)
        signal.setitimer(signal.ITIMER_REAL, limit_sec)
    try:
        return ns[entry](arg)
    except Exception:
        if crash is None:
            raise
        return crash
    finally:
        if timed:
            signal.setitimer(signal.ITIMER_REAL, 0)


def hidden_tests(constants: dict, body: str, imports: str = "") -> File:
    """test_outputs.py on the guarded verifier: the hidden ground truth embedded as literals, `tg_guard` imported
    (run agent programs with `tg_guard.run(...)`, never by importing them)."""
    for k, v in constants.items():  # the truth must be a literal that reads back as itself (no objects, no NaN)
        text = pprint.pformat(v, width=120, sort_dicts=True)
        try:
            ok = ast.literal_eval(text) == v
        except (ValueError, SyntaxError):
            ok = False
        if not k.isidentifier() or not ok:
            raise ValueError(f"hidden_tests: {k!r} is not a name with a literal value that round-trips ({text[:80]})")
    consts = "\n".join(f"{k} = {pprint.pformat(v, width=120, sort_dicts=True)}" for k, v in constants.items())
    head = "import os\nimport subprocess\n\nimport pytest\n\nimport tg_guard\n" + (dedent(imports) if imports else "")
    return File.of(f"{head}\n{consts}\n\n{dedent(body)}")


class KitFamily(Family):
    """A compositional family on the kit: per-level configs, components, the guarded verifier."""

    compositional = True  # the diversity bar applies (tests/test_diversity.py)
    levels: dict[str, LevelConfig]

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        lv = getattr(cls, "levels", None)
        if lv is not None:
            if set(lv) != set(LEVELS):
                raise TypeError(f"{cls.__name__}.levels must have exactly {LEVELS}, got {sorted(lv)}")
            for cfg in lv.values():
                cfg.validate()

    def make(self, rng: random.Random, level: str) -> Draft:
        d = self.draft(rng, self.levels[level])
        d.verifier = 2
        return d

    @abstractmethod
    def draft(self, rng: random.Random, cfg: LevelConfig) -> Draft: ...
