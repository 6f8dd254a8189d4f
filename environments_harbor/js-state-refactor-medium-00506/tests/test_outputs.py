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
 '  "shared_empty": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 '  let last = null;\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'set') {\n"
 '      last = s.tags.slice();\n'
 '      lib[n.set](s.id, last);\n'
 "    } else if (s.op === 'edit') last.push(s.tag);\n"
 "    else if (s.op === 'get') out.push(await attempt(() => lib[n.get](s.id)));\n"
 '    else out.push(await attempt(() => {\n'
 '      const a = lib[n.get](s.id);\n'
 '      a.push(s.tag);\n'
 '      return a;\n'
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
CASES = [{'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'info'],
                       ['set', 'trace'],
                       ['should', 'debug'],
                       ['should', 'debug'],
                       ['set', 'info'],
                       ['set', 'trace'],
                       ['set', 'error'],
                       ['should', 'trace']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['true', 'info', 'false', 'false', 'info', 'info', 'error', 'false']},
 {'id': 'tags-shared_empty',
  'module': 'lib/tags.js',
  'params': {'names': {'file': 'tags', 'get': 'tagsFor', 'set': 'setTags'},
             'steps': [{'id': 'id292', 'op': 'set', 'tags': ['late', 'vip']},
                       {'id': 'id177', 'op': 'set', 'tags': ['late', 'bulk', 'cold']},
                       {'id': 'id292', 'op': 'get'},
                       {'id': 'id544', 'op': 'get'},
                       {'id': 'id177', 'op': 'get'},
                       {'op': 'edit', 'tag': 'edited'},
                       {'id': 'id177', 'op': 'get'},
                       {'id': 'id826', 'op': 'take', 'tag': 'late'},
                       {'id': 'id763', 'op': 'get'},
                       {'id': 'id292', 'op': 'take', 'tag': 'bulk'},
                       {'id': 'id292', 'op': 'get'},
                       {'id': 'id826', 'op': 'get'}]},
  'scenario': 'shared_empty',
  'want': ['["late","vip"]',
           '[]',
           '["late","bulk","cold"]',
           '["late","bulk","cold"]',
           '["late"]',
           '[]',
           '["late","vip","bulk"]',
           '["late","vip"]',
           '[]']},
 {'id': 'statement-async_current',
  'module': 'lib/statement.js',
  'params': {'names': {'file': 'statement', 'fn': 'buildStatement'},
             'rounds': [[['initech', [40, 40, 38, 32]]],
                        [['tyrell', [20, 88, 29]]],
                        [['hooli', [21, 48, 61]], ['tyrell', [26, 43, 56]]],
                        [['stark', [58, 4]], ['hooli', [30, 48, 90]]],
                        [['initech', [95]], ['tyrell', [31, 21, 51]], ['stark', [30]], ['hooli', [25]]],
                        [['hooli', [53]], ['hooli', [26]], ['initech', [69, 40]]]]},
  'scenario': 'async_current',
  'want': ['initech:row40,initech:row40,initech:row38,initech:row32',
           'tyrell:row20,tyrell:row88,tyrell:row29',
           'hooli:row21,hooli:row48,hooli:row61',
           'tyrell:row26,tyrell:row43,tyrell:row56',
           'stark:row58,stark:row4',
           'hooli:row30,hooli:row48,hooli:row90',
           'initech:row95',
           'tyrell:row31,tyrell:row21,tyrell:row51',
           'stark:row30',
           'hooli:row25',
           'hooli:row53',
           'hooli:row26',
           'initech:row69,initech:row40']},
 {'id': 'hooks-loop_closure',
  'module': 'lib/hooks.js',
  'params': {'batches': [[{'id': 'tkt-656', 'ms': 50}, {'id': 'tkt-462', 'ms': 50}, {'id': 'tkt-237', 'ms': 5}],
                         [{'id': 'tkt-216', 'ms': 0}, {'id': 'tkt-685', 'ms': 50}, {'id': 'tkt-657', 'ms': 50}],
                         [{'id': 'tkt-234', 'ms': 50}, {'id': 'tkt-190', 'ms': 100}, {'id': 'tkt-942', 'ms': 100}]],
             'names': {'file': 'hooks', 'fn': 'armHooks'}},
  'scenario': 'loop_closure',
  'want': ['["tkt-237@5 #3","tkt-656@50 #1","tkt-462@50 #2"]',
           '["tkt-216@0 #1","tkt-685@50 #2","tkt-657@50 #3"]',
           '["tkt-234@50 #1","tkt-190@100 #2","tkt-942@100 #3"]']}]
AUDIT = ['lib/hooks.js', 'lib/statement.js', 'lib/tags.js']
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
