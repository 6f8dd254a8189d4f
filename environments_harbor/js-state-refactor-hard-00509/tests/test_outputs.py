import os
import subprocess

import pytest

import tg_guard
import json
import shutil

PROJ = '/app/tenant-kit'
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
CASES = [{'id': 'log-log_level',
  'module': 'lib/log.js',
  'params': {'calls': [['should', 'info'],
                       ['set', 'trace'],
                       ['set', 'trace'],
                       ['should', 'error'],
                       ['set', 'debug'],
                       ['should', 'warn'],
                       ['should', 'warn'],
                       ['should', 'debug']],
             'names': {'file': 'log', 'set': 'setLevel', 'should': 'shouldLog'}},
  'scenario': 'log_level',
  'want': ['true', 'info', 'info', 'true', 'debug', 'true', 'true', 'true']},
 {'id': 'directory-lazy_init',
  'module': 'lib/directory.js',
  'params': {'names': {'count': 'directoryLoads',
                       'file': 'directory',
                       'get': 'getDirectory',
                       'reload': 'reloadDirectory'},
             'steps': [{'k': 2, 'op': 'get'},
                       {'op': 'count'},
                       {'k': 1, 'op': 'get'},
                       {'k': 2, 'op': 'get'},
                       {'op': 'count'},
                       {'op': 'reload'},
                       {'op': 'reload'},
                       {'k': 2, 'op': 'get'},
                       {'k': 1, 'op': 'get'},
                       {'op': 'count'}]},
  'scenario': 'lazy_init',
  'want': ['same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           '1',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           '1',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           'same ["plan-80","plan-38","plan-53","plan-14","plan-70"]',
           '2']},
 {'id': 'numbering-instance_counter',
  'module': 'lib/numbering.js',
  'params': {'names': {'cls': 'Sequence', 'file': 'numbering', 'next': 'next'},
             'steps': [{'name': 'a', 'op': 'new', 'prefix': 'PO'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'new', 'prefix': 'INV', 'start': 774},
                       {'name': 'c', 'op': 'new', 'prefix': 'PO', 'start': 4174},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'c', 'op': 'next'},
                       {'name': 'a', 'op': 'next'},
                       {'name': 'b', 'op': 'next'},
                       {'name': 'c', 'op': 'next'}]},
  'scenario': 'instance_counter',
  'want': ['PO-0001',
           'PO-0002',
           'PO-0003',
           'PO-0004',
           'PO-0005',
           'PO-0006',
           'INV-0774',
           'PO-0007',
           'PO-4174',
           'PO-0008',
           'INV-0775',
           'PO-4175']},
 {'id': 'money-global_config_cached',
  'module': 'lib/money.js',
  'params': {'names': {'amount': 'money', 'factory': 'makeMoneyFormat', 'file': 'money', 'percent': 'percent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'CHF', 'thousands': ''}},
                       {'arg': -6863189, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 5264804, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 94372325, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'NOK'}},
                       {'arg': -1852, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 4760, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'kr', 'thousands': "'"}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': '€', 'thousands': "'"}},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 34319397, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 71994765, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 5122687, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 71330133, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': -730, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 3746, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': 'kr', 'thousands': "'"}},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2507500, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 7296616, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 5637, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['-68631.89 CHF',
           '52648.04 CHF',
           '943723.25 CHF',
           '-18.52%',
           '47.60%',
           "25'075.00 kr",
           "343'193.97 kr",
           "25'075.00 €",
           "72'966.16 €",
           '25075.00 NOK',
           "719'947.65 kr",
           "51'226.87 kr",
           "713'301.33 €",
           '-7.30%',
           '25075.00 NOK',
           '37.46%',
           "72'966.16 kr",
           "72'966.16 €",
           "25'075.00 €",
           '25075.00 NOK',
           "72'966.16 kr",
           "72'966.16 €",
           '72966.16 NOK',
           "25'075.00 kr",
           "25'075.00 €",
           "72'966·16 kr",
           "72'966·16 kr",
           "72'966·16 kr",
           "72'966.16 €",
           "72'966.16 kr",
           '72,966.16 €',
           '56.37%']},
 {'id': 'measures-units',
  'module': 'lib/measures.js',
  'params': {'calls': [[566, 'g', 'oz'],
                       [4545, 'oz', 'g'],
                       [4525, 'g', 'kg'],
                       [1258, 'kg', 'g'],
                       [1036, 'lb', 'oz'],
                       [4056, 'g', 't']],
             'names': {'file': 'measures', 'fn': 'toUnit'}},
  'scenario': 'units',
  'want': ['20', '127260', '4', '1258000', '16798', '0']},
 {'id': 'tariffs-memo_shared',
  'module': 'lib/tariffs.js',
  'params': {'names': {'a': 'dutyOn', 'b': 'handlingOn', 'file': 'tariffs', 'memo': 'cached'},
             'steps': [{'fn': 'a', 'op': 'call', 'x': 75426},
                       {'fn': 'b', 'op': 'call', 'x': 75426},
                       {'fn': 'b', 'op': 'call', 'x': 2904},
                       {'fn': 'a', 'op': 'call', 'x': 2904},
                       {'fn': 'a', 'op': 'call', 'x': 75426},
                       {'fn': 'a', 'op': 'call', 'x': 38344},
                       {'fn': 'a', 'op': 'call', 'x': 2904},
                       {'fn': 'b', 'op': 'call', 'x': 2904},
                       {'mul': 11, 'name': 'f', 'op': 'make'},
                       {'mul': 7, 'name': 'g', 'op': 'make'},
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
  'want': ['6034',
           '2100',
           '705',
           '232',
           '6034',
           '3067',
           '232',
           '705',
           '11',
           '7',
           '22',
           '14',
           '11',
           '7',
           '33',
           '21',
           '22',
           '3',
           '3']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/directory.js': '// restored from the release\n'
                                   "'use strict';\n"
                                   '// Loaded lazily on first use and shared by every caller until reloadDirectory().\n'
                                   'const SOURCE = ["plan-80", "plan-38", "plan-53", "plan-14", "plan-70"];\n'
                                   'let catalog = null;\n'
                                   'let loads = 0;\n'
                                   '\n'
                                   'function tick(n) {\n'
                                   '  let p = Promise.resolve();\n'
                                   '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                   '  return p;\n'
                                   '}\n'
                                   '\n'
                                   'async function fetchAll() {\n'
                                   '  loads += 1;\n'
                                   '  await tick(3);\n'
                                   '  return SOURCE.map((id) => ({ id }));\n'
                                   '}\n'
                                   '\n'
                                   'async function getDirectory() {\n'
                                   '  if (!catalog) {\n'
                                   '    catalog = await fetchAll();\n'
                                   '  }\n'
                                   '  return catalog;\n'
                                   '}\n'
                                   '\n'
                                   'function reloadDirectory() {\n'
                                   '  catalog = null;\n'
                                   '}\n'
                                   '\n'
                                   'function directoryLoads() {\n'
                                   '  return loads;\n'
                                   '}\n'
                                   '\n'
                                   'module.exports = { getDirectory, reloadDirectory, directoryLoads };\n',
               'lib/money.js': '// restored from the release\n'
                               "'use strict';\n"
                               '// Amount and percentage formatting.\n'
                               'const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ".", "thousands": '
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
                               'function money(cents) {\n'
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
                               'function percent(basisPoints) {\n'
                               "  const sign = basisPoints < 0 ? '-' : '';\n"
                               '  const abs = Math.abs(basisPoints);\n'
                               '  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % '
                               "100).padStart(2, '0') + '%';\n"
                               '}\n'
                               '\n'
                               'module.exports = { configure, money, percent };\n',
               'lib/numbering.js': '// restored from the release\n'
                                   "'use strict';\n"
                                   '// Numbered identifiers PREFIX-0001, PREFIX-0002, ...\n'
                                   'let counter = 0;\n'
                                   '\n'
                                   'class Sequence {\n'
                                   '  constructor(prefix, start = 1) {\n'
                                   '    this.prefix = prefix;\n'
                                   '    counter = start - 1;\n'
                                   '  }\n'
                                   '\n'
                                   '  next() {\n'
                                   '    counter += 1;\n'
                                   "    return this.prefix + '-' + String(counter).padStart(4, '0');\n"
                                   '  }\n'
                                   '}\n'
                                   '\n'
                                   'module.exports = { Sequence };\n',
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
                                 'const dutyOn = cached((cents) => Math.floor((cents * 8) / 100));\n'
                                 'const handlingOn = cached((cents) => 650 + Math.floor(cents / 52));\n'
                                 '\n'
                                 'module.exports = { cached, dutyOn, handlingOn };\n'},
 'reference': {'lib/directory.js': '// reference implementation\n'
                                   "'use strict';\n"
                                   '// Loaded lazily on first use and shared by every caller until reloadDirectory().\n'
                                   'const SOURCE = ["plan-80", "plan-38", "plan-53", "plan-14", "plan-70"];\n'
                                   'let pending = null;\n'
                                   'let loads = 0;\n'
                                   '\n'
                                   'function tick(n) {\n'
                                   '  let p = Promise.resolve();\n'
                                   '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                   '  return p;\n'
                                   '}\n'
                                   '\n'
                                   'async function fetchAll() {\n'
                                   '  loads += 1;\n'
                                   '  await tick(3);\n'
                                   '  return SOURCE.map((id) => ({ id }));\n'
                                   '}\n'
                                   '\n'
                                   'function getDirectory() {\n'
                                   '  if (!pending) pending = fetchAll();\n'
                                   '  return pending;\n'
                                   '}\n'
                                   '\n'
                                   'function reloadDirectory() {\n'
                                   '  pending = null;\n'
                                   '}\n'
                                   '\n'
                                   'function directoryLoads() {\n'
                                   '  return loads;\n'
                                   '}\n'
                                   '\n'
                                   'module.exports = { getDirectory, reloadDirectory, directoryLoads };\n',
               'lib/money.js': '// reference implementation\n'
                               "'use strict';\n"
                               '// Amount and percentage formatting.\n'
                               'const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ".", "thousands": '
                               '","};\n'
                               '\n'
                               'function group(n, sep) {\n'
                               '  return String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, sep);\n'
                               '}\n'
                               '\n'
                               '// Every formatter has its own settings; the module-level functions use a default '
                               'formatter.\n'
                               'function makeMoneyFormat(options) {\n'
                               '  let settings = Object.assign({}, DEFAULTS, options);\n'
                               '  const cache = new Map();\n'
                               '\n'
                               '  function configure(opts) {\n'
                               '    settings = Object.assign({}, settings, opts);\n'
                               '    cache.clear();\n'
                               '  }\n'
                               '\n'
                               '  function money(cents) {\n'
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
                               '  function percent(basisPoints) {\n'
                               "    const sign = basisPoints < 0 ? '-' : '';\n"
                               '    const abs = Math.abs(basisPoints);\n'
                               '    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % '
                               "100).padStart(2, '0') + '%';\n"
                               '  }\n'
                               '\n'
                               '  return { configure, money, percent };\n'
                               '}\n'
                               '\n'
                               'const defaultFormatter = makeMoneyFormat();\n'
                               '\n'
                               'module.exports = {\n'
                               '  makeMoneyFormat,\n'
                               '  configure: (options) => defaultFormatter.configure(options),\n'
                               '  money: (cents) => defaultFormatter.money(cents),\n'
                               '  percent: (basisPoints) => defaultFormatter.percent(basisPoints),\n'
                               '};\n',
               'lib/numbering.js': '// reference implementation\n'
                                   "'use strict';\n"
                                   '// Numbered identifiers PREFIX-0001, PREFIX-0002, ...\n'
                                   'class Sequence {\n'
                                   '  constructor(prefix, start = 1) {\n'
                                   '    this.prefix = prefix;\n'
                                   '    this.value = start - 1;\n'
                                   '  }\n'
                                   '\n'
                                   '  next() {\n'
                                   '    this.value += 1;\n'
                                   "    return this.prefix + '-' + String(this.value).padStart(4, '0');\n"
                                   '  }\n'
                                   '}\n'
                                   '\n'
                                   'module.exports = { Sequence };\n',
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
                                 'const dutyOn = cached((cents) => Math.floor((cents * 8) / 100));\n'
                                 'const handlingOn = cached((cents) => 650 + Math.floor(cents / 52));\n'
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
