import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/orders-toolkit'
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
 '  "instance_counter": async function (lib, p) {\n'
 '  const n = p.names, out = [], seqs = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, "
 's.start);\n'
 '    else out.push(await attempt(() => seqs[s.name][n.next]()));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "metrics": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, r] of p.calls) out.push(await attempt(() => (op === 'track' ? lib[n.track](r) : "
 'lib[n.total](r))));\n'
 '  return out;\n'
 '},\n'
 '  "singleton_options": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 '  for (const s of p.calls) {\n'
 "    if (s === 'count') out.push(await attempt(() => lib[n.count]()));\n"
 '    else out.push(await attempt(() => {\n'
 '      const c = s === null ? lib[n.get]() : lib[n.get](Object.fromEntries(s));\n'
 "      return '#' + c.id + ' ' + show(c.options);\n"
 '    }));\n'
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
CASES = [{'id': 'sessions-singleton_options',
  'module': 'lib/sessions.js',
  'params': {'calls': [[['host', 'db2'], ['port', 6379], ['tls', True]],
                       [['host', 'db2'], ['port', 6379], ['tls', True]],
                       [['host', 'db2'], ['port', 9200], ['tls', False]],
                       'count',
                       [['tls', True], ['port', 6379], ['host', 'db2']],
                       None,
                       [['host', 'db2'], ['port', 6379], ['tls', True]],
                       [],
                       [['host', 'db2'], ['port', 9200], ['tls', False]],
                       'count'],
             'names': {'count': 'sessionCount', 'file': 'sessions', 'get': 'sessionFor'}},
  'scenario': 'singleton_options',
  'want': ['#1 {"host":"db2","port":6379,"tls":true}',
           '#1 {"host":"db2","port":6379,"tls":true}',
           '#2 {"host":"db2","port":9200,"tls":false}',
           '2',
           '#1 {"host":"db2","port":6379,"tls":true}',
           '#3 {}',
           '#1 {"host":"db2","port":6379,"tls":true}',
           '#3 {}',
           '#2 {"host":"db2","port":9200,"tls":false}',
           '3']},
 {'id': 'numbering-instance_counter',
  'module': 'lib/numbering.js',
  'params': {'names': {'cls': 'Sequence', 'file': 'numbering', 'next': 'next'},
             'steps': [{'name': 'a', 'op': 'new', 'prefix': 'CRN'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'new', 'prefix': 'PO', 'start': 236},
                       {'name': 'c', 'op': 'new', 'prefix': 'CRN', 'start': 3331},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'}]},
  'scenario': 'instance_counter',
  'want': ['CRN-0001',
           'CRN-0002',
           'PO-0236',
           'PO-0237',
           'CRN-3331',
           'PO-0238',
           'CRN-0003',
           'PO-0239',
           'CRN-0004',
           'CRN-0005',
           'PO-0240',
           'CRN-3332']},
 {'id': 'telemetry-metrics',
  'module': 'lib/telemetry.js',
  'params': {'calls': [['track', '/health'],
                       ['total', '/login'],
                       ['track', '/login'],
                       ['total', '/health'],
                       ['track', '/login'],
                       ['total', '/orders'],
                       ['total', '/login'],
                       ['track', '/orders'],
                       ['total', '/orders']],
             'names': {'file': 'telemetry', 'total': 'hits', 'track': 'countHit'}},
  'scenario': 'metrics',
  'want': ['1', '0', '1', '1', '2', '0', '2', '1', '1']},
 {'id': 'format-global_config',
  'module': 'lib/format.js',
  'params': {'names': {'amount': 'formatAmount',
                       'factory': 'createFormatter',
                       'file': 'format',
                       'percent': 'formatPercent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': ' '}},
                       {'arg': -81323288, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 41502810, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 18006860, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'US$'}},
                       {'arg': 3760, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': -94360925, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': '€', 'thousands': ','}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '¥', 'thousands': ''}},
                       {'arg': 2652767, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 25742812, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 47514071, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2652767, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 2652767, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 82539491, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2652767, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 86795700, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 977165, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 33340928, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3906049, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3906049, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': '€', 'thousands': ','}},
                       {'arg': 81583025, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 36610794, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '#'}},
                       {'arg': 2652767, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': -6723305, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 5135553, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 7320, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config',
  'want': ['-R$813 232,88',
           'R$415 028,10',
           'R$180 068,60',
           '37,60%',
           '-US$943 609,25',
           '26,527.67 €',
           '257,428.12 €',
           '¥475140.71',
           '¥51355.53',
           'US$26 527,67',
           '26,527.67 €',
           '825,394.91 €',
           '¥51355.53',
           '¥26527.67',
           'US$51 355,53',
           '867,957.00 €',
           '9,771.65 €',
           '¥333409.28',
           '¥39060.49',
           'US$39 060,49',
           '51,355.53 €',
           '¥51355.53',
           'US$51 355,53',
           '815,830.25 €',
           '¥366107.94',
           '26,527#67 €',
           '-67,233#05 €',
           '51,355#53 €',
           '¥51355.53',
           '51,355.53 €',
           '$51,355.53',
           '73.20%']}]
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
