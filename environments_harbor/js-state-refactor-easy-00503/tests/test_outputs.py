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
 '  "lazy_init": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 '  let first = null;\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'reload') {\n"
 '      lib[n.reload]();\n'
 '      first = null;\n'
 "    } else if (s.op === 'count') out.push(await attempt(() => lib[n.count]()));\n"
 '    else {\n'
 '      let got;\n'
 '      try {\n'
 '        got = await Promise.all(Array.from({ length: s.k }, () => lib[n.get]()));\n'
 '      } catch (e) {\n'
 "        out.push('error: ' + (e && e.name));\n"
 '        continue;\n'
 '      }\n'
 '      for (const g of got) {\n'
 '        if (first === null) first = g;\n'
 "        out.push((g === first ? 'same ' : 'other ') + show(g && g.map((x) => x.id)));\n"
 '      }\n'
 '    }\n'
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
  'params': {'calls': [[3622, 'g', 'g'],
                       [4074, 'kg', 'lb'],
                       [792, 'oz', 'g'],
                       [4395, 'g', 'kg'],
                       [3560, 'oz', 't'],
                       [4561, 'oz', 'kg']],
             'names': {'file': 'measures', 'fn': 'toUnit'}},
  'scenario': 'units',
  'want': ['3622', '8973', '22176', '4', '0', '127']},
 {'id': 'http-defaults_mutation',
  'module': 'lib/http.js',
  'params': {'names': {'file': 'http', 'fn': 'requestOptions'},
             'steps': [{'op': 'call'},
                       {'op': 'call', 'over': {'timeout': 250}},
                       {'op': 'call'},
                       {'op': 'call', 'over': {'headers': {'x-tenant': 't1'}, 'retries': 9, 'timeout': 100}},
                       {'op': 'call', 'over': {'timeout': 42}},
                       {'op': 'call', 'over': {'headers': {'accept': 'text/plain'}}},
                       {'op': 'call'},
                       {'key': 'retries', 'op': 'edit', 'value': 99},
                       {'header': True, 'key': 'x-edit', 'op': 'edit', 'value': '1'},
                       {'op': 'call'},
                       {'op': 'call', 'over': {'headers': {'x-trace': 'abc'}, 'retries': 6, 'timeout': 250}}]},
  'scenario': 'defaults_mutation',
  'want': ['{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":1,"timeout":1000}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":1,"timeout":250}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":1,"timeout":1000}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9","x-tenant":"t1"},"retries":9,"timeout":100}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":1,"timeout":42}',
           '{"headers":{"accept":"text/plain","user-agent":"sync/0.9"},"retries":1,"timeout":1000}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":1,"timeout":1000}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":1,"timeout":1000}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9","x-trace":"abc"},"retries":6,"timeout":250}']},
 {'id': 'pricelist-lazy_init',
  'module': 'lib/pricelist.js',
  'params': {'names': {'count': 'priceFetches', 'file': 'pricelist', 'get': 'loadPrices', 'reload': 'refreshPrices'},
             'steps': [{'k': 2, 'op': 'get'},
                       {'op': 'count'},
                       {'k': 1, 'op': 'get'},
                       {'k': 2, 'op': 'get'},
                       {'op': 'count'},
                       {'op': 'reload'},
                       {'op': 'reload'},
                       {'k': 3, 'op': 'get'},
                       {'k': 1, 'op': 'get'},
                       {'op': 'count'}]},
  'scenario': 'lazy_init',
  'want': ['same ["svc-33","svc-70","svc-41","svc-61"]',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           '1',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           '1',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           'same ["svc-33","svc-70","svc-41","svc-61"]',
           '2']}]
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
