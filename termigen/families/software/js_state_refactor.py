"""Software: a small Node.js (CommonJS) utility library, now used by a service that serves many tenants and
overlapping requests from one process, breaks its documented contracts through shared state. Each instance
composes its `lib/` from a pool of modules (see _jsstate_components), each with its own kind of shared-state
defect: process-wide settings that need a factory of independent instances, a cache keyed by part of its input,
callbacks capturing a `var` loop variable, EventEmitter listeners that never go away, module state read back after
an `await`, a lazy load that overlapping callers each start, an array on a prototype, a shared empty array handed
out, a caller's array sorted in place, `Object.assign` into the defaults, a global RegExp's `lastIndex`, one memo
cache for every memoized function, a module-level counter behind every sequence object, a round-robin cursor, a
`Date` mutated through an alias; plus distractor modules whose module-level state is correct by contract.

Levels change the work:
- easy: two defective modules, the ticket names each module and what is wrong; the shipped tests reproduce both;
- medium: three, the ticket gives what users see (two reports); the third shows only against the README contract;
  a distractor module; sometimes a state audit (which modules were defective) to deliver;
- hard: four, always including the process-wide formatter refactor whose module-level memo cache only breaks once
  instances exist (one fault hidden behind another); goal only; two distractors; the shipped tests are green; a
  regression suite that must fail on every original module and pass on a reference implementation, or the audit.

The tests (verifier 2) run a trusted scenario runner with the unprivileged tgrun's node (tg_guard.run) on a copy of
the agent's project: per module, a hidden scenario (interleaved instances, overlapping promises, mutated inputs);
the expected outputs, computed here by a Python model of each contract, are embedded as literals. The agent works
as the unprivileged `dev`.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Bug, BugTable, Component, KitFamily, LevelConfig, compose, hidden_tests, \
    oracle_and_decoys
from termigen.families.software import _jsstate_components as C
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

AGENT = "dev"
NODE = "/usr/bin/node"
MARK = "@@tg-result@@"
AUDIT_FILE = "state-audit.json"
REGRESSION_FILE = "test/isolation.test.js"
KEEP_WRONGS = ("keeps_module_cache",)  # wrong fixes always made into decoys

PROJECTS = ["tenant-kit", "ledger-utils", "shopfront-lib", "ops-common", "billing-core", "fleet-tools",
            "clinic-shared", "portal-helpers", "dispatch-lib", "market-utils", "hub-common", "orders-toolkit"]
SERVICES = ["the invoicing API", "the tenant dashboard backend", "the order-processing worker", "the partner portal",
            "the notification service", "the reporting gateway", "the booking API", "the billing worker"]


@dataclass(frozen=True)
class JsLevel(LevelConfig):
    distractors: int = 1
    tell: str = "module"  # module: names each module and its defect | symptom: what users see | goal: the goal only
    visible: str = "all"  # all: shipped tests reproduce every defect | all_but_one | plain: green, single-use only
    audit_chance: float = 0.0
    regression_chance: float = 0.0
    interaction: bool = False  # the formatter refactor with the module cache that only shows once instances exist

    def validate(self) -> None:
        super().validate()
        if self.tell not in ("module", "symptom", "goal") or self.visible not in ("all", "all_but_one", "plain"):
            raise ValueError("JsLevel: tell/visible")


def _check_js(comps: list) -> str:
    table = ",\n".join(f"  {json.dumps(c.key)}: {c.scenario}" for c in comps)
    return ("'use strict';\n// Scenario runner: loads one module of the project and runs one scenario against its API.\n"
            "const fs = require('fs');\nconst path = require('path');\n\n" + C.PRELUDE
            + "\nconst SCENARIOS = {\n" + table + ",\n};\n\n(async () => {\n"
            "  const [root, file] = process.argv.slice(2);\n  const job = JSON.parse(fs.readFileSync(file, 'utf8'));\n"
            "  let lib, out;\n  try {\n    lib = require(path.join(root, job.module));\n  } catch (e) {\n"
            f"    process.stdout.write('\\n{MARK}' + JSON.stringify({{ load_error: String(e && e.message) }}) + '\\n');\n"
            "    process.exit(0);\n  }\n  try {\n    out = await SCENARIOS[job.scenario](lib, job.params);\n"
            "  } catch (e) {\n    out = ['scenario error: ' + (e && e.name) + ': ' + (e && e.message)];\n  }\n"
            f"  process.stdout.write('\\n{MARK}' + JSON.stringify({{ out }}) + '\\n');\n  process.exit(0);\n}})();\n")


def _test_file(entries: list[tuple[str, str, str, dict, list]], header: str) -> str:
    """A node:test file: per entry (title, module file, scenario source, params, expected) one test."""
    parts = ["'use strict';\n" + header + "const test = require('node:test');\nconst assert = require('node:assert');\n\n"
             + C.PRELUDE]
    for title, file, scen, params, want in entries:
        parts.append(f"\ntest({json.dumps(title)}, async () => {{\n  const lib = require('../lib/{file}');\n"
                     f"  const scenario = {_indent(scen)};\n"
                     f"  const params = {json.dumps(params, ensure_ascii=False)};\n"
                     f"  const expected = {json.dumps(want, ensure_ascii=False)};\n"
                     "  assert.deepStrictEqual(await scenario(lib, params), expected);\n});\n")
    return "".join(parts)


def _indent(src: str) -> str:
    lines = src.splitlines()
    return "\n".join([lines[0]] + ["  " + ln if ln else ln for ln in lines[1:]])


@register
class JsStateRefactor(KitFamily):
    name = "js_state_refactor"
    category = "software"
    description = ("Repair a Node.js library whose modules break their contracts through shared state (composed "
                   "from a pool: process-wide settings -> factory, wrongly keyed caches, loop closures, leaking "
                   "listeners, state across await, lazy-init races, prototype arrays, aliased defaults/dates/regexps, "
                   "...), judged by hidden scenarios run unprivileged.")
    base_image = "termigen/dev:1"
    levels = {
        "easy": JsLevel(components=(2, 2), distractors=1, tell="module", visible="all"),
        "medium": JsLevel(components=(3, 3), distractors=1, tell="symptom", visible="all_but_one", audit_chance=0.5),
        "hard": JsLevel(components=(4, 4), distractors=2, tell="goal", visible="plain", audit_chance=1.0,
                        regression_chance=0.6, interaction=True),
    }

    # -- the draw -------------------------------------------------------------------------------------------------
    def draft(self, rng: random.Random, cfg: JsLevel) -> Draft:
        pool = [c for c in C.BUGS if not (cfg.interaction and c.key == "global_config")]
        k = cfg.components[0] - (1 if cfg.interaction else 0), cfg.components[1] - (1 if cfg.interaction else 0)
        drawn = compose(rng, [Component(c.key, skill=c.skill) for c in pool], k)
        bugs = ([C.GLOBAL_CACHED] if cfg.interaction else []) + [C.ALL[d.name] for d in drawn]
        distractors = rng.sample(C.DISTRACTORS, cfg.distractors)
        regression = rng.random() < cfg.regression_chance
        audit = not regression and rng.random() < cfg.audit_chance
        proj_name = rng.choice(PROJECTS)
        service = rng.choice(SERVICES)
        mods = []
        for c in bugs + distractors:
            mods.append((c, dict(rng.choice(c.names)), c.data(rng)))
        files = [n["file"] for _, n, _ in mods]
        if len(set(files)) != len(files):
            raise Resample("two modules with one file name")
        rng.shuffle(mods)
        return self._assemble(rng, cfg, proj_name, service, mods, regression, audit)

    # -- the instance ---------------------------------------------------------------------------------------------
    def _assemble(self, rng, cfg: JsLevel, proj_name, service, mods, regression, audit) -> Draft:
        proj = f"/app/{proj_name}"
        bug_mods = [m for m in mods if m[0].kind == "bug"]
        dis_mods = [m for m in mods if m[0].kind == "distractor"]
        files: dict[str, File] = {}
        tables = {}
        for c, n, d in mods:
            path = f"{proj}/lib/{n['file']}.js"
            if c.kind == "bug":
                t = BugTable(path, "@@m@@", [Bug("m", right=c.source("right", n, d), broken=c.source("broken", n, d),
                                                 wrong={w: c.source(w, n, d) for w in c.wrongs})])
                tables[c.key] = t
                files[path] = t.shipped()
            else:
                files[path] = File.of(c.source("right", n, d))
        index = "".join(f"  {json.dumps(n['file'])}: require('./{n['file']}'),\n" for _, n, _ in
                        sorted(mods, key=lambda m: m[1]["file"]))
        files[f"{proj}/lib/index.js"] = File.of("'use strict';\n// Entry point: every module under its file name.\n"
                                                "module.exports = {\n" + index + "};\n")
        files[f"{proj}/package.json"] = File.of(json.dumps({
            "name": proj_name, "version": f"{rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
            "private": True, "description": "Shared helpers of " + service, "main": "lib/index.js",
            "scripts": {"test": "node --test"}, "license": "UNLICENSED"}, indent=2) + "\n")
        files[f"{proj}/README.md"] = File.of(self._readme(proj_name, service, mods))

        # visible tests: which modules the shipped tests reproduce
        silent = rng.choice(bug_mods)[0].key if cfg.visible == "all_but_one" else None
        for c, n, d in mods:
            mode = "plain" if (c.kind == "distractor" or cfg.visible == "plain" or c.key == silent) else "trigger"
            p = c.params(rng, n, d, mode)
            if p is None:
                continue
            title = f"lib/{n['file']}.js follows its README" + (" (single use)" if mode == "plain" else "")
            files[f"{proj}/test/{n['file']}.test.js"] = File.of(_test_file([(title, n["file"], c.scenario, p,
                                                                              c.model(n, d, p))], ""))

        # hidden cases: a fresh trigger scenario per module
        cases = []
        for c, n, d in mods:
            p = c.params(rng, n, d, "trigger")
            cases.append({"id": f"{n['file']}-{c.key}", "module": f"lib/{n['file']}.js", "scenario": c.key,
                          "params": p, "want": c.model(n, d, p)})
        check_js = _check_js([c for c, _, _ in sorted(mods, key=lambda m: m[0].key)])

        # the oracle and decoys: one patch per module; deliverables as components
        comps = []
        for c, n, d in bug_mods:
            t = tables[c.key]
            comps.append(Component(c.key, fix=t.patch({"m": "right"}), wrong={w: t.patch({"m": w}) for w in c.wrongs},
                                   skill=c.skill))
        truth_audit = sorted(f"lib/{n['file']}.js" for _, n, _ in bug_mods)
        if audit:
            over = sorted(truth_audit + [f"lib/{n['file']}.js" for _, n, _ in dis_mods])
            comps.append(Component("state_audit", fix=_write(f"{proj}/{AUDIT_FILE}", _audit_json(truth_audit)),
                                   wrong={"lists_distractors_too": _write(f"{proj}/{AUDIT_FILE}", _audit_json(over))},
                                   skill="state audit"))
        reg = None
        if regression:
            entries = []
            for c, n, d in bug_mods:
                p = c.params(rng, n, d, "trigger")
                entries.append((f"lib/{n['file']}.js: {c.key.replace('_', ' ')}", n["file"], c.scenario, p,
                                c.model(n, d, p)))
            head = "// Isolation regressions: one scenario per repaired module.\n"
            comps.append(Component("regression_suite", fix=_write(f"{proj}/{REGRESSION_FILE}", _test_file(entries, head)),
                                   wrong={"first_module_only": _write(f"{proj}/{REGRESSION_FILE}",
                                                                      _test_file(entries[:1], head))},
                                   skill="node:test regression suite"))
            reg = {"file": REGRESSION_FILE,
                   "originals": {f"lib/{n['file']}.js": "// restored from the release\n" + c.source("broken", n, d)
                                 for c, n, d in bug_mods},
                   "reference": {f"lib/{n['file']}.js": "// reference implementation\n" + c.source("right", n, d)
                                 for c, n, d in bug_mods}}
        # a+rwX: the gate's hack battery carries the solved outputs into its containers root-owned, and its
        # payloads (running as the agent user) must be able to rewrite them for the battery to mean anything
        head, tail = f"cd {proj}\n", f"node --test >/dev/null\nchmod -R a+rwX {proj}\n"
        extra = []
        for c in comps:  # the fault hidden behind another (hard): always among the decoys
            for w in [w for w in c.wrong if w in KEEP_WRONGS]:
                swapped = [Component(x.name, fix=x.wrong[w] if x is c else x.fix) for x in comps]
                extra.append(Decoy(name=f"{c.name}_{w}", description=f"{c.name}: {w.replace('_', ' ')}",
                                   script=oracle_and_decoys(swapped, head=head, tail=tail)[0]))
                c.wrong.pop(w)
        solution, decoys = oracle_and_decoys(comps, head=head, tail=tail, rng=rng, max_decoys=6, extra=extra)

        truth = {"PROJ": proj, "NODE": NODE, "MARK": MARK, "CHECK_JS": check_js, "CASES": cases,
                 "AUDIT": truth_audit if audit else None, "AUDIT_FILE": AUDIT_FILE, "REGRESSION": reg}
        instruction = self._instruction(rng, cfg, proj_name, proj, service, bug_mods, silent, audit, regression)
        names = [c.key for c, _, _ in bug_mods] + (["state_audit"] if audit else []) + (
            ["regression_suite"] if regression else [])
        nb = len(bug_mods)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=proj,
                                    setup=_setup(proj)),
            solution=solution,
            tests={"test_outputs.py": _tests(truth)},
            decoys=decoys,
            outputs=[proj],
            tools=sorted(tools_in(solution) | {"node"}),
            tags=["javascript", "nodejs", "shared-state", "refactoring", "concurrency"] + sorted(
                {c.key.replace("_", "-") for c, _, _ in bug_mods}) + (["regression-test"] if regression else []) + (
                ["audit"] if audit else []),
            expert_time_min=10 + 8 * nb + (10 if regression else 0) + (10 if cfg.tell == "goal" else 0),
            junior_time_min=30 + 20 * nb + (25 if regression else 0) + (30 if cfg.tell == "goal" else 0),
            timeouts=Timeouts(agent_sec=900.0 + 450.0 * nb, verifier_sec=300.0),
            components=names,
            agent_user=AGENT,
        )

    # -- documents ------------------------------------------------------------------------------------------------
    @staticmethod
    def _readme(proj_name, service, mods) -> str:
        secs = "\n".join(c.readme(n, d) for c, n, d in sorted(mods, key=lambda m: m[1]["file"]))
        return (f"# {proj_name}\n\nShared helpers of {service} (Node.js, CommonJS, no dependencies). Every module is "
                "also exported from `lib/index.js` under its file name. This file is the contract: one process serves "
                "many tenants and many overlapping requests, and every module must behave as described below "
                "whatever else runs in the process, unless the section says that a piece of state is process-wide on "
                "purpose.\n\nTests: `npm test` (`node --test`).\n\n## Modules\n\n" + secs)

    def _instruction(self, rng, cfg, proj_name, proj, service, bug_mods, silent, audit, regression) -> str:
        intro = rng.choice([
            f"{service[0].upper() + service[1:]} now serves many tenants, and many overlapping requests, from one "
            f"Node.js process. Since the switch, `{proj_name}` (our shared helpers library) misbehaves: state leaks "
            "between tenants, requests and objects that should know nothing of each other.",
            f"`{proj_name}` was written when every process of {service} handled one request at a time. Now one process "
            "serves many tenants concurrently, and shared state in the library shows up as wrong results.",
            f"After {service} moved to a single long-running multi-tenant process, bug reports piled up against "
            f"`{proj_name}`, its shared helpers library: results depend on what else ran in the process.",
        ])
        where = (f"The project is `{proj}` (Node.js 18, CommonJS, no dependencies, no network). `README.md` is the "
                 "contract of every module in `lib/`; `npm test` runs the tests under `test/`.")
        parts = [f"# Fix shared state in `{proj_name}`", "", intro, "", where, ""]
        fmt = [(c, n, d) for c, n, d in bug_mods if c.key.startswith("global_config")]
        if cfg.tell == "module":
            parts.append("Two defects were traced to shared state:")
            parts += [f"- {c.diagnosis(n, d)}." for c, n, d in bug_mods]
            parts += ["", "The shipped tests in `test/` reproduce both."]
        elif cfg.tell == "symptom":
            reported = [m for m in bug_mods if m[0].key != silent]
            parts.append("What users reported:")
            parts += [f"- {c.symptom(n, d)[0].upper() + c.symptom(n, d)[1:]}." for c, n, d in reported]
            parts += ["", "Some of the shipped tests reproduce problems, not all of them. The README is the "
                      "specification: fix every module that breaks its contract under this use, including defects "
                      "that no report and no shipped test shows yet."]
        else:
            parts += ["The goal: every module in `lib/` honours its README contract in this process, whatever the "
                      "interleaving of tenants, objects and overlapping async calls. There is no list of bugs: the "
                      "shipped tests are green and only exercise single, sequential use. Expect several defects, "
                      "and expect at least one to show only once another is fixed."]
        if fmt:
            c, n, d = fmt[0]
            parts += ["", c.requirement(n, d)]
        parts += ["", "Done means:",
                  "- every module behaves exactly as its README section says, also when instances, callers and "
                  "overlapping promises are mixed in one process (hidden scenarios drive each module's API and compare "
                  "every result character by character);",
                  "- module paths and exported names stay as they are, and state the README calls process-wide stays "
                  "process-wide; modules that are correct keep their behaviour;",
                  "- no dependencies are added."]
        if audit:
            parts += ["", f"Also write `{proj}/{AUDIT_FILE}`: a JSON object `{{\"modules\": [...]}}` listing the "
                      "files (as `lib/<name>.js`) whose shared state broke their contract, and only those."]
        if regression:
            parts += ["", f"Also add a regression suite `{proj}/{REGRESSION_FILE}` (`node:test`, run as "
                      f"`node --test {REGRESSION_FILE}` from `{proj}`) that guards every module you repaired: it must "
                      "pass on your code and on any other correct implementation of the README (it is also run "
                      "against a reference implementation, so test through the documented API only), and it must "
                      "fail when any one of the modules you repaired is put back as it was shipped."]
        return "\n".join(parts) + "\n"


def _audit_json(mods: list[str]) -> str:
    return json.dumps({"modules": mods}, indent=2) + "\n"


def _write(path: str, text: str) -> str:
    tag = "TG_EOF"
    assert tag not in text
    return f"mkdir -p {path.rsplit('/', 1)[0]}\ncat > {path} <<'{tag}'\n{text.rstrip(chr(10))}\n{tag}\n"


def _setup(proj: str) -> str:
    return dedent(f"""
        set -e
        id -u {AGENT} >/dev/null 2>&1 || useradd --create-home --shell /bin/bash {AGENT}
        chown -R {AGENT}:{AGENT} {proj}
    """)


def _tests(truth: dict) -> File:
    body = '''
        def _safe_write(root, rel, text):
            """Write root/rel as root without following any link the agent planted on the way."""
            cur = root
            for part in rel.split("/")[:-1]:
                cur = os.path.join(cur, part)
                if os.path.islink(cur) or (os.path.exists(cur) and not os.path.isdir(cur)):
                    os.unlink(cur)
                if not os.path.isdir(cur):
                    os.mkdir(cur)
            target = os.path.join(root, rel)
            if os.path.islink(target) or os.path.isfile(target):
                os.unlink(target)
            elif os.path.isdir(target):
                shutil.rmtree(target)
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
            with os.fdopen(fd, "w") as f:
                f.write(text)


        def _tree(tmp_path, swap=None):
            """A copy of the agent's project (links kept, never followed) with `swap` files replaced, for tgrun."""
            assert os.path.isdir(PROJ), f"{PROJ} is missing"
            work = tmp_path / "proj"
            shutil.copytree(PROJ, work, symlinks=True)
            for rel, text in (swap or {}).items():
                _safe_write(str(work), rel, text)
            return tg_guard.give(str(work))


        @pytest.fixture(scope="module")
        def runner(tmp_path_factory):
            d = tmp_path_factory.mktemp("runner")
            (d / "check.js").write_text(CHECK_JS)
            return tg_guard.give(str(d / "check.js"))


        def _scenario(tree, runner, case, tmp_path):
            job = tmp_path / "job.json"
            job.write_text(json.dumps({k: case[k] for k in ("module", "scenario", "params")}, ensure_ascii=False))
            p = tg_guard.run([NODE, runner, tree, tg_guard.give(str(job))], timeout=60)
            lines = [ln for ln in p.stdout.splitlines() if ln.startswith(MARK)]
            assert lines, f"{case['module']}: the scenario printed no result (exit {p.returncode}): {p.stderr[-800:]}"
            data = json.loads(lines[-1][len(MARK):])
            assert "load_error" not in data, f"{case['module']} does not load: {data.get('load_error')}"
            return data["out"]


        @pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
        def test_module_contract(case, runner, tmp_path):
            got, want = _scenario(_tree(tmp_path), runner, case, tmp_path), case["want"]
            assert isinstance(got, list) and all(isinstance(g, str) for g in got), f"{case['module']}: bad output"
            wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
            assert not wrong and len(got) == len(want), (
                f"{case['module']}: {len(wrong)} of {len(want)} results differ ({len(got)} produced); "
                f"first (step, got, expected): {wrong[:2]}")


        def test_no_dependencies_added():
            path = os.path.join(PROJ, "package.json")
            assert os.path.isfile(path) and not os.path.islink(path), "package.json is missing"
            with open(path, encoding="utf-8") as f:
                pkg = json.load(f)
            deps = {k: pkg.get(k) for k in ("dependencies", "devDependencies", "optionalDependencies",
                                            "peerDependencies", "bundledDependencies") if pkg.get(k)}
            assert not deps, f"package.json declares dependencies: {deps}"
            found = [os.path.join(d, n) for d, dirs, _ in os.walk(PROJ) for n in dirs if n == "node_modules"]
            assert not found, f"node_modules present: {found[:3]}"


        @pytest.mark.parametrize("want", [AUDIT] if AUDIT is not None else [])
        def test_state_audit(want):
            path = os.path.join(PROJ, AUDIT_FILE)
            assert os.path.isfile(path) and not os.path.islink(path), f"{path} is missing"
            assert os.path.getsize(path) < 100_000
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            mods = data.get("modules") if isinstance(data, dict) else None
            assert isinstance(mods, list) and all(isinstance(m, str) for m in mods), '{"modules": [...]} expected'
            got = set()
            for m in mods:
                m = m.strip()
                if m.startswith(PROJ + "/"):
                    m = m[len(PROJ) + 1:]
                got.add(os.path.normpath(m))
            assert sorted(got) == want, f"audit lists {sorted(got)}"


        def _suite(tree):
            f = os.path.join(tree, REGRESSION["file"])
            assert os.path.isfile(f) and not os.path.islink(f), f"{REGRESSION['file']} is missing"
            return tg_guard.run([NODE, "--test", REGRESSION["file"]], cwd=tree, timeout=120)


        @pytest.mark.parametrize("on", ["your code", "reference"] if REGRESSION else [])
        def test_regression_suite_passes(on, tmp_path):
            p = _suite(_tree(tmp_path, None if on == "your code" else REGRESSION["reference"]))
            assert p.returncode == 0, f"the regression suite fails on {on}: {(p.stdout + p.stderr)[-1500:]}"


        @pytest.mark.parametrize("module", sorted(REGRESSION["originals"]) if REGRESSION else [])
        def test_regression_suite_catches(module, tmp_path):
            swap = dict(REGRESSION["reference"])
            swap[module] = REGRESSION["originals"][module]
            try:
                p = _suite(_tree(tmp_path, swap))
            except subprocess.TimeoutExpired:
                return
            assert p.returncode != 0, f"the regression suite passes with the shipped {module}"
    '''
    return hidden_tests(truth, body, imports="import json\nimport shutil\n")
