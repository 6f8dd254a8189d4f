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
 '  "memo_shared": async function (lib, p) {\n'
 '  const n = p.names, out = [], made = {}, calls = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'call') out.push(await attempt(() => lib[n[s.fn]](s.x)));\n"
 "    else if (s.op === 'make') {\n"
 '      calls[s.name] = 0;\n'
 '      made[s.name] = lib[n.memo]((x) => {\n'
 '        calls[s.name] += 1;\n'
 '        return x * s.mul;\n'
 '      });\n'
 "    } else if (s.op === 'use') out.push(await attempt(() => made[s.name](s.x)));\n"
 '    else out.push(String(calls[s.name]));\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "metrics": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, r] of p.calls) out.push(await attempt(() => (op === 'track' ? lib[n.track](r) : "
 'lib[n.total](r))));\n'
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
CASES = [{'id': 'render-global_config_cached',
  'module': 'lib/render.js',
  'params': {'names': {'amount': 'renderPrice', 'factory': 'rendererFor', 'file': 'render', 'percent': 'renderRate'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '$', 'thousands': "'"}},
                       {'arg': -42274548, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 3973549, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 32814622, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'EUR'}},
                       {'arg': 15022120, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 10993375, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': 'R$', 'thousands': "'"}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '£', 'thousands': ','}},
                       {'arg': 8776, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 17532, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 8858166, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 11952592, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 17789, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 9866516, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 47332805, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 92598273, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 9866516, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 4333025, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 8858166, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 8858166, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': 'R$', 'thousands': "'"}},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 16793, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '#'}},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 83315117, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 5046360, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 9308, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ["-$422'745.48",
           "$39'735.49",
           "$328'146.22",
           "EUR150'221.20",
           "EUR109'933.75",
           '87.76%',
           '175.32%',
           '£50,463.60',
           '£88,581.66',
           "EUR119'525.92",
           '177.89%',
           "R$98'665.16",
           '£473,328.05',
           '£925,982.73',
           "EUR50'463.60",
           "R$98'665.16",
           "R$50'463.60",
           '£43,330.25',
           '£88,581.66',
           "EUR88'581.66",
           "R$50'463.60",
           '£50,463.60',
           "EUR50'463.60",
           "R$50'463.60",
           '167.93%',
           "R$50'463#60",
           "R$833'151#17",
           "R$50'463#60",
           '£50,463.60',
           "R$50'463.60",
           '50.463,60 €',
           '93,08%']},
 {'id': 'digest-async_current',
  'module': 'lib/digest.js',
  'params': {'names': {'file': 'digest', 'fn': 'composeDigest'},
             'rounds': [[['umbrella', [30, 86]]],
                        [['globex', [53]]],
                        [['umbrella', [17, 25]], ['stark', [82]]],
                        [['globex', [26, 78, 51, 38]], ['wayne', [59, 28, 91, 45]], ['umbrella', [27, 58, 93, 16]]],
                        [['wayne', [22, 26, 60]], ['stark', [24, 14]]],
                        [['wayne', [3, 93, 42, 31]], ['wayne', [62]], ['umbrella', [36, 51]]]]},
  'scenario': 'async_current',
  'want': ['umbrella:row30,umbrella:row86',
           'globex:row53',
           'umbrella:row17,umbrella:row25',
           'stark:row82',
           'globex:row26,globex:row78,globex:row51,globex:row38',
           'wayne:row59,wayne:row28,wayne:row91,wayne:row45',
           'umbrella:row27,umbrella:row58,umbrella:row93,umbrella:row16',
           'wayne:row22,wayne:row26,wayne:row60',
           'stark:row24,stark:row14',
           'wayne:row3,wayne:row93,wayne:row42,wayne:row31',
           'wayne:row62',
           'umbrella:row36,umbrella:row51']},
 {'id': 'telemetry-metrics',
  'module': 'lib/telemetry.js',
  'params': {'calls': [['track', '/orders'],
                       ['total', '/export'],
                       ['track', '/login'],
                       ['total', '/export'],
                       ['track', '/login'],
                       ['total', '/login'],
                       ['total', '/login'],
                       ['total', '/login'],
                       ['track', '/export']],
             'names': {'file': 'telemetry', 'total': 'hits', 'track': 'countHit'}},
  'scenario': 'metrics',
  'want': ['1', '0', '1', '0', '2', '2', '2', '2', '1']},
 {'id': 'tariffs-memo_shared',
  'module': 'lib/tariffs.js',
  'params': {'names': {'a': 'dutyOn', 'b': 'handlingOn', 'file': 'tariffs', 'memo': 'cached'},
             'steps': [{'fn': 'a', 'op': 'call', 'x': 76382},
                       {'fn': 'b', 'op': 'call', 'x': 76382},
                       {'fn': 'b', 'op': 'call', 'x': 29403},
                       {'fn': 'a', 'op': 'call', 'x': 29403},
                       {'fn': 'a', 'op': 'call', 'x': 59237},
                       {'fn': 'b', 'op': 'call', 'x': 59237},
                       {'fn': 'b', 'op': 'call', 'x': 59237},
                       {'fn': 'a', 'op': 'call', 'x': 20507},
                       {'mul': 7, 'name': 'f', 'op': 'make'},
                       {'mul': 2, 'name': 'g', 'op': 'make'},
                       {'name': 'f', 'op': 'use', 'x': 1},
                       {'name': 'g', 'op': 'use', 'x': 1},
                       {'name': 'f', 'op': 'use', 'x': 2},
                       {'name': 'g', 'op': 'use', 'x': 2},
                       {'name': 'f', 'op': 'use', 'x': 1},
                       {'name': 'g', 'op': 'use', 'x': 1},
                       {'name': 'f', 'op': 'use', 'x': 3},
                       {'name': 'g', 'op': 'use', 'x': 3},
                       {'name': 'f', 'op': 'use', 'x': 2},
                       {'name': 'f', 'op': 'calls'},
                       {'name': 'g', 'op': 'calls'}]},
  'scenario': 'memo_shared',
  'want': ['15276',
           '1291',
           '681',
           '5880',
           '11847',
           '1069',
           '1069',
           '4101',
           '7',
           '2',
           '14',
           '4',
           '7',
           '2',
           '21',
           '6',
           '14',
           '3',
           '3']},
 {'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'debug'],
                       ['should', 'info'],
                       ['set', 'warn'],
                       ['should', 'error'],
                       ['should', 'error'],
                       ['should', 'error'],
                       ['should', 'debug'],
                       ['should', 'warn']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['false', 'true', 'warn', 'true', 'true', 'true', 'false', 'true']},
 {'id': 'labels-shared_empty',
  'module': 'lib/labels.js',
  'params': {'names': {'file': 'labels', 'get': 'labelsOf', 'set': 'assignLabels'},
             'steps': [{'id': 'id969', 'op': 'set', 'tags': ['cold', 'vip']},
                       {'id': 'id403', 'op': 'set', 'tags': ['hazmat', 'fragile', 'late']},
                       {'id': 'id969', 'op': 'get'},
                       {'id': 'id670', 'op': 'get'},
                       {'id': 'id403', 'op': 'get'},
                       {'op': 'edit', 'tag': 'edited'},
                       {'id': 'id403', 'op': 'get'},
                       {'id': 'id435', 'op': 'take', 'tag': 'gift'},
                       {'id': 'id474', 'op': 'get'},
                       {'id': 'id969', 'op': 'take', 'tag': 'vip'},
                       {'id': 'id969', 'op': 'get'},
                       {'id': 'id435', 'op': 'get'}]},
  'scenario': 'shared_empty',
  'want': ['["cold","vip"]',
           '[]',
           '["hazmat","fragile","late"]',
           '["hazmat","fragile","late"]',
           '["gift"]',
           '[]',
           '["cold","vip","vip"]',
           '["cold","vip"]',
           '[]']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/digest.js': '// restored from the release\n'
                                "'use strict';\n"
                                "// Renders a tenant's rows; one process serves many tenants' requests at once.\n"
                                'let currentTenant = null;\n'
                                '\n'
                                'function tick(n) {\n'
                                '  let p = Promise.resolve();\n'
                                '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                '  return p;\n'
                                '}\n'
                                '\n'
                                'async function loadRows(ids) {\n'
                                '  await tick(ids.length * 2 + 1);\n'
                                "  return ids.map((id) => 'row' + id);\n"
                                '}\n'
                                '\n'
                                'async function composeDigest(tenant, ids) {\n'
                                '  currentTenant = tenant;\n'
                                '  const rows = await loadRows(ids);\n'
                                "  return rows.map((r) => currentTenant + ':' + r).join(',');\n"
                                '}\n'
                                '\n'
                                'module.exports = { composeDigest };\n',
               'lib/labels.js': '// restored from the release\n'
                                "'use strict';\n"
                                '// Tags per item id.\n'
                                'const NONE = [];\n'
                                'const index = new Map();\n'
                                '\n'
                                'function assignLabels(id, tags) {\n'
                                '  index.set(id, tags);\n'
                                '}\n'
                                '\n'
                                'function labelsOf(id) {\n'
                                '  return index.get(id) || NONE;\n'
                                '}\n'
                                '\n'
                                'module.exports = { labelsOf, assignLabels };\n',
               'lib/render.js': '// restored from the release\n'
                                "'use strict';\n"
                                '// Amount and percentage formatting.\n'
                                'const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ",", "thousands": '
                                '"."};\n'
                                'let settings = Object.assign({}, DEFAULTS);\n'
                                'const cache = new Map();\n'
                                '\n'
                                'function group(n, sep) {\n'
                                '  return String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, sep);\n'
                                '}\n'
                                '\n'
                                '// Settings are process-wide: call configure() once at start-up.\n'
                                'function configure(options) {\n'
                                '  settings = Object.assign({}, settings, options);\n'
                                '  cache.clear();\n'
                                '}\n'
                                '\n'
                                'function renderPrice(cents) {\n'
                                '  if (cache.has(cents)) return cache.get(cents);\n'
                                "  const sign = cents < 0 ? '-' : '';\n"
                                '  const abs = Math.abs(cents);\n'
                                '  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +\n'
                                "    String(abs % 100).padStart(2, '0');\n"
                                "  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + "
                                "text + ' ' + settings.symbol;\n"
                                '  cache.set(cents, out);\n'
                                '  return out;\n'
                                '}\n'
                                '\n'
                                'function renderRate(basisPoints) {\n'
                                "  const sign = basisPoints < 0 ? '-' : '';\n"
                                '  const abs = Math.abs(basisPoints);\n'
                                '  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % '
                                "100).padStart(2, '0') + '%';\n"
                                '}\n'
                                '\n'
                                'module.exports = { configure, renderPrice, renderRate };\n',
               'lib/tariffs.js': '// restored from the release\n'
                                 "'use strict';\n"
                                 '// cached(fn): computes fn(x) once per argument, then returns the stored result.\n'
                                 'const results = {};\n'
                                 '\n'
                                 'function cached(fn) {\n'
                                 '  return function (x) {\n'
                                 '    if (!(x in results)) results[x] = fn(x);\n'
                                 '    return results[x];\n'
                                 '  };\n'
                                 '}\n'
                                 '\n'
                                 'const dutyOn = cached((cents) => Math.floor((cents * 20) / 100));\n'
                                 'const handlingOn = cached((cents) => 300 + Math.floor(cents / 77));\n'
                                 '\n'
                                 'module.exports = { cached, dutyOn, handlingOn };\n'},
 'reference': {'lib/digest.js': '// reference implementation\n'
                                "'use strict';\n"
                                "// Renders a tenant's rows; one process serves many tenants' requests at once.\n"
                                'function tick(n) {\n'
                                '  let p = Promise.resolve();\n'
                                '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                '  return p;\n'
                                '}\n'
                                '\n'
                                'async function loadRows(ids) {\n'
                                '  await tick(ids.length * 2 + 1);\n'
                                "  return ids.map((id) => 'row' + id);\n"
                                '}\n'
                                '\n'
                                'async function composeDigest(tenant, ids) {\n'
                                '  const rows = await loadRows(ids);\n'
                                "  return rows.map((r) => tenant + ':' + r).join(',');\n"
                                '}\n'
                                '\n'
                                'module.exports = { composeDigest };\n',
               'lib/labels.js': '// reference implementation\n'
                                "'use strict';\n"
                                '// Tags per item id.\n'
                                'const index = new Map();\n'
                                '\n'
                                'function assignLabels(id, tags) {\n'
                                '  index.set(id, tags.slice());\n'
                                '}\n'
                                '\n'
                                'function labelsOf(id) {\n'
                                '  return (index.get(id) || []).slice();\n'
                                '}\n'
                                '\n'
                                'module.exports = { labelsOf, assignLabels };\n',
               'lib/render.js': '// reference implementation\n'
                                "'use strict';\n"
                                '// Amount and percentage formatting.\n'
                                'const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ",", "thousands": '
                                '"."};\n'
                                '\n'
                                'function group(n, sep) {\n'
                                '  return String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, sep);\n'
                                '}\n'
                                '\n'
                                '// Every formatter has its own settings; the module-level functions use a default '
                                'formatter.\n'
                                'function rendererFor(options) {\n'
                                '  let settings = Object.assign({}, DEFAULTS, options);\n'
                                '  const cache = new Map();\n'
                                '\n'
                                '  function configure(opts) {\n'
                                '    settings = Object.assign({}, settings, opts);\n'
                                '    cache.clear();\n'
                                '  }\n'
                                '\n'
                                '  function renderPrice(cents) {\n'
                                '    if (cache.has(cents)) return cache.get(cents);\n'
                                "    const sign = cents < 0 ? '-' : '';\n"
                                '    const abs = Math.abs(cents);\n'
                                '    const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal '
                                '+\n'
                                "      String(abs % 100).padStart(2, '0');\n"
                                "    const out = settings.position === 'before' ? sign + settings.symbol + text : sign "
                                "+ text + ' ' + settings.symbol;\n"
                                '    cache.set(cents, out);\n'
                                '    return out;\n'
                                '  }\n'
                                '\n'
                                '  function renderRate(basisPoints) {\n'
                                "    const sign = basisPoints < 0 ? '-' : '';\n"
                                '    const abs = Math.abs(basisPoints);\n'
                                '    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % '
                                "100).padStart(2, '0') + '%';\n"
                                '  }\n'
                                '\n'
                                '  return { configure, renderPrice, renderRate };\n'
                                '}\n'
                                '\n'
                                'const defaultFormatter = rendererFor();\n'
                                '\n'
                                'module.exports = {\n'
                                '  rendererFor,\n'
                                '  configure: (options) => defaultFormatter.configure(options),\n'
                                '  renderPrice: (cents) => defaultFormatter.renderPrice(cents),\n'
                                '  renderRate: (basisPoints) => defaultFormatter.renderRate(basisPoints),\n'
                                '};\n',
               'lib/tariffs.js': '// reference implementation\n'
                                 "'use strict';\n"
                                 '// cached(fn): computes fn(x) once per argument, then returns the stored result.\n'
                                 'function cached(fn) {\n'
                                 '  const results = new Map();\n'
                                 '  return function (x) {\n'
                                 '    if (!results.has(x)) results.set(x, fn(x));\n'
                                 '    return results.get(x);\n'
                                 '  };\n'
                                 '}\n'
                                 '\n'
                                 'const dutyOn = cached((cents) => Math.floor((cents * 20) / 100));\n'
                                 'const handlingOn = cached((cents) => 300 + Math.floor(cents / 77));\n'
                                 '\n'
                                 'module.exports = { cached, dutyOn, handlingOn };\n'}}

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
