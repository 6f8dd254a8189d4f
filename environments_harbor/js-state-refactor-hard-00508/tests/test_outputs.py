import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/ops-common'
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
 '  "loop_closure": async function (lib, p) {\n'
 '  const out = [];\n'
 '  for (const batch of p.batches) {\n'
 '    const queue = [];\n'
 '    const timer = { after(ms, cb) { queue.push({ ms, cb, seq: queue.length }); } };\n'
 '    let fired;\n'
 '    try {\n'
 '      fired = lib[p.names.fn](batch.map((x) => Object.assign({}, x)), timer);\n'
 '    } catch (e) {\n'
 "      out.push('error: ' + (e && e.name));\n"
 '      continue;\n'
 '    }\n'
 '    queue.sort((a, b) => a.ms - b.ms || a.seq - b.seq);\n'
 '    for (const q of queue) {\n'
 '      try {\n'
 '        q.cb();\n'
 '      } catch (e) {\n'
 "        out.push('error: ' + (e && e.name));\n"
 '      }\n'
 '    }\n'
 '    out.push(show(fired));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "metrics": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, r] of p.calls) out.push(await attempt(() => (op === 'track' ? lib[n.track](r) : "
 'lib[n.total](r))));\n'
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
CASES = [{'id': 'verbosity-log_level',
  'module': 'lib/verbosity.js',
  'params': {'calls': [['set', 'warn'],
                       ['should', 'trace'],
                       ['should', 'error'],
                       ['should', 'warn'],
                       ['set', 'error'],
                       ['should', 'trace'],
                       ['set', 'info'],
                       ['should', 'trace']],
             'names': {'file': 'verbosity', 'set': 'setVerbosity', 'should': 'enabled'}},
  'scenario': 'log_level',
  'want': ['warn', 'false', 'true', 'true', 'error', 'false', 'info', 'false']},
 {'id': 'hooks-loop_closure',
  'module': 'lib/hooks.js',
  'params': {'batches': [[{'id': 'msg-893', 'ms': 50}, {'id': 'msg-149', 'ms': 100}, {'id': 'msg-302', 'ms': 50}],
                         [{'id': 'msg-877', 'ms': 10},
                          {'id': 'msg-193', 'ms': 10},
                          {'id': 'msg-315', 'ms': 0},
                          {'id': 'msg-941', 'ms': 5}],
                         [{'id': 'msg-499', 'ms': 5},
                          {'id': 'msg-755', 'ms': 0},
                          {'id': 'msg-516', 'ms': 50},
                          {'id': 'msg-690', 'ms': 20},
                          {'id': 'msg-851', 'ms': 5}]],
             'names': {'file': 'hooks', 'fn': 'armHooks'}},
  'scenario': 'loop_closure',
  'want': ['["msg-893@50 #1","msg-302@50 #3","msg-149@100 #2"]',
           '["msg-315@0 #3","msg-941@5 #4","msg-877@10 #1","msg-193@10 #2"]',
           '["msg-755@0 #2","msg-499@5 #1","msg-851@5 #5","msg-690@20 #4","msg-516@50 #3"]']},
 {'id': 'roster-proto_shared',
  'module': 'lib/roster.js',
  'params': {'names': {'add': 'enroll', 'cls': 'Roster', 'count': 'timesEnrolled', 'file': 'roster', 'list': 'members'},
             'steps': [{'name': 'south', 'op': 'new'},
                       {'name': 'east', 'op': 'new'},
                       {'name': 'edge', 'op': 'new'},
                       {'item': 'delta', 'name': 'edge', 'op': 'add'},
                       {'item': 'echo', 'name': 'edge', 'op': 'add'},
                       {'item': 'echo', 'name': 'edge', 'op': 'add'},
                       {'item': 'bravo', 'name': 'south', 'op': 'add'},
                       {'item': 'delta', 'name': 'east', 'op': 'add'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'delta', 'name': 'edge', 'op': 'add'},
                       {'item': 'mike', 'name': 'east', 'op': 'add'},
                       {'item': 'mike', 'name': 'edge', 'op': 'add'},
                       {'item': 'mike', 'name': 'edge', 'op': 'count'},
                       {'item': 'mike', 'name': 'south', 'op': 'count'},
                       {'name': 'south', 'op': 'list'},
                       {'name': 'east', 'op': 'list'},
                       {'name': 'edge', 'op': 'list'},
                       {'item': 'bravo', 'name': 'south', 'op': 'count'},
                       {'item': 'echo', 'name': 'east', 'op': 'count'},
                       {'item': 'echo', 'name': 'edge', 'op': 'count'},
                       {'item': 'alpha', 'name': 'edge', 'op': 'add'},
                       {'name': 'south', 'op': 'list'}]},
  'scenario': 'proto_shared',
  'want': ['1',
           '2',
           '3',
           '1',
           '1',
           '2',
           '4',
           '2',
           '5',
           '1',
           '0',
           'south: bravo, alpha',
           'east: delta, mike',
           'edge: delta, echo, echo, delta, mike',
           '1',
           '0',
           '2',
           '6',
           'south: bravo, alpha']},
 {'id': 'report-async_current',
  'module': 'lib/report.js',
  'params': {'names': {'file': 'report', 'fn': 'renderReport'},
             'rounds': [[['hooli', [44, 80]]],
                        [['wayne', [49]]],
                        [['tyrell', [60, 53, 79, 7]], ['hooli', [74, 20]]],
                        [['initech', [10, 1, 80, 79]],
                         ['tyrell', [4, 56, 34, 87]],
                         ['wayne', [33, 13, 46, 99]],
                         ['hooli', [57, 70, 48]]],
                        [['initech', [88, 64]], ['wayne', [34]]],
                        [['tyrell', [21, 77, 81, 66]], ['tyrell', [81, 88, 56, 36]], ['wayne', [11]]]]},
  'scenario': 'async_current',
  'want': ['hooli:row44,hooli:row80',
           'wayne:row49',
           'tyrell:row60,tyrell:row53,tyrell:row79,tyrell:row7',
           'hooli:row74,hooli:row20',
           'initech:row10,initech:row1,initech:row80,initech:row79',
           'tyrell:row4,tyrell:row56,tyrell:row34,tyrell:row87',
           'wayne:row33,wayne:row13,wayne:row46,wayne:row99',
           'hooli:row57,hooli:row70,hooli:row48',
           'initech:row88,initech:row64',
           'wayne:row34',
           'tyrell:row21,tyrell:row77,tyrell:row81,tyrell:row66',
           'tyrell:row81,tyrell:row88,tyrell:row56,tyrell:row36',
           'wayne:row11']},
 {'id': 'telemetry-metrics',
  'module': 'lib/telemetry.js',
  'params': {'calls': [['total', '/health'],
                       ['track', '/health'],
                       ['track', '/login'],
                       ['track', '/orders'],
                       ['track', '/login'],
                       ['track', '/login'],
                       ['track', '/health'],
                       ['track', '/export'],
                       ['track', '/login']],
             'names': {'file': 'telemetry', 'total': 'hits', 'track': 'countHit'}},
  'scenario': 'metrics',
  'want': ['0', '1', '1', '1', '2', '3', '2', '1', '4']},
 {'id': 'render-global_config_cached',
  'module': 'lib/render.js',
  'params': {'names': {'amount': 'renderPrice', 'factory': 'rendererFor', 'file': 'render', 'percent': 'renderRate'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '£', 'thousands': ','}},
                       {'arg': -676, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 614, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 11032, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'GBP'}},
                       {'arg': 91378229, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 69189955, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '$', 'thousands': ','}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'zł', 'thousands': ','}},
                       {'arg': -48831560, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 50967874, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 72980206, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 4767004, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 4767004, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 95633031, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 12369, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9326530, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 12590957, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 4805, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 9326530, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9326530, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': -16598204, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 4767004, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '$', 'thousands': ','}},
                       {'arg': 67331030, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 4767004, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '#'}},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 4767004, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 6182025, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 5674, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['-6.76%',
           '6.14%',
           '110.32%',
           'GBP913,782.29',
           'GBP691,899.55',
           '-$488,315.60',
           '$509,678.74',
           '729,802.06 zł',
           '47,670.04 zł',
           'GBP47,670.04',
           '$956,330.31',
           '123.69%',
           '61,820.25 zł',
           '93,265.30 zł',
           'GBP125,909.57',
           '48.05%',
           '$93,265.30',
           '93,265.30 zł',
           '-165,982.04 zł',
           'GBP47,670.04',
           '$61,820.25',
           '61,820.25 zł',
           'GBP61,820.25',
           '$673,310.30',
           '47,670.04 zł',
           '$61,820#25',
           '$47,670#04',
           '$61,820#25',
           '61,820.25 zł',
           '$61,820.25',
           '£61.820,25',
           '56,74%']}]
AUDIT = ['lib/hooks.js', 'lib/render.js', 'lib/report.js', 'lib/roster.js']
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
