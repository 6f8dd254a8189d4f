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
 '  "async_order": async function (lib, p) {\n'
 '  const out = [];\n'
 '  for (const round of p.rounds) {\n'
 '    const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));\n'
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
 '  "input_mutation": async function (lib, p) {\n'
 '  const fn = lib[p.names.fn], out = [];\n'
 '  for (const r of p.rounds) {\n'
 '    const entries = r.entries.map((e) => Object.assign({}, e));\n'
 '    let first = null;\n'
 '    out.push(await attempt(() => (first = fn(entries))));\n'
 '    if (p.checkInput) out.push(show(entries));\n'
 '    if (r.bump !== undefined) {\n'
 '      entries[r.bump].score += r.by;\n'
 '      out.push(await attempt(() => fn(entries)));\n'
 '      out.push(show(entries));\n'
 '      out.push(show(first));\n'
 '    }\n'
 '  }\n'
 '  return out;\n'
 '},\n'
 '  "log_level": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 "  for (const [op, v] of p.calls) out.push(await attempt(() => (op === 'set' ? lib[n.set](v) : lib[n.should](v))));\n"
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
CASES = [{'id': 'ranking-input_mutation',
  'module': 'lib/ranking.js',
  'params': {'checkInput': True,
             'names': {'file': 'ranking', 'fn': 'rank'},
             'rounds': [{'bump': 2,
                         'by': 8,
                         'entries': [{'name': 'hal', 'score': 92},
                                     {'name': 'bo', 'score': 43},
                                     {'name': 'jo', 'score': 69},
                                     {'name': 'fay', 'score': 29},
                                     {'name': 'dee', 'score': 99}]},
                        {'bump': 3,
                         'by': 12,
                         'entries': [{'name': 'dee', 'score': 73},
                                     {'name': 'jo', 'score': 70},
                                     {'name': 'fay', 'score': 34},
                                     {'name': 'cy', 'score': 90},
                                     {'name': 'ivy', 'score': 35}]}]},
  'scenario': 'input_mutation',
  'want': ['[{"name":"dee","rank":1,"score":99},{"name":"hal","rank":2,"score":92},{"name":"jo","rank":3,"score":69},{"name":"bo","rank":4,"score":43},{"name":"fay","rank":5,"score":29}]',
           '[{"name":"hal","score":92},{"name":"bo","score":43},{"name":"jo","score":69},{"name":"fay","score":29},{"name":"dee","score":99}]',
           '[{"name":"dee","rank":1,"score":99},{"name":"hal","rank":2,"score":92},{"name":"jo","rank":3,"score":77},{"name":"bo","rank":4,"score":43},{"name":"fay","rank":5,"score":29}]',
           '[{"name":"hal","score":92},{"name":"bo","score":43},{"name":"jo","score":77},{"name":"fay","score":29},{"name":"dee","score":99}]',
           '[{"name":"dee","rank":1,"score":99},{"name":"hal","rank":2,"score":92},{"name":"jo","rank":3,"score":69},{"name":"bo","rank":4,"score":43},{"name":"fay","rank":5,"score":29}]',
           '[{"name":"cy","rank":1,"score":90},{"name":"dee","rank":2,"score":73},{"name":"jo","rank":3,"score":70},{"name":"ivy","rank":4,"score":35},{"name":"fay","rank":5,"score":34}]',
           '[{"name":"dee","score":73},{"name":"jo","score":70},{"name":"fay","score":34},{"name":"cy","score":90},{"name":"ivy","score":35}]',
           '[{"name":"cy","rank":1,"score":102},{"name":"dee","rank":2,"score":73},{"name":"jo","rank":3,"score":70},{"name":"ivy","rank":4,"score":35},{"name":"fay","rank":5,"score":34}]',
           '[{"name":"dee","score":73},{"name":"jo","score":70},{"name":"fay","score":34},{"name":"cy","score":102},{"name":"ivy","score":35}]',
           '[{"name":"cy","rank":1,"score":90},{"name":"dee","rank":2,"score":73},{"name":"jo","rank":3,"score":70},{"name":"ivy","rank":4,"score":35},{"name":"fay","rank":5,"score":34}]']},
 {'id': 'render-global_config_cached',
  'module': 'lib/render.js',
  'params': {'names': {'amount': 'renderPrice', 'factory': 'rendererFor', 'file': 'render', 'percent': 'renderRate'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': 'R$', 'thousands': ''}},
                       {'arg': 2539541, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 15158, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 81036667, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'NOK'}},
                       {'arg': 21916484, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 12245, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '¥', 'thousands': ' '}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'kr', 'thousands': ','}},
                       {'arg': 50403, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 15155, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 50403, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 74925861, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9289, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 50403, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 63148094, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6217013, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6217013, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': -72771827, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 6217013, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 50403, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6217013, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 15361, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '¥', 'thousands': ' '}},
                       {'arg': 4910, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 50403, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 51992110, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6217013, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 2591524, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 608, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['R$25395.41',
           '151.58%',
           'R$810366.67',
           'NOK219164.84',
           '122.45%',
           '¥504,03',
           '151,55%',
           '504.03 kr',
           '749,258.61 kr',
           '92.89%',
           '¥504,03',
           '¥631 480,94',
           '62,170.13 kr',
           '62,170.13 kr',
           '-NOK727718.27',
           '¥62 170,13',
           '¥25 915,24',
           '504.03 kr',
           '62,170.13 kr',
           '153.61%',
           '¥25 915,24',
           '25,915.24 kr',
           'NOK25915.24',
           '49,10%',
           '504.03 kr',
           '¥519 921·10',
           '¥62 170·13',
           '¥25 915·24',
           '25,915.24 kr',
           '¥25 915,24',
           '$25,915.24',
           '6.08%']},
 {'id': 'quotes-async_order',
  'module': 'lib/quotes.js',
  'params': {'names': {'file': 'quotes', 'fn': 'quoteAll'},
             'rounds': [[[10, 22, 48, 35, 53, 42]], [[57, 30, 41, 26], [14, 8, 37]], [[33]], [[52, 34, 45, 41, 14]]]},
  'scenario': 'async_order',
  'want': ['[{"id":10,"tag":"core"},{"id":22,"tag":"east"},{"id":48,"tag":"new"},{"id":35,"tag":"core"},{"id":53,"tag":"new"},{"id":42,"tag":"east"}]',
           '[{"id":57,"tag":"east"},{"id":30,"tag":"core"},{"id":41,"tag":"blue"},{"id":26,"tag":"blue"}]',
           '[{"id":14,"tag":"prime"},{"id":8,"tag":"new"},{"id":37,"tag":"east"}]',
           '[{"id":33,"tag":"new"}]',
           '[{"id":52,"tag":"east"},{"id":34,"tag":"prime"},{"id":45,"tag":"core"},{"id":41,"tag":"blue"},{"id":14,"tag":"prime"}]']},
 {'id': 'sessions-singleton_options',
  'module': 'lib/sessions.js',
  'params': {'calls': [[['host', 'db2'], ['port', 5432], ['tls', True]],
                       [['host', 'db2'], ['port', 5432], ['tls', True]],
                       [['host', 'cache'], ['port', 9200]],
                       'count',
                       [['tls', True], ['port', 5432], ['host', 'db2']],
                       None,
                       [['host', 'db2'], ['port', 5432], ['tls', True]],
                       [],
                       [['host', 'cache'], ['port', 9200]],
                       'count'],
             'names': {'count': 'sessionCount', 'file': 'sessions', 'get': 'sessionFor'}},
  'scenario': 'singleton_options',
  'want': ['#1 {"host":"db2","port":5432,"tls":true}',
           '#1 {"host":"db2","port":5432,"tls":true}',
           '#2 {"host":"cache","port":9200}',
           '2',
           '#1 {"host":"db2","port":5432,"tls":true}',
           '#3 {}',
           '#1 {"host":"db2","port":5432,"tls":true}',
           '#3 {}',
           '#2 {"host":"cache","port":9200}',
           '3']},
 {'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'info'],
                       ['set', 'trace'],
                       ['set', 'info'],
                       ['set', 'trace'],
                       ['should', 'debug'],
                       ['should', 'debug'],
                       ['set', 'info'],
                       ['set', 'info']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['true', 'info', 'info', 'info', 'false', 'false', 'info', 'info']},
 {'id': 'measures-units',
  'module': 'lib/measures.js',
  'params': {'calls': [[3522, 'oz', 'kg'],
                       [4711, 'oz', 'g'],
                       [1006, 'oz', 'oz'],
                       [4389, 'oz', 'g'],
                       [4830, 't', 'oz'],
                       [2061, 'g', 'g']],
             'names': {'file': 'measures', 'fn': 'toUnit'}},
  'scenario': 'units',
  'want': ['98', '131908', '1006', '122892', '172500000', '2061']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/quotes.js': '// restored from the release\n'
                                "'use strict';\n"
                                '// Fetches records in parallel; each record takes its own time to arrive.\n'
                                'const LATENCY = [5, 2, 1, 5, 6, 2, 2];\n'
                                'const TAGS = ["core", "blue", "east", "new", "prime"];\n'
                                '\n'
                                'function tick(n) {\n'
                                '  let p = Promise.resolve();\n'
                                '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                '  return p;\n'
                                '}\n'
                                '\n'
                                'async function fetchOne(id) {\n'
                                '  await tick(LATENCY[id % LATENCY.length]);\n'
                                '  return { id, tag: TAGS[id % TAGS.length] };\n'
                                '}\n'
                                '\n'
                                'async function quoteAll(ids) {\n'
                                '  const out = [];\n'
                                '  await Promise.all(\n'
                                '    ids.map(async (id) => {\n'
                                '      out.push(await fetchOne(id));\n'
                                '    }),\n'
                                '  );\n'
                                '  return out;\n'
                                '}\n'
                                '\n'
                                'module.exports = { quoteAll };\n',
               'lib/ranking.js': '// restored from the release\n'
                                 "'use strict';\n"
                                 '// Orders entries by score (highest first, then name) and numbers them from 1.\n'
                                 'function byScore(a, b) {\n'
                                 '  return b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);\n'
                                 '}\n'
                                 '\n'
                                 'function rank(entries) {\n'
                                 '  entries.sort(byScore);\n'
                                 '  entries.forEach((e, i) => {\n'
                                 '    e.rank = i + 1;\n'
                                 '  });\n'
                                 '  return entries;\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { rank };\n',
               'lib/render.js': '// restored from the release\n'
                                "'use strict';\n"
                                '// Amount and percentage formatting.\n'
                                'const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": '
                                '","};\n'
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
               'lib/sessions.js': '// restored from the release\n'
                                  "'use strict';\n"
                                  '// One client per distinct set of options, numbered in creation order.\n'
                                  'let client = null;\n'
                                  'let created = 0;\n'
                                  '\n'
                                  'function sessionFor(options) {\n'
                                  '  if (!client) {\n'
                                  '    created += 1;\n'
                                  '    client = { id: created, options: Object.assign({}, options) };\n'
                                  '  }\n'
                                  '  return client;\n'
                                  '}\n'
                                  '\n'
                                  'function sessionCount() {\n'
                                  '  return created;\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { sessionFor, sessionCount };\n'},
 'reference': {'lib/quotes.js': '// reference implementation\n'
                                "'use strict';\n"
                                '// Fetches records in parallel; each record takes its own time to arrive.\n'
                                'const LATENCY = [5, 2, 1, 5, 6, 2, 2];\n'
                                'const TAGS = ["core", "blue", "east", "new", "prime"];\n'
                                '\n'
                                'function tick(n) {\n'
                                '  let p = Promise.resolve();\n'
                                '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                '  return p;\n'
                                '}\n'
                                '\n'
                                'async function fetchOne(id) {\n'
                                '  await tick(LATENCY[id % LATENCY.length]);\n'
                                '  return { id, tag: TAGS[id % TAGS.length] };\n'
                                '}\n'
                                '\n'
                                'async function quoteAll(ids) {\n'
                                '  return Promise.all(ids.map((id) => fetchOne(id)));\n'
                                '}\n'
                                '\n'
                                'module.exports = { quoteAll };\n',
               'lib/ranking.js': '// reference implementation\n'
                                 "'use strict';\n"
                                 '// Orders entries by score (highest first, then name) and numbers them from 1.\n'
                                 'function byScore(a, b) {\n'
                                 '  return b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);\n'
                                 '}\n'
                                 '\n'
                                 'function rank(entries) {\n'
                                 '  return entries\n'
                                 '    .map((e) => Object.assign({}, e))\n'
                                 '    .sort(byScore)\n'
                                 '    .map((e, i) => Object.assign(e, { rank: i + 1 }));\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { rank };\n',
               'lib/render.js': '// reference implementation\n'
                                "'use strict';\n"
                                '// Amount and percentage formatting.\n'
                                'const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": '
                                '","};\n'
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
               'lib/sessions.js': '// reference implementation\n'
                                  "'use strict';\n"
                                  '// One client per distinct set of options, numbered in creation order.\n'
                                  'const clients = new Map();\n'
                                  'let created = 0;\n'
                                  '\n'
                                  'function sessionFor(options) {\n'
                                  '  const key = JSON.stringify(Object.keys(options || {}).sort().map((k) => [k, '
                                  'options[k]]));\n'
                                  '  if (!clients.has(key)) {\n'
                                  '    created += 1;\n'
                                  '    clients.set(key, { id: created, options: Object.assign({}, options) });\n'
                                  '  }\n'
                                  '  return clients.get(key);\n'
                                  '}\n'
                                  '\n'
                                  'function sessionCount() {\n'
                                  '  return created;\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { sessionFor, sessionCount };\n'}}

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
