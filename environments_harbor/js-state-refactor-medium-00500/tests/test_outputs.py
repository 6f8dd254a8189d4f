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
 '  "async_order": async function (lib, p) {\n'
 '  const out = [];\n'
 '  for (const round of p.rounds) {\n'
 '    const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));\n'
 '    out.push(...res);\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "global_config": async function (lib, p) {\n'
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
  'params': {'calls': [['should', 'warn'],
                       ['set', 'info'],
                       ['should', 'trace'],
                       ['set', 'debug'],
                       ['should', 'warn'],
                       ['should', 'trace'],
                       ['should', 'debug'],
                       ['set', 'debug']],
             'names': {'file': 'verbosity', 'set': 'setVerbosity', 'should': 'enabled'}},
  'scenario': 'log_level',
  'want': ['true', 'info', 'false', 'debug', 'true', 'false', 'true', 'debug']},
 {'id': 'quotes-async_order',
  'module': 'lib/quotes.js',
  'params': {'names': {'file': 'quotes', 'fn': 'quoteAll'},
             'rounds': [[[18, 2, 45, 52, 42]], [[58, 32, 11, 23], [58, 41, 26]], [[14]], [[47, 12, 34, 57, 4]]]},
  'scenario': 'async_order',
  'want': ['[{"id":18,"tag":"east"},{"id":2,"tag":"beta"},{"id":45,"tag":"blue"},{"id":52,"tag":"beta"},{"id":42,"tag":"beta"}]',
           '[{"id":58,"tag":"east"},{"id":32,"tag":"beta"},{"id":11,"tag":"new"},{"id":23,"tag":"east"}]',
           '[{"id":58,"tag":"east"},{"id":41,"tag":"new"},{"id":26,"tag":"new"}]',
           '[{"id":14,"tag":"prime"}]',
           '[{"id":47,"tag":"beta"},{"id":12,"tag":"beta"},{"id":34,"tag":"prime"},{"id":57,"tag":"beta"},{"id":4,"tag":"prime"}]']},
 {'id': 'hooks-loop_closure',
  'module': 'lib/hooks.js',
  'params': {'batches': [[{'id': 'inv-738', 'ms': 0}, {'id': 'inv-554', 'ms': 100}, {'id': 'inv-584', 'ms': 5}],
                         [{'id': 'inv-715', 'ms': 50}, {'id': 'inv-651', 'ms': 50}, {'id': 'inv-228', 'ms': 0}],
                         [{'id': 'inv-581', 'ms': 10}, {'id': 'inv-690', 'ms': 0}, {'id': 'inv-496', 'ms': 10}]],
             'names': {'file': 'hooks', 'fn': 'armHooks'}},
  'scenario': 'loop_closure',
  'want': ['["inv-738@0 #1","inv-584@5 #3","inv-554@100 #2"]',
           '["inv-228@0 #3","inv-715@50 #1","inv-651@50 #2"]',
           '["inv-690@0 #2","inv-581@10 #1","inv-496@10 #3"]']},
 {'id': 'money-global_config',
  'module': 'lib/money.js',
  'params': {'names': {'amount': 'money', 'factory': 'makeMoneyFormat', 'file': 'money', 'percent': 'percent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'arg': 20354864, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 3445381, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 19968699, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'EUR'}},
                       {'arg': 8266064, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 1892, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '$', 'thousands': '.'}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'kr', 'thousands': "'"}},
                       {'arg': 3855258, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1089688, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7165843, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3855258, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 51881560, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 15237729, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3855258, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': -72807224, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1089688, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 50686984, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1089688, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '$', 'thousands': '.'}},
                       {'arg': 68745276, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 3855258, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 2009076, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 4760, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config',
  'want': ['R$203.548,64',
           'R$34.453,81',
           'R$199.686,99',
           'EUR82.660,64',
           '18,92%',
           '$38.552,58',
           '$10.896,88',
           "71'658.43 kr",
           "38'552.58 kr",
           'EUR518.815,60',
           '$152.377,29',
           '$20.090,76',
           "20'090.76 kr",
           "38'552.58 kr",
           '-EUR728.072,24',
           '$20.090,76',
           '$10.896,88',
           "20'090.76 kr",
           "506'869.84 kr",
           'EUR10.896,88',
           '$20.090,76',
           "20'090.76 kr",
           'EUR20.090,76',
           '$687.452,76',
           "20'090.76 kr",
           '$38.552·58',
           '$20.090·76',
           '$20.090·76',
           "20'090.76 kr",
           '$20.090,76',
           '20,090.76 CHF',
           '47.60%']}]
AUDIT = ['lib/hooks.js', 'lib/money.js', 'lib/quotes.js']
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
