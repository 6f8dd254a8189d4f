import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/hub-common'
NODE = '/usr/bin/node'
MARK = '@@tg-result@@'
CHECK_JS = ("'use strict';\n"
 '// Scenario runner: loads one module of the project and runs one scenario against its API.\n'
 "const fs = require('fs');\n"
 "const path = require('path');\n"
 '\n'
 'function sortKeys(v) {\n'
 '  if (Array.isArray(v)) return v.map(sortKeys);\n'
 "  if (v && typeof v === 'object') {\n"
 '    const o = {};\n'
 '    for (const k of Object.keys(v).sort()) o[k] = sortKeys(v[k]);\n'
 '    return o;\n'
 '  }\n'
 '  return v;\n'
 '}\n'
 '\n'
 'function show(v) {\n'
 "  return typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(sortKeys(v));\n"
 '}\n'
 '\n'
 'async function attempt(f) {\n'
 '  try {\n'
 '    return show(await f());\n'
 '  } catch (e) {\n'
 "    return 'error: ' + (e && e.name);\n"
 '  }\n'
 '}\n'
 '\n'
 'const SCENARIOS = {\n'
 '  "async_current": async function (lib, p) {\n'
 '  const out = [];\n'
 '  for (const round of p.rounds) {\n'
 '    const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));\n'
 '    out.push(...res);\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "date_alias": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 '  for (const [fn, k] of p.calls) out.push(await attempt(() => lib[n[fn]](k)));\n'
 '  return out;\n'
 '},\n'
 '  "log_level": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, v] of p.calls) out.push(await attempt(() => (op === 'set' ? lib[n.set](v) : lib[n.should](v))));\n"
 '  return out;\n'
 '},\n'
 '  "proto_shared": async function (lib, p) {\n'
 '  const n = p.names, out = [], regs = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'new') regs[s.name] = new lib[n.cls](s.name);\n"
 "    else if (s.op === 'add') out.push(await attempt(() => regs[s.name][n.add](s.item)));\n"
 "    else if (s.op === 'count') out.push(await attempt(() => regs[s.name][n.count](s.item)));\n"
 '    else out.push(await attempt(() => regs[s.name][n.list]()));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '};\n'
 '\n'
 '(async () => {\n'
 '  const [root, file] = process.argv.slice(2);\n'
 "  const job = JSON.parse(fs.readFileSync(file, 'utf8'));\n"
 '  let lib, out;\n'
 '  try {\n'
 '    lib = require(path.join(root, job.module));\n'
 '  } catch (e) {\n'
 "    process.stdout.write('\\n@@tg-result@@' + JSON.stringify({ load_error: String(e && e.message) }) + '\\n');\n"
 '    process.exit(0);\n'
 '  }\n'
 '  try {\n'
 '    out = await SCENARIOS[job.scenario](lib, job.params);\n'
 '  } catch (e) {\n'
 "    out = ['scenario error: ' + (e && e.name) + ': ' + (e && e.message)];\n"
 '  }\n'
 "  process.stdout.write('\\n@@tg-result@@' + JSON.stringify({ out }) + '\\n');\n"
 '  process.exit(0);\n'
 '})();\n')
CASES = [{'id': 'billing-date_alias',
  'module': 'lib/billing.js',
  'params': {'calls': [['due', 11], ['due', 27], ['end', 5], ['end', 2], ['due', 5], ['end', 0], ['due', 0]],
             'names': {'due': 'paymentDue', 'end': 'cycleEnd', 'file': 'billing'}},
  'scenario': 'date_alias',
  'want': ['2023-10-02', '2023-10-18', '2024-02-21', '2023-11-21', '2023-09-26', '2023-09-21', '2023-09-21']},
 {'id': 'verbosity-log_level',
  'module': 'lib/verbosity.js',
  'params': {'calls': [['set', 'debug'],
                       ['should', 'info'],
                       ['should', 'debug'],
                       ['should', 'warn'],
                       ['should', 'warn'],
                       ['should', 'warn'],
                       ['should', 'trace'],
                       ['set', 'warn']],
             'names': {'file': 'verbosity', 'set': 'setVerbosity', 'should': 'enabled'}},
  'scenario': 'log_level',
  'want': ['debug', 'true', 'true', 'true', 'true', 'true', 'false', 'warn']},
 {'id': 'report-async_current',
  'module': 'lib/report.js',
  'params': {'names': {'file': 'report', 'fn': 'renderReport'},
             'rounds': [[['hooli', [70, 8, 8]]],
                        [['globex', [86]]],
                        [['wayne', [98]], ['hooli', [49, 32]], ['globex', [71]]],
                        [['wayne', [33, 4]], ['globex', [3]], ['hooli', [6, 77, 58]]],
                        [['acme', [20]], ['wayne', [90, 59, 91, 85]]],
                        [['globex', [90, 98, 33]], ['globex', [64, 44, 19, 16]], ['hooli', [39, 87, 99, 42]]]]},
  'scenario': 'async_current',
  'want': ['hooli:row70,hooli:row8,hooli:row8',
           'globex:row86',
           'wayne:row98',
           'hooli:row49,hooli:row32',
           'globex:row71',
           'wayne:row33,wayne:row4',
           'globex:row3',
           'hooli:row6,hooli:row77,hooli:row58',
           'acme:row20',
           'wayne:row90,wayne:row59,wayne:row91,wayne:row85',
           'globex:row90,globex:row98,globex:row33',
           'globex:row64,globex:row44,globex:row19,globex:row16',
           'hooli:row39,hooli:row87,hooli:row99,hooli:row42']},
 {'id': 'ledger-proto_shared',
  'module': 'lib/ledger.js',
  'params': {'names': {'add': 'record', 'cls': 'Ledger', 'count': 'occurrences', 'file': 'ledger', 'list': 'entries'},
             'steps': [{'name': 'edge', 'op': 'new'},
                       {'name': 'north', 'op': 'new'},
                       {'name': 'south', 'op': 'new'},
                       {'item': 'bravo', 'name': 'edge', 'op': 'add'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'bravo', 'name': 'edge', 'op': 'add'},
                       {'item': 'delta', 'name': 'north', 'op': 'add'},
                       {'item': 'alpha', 'name': 'edge', 'op': 'add'},
                       {'item': 'bravo', 'name': 'edge', 'op': 'add'},
                       {'item': 'echo', 'name': 'south', 'op': 'add'},
                       {'item': 'mike', 'name': 'north', 'op': 'add'},
                       {'item': 'mike', 'name': 'south', 'op': 'add'},
                       {'item': 'mike', 'name': 'south', 'op': 'count'},
                       {'item': 'mike', 'name': 'edge', 'op': 'count'},
                       {'name': 'edge', 'op': 'list'},
                       {'name': 'north', 'op': 'list'},
                       {'name': 'south', 'op': 'list'},
                       {'item': 'bravo', 'name': 'edge', 'op': 'count'},
                       {'item': 'alpha', 'name': 'north', 'op': 'count'},
                       {'item': 'alpha', 'name': 'south', 'op': 'count'},
                       {'item': 'echo', 'name': 'south', 'op': 'add'},
                       {'name': 'edge', 'op': 'list'}]},
  'scenario': 'proto_shared',
  'want': ['1',
           '1',
           '2',
           '1',
           '3',
           '4',
           '2',
           '2',
           '3',
           '1',
           '0',
           'edge: bravo, bravo, alpha, bravo',
           'north: delta, mike',
           'south: alpha, echo, mike',
           '3',
           '0',
           '1',
           '4',
           'edge: bravo, bravo, alpha, bravo']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = None

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
