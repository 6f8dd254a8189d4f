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
 '  "defaults_mutation": async function (lib, p) {\n'
 '  const fn = lib[p.names.fn], out = [];\n'
 '  let last = null;\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'call') out.push(await attempt(() => (last = s.over === undefined ? fn() : fn(s.over))));\n"
 '    else {\n'
 '      try {\n'
 '        if (s.header) last.headers[s.key] = s.value;\n'
 '        else last[s.key] = s.value;\n'
 '      } catch (e) {\n'
 "        out.push('error: ' + (e && e.name));\n"
 '      }\n'
 '    }\n'
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
 '  "instance_counter": async function (lib, p) {\n'
 '  const n = p.names, out = [], seqs = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, "
 's.start);\n'
 '    else out.push(await attempt(() => seqs[s.name][n.next]()));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "log_level": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, v] of p.calls) out.push(await attempt(() => (op === 'set' ? lib[n.set](v) : lib[n.should](v))));\n"
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
CASES = [{'id': 'money-global_config_cached',
  'module': 'lib/money.js',
  'params': {'names': {'amount': 'money', 'factory': 'makeMoneyFormat', 'file': 'money', 'percent': 'percent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': '.'}},
                       {'arg': 17889597, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 14408, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 80912270, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'US$'}},
                       {'arg': 22993701, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 1872, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '$', 'thousands': ','}},
                       {'arg': 3040227, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 10997881, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3040227, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 18138735, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 30883355, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 87252525, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 45329449, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3040227, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': -40451405, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9994, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 6354744, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 48894887, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3040227, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 3040227, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 6354744, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6354744, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 5954252, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 8081, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['£178.895,97',
           '144,08%',
           '£809.122,70',
           'US$229.937,01',
           '18,72%',
           'R$30.402,27',
           'R$59.542,52',
           '$109,978.81',
           '$30,402.27',
           'US$59.542,52',
           'R$181.387,35',
           'R$308.833,55',
           '$872,525.25',
           '$453,294.49',
           'US$30.402,27',
           '-R$404.514,05',
           '99,94%',
           '$63,547.44',
           '$488,948.87',
           'US$30.402,27',
           'R$59.542,52',
           '$59,542.52',
           'US$59.542,52',
           'R$59.542,52',
           '$30,402.27',
           'R$63.547·44',
           'R$63.547·44',
           'R$59.542·52',
           '$59,542.52',
           'R$59.542,52',
           '59,542.52 CHF',
           '80.81%']},
 {'id': 'http-defaults_mutation',
  'module': 'lib/http.js',
  'params': {'names': {'file': 'http', 'fn': 'requestOptions'},
             'steps': [{'op': 'call'},
                       {'op': 'call', 'over': {'timeout': 100}},
                       {'op': 'call'},
                       {'op': 'call', 'over': {'headers': {'authorization': 't1'}, 'timeout': 9000}},
                       {'op': 'call', 'over': {'timeout': 42}},
                       {'op': 'call', 'over': {'headers': {'accept': 'text/plain'}}},
                       {'op': 'call'},
                       {'key': 'retries', 'op': 'edit', 'value': 99},
                       {'header': True, 'key': 'x-edit', 'op': 'edit', 'value': '1'},
                       {'op': 'call'},
                       {'op': 'call', 'over': {'headers': {'authorization': 't2'}, 'retries': 9}}]},
  'scenario': 'defaults_mutation',
  'want': ['{"headers":{"accept":"application/json","user-agent":"billing/2"},"retries":2,"timeout":5000}',
           '{"headers":{"accept":"application/json","user-agent":"billing/2"},"retries":2,"timeout":100}',
           '{"headers":{"accept":"application/json","user-agent":"billing/2"},"retries":2,"timeout":5000}',
           '{"headers":{"accept":"application/json","authorization":"t1","user-agent":"billing/2"},"retries":2,"timeout":9000}',
           '{"headers":{"accept":"application/json","user-agent":"billing/2"},"retries":2,"timeout":42}',
           '{"headers":{"accept":"text/plain","user-agent":"billing/2"},"retries":2,"timeout":5000}',
           '{"headers":{"accept":"application/json","user-agent":"billing/2"},"retries":2,"timeout":5000}',
           '{"headers":{"accept":"application/json","user-agent":"billing/2"},"retries":2,"timeout":5000}',
           '{"headers":{"accept":"application/json","authorization":"t2","user-agent":"billing/2"},"retries":9,"timeout":5000}']},
 {'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'info'],
                       ['should', 'warn'],
                       ['should', 'info'],
                       ['set', 'debug'],
                       ['set', 'info'],
                       ['set', 'info'],
                       ['should', 'debug'],
                       ['should', 'info']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['true', 'true', 'true', 'debug', 'info', 'info', 'false', 'true']},
 {'id': 'vouchers-instance_counter',
  'module': 'lib/vouchers.js',
  'params': {'names': {'cls': 'VoucherSeq', 'file': 'vouchers', 'next': 'take'},
             'steps': [{'name': 'a', 'op': 'new', 'prefix': 'DN'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'new', 'prefix': 'RMA', 'start': 684},
                       {'name': 'c', 'op': 'new', 'prefix': 'DN', 'start': 3742},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'}]},
  'scenario': 'instance_counter',
  'want': ['DN-0001',
           'DN-0002',
           'RMA-0684',
           'DN-3742',
           'DN-0003',
           'DN-3743',
           'RMA-0685',
           'RMA-0686',
           'DN-0004',
           'DN-0005',
           'RMA-0687',
           'DN-3744']},
 {'id': 'ledger-proto_shared',
  'module': 'lib/ledger.js',
  'params': {'names': {'add': 'record', 'cls': 'Ledger', 'count': 'occurrences', 'file': 'ledger', 'list': 'entries'},
             'steps': [{'name': 'east', 'op': 'new'},
                       {'name': 'core', 'op': 'new'},
                       {'name': 'south', 'op': 'new'},
                       {'item': 'alpha', 'name': 'south', 'op': 'add'},
                       {'item': 'delta', 'name': 'core', 'op': 'add'},
                       {'item': 'alpha', 'name': 'east', 'op': 'add'},
                       {'item': 'echo', 'name': 'east', 'op': 'add'},
                       {'item': 'alpha', 'name': 'core', 'op': 'add'},
                       {'item': 'echo', 'name': 'south', 'op': 'add'},
                       {'item': 'echo', 'name': 'south', 'op': 'add'},
                       {'item': 'mike', 'name': 'core', 'op': 'add'},
                       {'item': 'mike', 'name': 'south', 'op': 'add'},
                       {'item': 'mike', 'name': 'south', 'op': 'count'},
                       {'item': 'mike', 'name': 'east', 'op': 'count'},
                       {'name': 'east', 'op': 'list'},
                       {'name': 'core', 'op': 'list'},
                       {'name': 'south', 'op': 'list'},
                       {'item': 'bravo', 'name': 'east', 'op': 'count'},
                       {'item': 'bravo', 'name': 'core', 'op': 'count'},
                       {'item': 'echo', 'name': 'south', 'op': 'count'},
                       {'item': 'bravo', 'name': 'south', 'op': 'add'},
                       {'name': 'east', 'op': 'list'}]},
  'scenario': 'proto_shared',
  'want': ['1',
           '1',
           '1',
           '2',
           '2',
           '2',
           '3',
           '3',
           '4',
           '1',
           '0',
           'east: alpha, echo',
           'core: delta, alpha, mike',
           'south: alpha, echo, echo, mike',
           '0',
           '0',
           '2',
           '5',
           'east: alpha, echo']},
 {'id': 'metrics-metrics',
  'module': 'lib/metrics.js',
  'params': {'calls': [['track', '/health'],
                       ['track', '/export'],
                       ['track', '/orders'],
                       ['total', '/orders'],
                       ['track', '/login'],
                       ['track', '/export'],
                       ['total', '/health'],
                       ['total', '/export'],
                       ['track', '/orders']],
             'names': {'file': 'metrics', 'total': 'total', 'track': 'track'}},
  'scenario': 'metrics',
  'want': ['1', '1', '1', '1', '1', '2', '1', '2', '2']}]
AUDIT = ['lib/http.js', 'lib/ledger.js', 'lib/money.js', 'lib/vouchers.js']
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
