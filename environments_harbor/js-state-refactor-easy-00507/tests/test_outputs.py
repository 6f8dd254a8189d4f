import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/billing-core'
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
 '  "global_config": async function (lib, p) {\n'
 '  const n = p.names, inst = { lib }, out = [];\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);\n"
 "    else if (s.op === 'configure') inst[s.on].configure(s.opts);\n"
 '    else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "metrics": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, r] of p.calls) out.push(await attempt(() => (op === 'track' ? lib[n.track](r) : "
 'lib[n.total](r))));\n'
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
CASES = [{'id': 'money-global_config',
  'module': 'lib/money.js',
  'params': {'names': {'amount': 'money', 'factory': 'makeMoneyFormat', 'file': 'money', 'percent': 'percent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '¥', 'thousands': ' '}},
                       {'arg': 88923804, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 57122595, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 71454482, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'GBP'}},
                       {'arg': 12983, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 12163, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': '.'}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'zł', 'thousands': ','}},
                       {'arg': 79188058, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': -1951, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5026574, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 14892, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 19118, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 62268063, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': '.'}},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7453113, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 20430973, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 24826890, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 1593968, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 4290, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config',
  'want': ['¥889 238,04',
           '¥571 225,95',
           '¥714 544,82',
           '129,83%',
           '121,63%',
           '£791.880,58',
           '-19,51%',
           '74,531.13 zł',
           '50,265.74 zł',
           'GBP15 939,68',
           '148,92%',
           '£15.939,68',
           '74,531.13 zł',
           '74,531.13 zł',
           'GBP74 531,13',
           '£74.531,13',
           '£15.939,68',
           '74,531.13 zł',
           '191.18%',
           'GBP622 680,63',
           '£15.939,68',
           '15,939.68 zł',
           'GBP15 939,68',
           '£74.531,13',
           '74,531.13 zł',
           '£204.309·73',
           '£248.268·90',
           '£15.939·68',
           '15,939.68 zł',
           '£15.939,68',
           '£15.939,68',
           '42,90%']},
 {'id': 'transfer-cache_key',
  'module': 'lib/transfer.js',
  'params': {'names': {'count': 'feeComputations', 'file': 'transfer', 'fn': 'transferFee'},
             'pairs': [[8, 1],
                       [9, 1],
                       [6, 1],
                       [5, 12],
                       [6, 5],
                       [6, 8],
                       [1, 11],
                       [6, 5],
                       [6, 1],
                       [11, 1],
                       [11, 1],
                       [11, 1],
                       [9, 6],
                       [6, 5],
                       [6, 1]]},
  'scenario': 'cache_key',
  'want': ['208',
           '199',
           '221',
           '149',
           '199',
           '194',
           '264',
           '199',
           '221',
           '263',
           '263',
           '263',
           '180',
           '199',
           '221',
           '9']},
 {'id': 'telemetry-metrics',
  'module': 'lib/telemetry.js',
  'params': {'calls': [['total', '/health'],
                       ['track', '/health'],
                       ['total', '/health'],
                       ['track', '/health'],
                       ['total', '/health'],
                       ['track', '/export'],
                       ['total', '/health'],
                       ['track', '/export'],
                       ['total', '/health']],
             'names': {'file': 'telemetry', 'total': 'hits', 'track': 'countHit'}},
  'scenario': 'metrics',
  'want': ['0', '1', '1', '2', '2', '1', '2', '2', '2']}]
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
