import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/portal-helpers'
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
 '  "instance_counter": async function (lib, p) {\n'
 '  const n = p.names, out = [], seqs = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, "
 's.start);\n'
 '    else out.push(await attempt(() => seqs[s.name][n.next]()));\n'
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
 '  "log_level": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, v] of p.calls) out.push(await attempt(() => (op === 'set' ? lib[n.set](v) : lib[n.should](v))));\n"
 '  return out;\n'
 '},\n'
 '  "shared_accumulator": async function (lib, p) {\n'
 '  const out = [];\n'
 '  for (const round of p.rounds) {\n'
 '    const res = await Promise.all(round.map((list) => attempt(() => lib[p.names.fn](list.slice()))));\n'
 '    out.push(...res);\n'
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
CASES = [{'id': 'notify-listener_leak',
  'module': 'lib/notify.js',
  'params': {'names': {'count': 'handlerCount', 'file': 'notify', 'pub': 'broadcast', 'sub': 'listen'},
             'steps': [{'name': 's1', 'op': 'sub', 'topic': 'refunds'},
                       {'name': 's2', 'op': 'sub', 'topic': 'refunds'},
                       {'name': 's3', 'op': 'sub', 'topic': 'refunds'},
                       {'name': 's4', 'op': 'sub', 'topic': 'refunds'},
                       {'name': 's5', 'op': 'sub', 'topic': 'refunds'},
                       {'msg': 'm1', 'op': 'pub', 'topic': 'billing'},
                       {'msg': 'm2', 'op': 'pub', 'topic': 'refunds'},
                       {'msg': 'm3', 'op': 'pub', 'topic': 'refunds'},
                       {'msg': 'm4', 'op': 'pub', 'topic': 'refunds'},
                       {'op': 'count'},
                       {'name': 's1', 'op': 'close'},
                       {'name': 's3', 'op': 'close'},
                       {'msg': 'm5', 'op': 'pub', 'topic': 'billing'},
                       {'msg': 'm6', 'op': 'pub', 'topic': 'refunds'},
                       {'msg': 'm7', 'op': 'pub', 'topic': 'billing'},
                       {'msg': 'm8', 'op': 'pub', 'topic': 'refunds'},
                       {'op': 'count'},
                       {'name': 's1', 'op': 'close'},
                       {'name': 's6', 'op': 'sub', 'topic': 'refunds'},
                       {'msg': 'm9', 'op': 'pub', 'topic': 'refunds'},
                       {'msg': 'm10', 'op': 'pub', 'topic': 'refunds'},
                       {'msg': 'm11', 'op': 'pub', 'topic': 'refunds'},
                       {'op': 'count'}]},
  'scenario': 'listener_leak',
  'want': ['5',
           '3',
           '4',
           's1=m2|m3|m4',
           's2=m2|m3|m4|m6|m8|m9|m10|m11',
           's3=m2|m3|m4',
           's4=m2|m3|m4|m6|m8|m9|m10|m11',
           's5=m2|m3|m4|m6|m8|m9|m10|m11',
           's6=m9|m10|m11']},
 {'id': 'numbering-instance_counter',
  'module': 'lib/numbering.js',
  'params': {'names': {'cls': 'Sequence', 'file': 'numbering', 'next': 'next'},
             'steps': [{'name': 'a', 'op': 'new', 'prefix': 'QT'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'new', 'prefix': 'DN', 'start': 732},
                       {'name': 'c', 'op': 'new', 'prefix': 'QT', 'start': 1451},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'}]},
  'scenario': 'instance_counter',
  'want': ['QT-0001',
           'QT-0002',
           'QT-1451',
           'QT-1452',
           'QT-0003',
           'DN-0732',
           'QT-0004',
           'QT-0005',
           'QT-0006',
           'QT-0007',
           'DN-0733',
           'QT-1453']},
 {'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'error'],
                       ['set', 'trace'],
                       ['set', 'info'],
                       ['set', 'debug'],
                       ['set', 'debug'],
                       ['set', 'warn'],
                       ['should', 'debug'],
                       ['set', 'trace']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['true', 'info', 'info', 'debug', 'debug', 'warn', 'false', 'warn']},
 {'id': 'contacts-shared_accumulator',
  'module': 'lib/contacts.js',
  'params': {'names': {'file': 'contacts', 'fn': 'dedupeContacts'},
             'rounds': [[['eve@corp.test', 'BOB@CORP.TEST', ' ida@corp.test', 'Ida@corp.test ', 'EVE@CORP.TEST']],
                        [['Fox@corp.test ',
                          'EVE@CORP.TEST',
                          ' bob@corp.test',
                          'IDA@CORP.TEST',
                          'ida@corp.test',
                          ' fox@corp.test']],
                        [['FOX@CORP.TEST', 'ann@corp.test', 'BOB@CORP.TEST', 'ann@corp.test', 'FOX@CORP.TEST'],
                         [' ann@corp.test',
                          'Eve@corp.test ',
                          'IDA@CORP.TEST',
                          'Bob@corp.test ',
                          'Eve@corp.test ',
                          'IDA@CORP.TEST']],
                        [[' cat@corp.test', 'EVE@CORP.TEST', 'Cat@corp.test ', ' eve@corp.test'],
                         [' eve@corp.test', 'IDA@CORP.TEST', 'ANN@CORP.TEST', 'Eve@corp.test ', 'IDA@CORP.TEST'],
                         ['BOB@CORP.TEST', 'cat@corp.test', 'Fox@corp.test ', ' bob@corp.test', 'Fox@corp.test ']]]},
  'scenario': 'shared_accumulator',
  'want': ['["eve@corp.test","bob@corp.test","ida@corp.test"]',
           '["fox@corp.test","eve@corp.test","bob@corp.test","ida@corp.test"]',
           '["fox@corp.test","ann@corp.test","bob@corp.test"]',
           '["ann@corp.test","eve@corp.test","ida@corp.test","bob@corp.test"]',
           '["cat@corp.test","eve@corp.test"]',
           '["eve@corp.test","ida@corp.test","ann@corp.test"]',
           '["bob@corp.test","cat@corp.test","fox@corp.test"]']}]
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
