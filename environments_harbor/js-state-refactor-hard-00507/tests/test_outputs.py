import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/shopfront-lib'
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
 '  "regex_lastindex": async function (lib, p) {\n'
 '  const n = p.names, out = [];\n'
 '  for (const [fn, text] of p.calls) out.push(await attempt(() => lib[n[fn]](text)));\n'
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
CASES = [{'id': 'render-global_config_cached',
  'module': 'lib/render.js',
  'params': {'names': {'amount': 'renderPrice', 'factory': 'rendererFor', 'file': 'render', 'percent': 'renderRate'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '£', 'thousands': '.'}},
                       {'arg': 107, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 15964, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 59238749, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'US$'}},
                       {'arg': 551, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 15254, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '£', 'thousands': "'"}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '¥', 'thousands': "'"}},
                       {'arg': 92142416, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 56012432, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 4386058, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 19092397, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 16079, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 4369, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 4386058, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 67459529, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 54930877, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 4386058, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 12327635, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 21999389, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '£', 'thousands': "'"}},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7105909, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 1160183, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 5531, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['1,07%',
           '159,64%',
           '£592.387,49',
           '5,51%',
           '152,54%',
           "£921'424.16",
           "£560'124.32",
           "¥43'860.58",
           "¥190'923.97",
           '160,79%',
           '43.69%',
           "£43'860.58",
           "¥11'601.83",
           "¥674'595.29",
           'US$549.308,77',
           "£43'860.58",
           "£123'276.35",
           "¥219'993.89",
           "¥11'601.83",
           'US$11.601,83',
           "£11'601.83",
           "¥11'601.83",
           'US$11.601,83',
           "£11'601.83",
           "¥71'059.09",
           "£11'601·83",
           "£11'601·83",
           "£11'601·83",
           "¥11'601.83",
           "£11'601.83",
           '11.601,83 €',
           '55,31%']},
 {'id': 'verbosity-log_level',
  'module': 'lib/verbosity.js',
  'params': {'calls': [['set', 'debug'],
                       ['should', 'debug'],
                       ['should', 'debug'],
                       ['should', 'warn'],
                       ['should', 'info'],
                       ['should', 'debug'],
                       ['should', 'debug'],
                       ['should', 'info']],
             'names': {'file': 'verbosity', 'set': 'setVerbosity', 'should': 'enabled'}},
  'scenario': 'log_level',
  'want': ['debug', 'true', 'true', 'true', 'true', 'true', 'true', 'true']},
 {'id': 'reminders-loop_closure',
  'module': 'lib/reminders.js',
  'params': {'batches': [[{'id': 'job-117', 'ms': 5}, {'id': 'job-404', 'ms': 0}, {'id': 'job-905', 'ms': 100}],
                         [{'id': 'job-362', 'ms': 100}, {'id': 'job-145', 'ms': 0}],
                         [{'id': 'job-884', 'ms': 10}, {'id': 'job-265', 'ms': 5}]],
             'names': {'file': 'reminders', 'fn': 'scheduleAll'}},
  'scenario': 'loop_closure',
  'want': ['["job-404@0 #2","job-117@5 #1","job-905@100 #3"]',
           '["job-145@0 #2","job-362@100 #1"]',
           '["job-265@5 #2","job-884@10 #1"]']},
 {'id': 'measures-units',
  'module': 'lib/measures.js',
  'params': {'calls': [[678, 't', 'g'],
                       [1133, 'g', 'kg'],
                       [391, 't', 'g'],
                       [1330, 'lb', 'g'],
                       [496, 't', 't'],
                       [3769, 'oz', 't']],
             'names': {'file': 'measures', 'fn': 'toUnit'}},
  'scenario': 'units',
  'want': ['678000000', '1', '391000000', '603820', '496', '0']},
 {'id': 'shipping-cache_key',
  'module': 'lib/shipping.js',
  'params': {'names': {'count': 'computations', 'file': 'shipping', 'fn': 'routeCost'},
             'pairs': [[9, 4],
                       [10, 3],
                       [9, 1],
                       [9, 1],
                       [11, 10],
                       [11, 3],
                       [9, 1],
                       [9, 5],
                       [11, 10],
                       [10, 3],
                       [11, 1],
                       [11, 1],
                       [3, 12],
                       [1, 11],
                       [9, 1]]},
  'scenario': 'cache_key',
  'want': ['200', '362', '82', '82', '296', '302', '82', '145', '296', '362', '166', '166', '248', '144', '82', '9']},
 {'id': 'tickets-regex_lastindex',
  'module': 'lib/tickets.js',
  'params': {'calls': [['has', 'for wrote per customer also customer order TP-6550 the the'],
                       ['has', 'for wrote per customer also customer order TP-6550 the the'],
                       ['has', 'also the per also about ticket'],
                       ['first', 'see about also wrote the NX-7961 and per about per per'],
                       ['first', 'MPD-7819 about and the per about per also see'],
                       ['all', 'about and the customer for per RK-736 XCE-3588 per ticket and MN-204'],
                       ['first', 'see about also wrote the NX-7961 and per about per per'],
                       ['has', 'MPD-7819 about and the per about per also see'],
                       ['all', 'MPD-7819 about and the per about per also see'],
                       ['has', 'see about also wrote the NX-7961 and per about per per'],
                       ['first', 'MPD-7819 about and the per about per also see'],
                       ['first', 'wrote refund per for about FX-4985 the refund and customer GDS-6167'],
                       ['all', 'see ticket order customer order for and ticket']],
             'names': {'all': 'ticketsIn', 'file': 'tickets', 'first': 'firstTicket', 'has': 'hasTicket'}},
  'scenario': 'regex_lastindex',
  'want': ['true',
           'true',
           'false',
           'NX-7961',
           'MPD-7819',
           '["RK-736","XCE-3588","MN-204"]',
           'NX-7961',
           'true',
           '["MPD-7819"]',
           'true',
           'MPD-7819',
           'FX-4985',
           '[]']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/reminders.js': '// restored from the release\n'
                                   "'use strict';\n"
                                   '// Schedules one callback per item on `timer` (anything with after(ms, '
                                   'callback)).\n'
                                   '// Returns the list the callbacks fill as they fire: "<id>@<ms> #<position>".\n'
                                   'function scheduleAll(items, timer) {\n'
                                   '  const fired = [];\n'
                                   '  for (var i = 0; i < items.length; i++) {\n'
                                   "    var label = items[i].id + '@' + items[i].ms;\n"
                                   '    timer.after(items[i].ms, function () {\n'
                                   "      fired.push(label + ' #' + (i + 1));\n"
                                   '    });\n'
                                   '  }\n'
                                   '  return fired;\n'
                                   '}\n'
                                   '\n'
                                   'module.exports = { scheduleAll };\n',
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
               'lib/shipping.js': '// restored from the release\n'
                                  "'use strict';\n"
                                  '// Cost of the route between two zones (1-12). compute() is slow, so results are '
                                  'cached for the life of the process.\n'
                                  'const BASE = [8, 10, 52, 49, 30, 6, 14, 5, 12, 49, 35, 13];\n'
                                  'const cache = {};\n'
                                  'let computed = 0;\n'
                                  '\n'
                                  'function compute(from, to) {\n'
                                  '  computed += 1;\n'
                                  '  return BASE[from - 1] * 4 + BASE[to - 1] * 3 + ((from * 7 + to * 13) % 11);\n'
                                  '}\n'
                                  '\n'
                                  'function routeCost(from, to) {\n'
                                  '  if (!(from in cache)) cache[from] = compute(from, to);\n'
                                  '  return cache[from];\n'
                                  '}\n'
                                  '\n'
                                  'function computations() {\n'
                                  '  return computed;\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { routeCost, computations };\n',
               'lib/tickets.js': '// restored from the release\n'
                                 "'use strict';\n"
                                 '// Reference codes in free text: two or three capitals, a dash, three or four '
                                 'digits.\n'
                                 'const CODE = /\\b([A-Z]{2,3})-(\\d{3,4})\\b/g;\n'
                                 '\n'
                                 'function hasTicket(text) {\n'
                                 '  return CODE.test(text);\n'
                                 '}\n'
                                 '\n'
                                 'function firstTicket(text) {\n'
                                 '  const m = CODE.exec(text);\n'
                                 '  return m ? m[0] : null;\n'
                                 '}\n'
                                 '\n'
                                 'function ticketsIn(text) {\n'
                                 '  return text.match(CODE) || [];\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { hasTicket, firstTicket, ticketsIn };\n'},
 'reference': {'lib/reminders.js': '// reference implementation\n'
                                   "'use strict';\n"
                                   '// Schedules one callback per item on `timer` (anything with after(ms, '
                                   'callback)).\n'
                                   '// Returns the list the callbacks fill as they fire: "<id>@<ms> #<position>".\n'
                                   'function scheduleAll(items, timer) {\n'
                                   '  const fired = [];\n'
                                   '  for (let i = 0; i < items.length; i++) {\n'
                                   "    const label = items[i].id + '@' + items[i].ms;\n"
                                   '    timer.after(items[i].ms, function () {\n'
                                   "      fired.push(label + ' #' + (i + 1));\n"
                                   '    });\n'
                                   '  }\n'
                                   '  return fired;\n'
                                   '}\n'
                                   '\n'
                                   'module.exports = { scheduleAll };\n',
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
               'lib/shipping.js': '// reference implementation\n'
                                  "'use strict';\n"
                                  '// Cost of the route between two zones (1-12). compute() is slow, so results are '
                                  'cached for the life of the process.\n'
                                  'const BASE = [8, 10, 52, 49, 30, 6, 14, 5, 12, 49, 35, 13];\n'
                                  'const cache = new Map();\n'
                                  'let computed = 0;\n'
                                  '\n'
                                  'function compute(from, to) {\n'
                                  '  computed += 1;\n'
                                  '  return BASE[from - 1] * 4 + BASE[to - 1] * 3 + ((from * 7 + to * 13) % 11);\n'
                                  '}\n'
                                  '\n'
                                  'function routeCost(from, to) {\n'
                                  '  const route = `${from}>${to}`;\n'
                                  '  if (!cache.has(route)) cache.set(route, compute(from, to));\n'
                                  '  return cache.get(route);\n'
                                  '}\n'
                                  '\n'
                                  'function computations() {\n'
                                  '  return computed;\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { routeCost, computations };\n',
               'lib/tickets.js': '// reference implementation\n'
                                 "'use strict';\n"
                                 '// Reference codes in free text: two or three capitals, a dash, three or four '
                                 'digits.\n'
                                 'const CODE = /\\b([A-Z]{2,3})-(\\d{3,4})\\b/;\n'
                                 'const ALL_CODES = /\\b([A-Z]{2,3})-(\\d{3,4})\\b/g;\n'
                                 '\n'
                                 'function hasTicket(text) {\n'
                                 '  return CODE.test(text);\n'
                                 '}\n'
                                 '\n'
                                 'function firstTicket(text) {\n'
                                 '  const m = CODE.exec(text);\n'
                                 '  return m ? m[0] : null;\n'
                                 '}\n'
                                 '\n'
                                 'function ticketsIn(text) {\n'
                                 '  return text.match(ALL_CODES) || [];\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { hasTicket, firstTicket, ticketsIn };\n'}}

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
