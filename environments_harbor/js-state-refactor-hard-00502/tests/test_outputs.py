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
 '  "global_config_cached": async function (lib, p) {\n'
 '  const n = p.names, inst = { lib }, out = [];\n'
 '  for (const s of p.steps) {\n'
 "    if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);\n"
 "    else if (s.op === 'configure') inst[s.on].configure(s.opts);\n"
 '    else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));\n'
 '  }\n'
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
CASES = [{'id': 'request-defaults_mutation',
  'module': 'lib/request.js',
  'params': {'names': {'file': 'request', 'fn': 'callOptions'},
             'steps': [{'op': 'call'},
                       {'op': 'call', 'over': {'retries': 7, 'timeout': 250}},
                       {'op': 'call'},
                       {'op': 'call', 'over': {'headers': {'x-trace': 'abc'}, 'timeout': 250}},
                       {'op': 'call', 'over': {'timeout': 42}},
                       {'op': 'call', 'over': {'headers': {'accept': 'text/plain'}}},
                       {'op': 'call'},
                       {'key': 'retries', 'op': 'edit', 'value': 99},
                       {'header': True, 'key': 'x-edit', 'op': 'edit', 'value': '1'},
                       {'op': 'call'},
                       {'op': 'call', 'over': {'headers': {'x-trace': 'abc'}, 'retries': 5}}]},
  'scenario': 'defaults_mutation',
  'want': ['{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":4,"timeout":500}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":7,"timeout":250}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":4,"timeout":500}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9","x-trace":"abc"},"retries":4,"timeout":250}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":4,"timeout":42}',
           '{"headers":{"accept":"text/plain","user-agent":"sync/0.9"},"retries":4,"timeout":500}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":4,"timeout":500}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9"},"retries":4,"timeout":500}',
           '{"headers":{"accept":"application/xml","user-agent":"sync/0.9","x-trace":"abc"},"retries":5,"timeout":500}']},
 {'id': 'units-units',
  'module': 'lib/units.js',
  'params': {'calls': [[3621, 'lb', 'g'],
                       [4293, 'kg', 't'],
                       [1187, 't', 'g'],
                       [3218, 'g', 'oz'],
                       [714, 'kg', 'kg'],
                       [1530, 't', 'g']],
             'names': {'file': 'units', 'fn': 'convert'}},
  'scenario': 'units',
  'want': ['1643934', '4', '1187000000', '114', '714', '1530000000']},
 {'id': 'ledger-proto_shared',
  'module': 'lib/ledger.js',
  'params': {'names': {'add': 'record', 'cls': 'Ledger', 'count': 'occurrences', 'file': 'ledger', 'list': 'entries'},
             'steps': [{'name': 'core', 'op': 'new'},
                       {'name': 'north', 'op': 'new'},
                       {'name': 'west', 'op': 'new'},
                       {'item': 'alpha', 'name': 'west', 'op': 'add'},
                       {'item': 'echo', 'name': 'core', 'op': 'add'},
                       {'item': 'echo', 'name': 'core', 'op': 'add'},
                       {'item': 'echo', 'name': 'core', 'op': 'add'},
                       {'item': 'delta', 'name': 'north', 'op': 'add'},
                       {'item': 'alpha', 'name': 'core', 'op': 'add'},
                       {'item': 'echo', 'name': 'core', 'op': 'add'},
                       {'item': 'kilo', 'name': 'north', 'op': 'add'},
                       {'item': 'kilo', 'name': 'west', 'op': 'add'},
                       {'item': 'kilo', 'name': 'west', 'op': 'count'},
                       {'item': 'kilo', 'name': 'core', 'op': 'count'},
                       {'name': 'core', 'op': 'list'},
                       {'name': 'north', 'op': 'list'},
                       {'name': 'west', 'op': 'list'},
                       {'item': 'echo', 'name': 'core', 'op': 'count'},
                       {'item': 'delta', 'name': 'north', 'op': 'count'},
                       {'item': 'echo', 'name': 'west', 'op': 'count'},
                       {'item': 'bravo', 'name': 'west', 'op': 'add'},
                       {'name': 'core', 'op': 'list'}]},
  'scenario': 'proto_shared',
  'want': ['1',
           '1',
           '2',
           '3',
           '1',
           '4',
           '5',
           '2',
           '2',
           '1',
           '0',
           'core: echo, echo, echo, alpha, echo',
           'north: delta, kilo',
           'west: alpha, kilo',
           '4',
           '1',
           '0',
           '3',
           'core: echo, echo, echo, alpha, echo']},
 {'id': 'metrics-metrics',
  'module': 'lib/metrics.js',
  'params': {'calls': [['track', '/orders'],
                       ['total', '/health'],
                       ['track', '/health'],
                       ['total', '/health'],
                       ['track', '/health'],
                       ['track', '/login'],
                       ['track', '/orders'],
                       ['track', '/orders'],
                       ['track', '/export']],
             'names': {'file': 'metrics', 'total': 'total', 'track': 'track'}},
  'scenario': 'metrics',
  'want': ['1', '0', '1', '1', '2', '1', '2', '3', '1']},
 {'id': 'money-global_config_cached',
  'module': 'lib/money.js',
  'params': {'names': {'amount': 'money', 'factory': 'makeMoneyFormat', 'file': 'money', 'percent': 'percent'},
             'steps': [{'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': ',', 'position': 'after', 'symbol': 'kr', 'thousands': ' '}},
                       {'arg': 15232, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': -49031003, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 52182441, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib', 'op': 'configure', 'opts': {'symbol': 'US$'}},
                       {'arg': 88017758, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 86688226, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'A',
                        'op': 'create',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '¥', 'thousands': ','}},
                       {'name': 'B',
                        'op': 'create',
                        'opts': {'decimal': ',', 'position': 'before', 'symbol': 'R$', 'thousands': '.'}},
                       {'arg': 4231501, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 26418389, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 83461590, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 3926793, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9220, 'fn': 'percent', 'on': 'lib', 'op': 'call'},
                       {'arg': -58142820, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 4231501, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 74396438, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 1913, 'fn': 'percent', 'on': 'B', 'op': 'call'},
                       {'arg': 3926793, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 48393127, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 84225476, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 35494686, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'on': 'lib',
                        'op': 'configure',
                        'opts': {'decimal': '.', 'position': 'before', 'symbol': '¥', 'thousands': ','}},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 3926793, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'on': 'A', 'op': 'configure', 'opts': {'decimal': '#'}},
                       {'arg': 81376944, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'A', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'B', 'op': 'call'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'lib', 'op': 'call'},
                       {'name': 'C', 'op': 'create'},
                       {'arg': 9381541, 'fn': 'amount', 'on': 'C', 'op': 'call'},
                       {'arg': 63, 'fn': 'percent', 'on': 'C', 'op': 'call'}]},
  'scenario': 'global_config_cached',
  'want': ['152,32%',
           '-490 310,03 kr',
           '521 824,41 kr',
           '880 177,58 US$',
           '866 882,26 US$',
           '¥42,315.01',
           '¥264,183.89',
           'R$834.615,90',
           'R$39.267,93',
           '92,20%',
           '-¥581,428.20',
           '¥42,315.01',
           'R$743.964,38',
           '19,13%',
           '39 267,93 US$',
           '¥483,931.27',
           '¥93,815.41',
           'R$842.254,76',
           'R$93.815,41',
           '354 946,86 US$',
           '¥93,815.41',
           'R$93.815,41',
           '93 815,41 US$',
           '¥93,815.41',
           'R$39.267,93',
           '¥813,769#44',
           '¥93,815#41',
           '¥93,815#41',
           'R$93.815,41',
           '¥93,815.41',
           '93,815.41 €',
           '0.63%']},
 {'id': 'tags-shared_empty',
  'module': 'lib/tags.js',
  'params': {'names': {'file': 'tags', 'get': 'tagsFor', 'set': 'setTags'},
             'steps': [{'id': 'id821', 'op': 'set', 'tags': ['vip', 'bulk']},
                       {'id': 'id887', 'op': 'set', 'tags': ['hazmat', 'cold', 'fragile']},
                       {'id': 'id821', 'op': 'get'},
                       {'id': 'id425', 'op': 'get'},
                       {'id': 'id887', 'op': 'get'},
                       {'op': 'edit', 'tag': 'edited'},
                       {'id': 'id887', 'op': 'get'},
                       {'id': 'id558', 'op': 'take', 'tag': 'gift'},
                       {'id': 'id323', 'op': 'get'},
                       {'id': 'id821', 'op': 'take', 'tag': 'cold'},
                       {'id': 'id821', 'op': 'get'},
                       {'id': 'id558', 'op': 'get'}]},
  'scenario': 'shared_empty',
  'want': ['["vip","bulk"]',
           '[]',
           '["hazmat","cold","fragile"]',
           '["hazmat","cold","fragile"]',
           '["gift"]',
           '[]',
           '["vip","bulk","cold"]',
           '["vip","bulk"]',
           '[]']}]
AUDIT = None
AUDIT_FILE = 'state-audit.json'
REGRESSION = {'file': 'test/isolation.test.js',
 'originals': {'lib/ledger.js': '// restored from the release\n'
                                "'use strict';\n"
                                '// A named collection; every Ledger keeps its own items.\n'
                                'function Ledger(name) {\n'
                                '  this.name = name;\n'
                                '}\n'
                                '\n'
                                'Ledger.prototype.items = [];\n'
                                'Ledger.prototype.counts = {};\n'
                                '\n'
                                'Ledger.prototype.record = function (item) {\n'
                                '  this.items.push(item);\n'
                                '  this.counts[item] = (this.counts[item] || 0) + 1;\n'
                                '  return this.items.length;\n'
                                '};\n'
                                '\n'
                                'Ledger.prototype.occurrences = function (item) {\n'
                                '  return this.counts[item] || 0;\n'
                                '};\n'
                                '\n'
                                'Ledger.prototype.entries = function () {\n'
                                "  return this.name + ': ' + this.items.join(', ');\n"
                                '};\n'
                                '\n'
                                'module.exports = { Ledger };\n',
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
               'lib/request.js': '// restored from the release\n'
                                 "'use strict';\n"
                                 "// Options for outgoing calls: the defaults overlaid with the caller's overrides.\n"
                                 'const DEFAULTS = {"retries": 4, "timeout": 500, "headers": {"accept": '
                                 '"application/xml", "user-agent": "sync/0.9"}};\n'
                                 '\n'
                                 'function callOptions(overrides = {}) {\n'
                                 '  const headers = Object.assign(DEFAULTS.headers, overrides.headers);\n'
                                 '  return Object.assign(DEFAULTS, overrides, { headers });\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { callOptions };\n',
               'lib/tags.js': '// restored from the release\n'
                              "'use strict';\n"
                              '// Tags per item id.\n'
                              'const NONE = [];\n'
                              'const index = new Map();\n'
                              '\n'
                              'function setTags(id, tags) {\n'
                              '  index.set(id, tags);\n'
                              '}\n'
                              '\n'
                              'function tagsFor(id) {\n'
                              '  return index.get(id) || NONE;\n'
                              '}\n'
                              '\n'
                              'module.exports = { tagsFor, setTags };\n'},
 'reference': {'lib/ledger.js': '// reference implementation\n'
                                "'use strict';\n"
                                '// A named collection; every Ledger keeps its own items.\n'
                                'function Ledger(name) {\n'
                                '  this.name = name;\n'
                                '  this.items = [];\n'
                                '  this.counts = {};\n'
                                '}\n'
                                '\n'
                                'Ledger.prototype.record = function (item) {\n'
                                '  this.items.push(item);\n'
                                '  this.counts[item] = (this.counts[item] || 0) + 1;\n'
                                '  return this.items.length;\n'
                                '};\n'
                                '\n'
                                'Ledger.prototype.occurrences = function (item) {\n'
                                '  return this.counts[item] || 0;\n'
                                '};\n'
                                '\n'
                                'Ledger.prototype.entries = function () {\n'
                                "  return this.name + ': ' + this.items.join(', ');\n"
                                '};\n'
                                '\n'
                                'module.exports = { Ledger };\n',
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
               'lib/request.js': '// reference implementation\n'
                                 "'use strict';\n"
                                 "// Options for outgoing calls: the defaults overlaid with the caller's overrides.\n"
                                 'const DEFAULTS = {"retries": 4, "timeout": 500, "headers": {"accept": '
                                 '"application/xml", "user-agent": "sync/0.9"}};\n'
                                 '\n'
                                 'function callOptions(overrides = {}) {\n'
                                 '  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);\n'
                                 '  return Object.assign({}, DEFAULTS, overrides, { headers });\n'
                                 '}\n'
                                 '\n'
                                 'module.exports = { callOptions };\n',
               'lib/tags.js': '// reference implementation\n'
                              "'use strict';\n"
                              '// Tags per item id.\n'
                              'const index = new Map();\n'
                              '\n'
                              'function setTags(id, tags) {\n'
                              '  index.set(id, tags.slice());\n'
                              '}\n'
                              '\n'
                              'function tagsFor(id) {\n'
                              '  return (index.get(id) || []).slice();\n'
                              '}\n'
                              '\n'
                              'module.exports = { tagsFor, setTags };\n'}}

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
