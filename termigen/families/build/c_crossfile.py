"""Build: a multi-file C tool fails CI's build (multiple definitions, a static function used elsewhere, a
missing include guard, -Werror warnings) and hides bugs that only show with the CI flags or on other targets
(implicit declarations, mismatched prototypes across files, assert() with side effects under -DNDEBUG, plain
`char` signedness). Judged by compiling the sources with the CI flags and running hidden inputs."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.families.build import _cstages as cs
from termigen.task import Decoy, Environment, File

SCENARIOS = [  # (tool, what a record is, id word, label word, value word)
    ("stockdiff", "inventory snapshot line", "bin", "sku", "quantity"),
    ("sensd", "sensor reading", "probe", "sensor", "reading"),
    ("ledgerchk", "ledger entry", "entry", "account", "amount"),
    ("shipweigh", "shipment weighing", "pallet", "carrier", "grams"),
    ("meterlog", "utility meter reading", "meter", "site", "watt-hours"),
    ("tollcount", "toll gantry count", "gantry", "lane", "axles"),
    ("bedtrack", "ward occupancy record", "ward", "unit", "minutes"),
    ("packstat", "parcel scan", "scan", "depot", "millimetres"),
]
LABELS = ["north", "south", "alpha", "beta", "kilo", "delta", "omega", "harbor", "ridge", "maple", "cedar", "quartz",
          "ember", "fjord", "glade", "heath", "inlet", "juniper", "kestrel", "lumen", "moss", "nadir"]
ACCENTED = ["café", "Zürich", "señal", "Ørsted", "Łódź", "crème", "façade", "naïve", "Ålesund", "São-Paulo", "Köln", "über"]
SEPS = [";", "|", ",", ":"]
MODNAMES = [  # file stems: parse, checksum, transform, stats, report, settings
    ("parse", "checksum", "transform", "stats", "report", "settings"),
    ("reader", "hash", "calib", "totals", "output", "options"),
    ("scan", "digest", "convert", "accum", "emit", "config"),
    ("lexer", "fingerprint", "adjust", "summary", "printer", "globals"),
]
CI_SYSTEMS = ["GitLab CI", "Jenkins", "the Buildkite pipeline", "GitHub Actions", "the nightly Drone job", "TeamCity",
              "the release pipeline", "the pre-merge check"]
FLAGS = {"easy": "-std=c11 -O2", "medium": "-std=c11 -O2 -Wall -Wextra -Werror",
         "hard": "-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG"}

# Bugs: A multiple definition of a global defined in a header; B static function used from another file;
# C header without include guard, included twice; D call without the prototype (implicit int);
# E definition's parameter type differs from the header's (not included); F assert() with a side effect;
# G plain char where bytes must be unsigned; H a -Wextra warning (sign-compare or unused parameter).


class Proj:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.tool, self.what, self.idw, self.labw, self.valw = rng.choice(SCENARIOS)
        self.root = f"/app/{self.tool}"
        self.m = dict(zip(("parse", "checksum", "transform", "stats", "report", "settings"), rng.choice(MODNAMES)))
        self.sep = rng.choice(SEPS)
        self.mult = rng.choice([31, 33, 37, 131, 257, 65599, 16777619])
        self.seed = rng.randrange(1, 1 << 32)
        self.hwarn = rng.choice(["sign_compare", "unused_param"])
        self.examples = self._records(rng, 14)
        self.hidden = [self._records(rng, 70), self._records(rng, 45)]
        probe = [v for recs in [self.examples] + self.hidden for r in recs if r[0] == "ok" for v in [r[3]]]
        for _ in range(100):
            self.stages = cs.draw_stages(rng, 2, "t", probe=probe)
            if self._big_values_matter():
                break
        else:
            raise RuntimeError("no stage chain where truncation to int shows")
        link = ["A", "B", "C"]
        if level == "easy":
            self.bugs = {rng.choice(["A", "B"]), "C", "D"}
        elif level == "medium":
            self.bugs = set(rng.sample(link, 2)) | {"H", "E"}
        else:
            self.bugs = set(rng.sample(link, 2)) | {"H", "E", "F", "G"}
        self.first_link = sorted(self.bugs & set(link))[0]

    def _records(self, rng, n):
        out = []
        base_id = rng.randint(100, 9000)
        accented = self.level == "hard"
        for i in range(n):
            pick = rng.random()
            if i > 2 and pick < 0.06:
                out.append(("bad", f"# {rng.choice(LABELS)} batch {rng.randint(1, 99)}"))
                continue
            if i > 2 and pick < 0.10:
                out.append(("bad", f"{base_id + i} {rng.choice(LABELS)}"))
                continue
            label = rng.choice(ACCENTED) if accented and rng.random() < 0.4 else rng.choice(LABELS)
            if rng.random() < 0.4:
                label += f"-{rng.randint(1, 99)}"
            big = rng.random() < 0.35 or i in (0, 1)
            v = rng.choice([-1, 1]) * rng.randint(2**31 + 7, 6 * 10**11) if big else rng.randint(-10**6, 10**6)
            out.append(("ok", base_id + i, label, v))
        if accented:
            out[2] = ("ok", base_id + 2, rng.choice(ACCENTED), rng.randint(1, 9999))
        return out

    def _big_values_matter(self):
        def low32(v):
            v &= 0xFFFFFFFF
            return v - (1 << 32) if v >= 1 << 31 else v
        for recs in self.hidden:
            vals = [r[3] for r in recs if r[0] == "ok"]
            if [cs.run(self.stages, v) for v in vals] == [cs.run(self.stages, low32(v)) for v in vals]:
                return False
        return True

    def checksum(self, label: str, signed=False) -> int:
        h = self.seed
        for b in label.encode("utf-8"):
            if signed and b >= 128:
                b -= 256
            h = (h * self.mult + b) & 0xFFFFFFFF
        return h

    def output(self, recs, bugs=frozenset()) -> list[str]:
        lines, vals, bad = [], [], 0
        for r in recs:
            if r[0] == "bad":
                bad += 1
                continue
            _, rid, label, v = r
            t = cs.run(self.stages, v)
            vals.append(t)
            lines.append(f"{rid}{self.sep}{self.checksum(label):08x}{self.sep}{t}")
        return lines + [f"count={len(vals)} bad={bad} sum={sum(vals)} max={max(vals)}"]

    @staticmethod
    def text(recs) -> str:
        return "\n".join(r[1] if r[0] == "bad" else f"{r[1]} {r[2]} {r[3]}" for r in recs) + "\n"

    # -- sources, with a set of bugs left in -------------------------------------------------------------------
    def files(self, bugs: set[str]) -> dict[str, str]:
        m, r = self.m, self.root
        out = {}
        guard = "C" not in bugs
        rec = ("#ifndef RECORD_H\n#define RECORD_H\n\n" if guard else "/* record layout shared by all modules */\n") + \
            "#define LABEL_MAX 32\n\nstruct record {\n    long id;\n    char label[LABEL_MAX];\n    long value;\n};\n" + \
            ("\n#endif\n" if guard else "")
        out["include/record.h"] = rec
        out[f"include/{m['parse']}.h"] = ("#ifndef PARSE_H\n#define PARSE_H\n\n#include \"record.h\"\n\n"
                                           "/* Fills *r from one input line; returns 0 on success, -1 for a line that is not a record. */\n"
                                           "int parse_record(const char *line, struct record *r);\n\n#endif\n")
        out[f"include/{m['checksum']}.h"] = ("#ifndef CHECKSUM_H\n#define CHECKSUM_H\n\n"
                                              "/* 32-bit checksum of a label; bytes count as unsigned values 0..255. */\n"
                                              "unsigned long label_checksum(const char *label);\n\n#endif\n")
        out[f"include/{m['transform']}.h"] = ("#ifndef TRANSFORM_H\n#define TRANSFORM_H\n\n"
                                               "/* Calibrates a 64-bit value. */\nlong transform_apply(long v);\n\n#endif\n")
        out[f"include/{m['stats']}.h"] = ("#ifndef STATS_H\n#define STATS_H\n\n#include \"record.h\"\n\n"
                                           "struct stats {\n    long count;\n    long bad;\n    long sum;\n    long max;\n};\n\n"
                                           "void stats_init(struct stats *s);\nvoid stats_add(struct stats *s, long v);\n\n#endif\n")
        out[f"include/{m['report']}.h"] = (f"#ifndef REPORT_H\n#define REPORT_H\n\n#include \"record.h\"\n#include \"{m['stats']}.h\"\n\n"
                                            "void report_record(const struct record *r, struct stats *s);\n"
                                            "void report_summary(const struct stats *s);\n\n#endif\n")
        if "A" in bugs:
            sett = f"/* Output settings. */\nconst char *field_sep = \"{self.sep}\";\n"
        else:
            sett = "#ifndef SETTINGS_H\n#define SETTINGS_H\n\n/* Output settings. */\nextern const char *field_sep;\n\n#endif\n"
        out[f"include/{m['settings']}.h"] = sett
        # parse
        if "F" in bugs:
            pbody = ("    int n = 0;\n    assert((n = sscanf(line, \"%ld %31s %ld\", &r->id, r->label, &r->value)) >= 0);\n"
                     "    return n == 3 ? 0 : -1;\n")
        else:
            pbody = ("    int n = sscanf(line, \"%ld %31s %ld\", &r->id, r->label, &r->value);\n"
                     "    assert(n >= -1 && n <= 3);\n    return n == 3 ? 0 : -1;\n")
        out[f"src/{m['parse']}.c"] = (f"#include <assert.h>\n#include <stdio.h>\n#include \"{m['parse']}.h\"\n\n"
                                      f"int parse_record(const char *line, struct record *r)\n{{\n{pbody}}}\n")
        # checksum
        ctype = "char" if "G" in bugs else "unsigned char"
        if "H" in bugs and self.hwarn == "sign_compare":
            loop = (f"    for (int i = 0; i < strlen(label); i++) {{\n        {ctype} c = label[i];\n"
                    f"        h = (h * {self.mult}UL + c) & 0xFFFFFFFFUL;\n    }}\n")
        else:
            loop = (f"    for (size_t i = 0; i < strlen(label); i++) {{\n        {ctype} c = label[i];\n"
                    f"        h = (h * {self.mult}UL + c) & 0xFFFFFFFFUL;\n    }}\n")
        out[f"src/{m['checksum']}.c"] = (f"#include <string.h>\n#include \"{m['checksum']}.h\"\n\n"
                                         f"unsigned long label_checksum(const char *label)\n{{\n"
                                         f"    unsigned long h = {self.seed}UL;\n{loop}    return h;\n}}\n")
        # transform
        helpers = ""
        for s in self.stages:
            consts = "".join(f"#define {k} ({v})\n" for k, v in s.params.items())
            helpers += f"{consts}static long t_{s.name}(long x)\n{{\n    {s.body}\n}}\n\n"
        incs = "".join(f"#include <{h}>\n" for s in self.stages for h in s.includes)
        ptype = "int" if "E" in bugs else "long"
        own = "" if "E" in bugs else f"#include \"{m['transform']}.h\"\n"
        stat = "static " if "B" in bugs else ""
        calls = "".join(f"    v = t_{s.name}(v);\n" for s in self.stages)
        out[f"src/{m['transform']}.c"] = (f"{incs}{own}\n{helpers}{stat}long transform_apply({ptype} v)\n{{\n"
                                          + ("    long w = v;\n" + calls.replace("(v)", "(w)").replace("    v =", "    w =") + "    return w;\n"
                                             if "E" in bugs else calls + "    return v;\n") + "}\n")
        # stats
        unused = "H" in bugs and self.hwarn == "unused_param"
        out[f"src/{m['stats']}.c"] = (f"#include \"{m['stats']}.h\"\n\n"
                                      "void stats_init(struct stats *s)\n{\n    s->count = s->bad = s->sum = 0;\n    s->max = 0;\n}\n\n"
                                      + ("static int stats_keep(const struct stats *s, long v)\n{\n    return 1;\n}\n\n" if unused else "")
                                      + "void stats_add(struct stats *s, long v)\n{\n"
                                      + ("    if (!stats_keep(s, v))\n        return;\n" if unused else "")
                                      + "    if (s->count == 0 || v > s->max)\n        s->max = v;\n"
                                      "    s->count++;\n    s->sum += v;\n}\n")
        # report
        ck_inc = "" if "D" in bugs else f"#include \"{m['checksum']}.h\"\n"
        out[f"src/{m['report']}.c"] = (f"#include <stdio.h>\n{ck_inc}#include \"{m['report']}.h\"\n#include \"{m['transform']}.h\"\n"
                                       f"#include \"{m['settings']}.h\"\n\n"
                                       "void report_record(const struct record *r, struct stats *s)\n{\n"
                                       "    unsigned long ck = label_checksum(r->label);\n    long t = transform_apply(r->value);\n"
                                       "    stats_add(s, t);\n"
                                       "    printf(\"%ld%s%08lx%s%ld\\n\", r->id, field_sep, ck, field_sep, t);\n}\n\n"
                                       "void report_summary(const struct stats *s)\n{\n"
                                       "    printf(\"count=%ld bad=%ld sum=%ld max=%ld\\n\", s->count, s->bad, s->sum, s->max);\n}\n")
        # main
        defn = "" if "A" in bugs else f"const char *field_sep = \"{self.sep}\";\n\n"
        out["src/main.c"] = (f"#include <stdio.h>\n#include \"record.h\"\n#include \"{m['parse']}.h\"\n#include \"{m['stats']}.h\"\n"
                             f"#include \"{m['report']}.h\"\n#include \"{m['settings']}.h\"\n\n{defn}"
                             "int main(void)\n{\n    char line[256];\n    struct record r;\n    struct stats s;\n\n"
                             "    stats_init(&s);\n    while (fgets(line, sizeof line, stdin)) {\n"
                             "        if (parse_record(line, &r) == 0)\n            report_record(&r, &s);\n"
                             "        else\n            s.bad++;\n    }\n"
                             "    if (*field_sep == '\\0')\n        return 2;\n    report_summary(&s);\n    return 0;\n}\n")
        return {f"{r}/{k}": v for k, v in out.items()}

    def makefile(self) -> str:
        return (f"# developer build (CI uses its own flags, see the ticket)\nCFLAGS ?= -std=c11 -g -O0\n\n"
                f"{self.tool}: $(wildcard src/*.c) $(wildcard include/*.h)\n"
                f"\t$(CC) $(CFLAGS) -Iinclude $(wildcard src/*.c) -o $@ -lm\n\nclean:\n\trm -f {self.tool}\n\n.PHONY: clean\n")


def _solver(p: Proj, bugs: set[str], drop_werror: bool = False) -> str:
    parts = [f"cd {p.root}"]
    for path, text in sorted(p.files(bugs).items()):
        if text != p.files(p.bugs).get(path):
            parts.append(f"cat > {path} <<'C_SOURCE'\n{text}C_SOURCE")
    flags = FLAGS[p.level]
    if drop_werror:
        flags = flags.replace(" -Werror", "")
        parts.append(f"sed -i 's/^CFLAGS ?=.*/CFLAGS ?= {flags}/' Makefile")
    parts.append("grep -n 'transform_apply\\|label_checksum\\|field_sep' include/*.h src/*.c")
    parts.append(f"make clean && make CFLAGS='{flags}'")
    parts.append(f"cat examples/records.txt | \"$PWD/{p.tool}\" | diff - examples/expected.txt || true")
    if p.level == "hard":
        parts.append(f"gcc {flags} -funsigned-char -Iinclude src/*.c -o /tmp/{p.tool}-arm -lm")
        parts.append(f"arm=/tmp/{p.tool}-arm\ncat examples/records.txt | \"$arm\" | cmp - examples/expected.txt || true")
    return script("\n".join(parts) + "\n")


@register
class CCrossfile(Family):
    name = "c_crossfile"
    category = "build"
    description = "Make a multi-file C tool build under CI's strict flags and fix the cross-file bugs those flags expose."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Proj(rng, level)
        files = {k: File.of(v) for k, v in p.files(p.bugs).items()}
        files[f"{p.root}/Makefile"] = File.of(p.makefile())
        files[f"{p.root}/examples/records.txt"] = File.of(p.text(p.examples))
        files[f"{p.root}/examples/expected.txt"] = File.of("\n".join(p.output(p.examples)) + "\n")
        silent = {"easy": {"D"}, "medium": {"E"}, "hard": {"E", "G"}}[level]
        decoys = [
            Decoy(name="compile_fixes_only", description="fixes what breaks the build, not the silent cross-file bugs (wrong values)",
                  script=_solver(p, silent)),
            Decoy(name="one_error_left", description="half the job: one build error left", script=_solver(p, {p.first_link})),
        ]
        if level != "easy":
            decoys.append(Decoy(name="werror_dodged", description="drops -Werror from the Makefile instead of fixing the warning",
                                script=_solver(p, {"H"}, drop_werror=True)))
        if level == "hard":
            decoys.append(Decoy(name="assert_kept", description="leaves the side effect inside assert() (lost under -DNDEBUG)",
                                script=_solver(p, {"F"})))
            decoys.append(Decoy(name="plain_char", description="checksum still uses plain char (wrong where char is signed)",
                                script=_solver(p, {"G"})))
        truth = {"hidden1": p.output(p.hidden[0]), "hidden2": p.output(p.hidden[1])}
        tests = {"test_outputs.py": pytest_file(
            "import os, subprocess, tempfile\n\nimport pytest",
            {"EXPECTED": truth, "ROOT": p.root, "FLAGS": FLAGS[level], "LEVEL": level,
             "VARIANTS": ["-fsigned-char", "-funsigned-char"] if level == "hard" else [""]}, TESTS),
            "cases/hidden1.txt": File.of(p.text(p.hidden[0])), "cases/hidden2.txt": File.of(p.text(p.hidden[1]))}
        tools = ["make", "gcc", "diff", "cat", "grep"] + (["cmp"] if level == "hard" else [])
        return Draft(
            instruction=self._instruction(p, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.root),
            solution=_solver(p, set()),
            tests=tests,
            decoys=decoys,
            outputs=[p.root],
            tools=tools,
            tags=["c", "compiler-flags", "linker-errors", "headers"] + {"easy": ["implicit-declaration"],
                                                                        "medium": ["werror", "prototypes"],
                                                                        "hard": ["werror", "prototypes", "ndebug", "char-signedness"]}[level],
            expert_time_min={"easy": 10, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(p: Proj, rng):
        flags = FLAGS[p.level]
        cmd = f"gcc {flags} -Iinclude src/*.c -o {p.tool} -lm"
        ci = rng.choice(CI_SYSTEMS)
        lines = [f"{ci[0].upper() + ci[1:]} compiles the tool from `{p.root}` with exactly:\n\n    cd {p.root} && {cmd}\n"]
        if p.level == "hard":
            lines.append("and, because the tool also ships for an ARM target where plain `char` is unsigned, a second "
                         "time with `-funsigned-char` added (and once more with `-fsigned-char`, the x86 default). "
                         "All builds must succeed and print identical, correct output.")
        who = rng.choice(["A refactoring split the tool into modules", "Two branches were merged in a hurry",
                          "The code was moved from a single-file prototype into modules",
                          "An intern reorganised the sources into a library layout"])
        rules = [f"Each input line is `<{p.idw}> <{p.labw}> <{p.valw}>` (one {p.what}); any other line (comments, "
                 "incomplete lines) is counted as `bad`.",
                 f"For each record the tool prints `<{p.idw}>{p.sep}<checksum>{p.sep}<calibrated {p.valw}>`, where the "
                 f"checksum is a 32-bit hash of the {p.labw}'s bytes taken as unsigned values 0..255 (printed as 8 "
                 f"hex digits) and the calibrated value is computed with 64-bit `long` arithmetic (values exceed 32 bits).",
                 "The last line is `count=<records> bad=<bad lines> sum=<sum of calibrated values> max=<largest>`."]
        return dedent("""
            # `{tool}` does not build in CI

            {who}, and now the CI job for `{tool}` (it reads lines of {what} data on standard input and prints a checksum and
            a calibrated value for each record) fails. {ci}
            The developer `Makefile` uses laxer flags and is not what CI runs; making it pass does not fix CI.
            The modules are {mods}, with their headers in `include/`.

            What the tool must do (the examples in `examples/` are correct: `./{tool} < examples/records.txt`
            must print exactly `examples/expected.txt`):

            {rules}

            Fix the C sources and headers under `{root}/src` and `{root}/include` so that the CI command succeeds
            and the tool behaves as specified. Keep the module layout (do not merge files or delete modules); do
            not change the output format. Warnings are not to be silenced with pragmas or by changing the flags:
            fix the code. The fix is checked by building from a copy of `{root}` with the CI command
            and running the tool on other inputs, with records whose values need all 64 bits.
        """).replace("{tool}", p.tool).replace("{who}", who).replace("{what}", p.what).replace("{ci}", "\n".join(lines)) \
            .replace("{rules}", "\n".join(f"- {r}" for r in rules)).replace("{root}", p.root) \
            .replace("{mods}", ", ".join(f"`src/{m}.c`" for m in ["main"] + [p.m[k] for k in ("parse", "checksum", "transform", "stats", "report")]))


TESTS = '''
HERE = os.path.dirname(os.path.abspath(__file__))

def _build(variant):
    out = tempfile.mkdtemp() + "/tool"
    srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cmd = ["gcc", *FLAGS.split(), *([variant] if variant else []), "-I" + os.path.join(ROOT, "include"), *srcs, "-o", out, "-lm"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"CI build {' '.join(cmd[1:len(FLAGS.split()) + 2])} failed:\\n{p.stderr[-2500:]}"
    return out

@pytest.fixture(scope="module", params=VARIANTS)
def tool(request):
    return _build(request.param)

def test_no_pragmas_silencing_warnings():
    for d in ("src", "include"):
        for f in os.listdir(os.path.join(ROOT, d)):
            text = open(os.path.join(ROOT, d, f), encoding="utf-8", errors="replace").read()
            assert "#pragma GCC diagnostic" not in text, f"{d}/{f} silences diagnostics with a pragma"

@pytest.mark.parametrize("case", ["hidden1", "hidden2"])
def test_hidden_inputs(tool, case):
    with open(os.path.join(HERE, "cases", case + ".txt"), "rb") as f:
        p = subprocess.run([tool], stdin=f, capture_output=True, timeout=30)
    assert p.returncode == 0, f"the tool exited {p.returncode}"
    got = p.stdout.decode("utf-8", "replace").splitlines()
    want = EXPECTED[case]
    assert len(got) == len(want), f"{case}: {len(got)} output lines, expected {len(want)}; last line {got[-1:]}, expected {want[-1]}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{case}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"
'''
