"""api_change_request without containers: determinism, composition, the secrets stay with the service user, and the
rule sources the oracle runs give the expected store the tests embed while every rule decoy gives another one."""

import json
import pytest

from termigen.families import LEVELS, get_family
from termigen.families.interactive import api_change_request as fam

FAM = get_family("api_change_request")
SEEDS = range(501, 506)


@pytest.fixture(scope="module")
def tasks():
    return {lv: [FAM.generate(s, lv) for s in SEEDS] for lv in LEVELS}


def _truth(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.replace("import tg_guard\n", ""), ns)
    return ns["T"], ns


def _rule_sources(script):
    py = script.split("<<'PY'\n", 1)[1].split("\nPY\n", 1)[0]
    blocks, cur = [], None
    for line in py.splitlines(keepends=True):
        if line.startswith("def ") and line.endswith("(recs):\n"):
            cur = [line]
        elif cur is not None:
            cur.append(line)
            if line.startswith("RULES.append("):
                blocks.append("".join(cur))
                cur = None
    return blocks


def test_same_seed_same_bytes():
    for lv in LEVELS:
        assert FAM.generate(503, lv).content_hash() == FAM.generate(503, lv).content_hash()
    assert FAM.generate(503, "hard").content_hash() != FAM.generate(504, "hard").content_hash()


def test_levels_compose_more(tasks):
    mech = {c.name for c in fam.MECHANICS}
    for lv, (lo, hi) in (("easy", (2, 3)), ("medium", (3, 4)), ("hard", (4, 5))):
        for t in tasks[lv]:
            comps = [c for c in t.components if not c.startswith("auth_")]
            assert lo <= len(comps) <= hi, (lv, comps)
            if lv == "hard":
                assert len([c for c in comps if c in mech]) >= 1 and "CR-" in t.instruction
                assert "What you will run into" not in t.instruction
    assert any("What you will run into" in t.instruction for t in tasks["easy"])


def test_different_seeds_draw_different_components(tasks):
    for lv in LEVELS:
        assert len({tuple(t.components) for t in tasks[lv]}) >= len(SEEDS) - 1, lv


def test_every_component_is_reachable():
    seen = set()
    for seed in range(60):
        for lv in LEVELS:
            seen.update(FAM.generate(1000 + seed, lv).components)
    names = {c.name for c in fam.PAGINATION + fam.MECHANICS + fam.RULES} | {f"auth_{a}" for a in fam.LOGIN}
    assert seen == names, names - seen


def test_secrets_are_the_service_users_and_the_agent_is_not_root(tasks):
    for t in tasks["medium"] + tasks["hard"]:
        T, _ = _truth(t)
        files = t.environment.files
        sec = next(p for p in files if p.endswith("/secrets.json"))
        assert json.loads(files[sec].content)["journal_key"] == T["key"] and files[sec].mode == 0o600
        assert all(T["key"] not in f.content for p, f in files.items() if p != sec)
        svc = sec.split("/")[2]
        setup = t.environment.setup
        assert t.agent_user == "automation" and f"chown -R {svc}:{svc} /var/lib/{svc} /etc/{svc}/secrets.json" in setup
        assert f"automation ALL=({svc}) NOPASSWD: /opt/{svc}/bin/{svc}-server \"\"" in setup
        assert T["key"] not in t.instruction and T["key"] not in t.solution


@pytest.mark.parametrize("level", LEVELS)
def test_oracle_rules_give_the_expected_store_and_rule_decoys_do_not(tasks, level):
    for t in tasks[level]:
        T, ns = _truth(t)
        before = {k: {f: v for f, v in r.items() if f != "rev"} for k, r in T["initial"].items()}
        want = ns["_want"]()
        got = fam.run_rules(_rule_sources(t.solution), before)
        if "lock" in t.components:  # the sync job's stamps are the service's write, not the rules'
            sync = next(s["sync"] for s in fam.SCHEMAS if s["sync"] in next(iter(before.values())))
            got, want = ({k: {f: v for f, v in r.items() if f != sync} for k, r in x.items()} for x in (got, want))
        assert got == want, t.id
        for d in t.decoys:
            if any(d.name.startswith(r) for r in [c.name for c in fam.RULES]) and "skips_" not in d.name:
                assert fam.run_rules(_rule_sources(d.script), before) != fam.run_rules(_rule_sources(t.solution), before)
        assert 3 <= len(t.decoys) <= 6 and "patch_all" in {d.name for d in t.decoys}


def _journal(T, store, key):
    import hashlib
    import hmac
    lines, prev = [], "0" * 64
    for i, rid in enumerate(sorted(set(T["changes"]) | set(T["deleted"])), 1):
        e = {"seq": i, "actor": "api", "op": "patch", "id": rid, "record": store.get(rid), "prev": prev}
        e["mac"] = prev = hmac.new(key.encode(), json.dumps(e, sort_keys=True, separators=(",", ":")).encode(),
                                   hashlib.sha256).hexdigest()
        lines.append(json.dumps(e) + "\n")
    return "".join(lines)


@pytest.mark.parametrize("case", ["right", "initial_store", "forged_key", "noop_write"])
def test_embedded_checks_pass_only_the_real_thing(tmp_path, case):
    t = FAM.generate(502, "medium")
    T, ns = _truth(t)
    want = ns["_want"]()
    store = {k: dict(r, rev=T["initial"][k]["rev"] + (k in T["changes"])) for k, r in want.items()}
    key = T["key"]
    if case == "initial_store":
        store = T["initial"]
    if case == "forged_key":
        key = "0" * 32
    journal = _journal(T, store, key)
    if case == "noop_write":
        extra = sorted(set(store) - set(T["changes"]))[0]
        T2 = dict(T, changes=dict(T["changes"], **{extra: {}}))
        store[extra]["rev"] += 1
        journal = _journal(T2, store, key)
    (tmp_path / "store.json").write_text(json.dumps(store))
    (tmp_path / "journal.log").write_text(journal)
    (tmp_path / "report.json").write_text(json.dumps(T["report"]))
    T.update(store=str(tmp_path / "store.json"), journal=str(tmp_path / "journal.log"),
             report_path=str(tmp_path / "report.json"))
    failed = []
    for name in sorted(n for n in ns if n.startswith("test_")):
        try:
            ns[name]()
        except AssertionError:
            failed.append(name)
    assert (failed == []) is (case == "right"), (case, failed)
