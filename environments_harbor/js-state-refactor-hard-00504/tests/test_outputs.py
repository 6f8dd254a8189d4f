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
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': 'R$', 'thousands': ','}},
                       {'arg': 14432, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 15843544, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 91540146, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'EUR'}},
                       {'arg': -67962385, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 15242, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '¥', 'thousands': ','}},
                       {'arg': 27286793, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9014, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 41341866, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6201, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 6930642, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 3753, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 6801914, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 12681, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 81722501, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6801914, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6801914, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 14550674, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6930642, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'arg': 64325934, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6930642, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 73152224, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 6784015, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 8, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['144.32%',
           'R$158,435.44',
           'R$915,401.46',
           '-EUR679,623.85',
           '152.42%',
           'R$272.867,93',
           '90,14%',
           '¥413,418.66',
           '62.01%',
           'EUR69,306.42',
           '37,53%',
           'R$68.019,14',
           '¥67,840.15',
           '¥67,840.15',
           '126.81%',
           'R$817.225,01',
           'R$68.019,14',
           '¥68,019.14',
           '¥145,506.74',
           'EUR69,306.42',
           'R$67.840,15',
           '¥67,840.15',
           'EUR67,840.15',
           'R$643.259,34',
           '¥69,306.42',
           'R$731.522·24',
           'R$67.840·15',
           'R$67.840·15',
           '¥67,840.15',
           'R$67.840,15',
           '$67.840,15',
           '0,08%']},
 {'id': 'telemetry-metrics',
  'module': 'lib/telemetry.js',
  'params': {'calls': [['track', '/login'],
                       ['track', '/export'],
                       ['total', '/orders'],
                       ['track', '/orders'],
                       ['track', '/export'],
                       ['track', '/export'],
                       ['total', '/export'],
                       ['track', '/orders'],
                       ['total', '/export']],
             'names': {'file': 'telemetry', 'total': 'hits', 'track': 'countHit'}},
  'scenario': 'metrics',
  'want': ['1', '1', '0', '1', '2', '3', '3', '2', '3']},
 {'id': 'pricing-memo_shared',
  'module': 'lib/pricing.js',
  'params': {'names': {'a': 'vatOf', 'b': 'surchargeOf', 'file': 'pricing', 'memo': 'remember'},
             'steps': [{'fn': 'a', 'op': 'call', 'x': 84131},
                       {'fn': 'b', 'op': 'call', 'x': 84131},
                       {'fn': 'b', 'op': 'call', 'x': 75531},
                       {'fn': 'a', 'op': 'call', 'x': 75531},
                       {'fn': 'b', 'op': 'call', 'x': 84131},
                       {'fn': 'a', 'op': 'call', 'x': 47493},
                       {'fn': 'a', 'op': 'call', 'x': 75531},
                       {'fn': 'a', 'op': 'call', 'x': 41488},
                       {'mul': 7, 'name': 'f', 'op': 'make'},
                       {'mul': 5, 'name': 'g', 'op': 'make'},
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
  'want': ['9254',
           '1779',
           '1638',
           '8308',
           '1779',
           '5224',
           '8308',
           '4563',
           '7',
           '5',
           '14',
           '10',
           '7',
           '5',
           '21',
           '15',
           '14',
           '3',
           '3']},
 {'id': 'measures-units',
  'module': 'lib/measures.js',
  'params': {'calls': [[2317, 'oz', 't'],
                       [1964, 'lb', 'oz'],
                       [3400, 'lb', 'lb'],
                       [277, 'g', 'kg'],
                       [3824, 't', 'lb'],
                       [1789, 't', 'kg']],
             'names': {'file': 'measures', 'fn': 'toUnit'}},
  'scenario': 'units',
  'want': ['0', '31844', '3400', '0', '8422907', '1789000']},
 {'id': 'reminders-loop_closure',
  'module': 'lib/reminders.js',
  'params': {'batches': [[{'id': 'ord-273', 'ms': 10}, {'id': 'ord-531', 'ms': 10}, {'id': 'ord-393', 'ms': 50}],
                         [{'id': 'ord-140', 'ms': 50}, {'id': 'ord-207', 'ms': 10}],
                         [{'id': 'ord-869', 'ms': 5}, {'id': 'ord-557', 'ms': 10}]],
             'names': {'file': 'reminders', 'fn': 'scheduleAll'}},
  'scenario': 'loop_closure',
  'want': ['["ord-273@10 #1","ord-531@10 #2","ord-393@50 #3"]',
           '["ord-207@10 #2","ord-140@50 #1"]',
           '["ord-869@5 #1","ord-557@10 #2"]']},
 {'id': 'vouchers-instance_counter',
  'module': 'lib/vouchers.js',
  'params': {'names': {'cls': 'VoucherSeq', 'file': 'vouchers', 'next': 'take'},
             'steps': [{'name': 'a', 'op': 'new', 'prefix': 'DN'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'new', 'prefix': 'RMA', 'start': 544},
                       {'name': 'c', 'op': 'new', 'prefix': 'DN', 'start': 2182},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'}]},
  'scenario': 'instance_counter',
  'want': ['DN-0001',
           'DN-0002',
           'RMA-0544',
           'DN-0003',
           'DN-2182',
           'DN-2183',
           'DN-0004',
           'DN-2184',
           'RMA-0545',
           'DN-0005',
           'RMA-0546',
           'DN-2185']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/pricing.js': '// restored from the release\n'
                                 "'use strict';\n"
                                 '// remember(fn): computes fn(x) once per argument, then returns the stored result.\n'
                                 'const results = {};\n'
                                 '\n'
                                 'function remember(fn) {\n'
                                 '  return function (x) {\n'
                                 '    if (!(x in results)) results[x] = fn(x);\n'
                                 '    return results[x];\n'
                                 '  };\n'
                                 '}\n'
                                 '\n'
                                 'const vatOf = remember((cents) => Math.floor((cents * 11) / 100));\n'
                                 'const surchargeOf = remember((cents) => 400 + Math.floor(cents / 61));\n'
                                 '\n'
                                 'module.exports = { remember, vatOf, surchargeOf };\n',
               'lib/reminders.js': '// restored from the release\n'
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
                                'const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ",", "thousands": '
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
               'lib/vouchers.js': '// restored from the release\n'
                                  "'use strict';\n"
                                  '// Numbered identifiers PREFIX-0001, PREFIX-0002, ...\n'
                                  'let counter = 0;\n'
                                  '\n'
                                  'class VoucherSeq {\n'
                                  '  constructor(prefix, start = 1) {\n'
                                  '    this.prefix = prefix;\n'
                                  '    counter = start - 1;\n'
                                  '  }\n'
                                  '\n'
                                  '  take() {\n'
                                  '    counter += 1;\n'
                                  "    return this.prefix + '-' + String(counter).padStart(4, '0');\n"
                                  '  }\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { VoucherSeq };\n'},
 'reference': {'lib/pricing.js': '// reference implementation\n'
                                 "'use strict';\n"
                                 '// remember(fn): computes fn(x) once per argument, then returns the stored result.\n'
                                 'function remember(fn) {\n'
                                 '  const results = new Map();\n'
                                 '  return function (x) {\n'
                                 '    if (!results.has(x)) results.set(x, fn(x));\n'
                                 '    return results.get(x);\n'
                                 '  };\n'
                                 '}\n'
                                 '\n'
                                 'const vatOf = remember((cents) => Math.floor((cents * 11) / 100));\n'
                                 'const surchargeOf = remember((cents) => 400 + Math.floor(cents / 61));\n'
                                 '\n'
                                 'module.exports = { remember, vatOf, surchargeOf };\n',
               'lib/reminders.js': '// reference implementation\n'
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
                                'const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ",", "thousands": '
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
               'lib/vouchers.js': '// reference implementation\n'
                                  "'use strict';\n"
                                  '// Numbered identifiers PREFIX-0001, PREFIX-0002, ...\n'
                                  'class VoucherSeq {\n'
                                  '  constructor(prefix, start = 1) {\n'
                                  '    this.prefix = prefix;\n'
                                  '    this.value = start - 1;\n'
                                  '  }\n'
                                  '\n'
                                  '  take() {\n'
                                  '    this.value += 1;\n'
                                  "    return this.prefix + '-' + String(this.value).padStart(4, '0');\n"
                                  '  }\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { VoucherSeq };\n'}}

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
