import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/ledger-utils'
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
 '  "cache_key": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 '  for (const [a, b] of p.pairs) out.push(await attempt(() => lib[n.fn](a, b)));\n'
 '  out.push(await attempt(() => lib[n.count]()));\n'
 '  return out;\n'
 '},\n'
 '  "global_config_cached": async function (lib, p) {\n'
 '  const n = p.names, inst = { lib }, out = [];\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);\n"
 "    else if (s.op === 'configure') inst[s.on].configure(s.opts);\n"
 '    else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));\n'
 '  }\n'
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
 '  "round_robin": async function (lib, p) {\n'
 '  const n = p.names, out = [], pools = {}, given = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'new') {\n"
 '      given[s.name] = s.members.slice();\n'
 '      pools[s.name] = lib[n.fn](given[s.name]);\n'
 "    } else if (s.op === 'edit') given[s.name].splice(0, 1, s.member);\n"
 '    else out.push(await attempt(() => pools[s.name][n.pick]()));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "units": async function (lib, p) {\n'
 '  const out = [];\n'
 '  for (const [v, a, b] of p.calls) out.push(await attempt(() => lib[p.names.fn](v, a, b)));\n'
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
CASES = [{'id': 'measures-units',
  'module': 'lib/measures.js',
  'params': {'calls': [[4648, 't', 'kg'],
                       [458, 'kg', 'g'],
                       [4891, 'lb', 'g'],
                       [2018, 't', 'oz'],
                       [335, 'g', 't'],
                       [4882, 'oz', 'g']],
             'names': {'file': 'measures', 'fn': 'toUnit'}},
  'scenario': 'units',
  'want': ['4648000', '458000', '2220514', '72071428', '0', '136696']},
 {'id': 'format-global_config_cached',
  'module': 'lib/format.js',
  'params': {'names': {'amount': 'formatAmount',
                       'factory': 'createFormatter',
                       'file': 'format',
                       'percent': 'formatPercent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': ' '}},
                       {'arg': 37922155, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 18488, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 55225851, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'NOK'}},
                       {'arg': 24815401, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': -65742660, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': '.'}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'after', 'symbol': '€', 'thousands': ' '}},
                       {'arg': 45499579, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 97234112, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2955214, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3333701, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 3333701, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': -19270711, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2955214, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 16003, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 3333701, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2955214, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 16486, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': '.'}},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2955214, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '#'}},
                       {'arg': 82786552, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 3333701, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 1128206, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 8034, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['£379 221,55',
           '184,88%',
           '£552 258,51',
           'NOK248 154,01',
           '-NOK657 426,60',
           '£454.995,79',
           '£11.282,06',
           '972 341,12 €',
           '29 552,14 €',
           'NOK33 337,01',
           '£33.337,01',
           '£11.282,06',
           '11 282,06 €',
           '-192 707,11 €',
           'NOK29 552,14',
           '£11.282,06',
           '160,03%',
           '33 337,01 €',
           '29 552,14 €',
           '164,86%',
           '£11.282,06',
           '11 282,06 €',
           'NOK11 282,06',
           '£11.282,06',
           '29 552,14 €',
           '£827.865#52',
           '£33.337#01',
           '£11.282#06',
           '11 282,06 €',
           '£11.282,06',
           '$11,282.06',
           '80.34%']},
 {'id': 'fares-cache_key',
  'module': 'lib/fares.js',
  'params': {'names': {'count': 'fareLookups', 'file': 'fares', 'fn': 'fareBetween'},
             'pairs': [[5, 12],
                       [6, 8],
                       [9, 11],
                       [11, 1],
                       [6, 8],
                       [9, 8],
                       [9, 11],
                       [5, 8],
                       [5, 3],
                       [11, 1],
                       [4, 5],
                       [5, 3],
                       [1, 11],
                       [6, 8],
                       [5, 8]]},
  'scenario': 'cache_key',
  'want': ['278',
           '122',
           '138',
           '164',
           '122',
           '93',
           '138',
           '182',
           '330',
           '164',
           '165',
           '330',
           '181',
           '122',
           '182',
           '9']},
 {'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'warn'],
                       ['should', 'trace'],
                       ['should', 'info'],
                       ['set', 'info'],
                       ['set', 'info'],
                       ['set', 'error'],
                       ['set', 'error'],
                       ['should', 'trace']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['true', 'false', 'true', 'info', 'info', 'error', 'error', 'false']},
 {'id': 'ledger-proto_shared',
  'module': 'lib/ledger.js',
  'params': {'names': {'add': 'record', 'cls': 'Ledger', 'count': 'occurrences', 'file': 'ledger', 'list': 'entries'},
             'steps': [{'name': 'east', 'op': 'new'},
                       {'name': 'west', 'op': 'new'},
                       {'name': 'south', 'op': 'new'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'delta', 'name': 'west', 'op': 'add'},
                       {'item': 'bravo', 'name': 'east', 'op': 'add'},
                       {'item': 'echo', 'name': 'west', 'op': 'add'},
                       {'item': 'bravo', 'name': 'east', 'op': 'add'},
                       {'item': 'delta', 'name': 'east', 'op': 'add'},
                       {'item': 'bravo', 'name': 'east', 'op': 'add'},
                       {'item': 'mike', 'name': 'west', 'op': 'add'},
                       {'item': 'mike', 'name': 'south', 'op': 'add'},
                       {'item': 'mike', 'name': 'south', 'op': 'count'},
                       {'item': 'mike', 'name': 'east', 'op': 'count'},
                       {'name': 'east', 'op': 'list'},
                       {'name': 'west', 'op': 'list'},
                       {'name': 'south', 'op': 'list'},
                       {'item': 'delta', 'name': 'east', 'op': 'count'},
                       {'item': 'delta', 'name': 'west', 'op': 'count'},
                       {'item': 'alpha', 'name': 'south', 'op': 'count'},
                       {'item': 'kilo', 'name': 'south', 'op': 'add'},
                       {'name': 'east', 'op': 'list'}]},
  'scenario': 'proto_shared',
  'want': ['1',
           '1',
           '1',
           '2',
           '2',
           '3',
           '4',
           '3',
           '2',
           '1',
           '0',
           'east: bravo, bravo, delta, bravo',
           'west: delta, echo, mike',
           'south: alpha, mike',
           '1',
           '1',
           '1',
           '3',
           'east: bravo, bravo, delta, bravo']},
 {'id': 'balancer-round_robin',
  'module': 'lib/balancer.js',
  'params': {'names': {'file': 'balancer', 'fn': 'createPool', 'pick': 'pick'},
             'steps': [{'members': ['fay', 'ana', 'cy', 'gus'], 'name': 'p', 'op': 'new'},
                       {'name': 'p', 'op': 'pick'},
                       {'members': ['cy', 'bo', 'hal', 'fay', 'dee'], 'name': 'q', 'op': 'new'},
                       {'members': ['fay', 'ana', 'cy', 'gus'], 'name': 'r', 'op': 'new'},
                       {'name': 'p', 'op': 'pick'},
                       {'name': 'r', 'op': 'pick'},
                       {'name': 'p', 'op': 'pick'},
                       {'name': 'p', 'op': 'pick'},
                       {'name': 'p', 'op': 'pick'},
                       {'name': 'r', 'op': 'pick'},
                       {'name': 'r', 'op': 'pick'},
                       {'member': 'zed', 'name': 'q', 'op': 'edit'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'}]},
  'scenario': 'round_robin',
  'want': ['fay', 'ana', 'fay', 'cy', 'gus', 'fay', 'ana', 'cy', 'cy', 'bo', 'hal', 'fay', 'dee']}]
AUDIT = ['lib/balancer.js', 'lib/fares.js', 'lib/format.js', 'lib/ledger.js']
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
