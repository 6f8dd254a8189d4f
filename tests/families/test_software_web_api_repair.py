"""web_api_repair without containers: determinism, composition per level, every component and stack reachable, the
truth the tests embed is the contract model's answers in the repaired state, every decoy (and the untouched service)
answers some hidden request differently, the oracle's and decoys' diffs apply with `patch` and give exactly the
states they claim, the rendered programs parse, and nothing the agent can read holds the truth."""

import json
import py_compile
import random
import shutil
import subprocess

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.base import RESAMPLE_TRIES, Resample
from termigen.families.software import web_api_repair as fam
from termigen.formats import write_harbor

FAM = get_family("web_api_repair")
SEEDS = range(500, 505)


def _plan(seed, level):
    """The draw behind FAM.generate(seed, level), retried the way Family.generate retries a Resample."""
    for attempt in range(RESAMPLE_TRIES):
        rng = random.Random(f"{FAM.name}/{level}/{seed}" + (f"/retry{attempt}" if attempt else ""))
        try:
            return FAM.plan(rng, FAM.levels[level])
        except Resample:
            continue
    raise AssertionError("no draw")


@pytest.fixture(scope="module")
def tasks():
    return {lv: [(FAM.generate(s, lv), _plan(s, lv)) for s in SEEDS] for lv in LEVELS}


def _truth(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.replace("import tg_guard\n", ""), ns)
    return ns["T"]


def _state(pl, decoy_name):
    return next(st for n, _, st in pl["states"] if n == decoy_name)


def test_same_seed_same_bytes():
    for lv in LEVELS:
        assert FAM.generate(503, lv).content_hash() == FAM.generate(503, lv).content_hash()
    assert FAM.generate(503, "hard").content_hash() != FAM.generate(504, "hard").content_hash()


def test_levels_change_the_work(tasks):
    for lv, (lo, hi), (slo, shi) in (("easy", (1, 2), (0, 0)), ("medium", (2, 3), (0, 1)), ("hard", (3, 4), (1, 2))):
        for t, pl in tasks[lv]:
            drawn = pl["drawn"]
            assert t.components == drawn + [f"stack_{pl['fw']}"]
            assert lo <= len(drawn) <= hi, (lv, drawn)
            assert slo <= len([c for c in drawn if c in fam.START_NAMES]) <= shi, (lv, drawn)
            assert pl["x"]["nginx"] == (lv == "hard")
            if lv == "easy":  # each fault's symptom, with an example
                assert t.instruction.count("\n- ") >= len(drawn) + 2
            if lv == "hard":  # the goal and one report; one fault hides or needs another
                assert any(set(p) <= set(drawn) for p in fam.INTERACTIONS), drawn
                assert "The one concrete report so far" in t.instruction
                assert "deploy/nginx.conf.in" in "".join(t.environment.files)
    hard_reports = {t.instruction.split("The one concrete report so far: ")[1].split(" Nobody")[0]
                    for t, _ in tasks["hard"]}
    assert len(hard_reports) >= 3


def test_different_seeds_draw_different_work(tasks):
    for lv in LEVELS:
        assert len({tuple(t.components) for t, _ in tasks[lv]}) >= len(SEEDS) - 1, lv


def test_every_component_and_stack_is_reachable():
    seen = set()
    for seed in range(1000, 1045):
        for lv in LEVELS:
            seen.update(FAM.generate(seed, lv).components)
    names = {c.name for c in fam.APP + fam.START + fam.PROXY} | {f"stack_{f}" for f in fam.FRAMEWORKS}
    assert seen == names, names - seen


@pytest.mark.parametrize("level", LEVELS)
def test_the_tests_embed_the_models_answers_for_the_repair(tasks, level):
    for t, pl in tasks[level]:
        T = _truth(t)
        records = {}
        assert T["groups"] == fam.expected(pl["groups"], pl["right"], records)
        assert T["records"] == records
        x = pl["x"]
        assert (T["token"], T["token_var"], T["port"], T["nginx"]) == (x["token"], x["token_var"], x["port"],
                                                                        x["nginx"])
        # every request group is there and the hidden requests reach what API.md announces
        assert [g["name"] for g in T["groups"]] == ["paging", "query", "records", "etag", "routes", "negotiation",
                                                     "create", "auth", "idempotency", "rate_limit"]
        statuses = {c["want"]["status"] for g in T["groups"] for c in g["cases"]}
        assert {200, 201, 204, 304, 400, 401, 404, 405, 406, 409, 422, 429} <= statuses
        assert len(T["groups"][-1]["cases"]) > x["rate"]


@pytest.mark.parametrize("level", LEVELS)
def test_every_decoy_and_the_untouched_service_answer_differently(tasks, level):
    for t, pl in tasks[level]:
        x, groups, right = pl["x"], pl["groups"], pl["right"]
        assert 2 <= len(t.decoys) <= 6
        names = {d.name for d in t.decoys}
        assert any(n.startswith("skips_") for n in names) and any(not n.startswith("skips_") for n in names)
        for d in t.decoys:
            assert fam.simulate(x, groups, _state(pl, d.name)) != right, (t.id, d.name)
        assert fam.simulate(x, groups, {c: "broken" for c in pl["drawn"]}) != right, t.id


def _apply(tmp_path, task, script):
    root = tmp_path / "root"
    if root.exists():
        shutil.rmtree(root)
    for path, f in task.environment.files.items():
        p = root / path.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(f.content)
    r = subprocess.run(["bash", "-c", script.replace("patch -s -p1 -d /", f"patch -s -p1 -d {root}")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    return {path: (root / path.lstrip("/")).read_text() for path in task.environment.files}


@pytest.mark.skipif(shutil.which("patch") is None, reason="needs patch")
@pytest.mark.parametrize("level", LEVELS)
def test_the_diffs_apply_and_give_the_states_they_claim(tmp_path, tasks, level):
    for t, pl in tasks[level][:3]:
        prog = pl["prog"]
        assert {p: f.content for p, f in t.environment.files.items() if p in prog.templates} == prog.render()
        got = _apply(tmp_path, t, t.solution)
        assert {p: got[p] for p in prog.templates} == prog.render({c: "right" for c in pl["drawn"]}), t.id
        for d in t.decoys:
            got = _apply(tmp_path, t, d.script)
            assert {p: got[p] for p in prog.templates} == prog.render(_state(pl, d.name)), (t.id, d.name)


def test_rendered_programs_have_no_slots_and_parse(tmp_path):
    node = shutil.which("node")
    for seed in range(600, 612):
        for lv in LEVELS:
            pl = _plan(seed, lv)
            prog = pl["prog"]
            states = [{c: "right" for c in pl["drawn"]}, {}] + [st for _, _, st in pl["states"]]
            for st in states:
                for path, text in prog.render(st).items():
                    assert "@@" not in text, (seed, lv, path)
                    f = tmp_path / path.rsplit("/", 1)[1]
                    f.write_text(text)
                    if path.endswith(".py"):
                        py_compile.compile(str(f), doraise=True)
                    elif path.endswith(".js") and node:
                        r = subprocess.run([node, "--check", str(f)], capture_output=True, text=True)
                        assert r.returncode == 0, (seed, lv, st, r.stderr)
                    elif path.endswith(".sh"):
                        r = subprocess.run(["bash", "-n", str(f)], capture_output=True, text=True)
                        assert r.returncode == 0, (seed, lv, st, r.stderr)


def test_agent_is_unprivileged_and_nothing_it_reads_holds_the_truth(tasks):
    for lv in LEVELS:
        for t, pl in tasks[lv]:
            T = _truth(t)
            assert t.agent_user == "dev" and "useradd" in t.environment.setup
            assert t.environment.base_image == "termigen/web:1"
            readable = [f.content for f in t.environment.files.values()] + [t.instruction, t.solution]
            readable += [d.script for d in t.decoys]
            for secret in (T["token"], str(T["port"]), *pl["x"]["idem_keys"]):
                assert not any(secret in r for r in readable), (t.id, secret)
            # the instruction's examples are not hidden requests
            hidden = {c["p"] for g in T["groups"] for c in g["cases"]}
            assert not hidden & set(pl["x"]["ex_paths"])
            # the data the agent has is the data the tests expect at start
            data = next(f.content for p, f in t.environment.files.items() if p.endswith(".json"))
            assert all(T["records"].get(r["id"], r) == r for r in json.loads(data))


def test_task_folder_is_small(tmp_path):
    for lv in LEVELS:
        for seed in (500, 507):
            d = write_harbor(FAM.generate(seed, lv), tmp_path / f"{lv}{seed}")
            size = sum(p.stat().st_size for p in d.rglob("*") if p.is_file())
            assert size < 200_000, (lv, seed, size)
