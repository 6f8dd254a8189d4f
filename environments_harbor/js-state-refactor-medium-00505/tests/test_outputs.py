import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/dispatch-lib'
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
 '  "global_config": async function (lib, p) {\n'
 '  const n = p.names, inst = { lib }, out = [];\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);\n"
 "    else if (s.op === 'configure') inst[s.on].configure(s.opts);\n"
 '    else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "listener_leak": async function (lib, p) {\n'
 '  const n = p.names, out = [], got = {}, subs = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'sub') {\n"
 '      got[s.name] = [];\n'
 '      subs[s.name] = lib[n.sub](s.topic, (m) => got[s.name].push(m));\n'
 "    } else if (s.op === 'close') subs[s.name].close();\n"
 "    else if (s.op === 'pub') lib[n.pub](s.topic, s.msg);\n"
 '    else out.push(await attempt(() => lib[n.count]()));\n'
 '  }\n'
 "  for (const k of Object.keys(got).sort()) out.push(k + '=' + got[k].join('|'));\n"
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
CASES = [{'id': 'notify-listener_leak',
  'module': 'lib/notify.js',
  'params': {'names': {'count': 'handlerCount', 'file': 'notify', 'pub': 'broadcast', 'sub': 'listen'},
             'steps': [{'name': 's1', 'op': 'sub', 'topic': 'audit'},
                       {'name': 's2', 'op': 'sub', 'topic': 'audit'},
                       {'name': 's3', 'op': 'sub', 'topic': 'audit'},
                       {'name': 's4', 'op': 'sub', 'topic': 'alerts'},
                       {'name': 's5', 'op': 'sub', 'topic': 'audit'},
                       {'msg': 'm1', 'op': 'pub', 'topic': 'alerts'},
                       {'msg': 'm2', 'op': 'pub', 'topic': 'alerts'},
                       {'msg': 'm3', 'op': 'pub', 'topic': 'audit'},
                       {'msg': 'm4', 'op': 'pub', 'topic': 'alerts'},
                       {'op': 'count'},
                       {'name': 's1', 'op': 'close'},
                       {'name': 's3', 'op': 'close'},
                       {'msg': 'm5', 'op': 'pub', 'topic': 'alerts'},
                       {'msg': 'm6', 'op': 'pub', 'topic': 'audit'},
                       {'msg': 'm7', 'op': 'pub', 'topic': 'audit'},
                       {'msg': 'm8', 'op': 'pub', 'topic': 'audit'},
                       {'op': 'count'},
                       {'name': 's1', 'op': 'close'},
                       {'name': 's6', 'op': 'sub', 'topic': 'audit'},
                       {'msg': 'm9', 'op': 'pub', 'topic': 'audit'},
                       {'msg': 'm10', 'op': 'pub', 'topic': 'audit'},
                       {'msg': 'm11', 'op': 'pub', 'topic': 'audit'},
                       {'op': 'count'}]},
  'scenario': 'listener_leak',
  'want': ['5',
           '3',
           '4',
           's1=m3',
           's2=m3|m6|m7|m8|m9|m10|m11',
           's3=m3',
           's4=m1|m2|m4|m5',
           's5=m3|m6|m7|m8|m9|m10|m11',
           's6=m9|m10|m11']},
 {'id': 'units-units',
  'module': 'lib/units.js',
  'params': {'calls': [[3381, 't', 'g'],
                       [1440, 'oz', 'g'],
                       [2994, 't', 'g'],
                       [1228, 't', 'kg'],
                       [4365, 'oz', 't'],
                       [3806, 'oz', 'oz']],
             'names': {'file': 'units', 'fn': 'convert'}},
  'scenario': 'units',
  'want': ['3381000000', '40320', '2994000000', '1228000', '0', '3806']},
 {'id': 'roster-proto_shared',
  'module': 'lib/roster.js',
  'params': {'names': {'add': 'enroll', 'cls': 'Roster', 'count': 'timesEnrolled', 'file': 'roster', 'list': 'members'},
             'steps': [{'name': 'north', 'op': 'new'},
                       {'name': 'south', 'op': 'new'},
                       {'name': 'west', 'op': 'new'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'echo', 'name': 'west', 'op': 'add'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'bravo', 'name': 'west', 'op': 'add'},
                       {'item': 'delta', 'name': 'west', 'op': 'add'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'alpha', 'name': 'west', 'op': 'add'},
                       {'item': 'lima', 'name': 'south', 'op': 'add'},
                       {'item': 'lima', 'name': 'west', 'op': 'add'},
                       {'item': 'lima', 'name': 'west', 'op': 'count'},
                       {'item': 'lima', 'name': 'north', 'op': 'count'},
                       {'name': 'north', 'op': 'list'},
                       {'name': 'south', 'op': 'list'},
                       {'name': 'west', 'op': 'list'},
                       {'item': 'delta', 'name': 'north', 'op': 'count'},
                       {'item': 'alpha', 'name': 'south', 'op': 'count'},
                       {'item': 'bravo', 'name': 'west', 'op': 'count'},
                       {'item': 'alpha', 'name': 'west', 'op': 'add'},
                       {'name': 'north', 'op': 'list'}]},
  'scenario': 'proto_shared',
  'want': ['1',
           '1',
           '2',
           '2',
           '3',
           '3',
           '4',
           '4',
           '5',
           '1',
           '0',
           'north: ',
           'south: alpha, alpha, alpha, lima',
           'west: echo, bravo, delta, alpha, lima',
           '0',
           '3',
           '1',
           '6',
           'north: ']},
 {'id': 'money-global_config',
  'module': 'lib/money.js',
  'params': {'names': {'amount': 'money', 'factory': 'makeMoneyFormat', 'file': 'money', 'percent': 'percent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '$', 'thousands': "'"}},
                       {'arg': 57180569, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': -98967879, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 76726033, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'US$'}},
                       {'arg': 27420878, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 12770, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': ' '}},
                       {'arg': 40872564, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9793673, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1625, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 18231, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 82098312, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 453, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 44193980, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 73517046, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 87114415, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9548067, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9548067, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'arg': 9793673, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 10020, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 9793673, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 316354, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 75722, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 7642, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config',
  'want': ["$571'805.69",
           "-$989'678.79",
           "$767'260.33",
           "US$274'208.78",
           '127.70%',
           'R$408.725,64',
           'R$97.936,73',
           '16,25%',
           '182,31%',
           "US$820'983.12",
           'R$757,22',
           '4,53%',
           'R$757,22',
           'R$441 939,80',
           'US$757.22',
           'R$757,22',
           'R$735.170,46',
           'R$871 144,15',
           'R$95 480,67',
           "US$95'480.67",
           'R$757,22',
           'R$757,22',
           'US$757.22',
           'R$97.936,73',
           '100,20%',
           'R$97.936·73',
           'R$3.163·54',
           'R$757·22',
           'R$757,22',
           'R$757,22',
           '£757.22',
           '76.42%']}]
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
