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
 '  "round_robin": async function (lib, p) {\n'
 '  const n = p.names, out = [], pools = {}, given = {};\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'new') {\n"
 '      given[s.name] = s.members.slice();\n'
 '      pools[s.name] = lib[n.fn](given[s.name]);\n'
 "    } else if (s.op === 'edit') given[s.name].splice(0, 1, s.member);\n"
 '    else out.push(await attempt(() => pools[s.name][n.pick]()));\n'
 '  }\n'
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
CASES = [{'id': 'mailing-shared_accumulator',
  'module': 'lib/mailing.js',
  'params': {'names': {'file': 'mailing', 'fn': 'mailingList'},
             'rounds': [[['FOX@EXAMPLE.COM',
                          ' hub@example.com',
                          'cat@example.com',
                          'cat@example.com',
                          'HUB@EXAMPLE.COM']],
                        [['dan@example.com',
                          'ann@example.com',
                          'CAT@EXAMPLE.COM',
                          'ida@example.com',
                          'dan@example.com',
                          ' ida@example.com']],
                        [['IDA@EXAMPLE.COM',
                          'Cat@example.com ',
                          'DAN@EXAMPLE.COM',
                          'CAT@EXAMPLE.COM',
                          ' dan@example.com'],
                         ['ann@example.com',
                          'Fox@example.com ',
                          ' cat@example.com',
                          'IDA@EXAMPLE.COM',
                          'Ann@example.com ',
                          'fox@example.com']],
                        [['Hub@example.com ', 'ida@example.com', 'ida@example.com', 'HUB@EXAMPLE.COM'],
                         [' dan@example.com',
                          'Fox@example.com ',
                          ' ann@example.com',
                          'fox@example.com',
                          'ANN@EXAMPLE.COM'],
                         [' cat@example.com',
                          ' dan@example.com',
                          ' ann@example.com',
                          'Dan@example.com ',
                          'Ann@example.com ']]]},
  'scenario': 'shared_accumulator',
  'want': ['["fox@example.com","hub@example.com","cat@example.com"]',
           '["dan@example.com","ann@example.com","cat@example.com","ida@example.com"]',
           '["ida@example.com","cat@example.com","dan@example.com"]',
           '["ann@example.com","fox@example.com","cat@example.com","ida@example.com"]',
           '["hub@example.com","ida@example.com"]',
           '["dan@example.com","fox@example.com","ann@example.com"]',
           '["cat@example.com","dan@example.com","ann@example.com"]']},
 {'id': 'units-units',
  'module': 'lib/units.js',
  'params': {'calls': [[4918, 'oz', 'kg'],
                       [4717, 't', 't'],
                       [3330, 'oz', 'lb'],
                       [1035, 'lb', 'lb'],
                       [4525, 't', 'g'],
                       [3864, 'kg', 'lb']],
             'names': {'file': 'units', 'fn': 'convert'}},
  'scenario': 'units',
  'want': ['137', '4717', '205', '1035', '4525000000', '8511']},
 {'id': 'render-global_config_cached',
  'module': 'lib/render.js',
  'params': {'names': {'amount': 'renderPrice', 'factory': 'rendererFor', 'file': 'render', 'percent': 'renderRate'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': '¥', 'thousands': ' '}},
                       {'arg': 44215297, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 1515, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': 77604545, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'GBP'}},
                       {'arg': 40331325, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 78350100, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': '€', 'thousands': "'"}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'after', 'symbol': 'kr', 'thousands': ' '}},
                       {'arg': 53499028, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 2830, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 5281272, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 5281272, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 21196018, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 4787, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6361781, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 6361781, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 44444036, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 2142, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 6361781, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 15093, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 6361781, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'after', 'symbol': '€', 'thousands': "'"}},
                       {'arg': 14890110, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '·'}},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 1483, 'fn': 'percent', 'on': 'A', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 8720894, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 2610, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['¥442 152,97',
           '15,15%',
           '¥776 045,45',
           'GBP403 313,25',
           'GBP783 501,00',
           "534'990.28 €",
           '28.30%',
           '52 812,72 kr',
           '52 812,72 kr',
           'GBP211 960,18',
           '47.87%',
           "87'208.94 €",
           '63 617,81 kr',
           '63 617,81 kr',
           'GBP444 440,36',
           '21.42%',
           "87'208.94 €",
           '63 617,81 kr',
           '150,93%',
           'GBP63 617,81',
           "87'208.94 €",
           '87 208,94 kr',
           'GBP87 208,94',
           "148'901.10 €",
           '87 208,94 kr',
           "87'208·94 €",
           '14·83%',
           "87'208·94 €",
           '87 208,94 kr',
           "87'208.94 €",
           '87.208,94 €',
           '26,10%']},
 {'id': 'directory-lazy_init',
  'module': 'lib/directory.js',
  'params': {'names': {'count': 'directoryLoads',
                       'file': 'directory',
                       'get': 'getDirectory',
                       'reload': 'reloadDirectory'},
             'steps': [{'k': 3, 'op': 'get'},
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
  'want': ['same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           '1',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           '1',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           'same ["item-74","item-33","item-91","item-58","item-28"]',
           '2']},
 {'id': 'verbosity-log_level',
  'module': 'lib/verbosity.js',
  'params': {'calls': [['should', 'error'],
                       ['set', 'debug'],
                       ['should', 'info'],
                       ['set', 'info'],
                       ['should', 'warn'],
                       ['set', 'debug'],
                       ['should', 'error'],
                       ['should', 'trace']],
             'names': {'file': 'verbosity', 'set': 'setVerbosity', 'should': 'enabled'}},
  'scenario': 'log_level',
  'want': ['true', 'debug', 'true', 'info', 'true', 'debug', 'true', 'false']},
 {'id': 'balancer-round_robin',
  'module': 'lib/balancer.js',
  'params': {'names': {'file': 'balancer', 'fn': 'createPool', 'pick': 'pick'},
             'steps': [{'members': ['gus', 'fay', 'hal'], 'name': 'p', 'op': 'new'},
                       {'name': 'p', 'op': 'pick'},
                       {'members': ['cy', 'gus', 'fay', 'dee'], 'name': 'q', 'op': 'new'},
                       {'members': ['gus', 'fay', 'hal'], 'name': 'r', 'op': 'new'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'r', 'op': 'pick'},
                       {'name': 'p', 'op': 'pick'},
                       {'name': 'p', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'r', 'op': 'pick'},
                       {'name': 'r', 'op': 'pick'},
                       {'member': 'zed', 'name': 'q', 'op': 'edit'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'},
                       {'name': 'q', 'op': 'pick'}]},
  'scenario': 'round_robin',
  'want': ['gus', 'cy', 'gus', 'fay', 'hal', 'gus', 'fay', 'hal', 'fay', 'dee', 'cy', 'gus']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/balancer.js': '// restored from the release\n'
                                  "'use strict';\n"
                                  '// Round-robin over a fixed list of members.\n'
                                  'let cursor = 0;\n'
                                  '\n'
                                  'function createPool(members) {\n'
                                  '  return {\n'
                                  '    pick() {\n'
                                  '      const m = members[cursor % members.length];\n'
                                  '      cursor += 1;\n'
                                  '      return m;\n'
                                  '    },\n'
                                  '  };\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { createPool };\n',
               'lib/directory.js': '// restored from the release\n'
                                   "'use strict';\n"
                                   '// Loaded lazily on first use and shared by every caller until reloadDirectory().\n'
                                   'const SOURCE = ["item-74", "item-33", "item-91", "item-58", "item-28"];\n'
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
               'lib/mailing.js': '// restored from the release\n'
                                 "'use strict';\n"
                                 '// Normalises a list of addresses and drops the repeats, keeping first occurrences.\n'
                                 'const seen = new Set();\n'
                                 '\n'
                                 'function tick(n) {\n'
                                 '  let p = Promise.resolve();\n'
                                 '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                 '  return p;\n'
                                 '}\n'
                                 '\n'
                                 'async function normalise(raw) {\n'
                                 '  await tick(1);\n'
                                 '  return raw.trim().toLowerCase();\n'
                                 '}\n'
                                 '\n'
                                 'async function mailingList(list) {\n'
                                 '  const out = [];\n'
                                 '  for (const raw of list) {\n'
                                 '    const a = await normalise(raw);\n'
                                 '    if (!seen.has(a)) {\n'
                                 '      seen.add(a);\n'
                                 '      out.push(a);\n'
                                 '    }\n'
                                 '  }\n'
                                 '  return out;\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { mailingList };\n',
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
                                'module.exports = { configure, renderPrice, renderRate };\n'},
 'reference': {'lib/balancer.js': '// reference implementation\n'
                                  "'use strict';\n"
                                  '// Round-robin over a fixed list of members.\n'
                                  'function createPool(members) {\n'
                                  '  const list = members.slice();\n'
                                  '  let cursor = 0;\n'
                                  '  return {\n'
                                  '    pick() {\n'
                                  '      const m = list[cursor % list.length];\n'
                                  '      cursor += 1;\n'
                                  '      return m;\n'
                                  '    },\n'
                                  '  };\n'
                                  '}\n'
                                  '\n'
                                  'module.exports = { createPool };\n',
               'lib/directory.js': '// reference implementation\n'
                                   "'use strict';\n"
                                   '// Loaded lazily on first use and shared by every caller until reloadDirectory().\n'
                                   'const SOURCE = ["item-74", "item-33", "item-91", "item-58", "item-28"];\n'
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
               'lib/mailing.js': '// reference implementation\n'
                                 "'use strict';\n"
                                 '// Normalises a list of addresses and drops the repeats, keeping first occurrences.\n'
                                 'function tick(n) {\n'
                                 '  let p = Promise.resolve();\n'
                                 '  for (let k = 0; k < n; k++) p = p.then(() => undefined);\n'
                                 '  return p;\n'
                                 '}\n'
                                 '\n'
                                 'async function normalise(raw) {\n'
                                 '  await tick(1);\n'
                                 '  return raw.trim().toLowerCase();\n'
                                 '}\n'
                                 '\n'
                                 'async function mailingList(list) {\n'
                                 '  const seen = new Set();\n'
                                 '  const out = [];\n'
                                 '  for (const raw of list) {\n'
                                 '    const a = await normalise(raw);\n'
                                 '    if (!seen.has(a)) {\n'
                                 '      seen.add(a);\n'
                                 '      out.push(a);\n'
                                 '    }\n'
                                 '  }\n'
                                 '  return out;\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { mailingList };\n',
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
                                '};\n'}}

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
